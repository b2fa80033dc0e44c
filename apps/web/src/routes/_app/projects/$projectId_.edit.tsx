import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { screenHead } from '../../../lib/page-title';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/projects/$projectId_/edit')({
  head: () => screenHead('Edit project'),
  component: EditProjectPage,
});

function EditProjectPage() {
  return <PlaceholderPage title="Edit Project" />;
}
