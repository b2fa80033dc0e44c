import { ACTIVITY_ACTIONS, type ChangeRoleInput, ORG_MSG, type UpdateOrgNameInput } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { activitySubject, recordScopeActivity } from '../core/activity';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { lockOrganization } from '../core/plan-limits';
import { type OrgScope, withTransaction } from '../core/scope';
import { recordWebhookEvent } from '../webhooks/outbox';

/** The current organization's team (the org router): its name, roles and members. */

export async function renameOrganization(scope: OrgScope, { name }: UpdateOrgNameInput) {
  const { org } = scope;
  await withTransaction(scope, async (txScope) => {
    await txScope.db.update(schema.organizations).set({ name }).where(eq(schema.organizations.id, org.id));
    await recordScopeActivity(txScope, {
      action: ACTIVITY_ACTIONS.orgRenamed,
      ...activitySubject.other({ id: org.id, name }),
      meta: { from: org.name, to: name },
    });
  });
  return { name, msg: ORG_MSG.orgNameUpdated };
}

/**
 * A member of the organization with their user row, 404 otherwise. The organization row is locked
 * first: changes to its members run one at a time, so two demotions or removals cannot leave it
 * without an admin.
 */
async function lockedMember(txScope: OrgScope, userId: unknown) {
  await lockOrganization(txScope.db, txScope.org.id);
  if (!isUuid(userId)) throw errors.notFound(ORG_MSG.memberNotFound);
  const [row] = await txScope.db
    .select({ membership: schema.memberships, user: schema.users })
    .from(schema.memberships)
    .innerJoin(schema.users, eq(schema.users.id, schema.memberships.userId))
    .where(and(eq(schema.memberships.orgId, txScope.org.id), eq(schema.memberships.userId, userId)));
  if (!row) throw errors.notFound(ORG_MSG.memberNotFound);
  return row;
}

async function otherAdminCount(db: Executor, orgId: string, exceptUserId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(schema.memberships)
    .where(
      and(
        eq(schema.memberships.orgId, orgId),
        eq(schema.memberships.role, 'admin'),
        ne(schema.memberships.userId, exceptUserId),
      ),
    );
  return row?.n ?? 0;
}

/**
 * PATCH /api/org/members/{id}/role. Admins and managers, never on themselves; managers
 * cannot change admins nor grant admin; the last admin cannot be demoted.
 */
export async function changeRole(scope: OrgScope, { id: userId, role: newRole }: ChangeRoleInput) {
  const { org, caller } = scope;
  const callerRole = caller.role;
  if (userId === caller.id) throw errors.insufficientRole(ORG_MSG.cannotChangeOwnRole);
  return withTransaction(scope, async (txScope) => {
    const target = await lockedMember(txScope, userId);
    const from = target.membership.role;
    if (callerRole !== 'admin' && from === 'admin')
      throw errors.insufficientRole(ORG_MSG.managersCannotChangeAdmins);
    if (callerRole !== 'admin' && newRole === 'admin')
      throw errors.insufficientRole(ORG_MSG.onlyAdminsGrantAdmin);
    if (
      from === 'admin' &&
      newRole !== 'admin' &&
      (await otherAdminCount(txScope.db, org.id, target.user.id)) === 0
    ) {
      throw errors.conflict(ORG_MSG.atLeastOneAdmin);
    }
    if (from !== newRole) {
      await txScope.db
        .update(schema.memberships)
        .set({ role: newRole })
        .where(eq(schema.memberships.id, target.membership.id));
      await recordScopeActivity(txScope, {
        action: ACTIVITY_ACTIONS.roleChanged,
        ...activitySubject.other(target.user),
        meta: { from, to: newRole },
      });
    }
    return {
      msg: ORG_MSG.roleUpdated,
      member: {
        user: { _id: target.user.id, name: target.user.name, email: target.user.email },
        role: newRole,
        joinedAt: target.membership.createdAt.toISOString(),
      },
    };
  });
}

/**
 * DELETE /api/org/members/{id}. The removed user loses access at once (membership is read on
 * every call); their current organization moves to another one they belong to, if any.
 */
export async function removeMember(scope: OrgScope, { id: userId }: { id: string }) {
  const { org, caller } = scope;
  const callerRole = caller.role;
  if (userId === caller.id) throw errors.insufficientRole(ORG_MSG.cannotRemoveYourself);
  return withTransaction(scope, async (txScope) => {
    const target = await lockedMember(txScope, userId);
    if (target.membership.role === 'admin') {
      if (callerRole !== 'admin') throw errors.insufficientRole(ORG_MSG.managersCannotRemoveAdmins);
      if ((await otherAdminCount(txScope.db, org.id, target.user.id)) === 0)
        throw errors.conflict(ORG_MSG.cannotRemoveLastAdmin);
    }
    await txScope.db.delete(schema.memberships).where(eq(schema.memberships.id, target.membership.id));
    if (target.user.currentOrgId === org.id) {
      const [next] = await txScope.db
        .select({ orgId: schema.memberships.orgId })
        .from(schema.memberships)
        .where(eq(schema.memberships.userId, target.user.id))
        .orderBy(asc(schema.memberships.createdAt))
        .limit(1);
      await txScope.db
        .update(schema.users)
        .set({ currentOrgId: next?.orgId ?? null })
        .where(eq(schema.users.id, target.user.id));
    }
    await recordScopeActivity(txScope, {
      action: ACTIVITY_ACTIONS.memberRemoved,
      ...activitySubject.other(target.user),
      meta: { role: target.membership.role },
    });
    await recordWebhookEvent(txScope, 'member.removed', {
      user: { _id: target.user.id, name: target.user.name, email: target.user.email },
      role: target.membership.role,
      joinedAt: target.membership.createdAt.toISOString(),
    });
    return { msg: ORG_MSG.memberRemoved };
  });
}
