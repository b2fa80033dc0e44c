import { type DashboardSummary, formatMoney } from '@folio/contracts';
import { BarChart } from '@mantine/charts';
import { Card, Group, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { TEXTS } from '../../lib/texts';
import { type RevenueMonth, revenueMonths, roundCents } from './revenue';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const axisMoney = (value: number) => `$${compact.format(value)}`;

/** SPEC §2.5: paid revenue of the last 6 months; a bar (or its month below) opens that month's activity. */
export function RevenueChart({ summary }: { summary: DashboardSummary }) {
  const navigate = useNavigate();
  const months = revenueMonths(summary);
  const total = roundCents(months.reduce((sum, month) => sum + month.total, 0));
  const openMonth = (month: RevenueMonth | undefined) => {
    if (month) void navigate({ to: '/activity', search: { from: month.from, to: month.to } });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="revenue-title">
      <Group justify="space-between" align="flex-end" mb="md">
        <Title order={2} fz="lg" id="revenue-title">
          {TEXTS.revenueChartTitle}
        </Title>
        <Text fw={700} data-testid="revenue-total">
          Total: {formatMoney(total, 'USD')}
        </Text>
      </Group>
      <BarChart
        h={240}
        data={months.map((month) => ({ month: month.label, Revenue: roundCents(month.total) }))}
        dataKey="month"
        series={[{ name: 'Revenue', color: 'indigo.6' }]}
        valueFormatter={(value) => formatMoney(value, 'USD')}
        tickLine="none"
        yAxisProps={{ tickFormatter: axisMoney, width: 56 }}
        barProps={{
          cursor: 'pointer',
          onClick: (_data: unknown, index: number) => openMonth(months[index]),
        }}
        // The chart is hidden from assistive technology (the month buttons below say the same and
        // open the same pages), so it must not take keyboard focus either.
        barChartProps={{ accessibilityLayer: false }}
        aria-hidden
      />
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" mt="md" aria-label="Activity by month">
        {months.map((month) => (
          <UnstyledButton
            key={month.key}
            onClick={() => openMonth(month)}
            aria-label={`Activity for ${month.fullLabel}: ${formatMoney(month.total, 'USD')} paid`}
            p={6}
            style={{ borderRadius: 'var(--mantine-radius-sm)', textAlign: 'center' }}
            className="month-link"
          >
            <Text size="xs" c="dimmed">
              {month.label}
            </Text>
            <Text size="xs" fw={600}>
              {formatMoney(roundCents(month.total), 'USD')}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Card>
  );
}
