import type { EntityType } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { is, SQL, sql } from 'drizzle-orm';
import { builtOnce } from './prepared';
import { placeholderAs } from './sql-helpers';

/**
 * Who an entry names. A request made with an API key acts as its creator (`id`, for the records'
 * createdBy) under the key's name ("Sync (API key)"); its entries name the key (`apiKeyId`), not
 * the person.
 */
export type Actor = { id: string; name: string; email: string; apiKeyId?: string | undefined };

export type ActivityInput = {
  orgId: string;
  actor: Actor | null;
  action: string;
  entityType: EntityType;
  objectId?: string | null;
  /**
   * How the entry names its record; an SQL expression when the statement itself reads it (an
   * invoice's number, taken by an earlier statement of the same transaction).
   */
  entity?: schema.ActivityEntitySnapshot | SQL<schema.ActivityEntitySnapshot> | null;
  meta?: Record<string, unknown> | null;
};

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the change
 * and its entry commit or fail together.
 */
export async function recordActivity(tx: Executor, input: ActivityInput): Promise<void> {
  const row = activityRow(input);
  if (is(row.entity, SQL)) {
    await tx.insert(schema.activityEntries).values(row);
    return;
  }
  // Every other entry is one kept statement (core/prepared.ts): built and parsed once, not for
  // each write.
  await builtOnce(tx, 'activity_entry', () =>
    tx.insert(schema.activityEntries).values(activityPlaceholders()).prepare('activity_entry'),
  ).execute(activityValues(input));
}

/**
 * An entry's columns as placeholders, each named after its key in activityRow, for a statement
 * kept built (core/prepared.ts) and executed with activityValues. The snapshots go as JSON text
 * cast in SQL (placeholderAs), so that an entry without one keeps SQL NULL.
 */
export const activityPlaceholders = () => {
  const value = (name: keyof ReturnType<typeof activityRow>) => sql.placeholder(name);
  return {
    orgId: value('orgId'),
    userId: value('userId'),
    userName: value('userName'),
    userEmail: value('userEmail'),
    apiKeyId: value('apiKeyId'),
    action: value('action'),
    entityType: value('entityType'),
    objectId: value('objectId'),
    entity: placeholderAs('entity', 'jsonb'),
    meta: placeholderAs('meta', 'jsonb'),
  };
};

/** The values of activityPlaceholders for an entry whose snapshot is not SQL. */
export function activityValues(input: ActivityInput) {
  const { entity, meta, ...row } = activityRow(input);
  if (is(entity, SQL)) throw new Error('An entry whose snapshot is SQL is written by its own statement');
  return { ...row, entity: jsonText(entity), meta: jsonText(meta) };
}

const jsonText = (value: object | null) => (value === null ? null : JSON.stringify(value));

/** The activity_entries row of an entry: an API key's entries name the key, not its creator. */
export const activityRow = (input: ActivityInput) => ({
  orgId: input.orgId,
  userId: input.actor?.apiKeyId ? null : (input.actor?.id ?? null),
  userName: input.actor?.name ?? null,
  userEmail: input.actor?.apiKeyId ? null : (input.actor?.email ?? null),
  apiKeyId: input.actor?.apiKeyId ?? null,
  action: input.action,
  entityType: input.entityType,
  objectId: input.objectId ?? null,
  entity: input.entity ?? null,
  meta: input.meta ?? null,
});

/**
 * The entry of a change a member makes in their organization: `recordActivity` in the scope's
 * transaction (pass the `txScope` of `withTransaction`), for its organization, by its caller.
 */
export function recordScopeActivity(
  txScope: { db: Executor; org: { id: string }; caller: Actor },
  entry: Omit<ActivityInput, 'orgId' | 'actor'>,
): Promise<void> {
  return recordActivity(txScope.db, { orgId: txScope.org.id, actor: txScope.caller, ...entry });
}

/** The record an entry is about: its kind, its id and how it was named when the entry was written. */
export type ActivitySubject = {
  entityType: EntityType;
  objectId: string;
  entity: schema.ActivityEntitySnapshot;
};

/**
 * How an entry names its record, the same in every write and in the seed: a client by its name,
 * a project by its title, and the team's records (a member, an invitation, the organization) as
 * `other`, by their name. The name is the one at the time, so the log still reads after a rename
 * or a delete.
 */
export const activitySubject = {
  client: ({ id, name }: { id: string; name: string }): ActivitySubject => ({
    entityType: 'client',
    objectId: id,
    entity: { name },
  }),
  project: ({ id, title }: { id: string; title: string }): ActivitySubject => ({
    entityType: 'project',
    objectId: id,
    entity: { title },
  }),
  other: ({ id, name }: { id: string; name: string }): ActivitySubject => ({
    entityType: 'other',
    objectId: id,
    entity: { name },
  }),
};
