import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { screenHead } from '../../../lib/page-title';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/invoices/$invoiceId_/edit')({
  head: () => screenHead('Edit invoice'),
  component: EditInvoicePage,
});

function EditInvoicePage() {
  return <PlaceholderPage title="Edit Invoice" />;
}
