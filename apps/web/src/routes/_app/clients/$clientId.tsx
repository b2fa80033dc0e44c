import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/clients/$clientId')({
  component: ClientDetailsPage,
});

function ClientDetailsPage() {
  return <PlaceholderPage title="Client details" />;
}
