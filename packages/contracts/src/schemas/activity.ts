import { ACTIVITY_DEFAULT_PAGE_SIZE, ACTIVITY_PAGE_MAX, ENTITY_TYPES } from '../constants';
import { z } from '../zod';
import { isoDateTime } from './common';

export const activityEntrySchema = z.object({
  _id: z.string(),
  /** The actor as it was when the entry was written (kept after the user leaves); null for system entries. */
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

const ACTIVITY_LIMIT_MSG = `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`;

/** Query strings carry empty values for unset filters (`?type=&q=`): they mean "no filter". */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const instant = (field: 'from' | 'to') =>
  optionalFilter(
    z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error: `${field} must be an ISO 8601 date or date-time`,
    }),
  );

/**
 * Filters shared by the list and the CSV export. `from` is inclusive and `to` exclusive; a bare
 * date means midnight UTC. `q` matches the action, the actor's name and email and the entity's
 * name, title or number, case-insensitively.
 */
export const activityFilterInput = z.object({
  type: optionalFilter(z.enum(ENTITY_TYPES, { error: 'type must be client, project, invoice or other' })),
  userId: optionalFilter(z.uuid({ error: 'userId must be a user id' })),
  q: optionalFilter(z.string().max(200, { error: 'Search text must be at most 200 characters' })),
  from: instant('from'),
  to: instant('to'),
});
export type ActivityFilter = z.infer<typeof activityFilterInput>;

/**
 * Any page size from 1 to ACTIVITY_PAGE_MAX: the web app offers ACTIVITY_PAGE_SIZES, integrators
 * choose their own.
 */
export const activityListInput = activityFilterInput.extend({
  page: z.coerce.number({ error: 'page must be a whole number of at least 1' }).int().min(1).default(1),
  limit: z.coerce
    .number({ error: ACTIVITY_LIMIT_MSG })
    .int({ error: ACTIVITY_LIMIT_MSG })
    .min(1, { error: ACTIVITY_LIMIT_MSG })
    .max(ACTIVITY_PAGE_MAX, { error: ACTIVITY_LIMIT_MSG })
    .default(ACTIVITY_DEFAULT_PAGE_SIZE),
});
export const activityListResponse = z.object({
  items: z.array(activityEntrySchema),
  total: z.number().int(),
  pages: z.number().int(),
});

/** GET /activity/{id}/client|project|invoice. */
export const activityFeedInput = z.object({ id: z.string() });
export const activityFeedResponse = z.array(activityEntrySchema);

/** What the services receive: the inputs as the schemas above parse them. */
export type ActivityListInput = z.output<typeof activityListInput>;
export type ActivityFeedInput = z.output<typeof activityFeedInput>;
