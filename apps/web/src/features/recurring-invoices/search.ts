import { RECURRING_LIST_STATUSES, type RecurringListStatus } from '@folio/contracts';

/**
 * The address of /invoices/recurring: `status` (active, paused, ended, all; the list shows all by
 * default), `client`, `q` and `open` (the series' panel). Every key is optional; unknown values are
 * left out, so the list falls back to its defaults.
 */
export type RecurringSearch = { status?: RecurringListStatus; client?: string; q?: string; open?: string };

const text = (value: unknown): string | undefined => {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

const status = (value: unknown): RecurringListStatus | undefined => {
  const word = text(value)?.toLowerCase();
  return word && word !== 'all' && (RECURRING_LIST_STATUSES as readonly string[]).includes(word)
    ? (word as RecurringListStatus)
    : undefined;
};

export function validateRecurringSearch(search: Record<string, unknown>): RecurringSearch {
  const entries = {
    status: status(search.status),
    client: text(search.client),
    q: text(search.q),
    open: text(search.open),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}

/** How many series the grid asks for at a time. */
const SERIES_PAGE_SIZE = 30;

/** The list query for the address's filters. */
export const seriesPageInput = (search: RecurringSearch) => ({
  status: search.status ?? 'all',
  ...(search.client ? { client: search.client } : {}),
  ...(search.q ? { q: search.q } : {}),
  limit: SERIES_PAGE_SIZE,
});

/** The filters the Clear button resets (the open panel stays). */
export const hasSeriesFilters = (search: RecurringSearch) => !!search.status || !!search.q || !!search.client;

/** The status filter's choices, in order: All (the default) first. */
export const SERIES_STATUS_FILTERS = ['all', 'active', 'paused', 'ended'] as const;
