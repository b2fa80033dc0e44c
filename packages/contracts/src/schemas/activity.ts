import { ACTIVITY_DEFAULT_PAGE_SIZE, ACTIVITY_PAGE_MAX, ENTITY_TYPES, SEARCH_TOTAL_CAP } from '../constants';
import { FIELD_MSG } from '../messages';
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
  /**
   * What the action adds, per action (docs/api.md lists them): e.g. the changed `fields` of an
   * update, `from`/`to` of a status change, an email's `recipients`, a payment's `online` and
   * `reference`. Null when the action has none.
   */
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoDateTime,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

const ACTIVITY_LIMIT_MSG = FIELD_MSG.activityLimit;

/** Query strings carry empty values for unset filters (`?type=&q=`): they mean "no filter". */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const instant = (field: 'from' | 'to') =>
  optionalFilter(
    z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error: field === 'from' ? FIELD_MSG.activityFromInvalid : FIELD_MSG.activityToInvalid,
    }),
  );

/**
 * Filters shared by the list and the CSV export. `from` is inclusive and `to` exclusive; a bare
 * date means midnight UTC. `q` matches the action, the actor's name and email and the entity's
 * name, title or number, case-insensitively.
 */
export const activityFilterInput = z.object({
  type: optionalFilter(z.enum(ENTITY_TYPES, { error: FIELD_MSG.activityTypeInvalid })),
  userId: optionalFilter(z.uuid({ error: FIELD_MSG.activityUserIdInvalid })),
  q: optionalFilter(z.string().max(200, { error: FIELD_MSG.searchTooLong })).describe(
    `Part of the action, the actor’s name or email, or the record’s name, title or number, ignoring case. The total counts at most ${SEARCH_TOTAL_CAP} matches`,
  ),
  from: instant('from'),
  to: instant('to'),
});
export type ActivityFilter = z.infer<typeof activityFilterInput>;

/**
 * Any page size from 1 to ACTIVITY_PAGE_MAX: the web app offers ACTIVITY_PAGE_SIZES, integrators
 * choose their own.
 */
export const activityListInput = activityFilterInput.extend({
  page: z.coerce.number({ error: FIELD_MSG.activityPageInvalid }).int().min(1).default(1),
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
