import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/projects/$projectId')({
  component: ProjectDetailsPage,
});

function ProjectDetailsPage() {
  return <PlaceholderPage title="Project details" />;
}
