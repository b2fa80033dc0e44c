import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { screenHead } from '../../../lib/page-title';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/clients/$clientId_/edit')({
  head: () => screenHead('Edit client'),
  component: EditClientPage,
});

function EditClientPage() {
  return <PlaceholderPage title="Edit Client" />;
}
