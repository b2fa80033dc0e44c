import { ACTIVITY_ACTIONS, type CreateOrgInput, MSG, ORG_MSG, type SwitchOrgInput } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { recordActivity } from '../core/activity';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { assertOrganizationQuota } from '../core/plan-limits';
import type { AccountScope } from '../core/scope';

/** Switches only to an organization the caller belongs to; any other id is a 404. */
export async function switchOrganization(scope: AccountScope, { orgId }: SwitchOrgInput) {
  const { user } = scope;
  if (!isUuid(orgId)) throw errors.notFound(MSG.orgNotFound);
  const [row] = await scope.deps.db
    .select({ org: schema.organizations, role: schema.memberships.role })
    .from(schema.memberships)
    .innerJoin(schema.organizations, eq(schema.organizations.id, schema.memberships.orgId))
    .where(and(eq(schema.memberships.userId, user.id), eq(schema.memberships.orgId, orgId)));
  if (!row) throw errors.notFound(MSG.orgNotFound);
  await scope.deps.db.update(schema.users).set({ currentOrgId: orgId }).where(eq(schema.users.id, user.id));
  return {
    msg: ORG_MSG.orgSwitched,
    currentOrg: { _id: row.org.id, name: row.org.name },
    role: row.role,
  };
}

/**
 * Creates an organization with the caller as admin, and switches to it. The free plan includes one
 * organization per user: a user who created a free one must upgrade it first (403).
 */
export async function createOrganization(scope: AccountScope, { name }: CreateOrgInput) {
  const { user } = scope;
  return scope.deps.db.transaction(async (tx) => {
    await assertOrganizationQuota(tx, user.id);
    const [org] = await tx.insert(schema.organizations).values({ name, createdBy: user.id }).returning();
    await tx.insert(schema.memberships).values({ orgId: org!.id, userId: user.id, role: 'admin' });
    await tx.update(schema.users).set({ currentOrgId: org!.id }).where(eq(schema.users.id, user.id));
    await recordActivity(tx, {
      orgId: org!.id,
      actor: scope.caller,
      action: ACTIVITY_ACTIONS.orgCreated,
      entityType: 'other',
      objectId: org!.id,
      entity: { name },
    });
    return {
      msg: ORG_MSG.orgCreated,
      org: { _id: org!.id, name: org!.name },
      currentOrg: { _id: org!.id, name: org!.name },
      role: 'admin' as const,
    };
  });
}
