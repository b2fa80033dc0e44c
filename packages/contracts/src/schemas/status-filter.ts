import { type ListStatusFilter, sanitizeStatusFilter } from '../list-filters';
import { z } from '../zod';

/** A query parameter that never fails validation: bad values become the default. */
export const statusFilterParam = (fallback: ListStatusFilter) =>
  z
    .string()
    .optional()
    .transform((value) => sanitizeStatusFilter(value, fallback))
    .describe(`active, archived, all, completed or nonArchived; anything else means ${fallback}`);
