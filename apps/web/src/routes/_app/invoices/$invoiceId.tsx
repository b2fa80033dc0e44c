import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { screenHead } from '../../../lib/page-title';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/invoices/$invoiceId')({
  head: () => screenHead('Invoice'),
  component: InvoiceDetailsPage,
});

function InvoiceDetailsPage() {
  return <PlaceholderPage title="Invoice details" />;
}
