import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Money } from '../../components/money';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { INVOICE_TEXTS } from './texts';

/**
 * The three tiles over the organization's non-archived invoices (or one client's), computed by the
 * server for all of them, not from the loaded cards.
 */
export function InvoiceSummaryTiles({ input }: { input: { client?: string } }) {
  useLocale();
  const summary = trpc.invoices.summary.useQuery(input).data;
  // Amounts are never added across currencies: the others are listed under the main one.
  const others = (summary?.byCurrency ?? []).filter(
    (entry) => entry.currency !== summary?.currency && entry.unpaidTotal !== 0,
  );
  const tiles = [
    {
      label: INVOICE_TEXTS.tiles.unpaidTotal,
      value: summary ? <Money amount={summary.unpaidTotal} currency={summary.currency} /> : null,
      testId: 'tile-unpaid-total',
      more:
        others.length > 0 ? (
          <Text size="xs" c="dimmed">
            {INVOICE_TEXTS.tiles.otherCurrencies}{' '}
            {others.map((entry, index) => (
              <span key={entry.currency}>
                {index > 0 ? ', ' : ''}
                <Money amount={entry.unpaidTotal} currency={entry.currency} />
              </span>
            ))}
          </Text>
        ) : null,
    },
    {
      label: INVOICE_TEXTS.tiles.paidCount,
      value: summary ? formatNumber(summary.paidCount) : undefined,
      testId: 'tile-paid',
    },
    {
      label: INVOICE_TEXTS.tiles.unpaidCount,
      value: summary ? formatNumber(summary.unpaidCount) : undefined,
      testId: 'tile-unpaid',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {tiles.map((tile) => (
        <Card key={tile.testId} withBorder padding="md" radius="md">
          <Text size="sm" c="dimmed">
            {tile.label}
          </Text>
          {tile.value === null || tile.value === undefined ? (
            <Skeleton h={28} mt={4} w="60%" />
          ) : (
            <Text fz="xl" fw={700} data-testid={tile.testId}>
              {tile.value}
            </Text>
          )}
          {'more' in tile && tile.more}
        </Card>
      ))}
    </SimpleGrid>
  );
}
