import { ACTIVITY_ACTIONS, MSG, type OrgListResponse } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../core/activity';
import { recordActivity } from '../core/activity';
import { errors } from '../core/errors';
import type { Context } from '../trpc/context';
import { assertOrganizationQuota } from './plan-limits';

type UserRow = typeof schema.users.$inferSelect;

/** The caller's organizations with role and member/project counts, in one query. */
export async function listOrganizations(ctx: Context, user: UserRow): Promise<OrgListResponse> {
  const members = sql<number>`(select count(*)::int from ${schema.memberships} mm where mm.org_id = ${schema.organizations.id})`;
  const projects = sql<number>`(select count(*)::int from ${schema.projects} p where p.org_id = ${schema.organizations.id})`;
  const rows = await ctx.deps.db
    .select({
      id: schema.organizations.id,
      name: schema.organizations.name,
      role: schema.memberships.role,
      members,
      projects,
    })
    .from(schema.memberships)
    .innerJoin(schema.organizations, eq(schema.organizations.id, schema.memberships.orgId))
    .where(eq(schema.memberships.userId, user.id))
    .orderBy(asc(schema.organizations.name), asc(schema.organizations.createdAt));
  const memberOfCurrent = rows.some((row) => row.id === user.currentOrgId);
  const currentOrg = memberOfCurrent ? user.currentOrgId : null;
  return {
    orgs: rows.map((row) => ({
      org: { _id: row.id, name: row.name },
      role: row.role,
      members: Number(row.members),
      projects: Number(row.projects),
      current: row.id === currentOrg,
    })),
    currentOrg,
  };
}

/** Switches only to an organization the caller belongs to; any other id is a 404. */
export async function switchOrganization(ctx: Context, user: UserRow, orgId: string) {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!uuid.test(orgId)) throw errors.notFound(MSG.orgNotFound);
  const [row] = await ctx.deps.db
    .select({ org: schema.organizations, role: schema.memberships.role })
    .from(schema.memberships)
    .innerJoin(schema.organizations, eq(schema.organizations.id, schema.memberships.orgId))
    .where(and(eq(schema.memberships.userId, user.id), eq(schema.memberships.orgId, orgId)));
  if (!row) throw errors.notFound(MSG.orgNotFound);
  await ctx.deps.db.update(schema.users).set({ currentOrgId: orgId }).where(eq(schema.users.id, user.id));
  return {
    msg: 'Organization switched',
    currentOrg: { _id: row.org.id, name: row.org.name },
    role: row.role,
  };
}

/**
 * Creates an organization with the caller as admin, and switches to it. The free plan includes one
 * organization per user: a user who created a free one must upgrade it first (403).
 */
export async function createOrganization(ctx: Context, user: UserRow, actor: Actor, name: string) {
  return ctx.deps.db.transaction(async (tx) => {
    await assertOrganizationQuota(tx, user.id);
    const [org] = await tx.insert(schema.organizations).values({ name, createdBy: user.id }).returning();
    await tx.insert(schema.memberships).values({ orgId: org!.id, userId: user.id, role: 'admin' });
    await tx.update(schema.users).set({ currentOrgId: org!.id }).where(eq(schema.users.id, user.id));
    await recordActivity(tx, {
      orgId: org!.id,
      actor,
      action: ACTIVITY_ACTIONS.orgCreated,
      entityType: 'other',
      objectId: org!.id,
      entity: { name },
    });
    return {
      msg: 'Organization created and switched!',
      org: { _id: org!.id, name: org!.name },
      currentOrg: { _id: org!.id, name: org!.name },
      role: 'admin' as const,
    };
  });
}
