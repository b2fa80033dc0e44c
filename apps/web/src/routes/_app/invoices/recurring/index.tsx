import { createFileRoute } from '@tanstack/react-router';
import { documentListDeps, FIRST_PAGE } from '../../../../features/invoices/list-route';
import { INVOICE_TEXTS } from '../../../../features/invoices/texts';
import { RecurringScreen } from '../../../../features/recurring-invoices/recurring-screen';
import { seriesPageInput, validateRecurringSearch } from '../../../../features/recurring-invoices/search';
import { screenHead } from '../../../../lib/page-title';

export const Route = createFileRoute('/_app/invoices/recurring/')({
  head: () => screenHead(INVOICE_TEXTS.recurring.title),
  validateSearch: validateRecurringSearch,
  loaderDeps: ({ search }) => documentListDeps(search),
  // Start the first page (and the panel's series) while the page's code loads.
  loader: ({ context, deps }) => {
    void context.trpc.recurringInvoices.page.prefetchInfinite(seriesPageInput(deps), FIRST_PAGE);
    if (deps.open) void context.trpc.recurringInvoices.get.prefetch({ id: deps.open });
  },
  component: RecurringPage,
});

function RecurringPage() {
  return <RecurringScreen search={Route.useSearch()} />;
}
