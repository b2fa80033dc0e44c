import { ACTIVITY_ACTIONS, ROLE_RANK, type Role, TEAM_MSG } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, asc, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { type Actor, recordActivity } from '../core/activity';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { lockOrganization } from '../orgs/plan-limits';
import type { Context } from '../trpc/context';

type Org = typeof schema.organizations.$inferSelect;
/** The procedure context of an org member: request, dependencies, organization, role. */
export type TeamCtx = Context & { org: Org; role: Role; actor: Actor };

/** The organization: its name and members, admins first. */
export async function listMembers(db: Executor, org: Org) {
  const rows = await db
    .select({
      id: schema.users.id,
      name: schema.users.name,
      email: schema.users.email,
      role: schema.memberships.role,
      joinedAt: schema.memberships.createdAt,
    })
    .from(schema.memberships)
    .innerJoin(schema.users, eq(schema.users.id, schema.memberships.userId))
    .where(eq(schema.memberships.orgId, org.id))
    .orderBy(asc(schema.users.name));
  const members = rows
    .map((row) => ({
      user: { _id: row.id, name: row.name, email: row.email },
      role: row.role,
      joinedAt: row.joinedAt.toISOString(),
    }))
    .sort((a, b) => ROLE_RANK[b.role] - ROLE_RANK[a.role]);
  return { _id: org.id, name: org.name, members };
}

export async function renameOrganization(ctx: TeamCtx, name: string) {
  const { org, actor } = ctx;
  await ctx.deps.db.transaction(async (tx) => {
    await tx.update(schema.organizations).set({ name }).where(eq(schema.organizations.id, org.id));
    await recordActivity(tx, {
      orgId: org.id,
      actor,
      action: ACTIVITY_ACTIONS.orgRenamed,
      entityType: 'other',
      objectId: org.id,
      entity: { name },
      meta: { from: org.name, to: name },
    });
  });
  return { name, msg: TEAM_MSG.orgNameUpdated };
}

async function membershipOf(db: Executor, orgId: string, userId: unknown) {
  if (!isUuid(userId)) throw errors.notFound(TEAM_MSG.memberNotFound);
  const [row] = await db
    .select({ membership: schema.memberships, user: schema.users })
    .from(schema.memberships)
    .innerJoin(schema.users, eq(schema.users.id, schema.memberships.userId))
    .where(and(eq(schema.memberships.orgId, orgId), eq(schema.memberships.userId, userId)));
  if (!row) throw errors.notFound(TEAM_MSG.memberNotFound);
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
export async function changeRole(ctx: TeamCtx, userId: string, newRole: Role) {
  const { org, role: callerRole, actor } = ctx;
  if (userId === actor.id) throw errors.insufficientRole(TEAM_MSG.cannotChangeOwnRole);
  return ctx.deps.db.transaction(async (tx) => {
    // Serialise team changes per organization so two demotions cannot remove the last two admins.
    await lockOrganization(tx, org.id);
    const target = await membershipOf(tx, org.id, userId);
    const from = target.membership.role;
    if (callerRole !== 'admin' && from === 'admin')
      throw errors.insufficientRole(TEAM_MSG.managersCannotChangeAdmins);
    if (callerRole !== 'admin' && newRole === 'admin')
      throw errors.insufficientRole(TEAM_MSG.onlyAdminsGrantAdmin);
    if (
      from === 'admin' &&
      newRole !== 'admin' &&
      (await otherAdminCount(tx, org.id, target.user.id)) === 0
    ) {
      throw errors.conflict(TEAM_MSG.atLeastOneAdmin);
    }
    if (from !== newRole) {
      await tx
        .update(schema.memberships)
        .set({ role: newRole })
        .where(eq(schema.memberships.id, target.membership.id));
      await recordActivity(tx, {
        orgId: org.id,
        actor,
        action: ACTIVITY_ACTIONS.roleChanged,
        entityType: 'other',
        objectId: target.user.id,
        entity: { name: target.user.name },
        meta: { from, to: newRole },
      });
    }
    return {
      msg: TEAM_MSG.roleUpdated,
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
export async function removeMember(ctx: TeamCtx, userId: string) {
  const { org, role: callerRole, actor } = ctx;
  if (userId === actor.id) throw errors.insufficientRole(TEAM_MSG.cannotRemoveYourself);
  return ctx.deps.db.transaction(async (tx) => {
    await lockOrganization(tx, org.id);
    const target = await membershipOf(tx, org.id, userId);
    if (target.membership.role === 'admin') {
      if (callerRole !== 'admin') throw errors.insufficientRole(TEAM_MSG.managersCannotRemoveAdmins);
      if ((await otherAdminCount(tx, org.id, target.user.id)) === 0)
        throw errors.conflict(TEAM_MSG.cannotRemoveLastAdmin);
    }
    await tx.delete(schema.memberships).where(eq(schema.memberships.id, target.membership.id));
    if (target.user.currentOrgId === org.id) {
      const [next] = await tx
        .select({ orgId: schema.memberships.orgId })
        .from(schema.memberships)
        .where(eq(schema.memberships.userId, target.user.id))
        .orderBy(asc(schema.memberships.createdAt))
        .limit(1);
      await tx
        .update(schema.users)
        .set({ currentOrgId: next?.orgId ?? null })
        .where(eq(schema.users.id, target.user.id));
    }
    await recordActivity(tx, {
      orgId: org.id,
      actor,
      action: ACTIVITY_ACTIONS.memberRemoved,
      entityType: 'other',
      objectId: target.user.id,
      entity: { name: target.user.name },
      meta: { role: target.membership.role },
    });
    return { msg: TEAM_MSG.memberRemoved };
  });
}

export const ACTIVITY_SUMMARY_DAYS = 30;

/** GET /api/org/activity-summary: counts by action, entity type and member over the last 30 days. */
export async function activitySummary(db: Executor, org: Org) {
  const since = new Date(Date.now() - ACTIVITY_SUMMARY_DAYS * 86_400_000);
  const inWindow = and(
    eq(schema.activityEntries.orgId, org.id),
    gte(schema.activityEntries.createdAt, since),
  );
  const n = sql<number>`count(*)::int`;
  const [byAction, byEntityType, byMember] = await Promise.all([
    db
      .select({ action: schema.activityEntries.action, count: n })
      .from(schema.activityEntries)
      .where(inWindow)
      .groupBy(schema.activityEntries.action)
      .orderBy(desc(n)),
    db
      .select({ entityType: schema.activityEntries.entityType, count: n })
      .from(schema.activityEntries)
      .where(inWindow)
      .groupBy(schema.activityEntries.entityType)
      .orderBy(desc(n)),
    db
      .select({
        userId: schema.activityEntries.userId,
        name: sql<string>`coalesce(max(${schema.activityEntries.userName}), '')`,
        email: sql<string>`coalesce(max(${schema.activityEntries.userEmail}), '')`,
        count: n,
      })
      .from(schema.activityEntries)
      .where(inWindow)
      .groupBy(schema.activityEntries.userId)
      .orderBy(desc(n)),
  ]);
  return {
    days: ACTIVITY_SUMMARY_DAYS,
    since: since.toISOString(),
    total: byAction.reduce((sum, row) => sum + Number(row.count), 0),
    byAction: byAction.map((row) => ({ action: row.action, count: Number(row.count) })),
    byEntityType: byEntityType.map((row) => ({ entityType: row.entityType, count: Number(row.count) })),
    byMember: byMember.map((row) => ({
      user: { _id: row.userId, name: row.name, email: row.email },
      count: Number(row.count),
    })),
  };
}
