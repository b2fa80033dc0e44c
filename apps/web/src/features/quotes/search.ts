import { QUOTE_STATUSES, type QuoteStatus } from '@folio/contracts';

/**
 * /quotes' address: the status filter (all when absent), the client, the search and the open panel.
 * The statuses come from the constants, not the quote schemas: this module is part of the route
 * tree every page loads, which must not carry the schemas' validation library.
 */
export type QuotesSearch = { status?: QuoteStatus; client?: string; q?: string; open?: string };

const text = (value: unknown): string | undefined => {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** A link names only what it sets; an unknown status is the default (all), left out of the address. */
export function validateQuotesSearch(search: Record<string, unknown>): QuotesSearch {
  const status = QUOTE_STATUSES.find((value) => value === text(search.status));
  const out: QuotesSearch = {};
  if (status) out.status = status;
  for (const key of ['client', 'q', 'open'] as const) {
    const value = text(search[key]);
    if (value) out[key] = value;
  }
  return out;
}

/** How many quotes the grid asks for at a time. */
const QUOTES_PAGE_SIZE = 30;

/** The list query for the address's filters. */
export const quotesPageInput = (search: QuotesSearch) => ({
  status: search.status ?? 'all',
  ...(search.client ? { client: search.client } : {}),
  ...(search.q ? { q: search.q } : {}),
  limit: QUOTES_PAGE_SIZE,
});

/** The filters the Clear button resets (the open panel stays). */
export const hasQuoteFilters = (search: QuotesSearch) => !!search.status || !!search.q || !!search.client;
