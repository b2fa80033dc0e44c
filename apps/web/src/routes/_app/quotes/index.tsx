import { createFileRoute } from '@tanstack/react-router';
import { documentListDeps, FIRST_PAGE } from '../../../features/invoices/list-route';
import { QuotesScreen } from '../../../features/quotes/quotes-screen';
import { quotesPageInput, validateQuotesSearch } from '../../../features/quotes/search';
import { screenHead } from '../../../lib/page-title';
import { TEXTS } from '../../../lib/texts';

export const Route = createFileRoute('/_app/quotes/')({
  // The common catalog's word, so the route tree every page loads does not carry the quotes screens' texts.
  head: () => screenHead(TEXTS.nav.quotes),
  validateSearch: validateQuotesSearch,
  loaderDeps: ({ search }) => documentListDeps(search),
  // Start the first page (and the panel's quote) while the page's code loads.
  loader: ({ context, deps }) => {
    void context.trpc.quotes.page.prefetchInfinite(quotesPageInput(deps), FIRST_PAGE);
    if (deps.open) void context.trpc.quotes.get.prefetch({ id: deps.open });
  },
  component: QuotesPage,
});

function QuotesPage() {
  return <QuotesScreen search={Route.useSearch()} />;
}
