import { createFileRoute } from '@tanstack/react-router';
import { ProjectsScreen } from '../../../features/projects/projects-screen';
import { projectsPageInput } from '../../../features/projects/search';
import { PROJECT_TEXTS } from '../../../features/projects/texts';
import { screenHead } from '../../../lib/page-title';
import { validateProjectsSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/_app/projects/')({
  head: () => screenHead(PROJECT_TEXTS.title),
  validateSearch: validateProjectsSearch,
  loaderDeps: ({ search }) => ({
    status: search.status,
    client: search.client,
    q: search.q,
    tag: search.tag,
    open: search.open,
  }),
  // Start the first page (and the panel's project) while the page's code loads.
  loader: ({ context, deps }) => {
    void context.trpc.projects.page.prefetchInfinite(projectsPageInput(deps), {
      getNextPageParam: (page) => page.nextCursor,
      pages: 1,
    });
    if (deps.open) void context.trpc.projects.get.prefetch({ id: deps.open });
  },
  component: ProjectsPage,
});

function ProjectsPage() {
  return <ProjectsScreen search={Route.useSearch()} />;
}
