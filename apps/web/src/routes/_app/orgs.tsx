import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/orgs')({
  component: OrganizationsPage,
});

function OrganizationsPage() {
  return <PlaceholderPage title="Organizations" />;
}
