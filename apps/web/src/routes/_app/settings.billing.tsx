import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/settings/billing')({
  component: BillingPage,
});

function BillingPage() {
  return <PlaceholderPage title="Billing" />;
}
