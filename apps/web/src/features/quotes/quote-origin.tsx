import type { Invoice } from '@folio/contracts';
import { Anchor, Group, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { QUOTE_TEXTS } from './texts';

/**
 * The invoice panel's line about the quote the invoice was converted from: "Converted from quote
 * Q-0003", the number linking to the quote's panel. Nothing for an invoice made otherwise; the
 * quote's number is read with the quote (the invoice names only its id).
 */
export function QuoteOrigin({ invoice }: { invoice: Pick<Invoice, 'quoteId'> }) {
  useLocale();
  const quoteId = invoice.quoteId;
  const quote = trpc.quotes.get.useQuery({ id: quoteId ?? '' }, { enabled: !!quoteId });
  if (!quoteId) return null;
  return (
    <Group gap={6} wrap="wrap" data-testid="quote-origin">
      <IconFileText size={16} aria-hidden />
      <Text size="sm">{QUOTE_TEXTS.convertedFrom}</Text>
      <Anchor size="sm" renderRoot={(props) => <Link to="/quotes" search={{ open: quoteId }} {...props} />}>
        {quote.data?.displayNumber ?? QUOTE_TEXTS.panelTitle}
      </Anchor>
    </Group>
  );
}
