import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { QuoteForm } from '../../../features/quotes/quote-form';
import { QUOTE_TEXTS } from '../../../features/quotes/texts';
import { useLocale } from '../../../lib/i18n';
import { screenHead } from '../../../lib/page-title';
import { TEXTS } from '../../../lib/texts';

export const Route = createFileRoute('/_app/quotes/new')({
  head: () => screenHead(TEXTS.newQuoteScreen),
  component: NewQuotePage,
});

function NewQuotePage() {
  useLocale();
  return (
    <Stack gap="lg">
      <Title order={1}>{QUOTE_TEXTS.newQuoteTitle}</Title>
      <QuoteForm />
    </Stack>
  );
}
