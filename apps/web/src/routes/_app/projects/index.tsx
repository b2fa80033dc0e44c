import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { screenHead } from '../../../lib/page-title';
import { validateProjectsSearch } from '../../../lib/search-params';

/** Placeholder: built in a later issue. */
export const Route = createFileRoute('/_app/projects/')({
  head: () => screenHead('Projects'),
  validateSearch: validateProjectsSearch,
  component: ProjectsPage,
});

function ProjectsPage() {
  return <PlaceholderPage title="Projects" />;
}
