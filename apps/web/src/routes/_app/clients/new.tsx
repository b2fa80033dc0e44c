import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/clients/new')({
  component: NewClientPage,
});

function NewClientPage() {
  return <PlaceholderPage title="New Client" />;
}
