import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PageLoader } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { QuoteForm } from '../../../features/quotes/quote-form';
import { canEditQuote } from '../../../features/quotes/quote-rules';
import { QUOTE_TEXTS } from '../../../features/quotes/texts';
import { useLocale } from '../../../lib/i18n';
import { screenHead } from '../../../lib/page-title';
import { TEXTS } from '../../../lib/texts';
import { trpc } from '../../../lib/trpc';

export const Route = createFileRoute('/_app/quotes/$quoteId_/edit')({
  head: () => screenHead(TEXTS.editQuoteScreen),
  loader: ({ context, params }) => void context.trpc.quotes.get.prefetch({ id: params.quoteId }),
  component: EditQuotePage,
});

/** Only a draft can be edited: a sent or answered quote says why, with the way back to its panel. */
function EditQuotePage() {
  useLocale();
  const { quoteId } = Route.useParams();
  const quote = trpc.quotes.get.useQuery({ id: quoteId });
  return (
    <Stack gap="lg">
      <Title order={1}>{QUOTE_TEXTS.editQuoteTitle}</Title>
      <QueryState query={quote} errorTitle={QUOTE_TEXTS.loadOneFailed} loading={<PageLoader />}>
        {(data) =>
          canEditQuote(data) ? (
            <QuoteForm key={data._id} quote={data} />
          ) : (
            <Alert color="yellow" variant="light" maw={620}>
              {QUOTE_TEXTS.editWhy}{' '}
              <Anchor renderRoot={(props) => <Link to="/quotes" search={{ open: data._id }} {...props} />}>
                {QUOTE_TEXTS.panelTitleOf(data.displayNumber)}
              </Anchor>
            </Alert>
          )
        }
      </QueryState>
    </Stack>
  );
}
