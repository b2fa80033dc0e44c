import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';
import { screenHead } from '../../lib/page-title';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/org')({
  head: () => screenHead('Team'),
  component: TeamPage,
});

function TeamPage() {
  return <PlaceholderPage title="Team" />;
}
