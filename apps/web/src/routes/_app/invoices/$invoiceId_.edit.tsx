import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/invoices/$invoiceId_/edit')({
  component: EditInvoicePage,
});

function EditInvoicePage() {
  return <PlaceholderPage title="Edit Invoice" />;
}
