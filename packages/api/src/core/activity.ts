import type { EntityType } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';

export type Actor = { id: string; name: string; email: string };

export type ActivityInput = {
  orgId: string;
  actor: Actor | null;
  action: string;
  entityType: EntityType;
  objectId?: string | null;
  entity?: schema.ActivityEntitySnapshot | null;
  meta?: Record<string, unknown> | null;
};

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the change
 * and its entry commit or fail together.
 */
export async function recordActivity(tx: Executor, input: ActivityInput): Promise<void> {
  await tx.insert(schema.activityEntries).values({
    orgId: input.orgId,
    userId: input.actor?.id ?? null,
    userName: input.actor?.name ?? null,
    userEmail: input.actor?.email ?? null,
    action: input.action,
    entityType: input.entityType,
    objectId: input.objectId ?? null,
    entity: input.entity ?? null,
    meta: input.meta ?? null,
  });
}

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
