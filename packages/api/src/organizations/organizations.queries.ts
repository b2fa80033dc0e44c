import type { OrgListResponse } from '@folio/contracts';
import { schema } from '@folio/db';
import { asc, eq, sql } from 'drizzle-orm';
import type { AccountScope } from '../core/scope';

/** The caller's organizations with role and member/project counts, in one query. */
export async function listOrganizations(scope: AccountScope): Promise<OrgListResponse> {
  const { user } = scope;
  const members = sql<number>`(select count(*)::int from ${schema.memberships} mm where mm.org_id = ${schema.organizations.id})`;
  const projects = sql<number>`(select count(*)::int from ${schema.projects} p where p.org_id = ${schema.organizations.id})`;
  const rows = await scope.deps.db
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
