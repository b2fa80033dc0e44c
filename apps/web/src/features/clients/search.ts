import type { ClientsSearch } from '../../lib/search-params';

/** How many clients the grid asks for at a time. */
const CLIENTS_PAGE_SIZE = 30;

/** The list query for the address's filters (status defaults to active). */
export const clientsPageInput = (search: ClientsSearch) => ({
  status: search.status ?? 'active',
  ...(search.q ? { q: search.q } : {}),
  limit: CLIENTS_PAGE_SIZE,
});

/** The filters the Clear button resets (the open panel stays). */
export const hasClientFilters = (search: ClientsSearch) =>
  (search.status !== undefined && search.status !== 'active') || !!search.q;
