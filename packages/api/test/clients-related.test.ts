import type { Currency } from '@folio/contracts';
import { schema } from '@folio/db';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTeam, type Team } from './helpers/org';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

/*
 * The client's summary, its project and invoice lists, and the delete cascade. Invoices and
 * notes are written straight to the database: their APIs are tested in their own files.
 */

const { t, rest } = useTestApp();
let team: Team;
let nextNumber = 1;

beforeAll(async () => {
  team = await createTeam(t, rest);
});

async function post(path: string, body: Record<string, unknown>) {
  const res = await rest.post(path, body, as(team.admin));
  if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { _id: string };
}

type InvoiceSeed = {
  orgId?: string;
  clientId: string;
  projectIds?: string[];
  currency?: Currency;
  status?: schema.InvoiceStatus;
  totalCents: number;
  paidCents?: number;
  dueDate?: string | null;
};

/** An invoice with one line item, a payment for what is paid, and its project links. */
async function insertInvoice(seed: InvoiceSeed) {
  const orgId = seed.orgId ?? team.orgId;
  const [invoice] = await t.handle.db
    .insert(schema.invoices)
    .values({
      orgId,
      clientId: seed.clientId,
      number: nextNumber++,
      currency: seed.currency ?? 'USD',
      status: seed.status ?? 'sent',
      totalCents: seed.totalCents,
      paidCents: seed.paidCents ?? 0,
      dueDate: seed.dueDate ?? null,
    })
    .returning();
  const id = invoice!.id;
  await t.handle.db.insert(schema.invoiceItems).values({
    orgId,
    invoiceId: id,
    position: 0,
    description: 'Work',
    quantity: 1,
    unitPriceCents: seed.totalCents,
    amountCents: seed.totalCents,
  });
  if (seed.paidCents) {
    await t.handle.db
      .insert(schema.payments)
      .values({ orgId, invoiceId: id, amountCents: seed.paidCents, currency: seed.currency ?? 'USD' });
  }
  if (seed.projectIds?.length) {
    await t.handle.db
      .insert(schema.invoiceProjects)
      .values(seed.projectIds.map((projectId) => ({ orgId, invoiceId: id, projectId })));
  }
  return id;
}

async function insertNote(
  entityType: 'client' | 'project' | 'invoice',
  objectId: string,
  orgId = team.orgId,
) {
  const [note] = await t.handle.db
    .insert(schema.notes)
    .values({ orgId, entityType, objectId, body: `About ${entityType}`, createdBy: team.admin.userId })
    .returning();
  return note!.id;
}

describe('GET /api/clients/{id}/summary', () => {
  it('sums paid and outstanding amounts per currency in major units and counts projects by status', async () => {
    const client = await post('/clients', { name: 'Summary Co' });
    const other = await post('/clients', { name: 'Someone Else' });
    const p1 = await post('/projects', { title: 'P1', client: client._id });
    const p2 = await post('/projects', { title: 'P2', client: client._id });
    await post('/projects', { title: 'P3', client: client._id });
    await rest.patch(`/projects/${p1._id}/status`, { status: 'completed' }, as(team.admin));
    await rest.patch(`/projects/${p2._id}/status`, { status: 'archived' }, as(team.admin));

    await insertInvoice({ clientId: client._id, totalCents: 100_050, paidCents: 100_050, status: 'paid' });
    await insertInvoice({ clientId: client._id, totalCents: 20_000, paidCents: 5_025 });
    await insertInvoice({ clientId: client._id, totalCents: 1_999, status: 'draft' });
    // Archived: its payment is still revenue; its balance is no longer outstanding.
    await insertInvoice({ clientId: client._id, totalCents: 50_000, paidCents: 10_000, status: 'archived' });
    await insertInvoice({ clientId: client._id, currency: 'EUR', totalCents: 30_000, paidCents: 12_345 });
    await insertInvoice({ clientId: other._id, totalCents: 999_999, paidCents: 999_999, status: 'paid' });

    for (const who of [team.admin, team.manager, team.member, team.viewer]) {
      const res = await rest.get(`/clients/${client._id}/summary`, as(who));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        invoices: {
          currency: 'USD',
          revenuePaid: 1150.75,
          outstanding: 169.74,
          count: 4,
          byCurrency: [
            { currency: 'USD', revenuePaid: 1150.75, outstanding: 169.74, count: 3 },
            { currency: 'EUR', revenuePaid: 123.45, outstanding: 176.55, count: 1 },
          ],
        },
        projects: { active: 1, completed: 1, archived: 1 },
      });
    }
  });

  it('answers zeros for a client with nothing yet', async () => {
    const client = await post('/clients', { name: 'Fresh Co' });
    const res = await rest.get(`/clients/${client._id}/summary`, as(team.viewer));
    expect(res.body).toEqual({
      invoices: { currency: 'USD', revenuePaid: 0, outstanding: 0, count: 0, byCurrency: [] },
      projects: { active: 0, completed: 0, archived: 0 },
    });
  });
});

describe('GET /api/clients/{id}/projects', () => {
  it('lists the client’s projects with the embedded client, active by default, sanitised status', async () => {
    const client = await post('/clients', { name: 'Projects Co' });
    const other = await post('/clients', { name: 'Not Them' });
    const live = await post('/projects', { title: 'Live', client: client._id });
    const done = await post('/projects', { title: 'Done', client: client._id });
    await post('/projects', { title: 'Elsewhere', client: other._id });
    await rest.patch(`/projects/${done._id}/status`, { status: 'completed' }, as(team.admin));

    const titles = async (query = '') =>
      (
        (await rest.get(`/clients/${client._id}/projects${query}`, as(team.member))).body as {
          title: string;
        }[]
      ).map((p) => p.title);
    const res = await rest.get(`/clients/${client._id}/projects`, as(team.viewer));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        _id: live._id,
        title: 'Live',
        client: { _id: client._id, name: 'Projects Co' },
      }),
    ]);
    expect(await titles('?status=undefined')).toEqual(['Live']);
    expect(await titles('?status=null')).toEqual(['Live']);
    expect(await titles('?status=bogus')).toEqual(['Live']);
    expect(await titles('?status=completed')).toEqual(['Done']);
    expect(await titles('?status=archived')).toEqual([]);
    expect(await titles('?status=all')).toEqual(['Done', 'Live']);
    expect(await titles('?status=nonarchived')).toEqual(['Done', 'Live']);
  });
});

describe('GET /api/clients/{id}/invoices', () => {
  it('lists the client’s invoices in the invoice shape, non-archived by default', async () => {
    const client = await post('/clients', { name: 'Invoices Co' });
    const project = await post('/projects', { title: 'Billed Work', client: client._id });
    const sent = await insertInvoice({
      clientId: client._id,
      projectIds: [project._id],
      totalCents: 12_550,
      paidCents: 2_550,
      dueDate: '2000-01-31',
    });
    const archived = await insertInvoice({ clientId: client._id, totalCents: 100, status: 'archived' });
    const paid = await insertInvoice({
      clientId: client._id,
      totalCents: 500,
      paidCents: 500,
      status: 'paid',
    });

    const res = await rest.get(`/clients/${client._id}/invoices`, as(team.viewer));
    expect(res.status).toBe(200);
    expect(res.body.map((i: { _id: string }) => i._id)).toEqual([paid, sent]);
    const invoice = res.body.find((i: { _id: string }) => i._id === sent);
    expect(invoice).toMatchObject({
      client: { _id: client._id, name: 'Invoices Co' },
      project: [{ _id: project._id, title: 'Billed Work' }],
      items: [{ description: 'Work', quantity: 1, unitPrice: 125.5, amount: 125.5 }],
      currency: 'USD',
      status: 'sent',
      overdue: true,
      total: 125.5,
      paidAmount: 25.5,
      balanceDue: 100,
      dueDate: '2000-01-31',
      displayNumber: String(invoice.number).padStart(4, '0'),
    });

    const ids = async (status: string) =>
      (await rest.get(`/clients/${client._id}/invoices?status=${status}`, as(team.member))).body.map(
        (i: { _id: string }) => i._id,
      );
    expect(await ids('archived')).toEqual([archived]);
    expect(await ids('all')).toEqual([paid, archived, sent]);
    expect(await ids('undefined')).toEqual([paid, sent]);
    expect(await ids('bogus')).toEqual([paid, sent]);
    expect(await ids('completed')).toEqual([paid]);
  });
});

describe('DELETE /api/clients/{id}', () => {
  it('deletes the client, its projects, invoices (items, payments, links) and all their notes in one go', async () => {
    const client = await post('/clients', { name: 'Doomed Co' });
    const survivor = await post('/clients', { name: 'Survivor Co' });
    const project = await post('/projects', { title: 'Doomed Project', client: client._id });
    const keptProject = await post('/projects', { title: 'Kept Project', client: survivor._id });
    const invoice = await insertInvoice({
      clientId: client._id,
      projectIds: [project._id],
      totalCents: 1_000,
      paidCents: 400,
    });
    const keptInvoice = await insertInvoice({
      clientId: survivor._id,
      projectIds: [keptProject._id],
      totalCents: 1,
    });
    const doomedNotes = [
      await insertNote('client', client._id),
      await insertNote('project', project._id),
      await insertNote('invoice', invoice),
    ];
    const keptNotes = [
      await insertNote('client', survivor._id),
      await insertNote('project', keptProject._id),
      await insertNote('invoice', keptInvoice),
    ];

    for (const who of [team.member, team.viewer]) {
      const refused = await rest.delete(`/clients/${client._id}`, as(who));
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('INSUFFICIENT_ROLE');
    }
    expect((await rest.get(`/clients/${client._id}`, as(team.viewer))).status).toBe(200);

    const res = await rest.delete(`/clients/${client._id}`, as(team.manager));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: 'Client deleted', deleted: { projects: 1, invoices: 1, notes: 3 } });

    const db = t.handle.db;
    expect(await db.select().from(schema.clients).where(eq(schema.clients.id, client._id))).toHaveLength(0);
    expect(await db.select().from(schema.projects).where(eq(schema.projects.id, project._id))).toHaveLength(
      0,
    );
    expect(await db.select().from(schema.invoices).where(eq(schema.invoices.id, invoice))).toHaveLength(0);
    expect(
      await db.select().from(schema.invoiceItems).where(eq(schema.invoiceItems.invoiceId, invoice)),
    ).toHaveLength(0);
    expect(
      await db.select().from(schema.payments).where(eq(schema.payments.invoiceId, invoice)),
    ).toHaveLength(0);
    expect(
      await db.select().from(schema.invoiceProjects).where(eq(schema.invoiceProjects.invoiceId, invoice)),
    ).toHaveLength(0);
    expect(await db.select().from(schema.notes).where(inArray(schema.notes.id, doomedNotes))).toHaveLength(0);
    expect(await db.select().from(schema.notes).where(inArray(schema.notes.id, keptNotes))).toHaveLength(3);
    expect((await rest.get(`/clients/${survivor._id}/projects`, as(team.admin))).body).toHaveLength(1);
    expect((await rest.get(`/clients/${survivor._id}/invoices`, as(team.admin))).body).toHaveLength(1);
    expect((await rest.get(`/clients/${client._id}`, as(team.admin))).status).toBe(404);
    expect((await rest.get(`/projects/${project._id}`, as(team.admin))).status).toBe(404);
    expect((await rest.get(`/invoices/${invoice}`, as(team.admin))).status).toBe(404);

    // History stays: the client's and its project's entries, plus the "deleted" entry.
    const entries = await db
      .select()
      .from(schema.activityEntries)
      .where(inArray(schema.activityEntries.objectId, [client._id, project._id]))
      .orderBy(asc(schema.activityEntries.createdAt));
    expect(entries.map((e) => [e.entityType, e.action])).toEqual([
      ['client', 'created'],
      ['project', 'created'],
      ['client', 'deleted'],
    ]);
    expect(entries[2]).toMatchObject({
      userId: team.manager.userId,
      entity: { name: 'Doomed Co' },
      meta: { projects: 1, invoices: 1, notes: 3 },
    });
  });

  it("does not touch another organization's data", async () => {
    const client = await post('/clients', { name: 'Guarded Co' });
    const note = await insertNote('client', client._id);
    const res = await rest.delete(`/clients/${client._id}`, as(team.outsider));
    expect(res.status).toBe(404);
    expect(await t.handle.db.select().from(schema.notes).where(eq(schema.notes.id, note))).toHaveLength(1);
    expect((await rest.get(`/clients/${client._id}`, as(team.admin))).status).toBe(200);
  });
});
