import { createFileRoute } from '@tanstack/react-router';
import { QuotesScreen } from '../../../features/quotes/quotes-screen';
import { quotesPageInput, validateQuotesSearch } from '../../../features/quotes/search';
import { QUOTE_TEXTS } from '../../../features/quotes/texts';
import { screenHead } from '../../../lib/page-title';

export const Route = createFileRoute('/_app/quotes/')({
  head: () => screenHead(QUOTE_TEXTS.title),
  validateSearch: validateQuotesSearch,
  loaderDeps: ({ search }) => ({
    status: search.status,
    client: search.client,
    q: search.q,
    open: search.open,
  }),
  // Start the first page (and the panel's quote) while the page's code loads.
  loader: ({ context, deps }) => {
    void context.trpc.quotes.page.prefetchInfinite(quotesPageInput(deps), {
      getNextPageParam: (page) => page.nextCursor,
      pages: 1,
    });
    if (deps.open) void context.trpc.quotes.get.prefetch({ id: deps.open });
  },
  component: QuotesPage,
});

function QuotesPage() {
  return <QuotesScreen search={Route.useSearch()} />;
}
