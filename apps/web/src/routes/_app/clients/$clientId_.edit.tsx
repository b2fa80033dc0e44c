import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/clients/$clientId_/edit')({
  component: EditClientPage,
});

function EditClientPage() {
  return <PlaceholderPage title="Edit Client" />;
}
