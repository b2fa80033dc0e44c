import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { screenHead } from '../../../lib/page-title';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/clients/new')({
  head: () => screenHead('New client'),
  component: NewClientPage,
});

function NewClientPage() {
  return <PlaceholderPage title="New Client" />;
}
