import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { screenHead } from '../../../lib/page-title';
import { validateInvoicesSearch } from '../../../lib/search-params';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/invoices/')({
  head: () => screenHead('Invoices'),
  validateSearch: validateInvoicesSearch,
  component: InvoicesPage,
});

function InvoicesPage() {
  return <PlaceholderPage title="Invoices" />;
}
