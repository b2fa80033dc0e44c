import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './app';
import { type RestClient, restClient } from './rest';
import { createTeam, setPlan, type Team } from './team';

/** A calendar date `offset` days from today (UTC), as the API takes it. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The world the invoice tests share: a team on the pro plan with an active client "Acme Corp"
 * (projects Website and App), a second client "Globex" (project Site), an archived client, and
 * a client with a project in the outsider's organization. Clients and projects are inserted
 * straight into the database so that these tests depend on the invoices API only.
 */
export async function createInvoiceWorld(options: TestAppOptions = {}) {
  const t: TestApp = await createTestApp(options);
  const rest: RestClient = restClient(t.app);
  const team: Team = await createTeam(t, rest);
  await setPlan(t, team.orgId, 'pro');

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
    activityOf: (objectId: string) =>
      t.handle.db
        .select()
        .from(schema.activityEntries)
        .where(eq(schema.activityEntries.objectId, objectId))
        .orderBy(schema.activityEntries.createdAt),
    paymentsOf: (invoiceId: string) =>
      t.handle.db.select().from(schema.payments).where(eq(schema.payments.invoiceId, invoiceId)),
  };
}

export type InvoiceWorld = Awaited<ReturnType<typeof createInvoiceWorld>>;
