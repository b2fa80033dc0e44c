import { ROLE_RANK } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { OrgScope } from '../core/scope';

/** The organization: its name and members, admins first. */
export async function listMembers(scope: OrgScope) {
  const { org } = scope;
  const rows = await scope.db
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

const ACTIVITY_SUMMARY_DAYS = 30;

/** GET /api/org/activity-summary: counts by action, entity type and member over the last 30 days. */
export async function activitySummary(scope: OrgScope) {
  const { db, org } = scope;
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
