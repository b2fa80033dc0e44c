import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { screenHead } from '../../../lib/page-title';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/projects/$projectId')({
  head: () => screenHead('Project'),
  component: ProjectDetailsPage,
});

function ProjectDetailsPage() {
  return <PlaceholderPage title="Project details" />;
}
