import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/org')({
  component: TeamPage,
});

function TeamPage() {
  return <PlaceholderPage title="Team" />;
}
