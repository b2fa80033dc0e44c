import type { Role } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './app';
import { recordActivity } from './fixtures';
import { type Account, type RestClient, type RestResponse, restClient, signUp } from './rest';

/**
 * The tests' one way to set up an organization, in three layers that build on each other:
 * `createOrg` (an organization and its verified admin; `add` makes more members), `createTeam`
 * (one member of every role and an outsider in another organization) and `createInvoiceWorld`
 * (a team on the pro plan with clients and projects). Accounts register over REST; memberships,
 * clients and projects are written straight to the database, so a test depends only on the API
 * it is about (the invite flow and the clients API have their own tests). A test that needs its
 * records made the way users make them uses the REST creators at the end (`createClient`, …).
 */

export type Member = Account & { userId: string; role: Role };

export type Org = {
  orgId: string;
  orgName: string;
  admin: Member;
  /** A new verified account that joins this organization with `role` (and has it as its current one). */
  add(role: Role, name?: string): Promise<Member>;
};

export type Team = Org & {
  manager: Member;
  member: Member;
  viewer: Member;
  /** The admin of a second, unrelated organization (for tenant isolation tests). */
  outsider: Member & { orgId: string };
};

export type Plan = 'free' | 'pro' | 'business';

/** The name each role's member gets unless a test names it. */
const MEMBER_NAMES: Record<Role, string> = {
  admin: 'Adam Admin',
  manager: 'Mona Manager',
  member: 'Max Member',
  viewer: 'Vera Viewer',
};

/** A calendar date `offset` days from today (UTC), as the API takes it. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function userIdOf(t: TestApp, email: string) {
  const [row] = await t.handle.db
    .select({ id: schema.users.id, orgId: schema.users.currentOrgId })
    .from(schema.users)
    .where(eq(schema.users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** Puts an organization on a plan (a paid one lifts the plan limits). */
export async function setPlan(t: TestApp, orgId: string, planTier: Plan) {
  await t.handle.db
    .update(schema.organizations)
    .set({ planTier, subscriptionStatus: planTier === 'free' ? 'inactive' : 'active' })
    .where(eq(schema.organizations.id, orgId));
}

/** A new organization of its own for one test: its admin registers over REST (verified unless told not to). */
export async function createOrg(
  t: TestApp,
  rest: RestClient,
  options: { orgName?: string; name?: string; verify?: boolean; plan?: Plan } = {},
): Promise<Org> {
  const orgName = options.orgName ?? 'Acme Studio';
  const account = await signUp(rest, t.outbox, {
    orgName,
    name: options.name ?? 'Alice Admin',
    ...(options.verify === false ? { verify: false } : {}),
  });
  const admin = await userIdOf(t, account.email);
  const orgId = admin.orgId!;
  if (options.plan && options.plan !== 'free') await setPlan(t, orgId, options.plan);
  return {
    orgId,
    orgName,
    admin: { ...account, userId: admin.id, role: 'admin' },
    async add(role, name = MEMBER_NAMES[role]) {
      const joined = await signUp(rest, t.outbox, { orgName: `${name}'s own org`, name });
      const { id: userId } = await userIdOf(t, joined.email);
      await t.handle.db.insert(schema.memberships).values({ orgId, userId, role });
      await t.handle.db.update(schema.users).set({ currentOrgId: orgId }).where(eq(schema.users.id, userId));
      return { ...joined, userId, role };
    },
  };
}

/** One organization with a verified member of every role, plus an outsider in another organization. */
export async function createTeam(
  t: TestApp,
  rest: RestClient,
  options: { orgName?: string; plan?: Plan } = {},
): Promise<Team> {
  const org = await createOrg(t, rest, options);
  const other = await createOrg(t, rest, { orgName: 'Other Tenant', name: 'Oscar Outsider' });
  return {
    ...org,
    manager: await org.add('manager'),
    member: await org.add('member'),
    viewer: await org.add('viewer'),
    outsider: { ...other.admin, orgId: other.orgId },
  };
}

/**
 * The team all tests of a file share: `const team = useTeam(t, rest);` after `useTestApp()`. It is
 * filled in by a beforeAll hook registered here, so that hooks registered after it find it made.
 */
export function useTeam(t: TestApp, rest: RestClient, options: { orgName?: string; plan?: Plan } = {}): Team {
  const team = {} as Team;
  beforeAll(async () => {
    Object.assign(team, await createTeam(t, rest, options));
  });
  return team;
}

/**
 * The world the invoice tests share, on an app of its own: a team on the pro plan with an active
 * client "Acme Corp" (projects Website and App), a second client "Globex" (project Site), an
 * archived client, and a client with a project in the outsider's organization.
 */
export async function createInvoiceWorld(options: TestAppOptions = {}) {
  const t: TestApp = await createTestApp(options);
  const rest: RestClient = restClient(t.app);
  const team = await createTeam(t, rest, { plan: 'pro' });

  const insertClient = async (orgId: string, name: string, status: 'active' | 'archived' = 'active') => {
    const [row] = await t.handle.db.insert(schema.clients).values({ orgId, name, status }).returning();
    return row!.id;
  };
  const insertProject = async (orgId: string, clientId: string, title: string) => {
    const [row] = await t.handle.db.insert(schema.projects).values({ orgId, clientId, title }).returning();
    return row!.id;
  };

  const acmeId = await insertClient(team.orgId, 'Acme Corp');
  const acme = {
    id: acmeId,
    web: await insertProject(team.orgId, acmeId, 'Website'),
    app: await insertProject(team.orgId, acmeId, 'App'),
  };
  const globexId = await insertClient(team.orgId, 'Globex');
  const globex = { id: globexId, site: await insertProject(team.orgId, globexId, 'Site') };
  const archivedClient = await insertClient(team.orgId, 'Old Client', 'archived');
  const otherId = await insertClient(team.outsider.orgId, 'Foreign Client');
  const outsiderClient = {
    id: otherId,
    project: await insertProject(team.outsider.orgId, otherId, 'Foreign'),
  };

  const payload = (overrides: Record<string, unknown> = {}) => ({
    client: acme.id,
    project: [acme.web],
    items: [{ description: 'Design', quantity: 2, unitPrice: 50 }],
    currency: 'USD',
    dueDate: day(14),
    ...overrides,
  });

  return {
    t,
    rest,
    team,
    acme,
    globex,
    archivedClient,
    outsiderClient,
    payload,
    insertClient,
    insertProject,
    /** Creates an invoice as the admin (or `token`), failing the test unless it is created. */
    async create(overrides: Record<string, unknown> = {}, token = team.admin.token) {
      const res = await rest.post('/invoices', payload(overrides), { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    },
    invoiceRow: async (id: string) =>
      (await t.handle.db.select().from(schema.invoices).where(eq(schema.invoices.id, id)))[0],
    activityOf: (objectId: string) => recordActivity(t, objectId),
    paymentsOf: (invoiceId: string) =>
      t.handle.db.select().from(schema.payments).where(eq(schema.payments.invoiceId, invoiceId)),
  };
}

export type InvoiceWorld = Awaited<ReturnType<typeof createInvoiceWorld>>;

const created = (what: string, res: RestResponse) => {
  expect(res.status, `create ${what}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

/** Creates a client over REST as `who`, failing the test unless it is created. */
export const createClient = async (rest: RestClient, who: { token: string }, body: Record<string, unknown>) =>
  created('client', await rest.post('/clients', body, { token: who.token }));

/** Creates a project over REST as `who`, failing the test unless it is created. */
export const createProject = async (
  rest: RestClient,
  who: { token: string },
  body: Record<string, unknown>,
) => created('project', await rest.post('/projects', body, { token: who.token }));

/** Creates an invoice over REST as `who`, failing the test unless it is created. */
export const createInvoice = async (
  rest: RestClient,
  who: { token: string },
  body: Record<string, unknown>,
) => created('invoice', await rest.post('/invoices', body, { token: who.token }));

/** A client with one project, both over REST. */
export async function clientWithProject(
  rest: RestClient,
  who: { token: string },
  names: { client?: string; project?: string } = {},
) {
  const client = await createClient(rest, who, { name: names.client ?? 'Globex Corporation' });
  const project = await createProject(rest, who, { title: names.project ?? 'Website', client: client._id });
  return { client, project };
}

/** An invoice payload: `client`, its `projects`, the line items, USD, due in `dueDate` (YYYY-MM-DD). */
export const invoiceBody = (
  client: string,
  projects: string[],
  items: { description: string; quantity: number; unitPrice: number }[],
  dueDate: string,
) => ({ client, project: projects, items, currency: 'USD', dueDate });
