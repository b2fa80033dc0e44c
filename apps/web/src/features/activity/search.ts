import { ACTIVITY_DEFAULT_PAGE_SIZE, type ActivityEntry } from '@folio/contracts';
import type { ActivitySearch } from '../../lib/search-params';

/** The list query for the address: the filters, the page (from 1) and the page size (20 by default). */
export const activityListInput = (search: ActivitySearch) => ({
  ...(search.type ? { type: search.type as ActivityEntry['entityType'] } : {}),
  ...(search.userId ? { userId: search.userId } : {}),
  ...(search.q ? { q: search.q } : {}),
  ...(search.from ? { from: search.from } : {}),
  ...(search.to ? { to: search.to } : {}),
  page: search.page ?? 1,
  limit: search.limit ?? ACTIVITY_DEFAULT_PAGE_SIZE,
});
