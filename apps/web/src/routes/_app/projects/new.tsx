import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/projects/new')({
  component: NewProjectPage,
});

function NewProjectPage() {
  return <PlaceholderPage title="New Project" />;
}
