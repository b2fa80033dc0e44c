import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { screenHead } from '../../../lib/page-title';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/projects/new')({
  head: () => screenHead('New project'),
  component: NewProjectPage,
});

function NewProjectPage() {
  return <PlaceholderPage title="New Project" />;
}
