import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/invoices/$invoiceId')({
  component: InvoiceDetailsPage,
});

function InvoiceDetailsPage() {
  return <PlaceholderPage title="Invoice details" />;
}
