import { z } from 'zod';
import { ACTIVITY_DEFAULT_PAGE_SIZE, ACTIVITY_PAGE_SIZES, ENTITY_TYPES } from '../constants';
import { isoDateTime } from './common';

export const activityEntrySchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string().nullable(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entityType: z.enum(ENTITY_TYPES),
  objectId: z.string().nullable(),
  entity: z
    .object({
      name: z.string().optional(),
      title: z.string().optional(),
      numberSuffix: z.string().nullable().optional(),
      number: z.number().optional(),
    })
    .nullable(),
  createdAt: isoDateTime,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** Filters shared by the list and the CSV export. Page size must be one of 10, 20, 50, 100. */
export const activityFilterInput = z.object({
  type: z
    .enum(ENTITY_TYPES, { error: 'type must be client, project, invoice or other' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  userId: z.string().optional(),
  q: z.string().optional(),
  from: z.string().datetime({ offset: true, error: 'from must be an ISO 8601 date-time' }).optional(),
  to: z.string().datetime({ offset: true, error: 'to must be an ISO 8601 date-time' }).optional(),
});
export const activityListInput = activityFilterInput.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .refine((n) => (ACTIVITY_PAGE_SIZES as readonly number[]).includes(n), {
      error: 'limit must be 10, 20, 50 or 100',
    })
    .default(ACTIVITY_DEFAULT_PAGE_SIZE),
});
export const activityListResponse = z.object({
  items: z.array(activityEntrySchema),
  total: z.number().int(),
  pages: z.number().int(),
});
