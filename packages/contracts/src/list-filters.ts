import { LIST_STATUS_FILTERS } from './constants';

export type ListStatusFilter = (typeof LIST_STATUS_FILTERS)[number];

/**
 * List status filters are sanitised (docs/product.md#list-status-filters). Empty, "undefined",
 * "null" or an unknown value falls back to the list's default; matching ignores case
 * ("nonarchived" works).
 */
export function sanitizeStatusFilter(value: unknown, fallback: ListStatusFilter): ListStatusFilter {
  if (typeof value !== 'string') return fallback;
  const match = LIST_STATUS_FILTERS.find((status) => status.toLowerCase() === value.trim().toLowerCase());
  return match ?? fallback;
}
