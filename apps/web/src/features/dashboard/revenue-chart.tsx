// The chart's styles load with the dashboard's, not with the chart's code: a stylesheet added once the
// page runs makes the browser lay the whole page out again (styles/shell.ts says why), at the moment
// the chart draws.
import '@mantine/charts/styles.layer.css';
import type { DashboardSummary } from '@folio/contracts';
import { Card, Group, SimpleGrid, Skeleton, Text, Title, UnstyledButton } from '@mantine/core';
import { useInViewport, useMergedRef } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Money } from '../../components/money';
import { useUserTimeZone } from '../../lib/dates';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { type RevenueMonth, revenueMonths, roundCents } from './revenue';
import { DASHBOARD_TEXTS } from './texts';

const RevenueBars = lazy(() => import('./revenue-bars'));
const CHART_HEIGHT = 200;

/**
 * Paid revenue of the last 6 months with its total. Each bar, and the month with its
 * amount written under it, opens that month's activity. Without any revenue the chart says so
 * instead of drawing an empty grid.
 */
export function RevenueChart({ summary }: { summary: DashboardSummary }) {
  useLocale();
  const navigate = useNavigate();
  // The months end with the user's current month, in their time zone.
  const timeZone = useUserTimeZone();
  const months = revenueMonths(summary, timeZone);
  const total = roundCents(months.reduce((sum, month) => sum + month.total, 0));
  const openMonth = (month: RevenueMonth | undefined) => {
    if (month) void navigate({ to: '/activity', search: { from: month.from, to: month.to } });
  };
  // The chart library is the heaviest code of the dashboard: it loads once the chart's place is on
  // screen (at once on a desktop, on scrolling down on a phone), not with the page.
  // Its width is read then, so that the chart draws its bars in its first render, which React does
  // in slices, instead of measuring itself first and drawing everything again in one long task.
  const { ref: viewportRef, inViewport } = useInViewport();
  const place = useRef<HTMLDivElement>(null);
  const chartPlace = useMergedRef(viewportRef, place);
  const [chartWidth, setChartWidth] = useState<number>();
  useEffect(() => {
    if (inViewport && place.current) setChartWidth((width) => width ?? place.current?.clientWidth);
  }, [inViewport]);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="revenue-title">
      <Group justify="space-between" align="flex-end" mb="md">
        <Title order={2} fz="lg" id="revenue-title">
          {TEXTS.revenueChartTitle}
        </Title>
        <Text fw={700} data-testid="revenue-total">
          {DASHBOARD_TEXTS.total} <Money amount={total} currency="USD" />
        </Text>
      </Group>
      {total === 0 ? (
        <Text size="sm" c="dimmed" py="lg" data-testid="revenue-empty">
          {DASHBOARD_TEXTS.revenueChartEmpty}
        </Text>
      ) : (
        <div ref={chartPlace} style={{ minHeight: CHART_HEIGHT }}>
          {chartWidth !== undefined ? (
            <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
              <RevenueBars months={months} onOpen={openMonth} width={chartWidth} height={CHART_HEIGHT} />
            </Suspense>
          ) : (
            <Skeleton h={CHART_HEIGHT} />
          )}
        </div>
      )}
      {/* The chart's axis: one column per bar, each the way to that month's activity. */}
      <SimpleGrid cols={6} spacing={4} mt="xs" aria-label={DASHBOARD_TEXTS.activityByMonth}>
        {months.map((month) => (
          <UnstyledButton
            key={month.key}
            onClick={() => openMonth(month)}
            aria-label={DASHBOARD_TEXTS.activityForPaid(month.fullLabel, formatMoney(month.total, 'USD'))}
            py={6}
            px={2}
            style={{ borderRadius: 'var(--mantine-radius-sm)', textAlign: 'center', minWidth: 0 }}
            className="month-link"
          >
            <Text size="xs" c="dimmed">
              {month.label}
            </Text>
            <Text size="xs" fw={600}>
              <Money amount={roundCents(month.total)} currency="USD" compact />
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Card>
  );
}
