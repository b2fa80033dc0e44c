import { SimpleGrid } from '@mantine/core';
import type { RevenueMonth } from './revenue';
import classes from './revenue-bars.module.css';

/**
 * The bars of the revenue chart: one column per month, in the same grid as the months' buttons
 * under it, so each bar stands above its month. Six bars need no chart library: plain boxes render
 * in a fraction of the time a charting library takes to load and draw, which on a phone was most
 * of the dashboard's blocking time. The months and amounts are written out under the chart
 * (RevenueChart), which also carries the keyboard and screen reader access, so the bars are hidden
 * from assistive technology; a click on one opens its month like its button does.
 */
export function RevenueBars({
  months,
  onOpen,
}: {
  months: RevenueMonth[];
  onOpen: (month: RevenueMonth) => void;
}) {
  const highest = Math.max(0, ...months.map((month) => month.total));
  return (
    <SimpleGrid cols={6} spacing={4} className={classes.bars} aria-hidden data-testid="revenue-bars">
      {months.map((month) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the month's button under the chart is the keyboard's way to the same place
        // biome-ignore lint/a11y/noStaticElementInteractions: hidden from assistive technology, see above
        <div key={month.key} className={classes.column} onClick={() => onOpen(month)}>
          {month.total > 0 && (
            <div
              className={classes.bar}
              style={{ height: `${highest > 0 ? (month.total / highest) * 100 : 0}%` }}
              data-month={month.key}
            />
          )}
        </div>
      ))}
    </SimpleGrid>
  );
}
