import type { Invoice } from '@folio/contracts';
import { Anchor, Group, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { RECURRING_TEXTS } from './texts';

/**
 * The invoice panel's line about the recurring series that made the invoice: "Made by a recurring
 * series on Nov 1, 2026" (its occurrence date) with a link to the series' panel. Nothing for an
 * invoice made by hand.
 */
export function SeriesOrigin({
  invoice,
}: {
  invoice: Pick<Invoice, 'recurringInvoiceId' | 'recurringDate'>;
}) {
  useLocale();
  if (!invoice.recurringInvoiceId) return null;
  return (
    <Group gap={6} wrap="wrap" data-testid="series-origin">
      <IconRepeat size={16} aria-hidden />
      <Text size="sm">{RECURRING_TEXTS.madeBy(formatDate(invoice.recurringDate))}</Text>
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link
            to="/invoices/recurring"
            search={{ open: invoice.recurringInvoiceId ?? undefined }}
            {...props}
          />
        )}
      >
        {RECURRING_TEXTS.openSeries}
      </Anchor>
    </Group>
  );
}
