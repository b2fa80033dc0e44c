import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/projects/$projectId_/edit')({
  component: EditProjectPage,
});

function EditProjectPage() {
  return <PlaceholderPage title="Edit Project" />;
}
