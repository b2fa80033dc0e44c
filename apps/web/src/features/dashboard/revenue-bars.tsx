import { BarChart } from '@mantine/charts';
import { ResponsiveContainer } from 'recharts';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import type { RevenueMonth } from './revenue';
import { roundCents } from './revenue';
import { DASHBOARD_TEXTS } from './texts';

const noGridLines = () => [];

/**
 * The bars of the revenue chart, in their own module: the chart library is the largest part of
 * the dashboard's code and loads only when there is revenue to draw. The months and amounts are
 * written out under the chart (RevenueChart), which also carries the keyboard and screen reader
 * access, so the bars have no axes of their own and are hidden from assistive technology.
 */
export default function RevenueBars({
  months,
  onOpen,
  width,
  height,
}: {
  months: RevenueMonth[];
  onOpen: (month: RevenueMonth | undefined) => void;
  /** The chart's place, measured before it loaded: the bars are drawn at once, at that size. */
  width: number;
  height: number;
}) {
  useLocale();
  // The chart's own container starts at no size: its first render draws nothing, and the render at
  // its measured size (every bar) is one long task on a phone. An outer container that already
  // knows the size stands in for it (recharts uses the outer one's), and follows later resizes.
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width, height }}>
      <BarChart
        h={height}
        data={months.map((month) => ({ month: month.label, revenue: roundCents(month.total) }))}
        dataKey="month"
        // The series' name is the data's key; its label is what the tooltip shows.
        series={[{ name: 'revenue', label: DASHBOARD_TEXTS.revenue, color: 'indigo.6' }]}
        valueFormatter={(value) => formatMoney(value, 'USD')}
        withXAxis={false}
        withYAxis={false}
        gridAxis="none"
        // Without grid lines the grid still works out where they would go, measuring every tick's
        // label in the page (a forced layout each) while the chart draws. No lines, so no places to
        // work out.
        gridProps={{ horizontalCoordinatesGenerator: noGridLines, verticalCoordinatesGenerator: noGridLines }}
        barProps={{
          cursor: 'pointer',
          onClick: (_data: unknown, index: number) => onOpen(months[index]),
        }}
        barChartProps={{ accessibilityLayer: false, margin: { top: 4, right: 0, bottom: 0, left: 0 } }}
        aria-hidden
      />
    </ResponsiveContainer>
  );
}
