import type { ProjectsSearch } from '../../lib/search-params';

/** How many projects the grid asks for at a time. */
const PROJECTS_PAGE_SIZE = 30;

/** The list query for the address's filters (status defaults to active). */
export const projectsPageInput = (search: ProjectsSearch) => ({
  status: search.status ?? 'active',
  ...(search.client ? { client: search.client } : {}),
  ...(search.q ? { q: search.q } : {}),
  ...(search.tag ? { tag: search.tag } : {}),
  limit: PROJECTS_PAGE_SIZE,
});

/** The filters the Clear button resets (the open panel stays). */
export const hasProjectFilters = (search: ProjectsSearch) =>
  (search.status !== undefined && search.status !== 'active') ||
  !!search.q ||
  !!search.client ||
  !!search.tag;
