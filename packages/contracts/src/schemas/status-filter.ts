import { LIST_STATUS_FILTERS } from '../constants';
import { z } from '../zod';

export type ListStatusFilter = (typeof LIST_STATUS_FILTERS)[number];

/**
 * SPEC §2.7: list status filters are sanitised. Empty, "undefined", "null" or an unknown
 * value falls back to the list's default; matching ignores case ("nonarchived" works).
 */
export function sanitizeStatusFilter(value: unknown, fallback: ListStatusFilter): ListStatusFilter {
  if (typeof value !== 'string') return fallback;
  const match = LIST_STATUS_FILTERS.find((status) => status.toLowerCase() === value.trim().toLowerCase());
  return match ?? fallback;
}

/** A query parameter that never fails validation: bad values become the default. */
export const statusFilterParam = (fallback: ListStatusFilter) =>
  z
    .string()
    .optional()
    .transform((value) => sanitizeStatusFilter(value, fallback))
    .describe(`active, archived, all, completed or nonArchived; anything else means ${fallback}`);
