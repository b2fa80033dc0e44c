import type { Role } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import type { TestApp } from './app';
import { type Account, type RestClient, signUp } from './rest';

export type Member = Account & { userId: string; role: Role };
export type Team = {
  orgId: string;
  admin: Member;
  manager: Member;
  member: Member;
  viewer: Member;
  /** The admin of a second, unrelated organization (for tenant isolation tests). */
  outsider: Member & { orgId: string };
};

async function userIdOf(t: TestApp, email: string) {
  const [row] = await t.handle.db
    .select({ id: schema.users.id, org: schema.users.currentOrgId })
    .from(schema.users)
    .where(eq(schema.users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/**
 * One organization with a verified member of every role, plus an outsider in another
 * organization. Members are added straight to the database (the invite flow has its own tests).
 */
export async function createTeam(
  t: TestApp,
  rest: RestClient,
  options: { orgName?: string } = {},
): Promise<Team> {
  const adminAccount = await signUp(rest, t.outbox, {
    orgName: options.orgName ?? 'Acme Studio',
    name: 'Alice Admin',
  });
  const admin = await userIdOf(t, adminAccount.email);
  const orgId = admin.org!;
  const join = async (role: Role, name: string): Promise<Member> => {
    const account = await signUp(rest, t.outbox, { orgName: `${name}'s own org`, name });
    const user = await userIdOf(t, account.email);
    await t.handle.db.insert(schema.memberships).values({ orgId, userId: user.id, role });
    await t.handle.db.update(schema.users).set({ currentOrgId: orgId }).where(eq(schema.users.id, user.id));
    return { ...account, userId: user.id, role };
  };
  const outsiderAccount = await signUp(rest, t.outbox, { orgName: 'Other Tenant', name: 'Oscar Outsider' });
  const outsider = await userIdOf(t, outsiderAccount.email);
  return {
    orgId,
    admin: { ...adminAccount, userId: admin.id, role: 'admin' },
    manager: await join('manager', 'Mona Manager'),
    member: await join('member', 'Max Member'),
    viewer: await join('viewer', 'Vera Viewer'),
    outsider: { ...outsiderAccount, userId: outsider.id, role: 'admin', orgId: outsider.org! },
  };
}

/** Puts an organization on a paid plan (plan limits lifted). */
export async function setPlan(t: TestApp, orgId: string, planTier: 'free' | 'pro' | 'business') {
  await t.handle.db
    .update(schema.organizations)
    .set({ planTier, subscriptionStatus: planTier === 'free' ? 'inactive' : 'active' })
    .where(eq(schema.organizations.id, orgId));
}
