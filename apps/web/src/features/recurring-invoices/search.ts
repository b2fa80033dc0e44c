import { RECURRING_INVOICE_STATUSES, type RecurringListStatus } from '@folio/contracts';

/**
 * The address of /invoices/recurring: `status` (active, paused, ended; absent is all), `client`, `q`
 * and `open` (the series' panel). Unknown values are left out, so the list falls back to its
 * defaults. This check runs in the app's entry: it reads the statuses from the constants, not from
 * the series' schemas, which would bring zod into the first paint.
 */
export type RecurringSearch = { status?: RecurringListStatus; client?: string; q?: string; open?: string };

export function validateRecurringSearch(search: Record<string, unknown>): RecurringSearch {
  const found: RecurringSearch = {};
  for (const key of ['status', 'client', 'q', 'open'] as const) {
    const raw = search[key];
    const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    if (key !== 'status') {
      if (value) found[key] = value;
    } else if ((RECURRING_INVOICE_STATUSES as readonly string[]).includes(value.toLowerCase())) {
      found.status = value.toLowerCase() as RecurringListStatus;
    }
  }
  return found;
}

/** The list query for the address's filters, 30 series at a time. */
export const seriesPageInput = (search: RecurringSearch) => ({
  status: search.status ?? 'all',
  ...(search.client ? { client: search.client } : {}),
  ...(search.q ? { q: search.q } : {}),
  limit: 30,
});

/** The filters the Clear button resets (the open panel stays). */
export const hasSeriesFilters = (search: RecurringSearch) => !!search.status || !!search.q || !!search.client;

/** The status filter's choices, in order: All (the default) first. */
export const SERIES_STATUS_FILTERS = ['all', 'active', 'paused', 'ended'] as const;
