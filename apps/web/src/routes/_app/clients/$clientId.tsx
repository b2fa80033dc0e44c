import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { screenHead } from '../../../lib/page-title';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/clients/$clientId')({
  head: () => screenHead('Client'),
  component: ClientDetailsPage,
});

function ClientDetailsPage() {
  return <PlaceholderPage title="Client details" />;
}
