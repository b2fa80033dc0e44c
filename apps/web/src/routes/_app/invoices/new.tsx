import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { screenHead } from '../../../lib/page-title';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/invoices/new')({
  head: () => screenHead('New invoice'),
  component: NewInvoicePage,
});

function NewInvoicePage() {
  return <PlaceholderPage title="New Invoice" />;
}
