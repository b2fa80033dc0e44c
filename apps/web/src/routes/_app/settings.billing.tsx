import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';
import { screenHead } from '../../lib/page-title';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/settings/billing')({
  head: () => screenHead('Billing'),
  component: BillingPage,
});

function BillingPage() {
  return <PlaceholderPage title="Billing" />;
}
