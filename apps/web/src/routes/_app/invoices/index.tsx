import { createFileRoute } from '@tanstack/react-router';
import { InvoicesScreen } from '../../../features/invoices/invoices-screen';
import { documentListDeps, FIRST_PAGE } from '../../../features/invoices/list-route';
import { invoicesPageInput, invoicesSummaryInput } from '../../../features/invoices/search';
import { INVOICE_TEXTS } from '../../../features/invoices/texts';
import { screenHead } from '../../../lib/page-title';
import { validateInvoicesSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/_app/invoices/')({
  head: () => screenHead(INVOICE_TEXTS.title),
  validateSearch: validateInvoicesSearch,
  loaderDeps: ({ search }) => documentListDeps(search),
  // Start the first page, the tiles (and the panel's invoice) while the page's code loads.
  loader: ({ context, deps }) => {
    void context.trpc.invoices.page.prefetchInfinite(invoicesPageInput(deps), FIRST_PAGE);
    void context.trpc.invoices.summary.prefetch(invoicesSummaryInput(deps));
    if (deps.open) void context.trpc.invoices.get.prefetch({ id: deps.open });
  },
  component: InvoicesPage,
});

function InvoicesPage() {
  return <InvoicesScreen search={Route.useSearch()} />;
}
