import { schema } from '@folio/db';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/seed';
import { seedSmallOrganizations } from '../src/seed/small-orgs';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
const now = new Date();
let small: Awaited<ReturnType<typeof seedSmallOrganizations>>;

beforeAll(async () => {
  await seedDemo(t.handle.db, { scale: 0.1, seedValue: 3, now });
  small = await seedSmallOrganizations(t.handle.db, { count: 4, seedValue: 3, now });
});

const db = () => t.handle.db;

async function signIn(email: string) {
  const login = await rest.post('/auth/login', { email, password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  return login.body.token as string;
}

describe('seedSmallOrganizations', () => {
  it('makes each small organization with its own owner, who signs in to it alone', async () => {
    expect(small.orgs.map((o) => [o.name, o.ownerEmail])).toEqual([
      ['Small Studio 1', 'small-1@folio.local'],
      ['Small Studio 2', 'small-2@folio.local'],
      ['Small Studio 3', 'small-3@folio.local'],
      ['Small Studio 4', 'small-4@folio.local'],
    ]);
    const token = await signIn('small-3@folio.local');
    const orgs = await rest.get('/auth/orgs', { token });
    expect(orgs.body.currentOrg).toBe(small.orgs[2]!.id);
    expect(orgs.body.orgs).toEqual([
      expect.objectContaining({ org: { _id: small.orgs[2]!.id, name: 'Small Studio 3' }, role: 'admin' }),
    ]);
  });

  it('gives each the demo organization at scale 0.05: 3 clients, 8 projects, 15 invoices, 10 notes', async () => {
    for (const org of small.orgs) {
      const count = (table: typeof schema.clients | typeof schema.projects | typeof schema.invoices) =>
        db().$count(table, eq(table.orgId, org.id));
      expect([
        await count(schema.clients),
        await count(schema.projects),
        await count(schema.invoices),
      ]).toEqual([3, 8, 15]);
      expect(await db().$count(schema.notes, eq(schema.notes.orgId, org.id))).toBe(10);
    }
    expect(small.counts).toMatchObject({
      organizations: 4,
      clients: 12,
      projects: 32,
      invoices: 60,
      notes: 40,
    });
  });

  it("keeps every reference inside its organization: invoices bill their own organization's clients and projects", async () => {
    const ids = small.orgs.map((o) => o.id);
    const crossed = await db()
      .select({ id: schema.invoiceProjects.invoiceId })
      .from(schema.invoiceProjects)
      .innerJoin(schema.projects, eq(schema.projects.id, schema.invoiceProjects.projectId))
      .where(
        and(
          inArray(schema.invoiceProjects.orgId, ids),
          ne(schema.projects.orgId, schema.invoiceProjects.orgId),
        ),
      );
    expect(crossed).toEqual([]);
  });

  it("shows each owner's dashboard its own organization's figures, which the rollups hold", async () => {
    for (const [i, org] of small.orgs.entries()) {
      const token = await signIn(`small-${i + 1}@folio.local`);
      const res = await rest.get('/dashboard/summary', { token });
      expect(res.status).toBe(200);
      const clients = await db()
        .select({ status: schema.clients.status })
        .from(schema.clients)
        .where(eq(schema.clients.orgId, org.id));
      expect(res.body.totalClients).toBe(clients.filter((c) => c.status === 'active').length);
      expect(res.body.recentActivity.length).toBeGreaterThan(0);
      for (const entry of res.body.recentActivity)
        expect(entry.user.email).toBe(`small-${i + 1}@folio.local`);
    }
  });
});
