import type { ActivityEntry } from '@folio/contracts';
import { schema } from '@folio/db';

const a = schema.activityEntries;

/** The columns an activity entry is answered from; the actor comes from the snapshot columns. */
export const activityColumns = {
  id: a.id,
  userId: a.userId,
  userName: a.userName,
  userEmail: a.userEmail,
  action: a.action,
  entityType: a.entityType,
  objectId: a.objectId,
  entity: a.entity,
  meta: a.meta,
  createdAt: a.createdAt,
};

export type ActivityRow = {
  id: string;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  action: string;
  entityType: ActivityEntry['entityType'];
  objectId: string | null;
  entity: schema.ActivityEntitySnapshot | null;
  meta: Record<string, unknown> | null;
  createdAt: Date;
};

/**
 * An entry as the API answers it. The user is the snapshot taken when the entry was written, so
 * history keeps the actor's name after they leave the organization; entries without an actor
 * (system changes) have `user: null`.
 */
export function toActivityEntry(row: ActivityRow): ActivityEntry {
  const hasActor = row.userName !== null || row.userEmail !== null;
  return {
    _id: row.id,
    user: hasActor ? { _id: row.userId, name: row.userName ?? '', email: row.userEmail ?? '' } : null,
    action: row.action,
    entityType: row.entityType,
    objectId: row.objectId,
    entity: row.entity ? pickSnapshot(row.entity) : null,
    details: row.meta ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Only the documented snapshot fields, whatever else an older entry may have stored. */
function pickSnapshot(entity: schema.ActivityEntitySnapshot): NonNullable<ActivityEntry['entity']> {
  const out: NonNullable<ActivityEntry['entity']> = {};
  if (typeof entity.name === 'string') out.name = entity.name;
  if (typeof entity.title === 'string') out.title = entity.title;
  if (typeof entity.number === 'number') out.number = entity.number;
  if (entity.numberSuffix !== undefined) out.numberSuffix = entity.numberSuffix;
  return out;
}
