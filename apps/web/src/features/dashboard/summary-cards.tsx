import type { DashboardSummary } from '@folio/contracts';
import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase, IconFileInvoice, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Money } from '../../components/money';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { DASHBOARD_TEXTS } from './texts';

function SummaryCard({
  label,
  testId,
  value,
  extra,
  icon,
  link,
}: {
  label: string;
  /** The card's test id, the same in every language. */
  testId: string;
  value: ReactNode;
  extra?: ReactNode;
  icon: ReactNode;
  link: (props: Record<string, unknown>) => ReactNode;
}) {
  return (
    <Card
      withBorder
      padding="lg"
      renderRoot={link}
      style={{ textDecoration: 'none', color: 'inherit' }}
      // A Card has no focus ring of its own; as a link it needs Mantine's keyboard focus outline.
      className="summary-card mantine-focus-auto"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text
            fz={30}
            fw={800}
            lh={1.2}
            data-testid={`summary-${testId}`}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {value}
          </Text>
          {extra}
        </div>
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/**
 * Clients, Active Projects, Unpaid Invoices (count and USD total), each opening its list. Counts are
 * grouped as the lists' titles group them ("10,557", "10 557").
 */
export function SummaryCards({ summary }: { summary: DashboardSummary }) {
  useLocale();
  const otherUnpaid = summary.otherCurrencies.filter((entry) => entry.unpaidTotal > 0);
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <SummaryCard
        label={DASHBOARD_TEXTS.clients}
        testId="Clients"
        value={formatNumber(summary.totalClients)}
        icon={<IconUsers size={22} />}
        link={(props) => <Link to="/clients" {...props} />}
      />
      <SummaryCard
        label={DASHBOARD_TEXTS.activeProjects}
        testId="Active Projects"
        value={formatNumber(summary.activeProjects)}
        icon={<IconBriefcase size={22} />}
        link={(props) => <Link to="/projects" search={{ status: 'active' }} {...props} />}
      />
      <SummaryCard
        label={DASHBOARD_TEXTS.unpaidInvoices}
        testId="Unpaid Invoices"
        value={formatNumber(summary.unpaidInvoices)}
        icon={<IconFileInvoice size={22} />}
        link={(props) => <Link to="/invoices" search={{ status: 'nonArchived' }} {...props} />}
        extra={
          <>
            <Text size="sm" fw={600} data-testid="summary-unpaid-total">
              <Money amount={summary.unpaidTotal} currency="USD" />
            </Text>
            {otherUnpaid.map((entry) => (
              <Text key={entry.currency} size="xs" c="dimmed">
                + <Money amount={entry.unpaidTotal} currency={entry.currency} />
              </Text>
            ))}
          </>
        }
      />
    </SimpleGrid>
  );
}

export function SummaryCardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" aria-hidden>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} h={110} radius="md" />
      ))}
    </SimpleGrid>
  );
}
