import { ACTIVITY_ACTIONS, INVOICE_MSG, MSG, WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { createInvoiceWorld, createOrg, day, type InvoiceWorld, setPlan, type Team } from './helpers/org';
import type { RestClient } from './helpers/rest';

let t: TestApp;
let rest: RestClient;
let team: Team;
let acme: InvoiceWorld['acme'];
let globex: InvoiceWorld['globex'];
let archivedClient: string;
let outsiderClient: InvoiceWorld['outsiderClient'];
let payload: InvoiceWorld['payload'];
let create: InvoiceWorld['create'];
let invoiceRow: InvoiceWorld['invoiceRow'];
let activityOf: InvoiceWorld['activityOf'];
let paymentsOf: InvoiceWorld['paymentsOf'];
let insertClient: InvoiceWorld['insertClient'];
let insertProject: InvoiceWorld['insertProject'];

beforeAll(async () => {
  ({
    t,
    rest,
    team,
    acme,
    globex,
    archivedClient,
    outsiderClient,
    payload,
    create,
    invoiceRow,
    activityOf,
    paymentsOf,
    insertClient,
    insertProject,
  } = await createInvoiceWorld());
});
afterAll(() => t.close());

describe('POST /api/invoices', () => {
  it('creates a numbered draft whose totals the server computes in cents', async () => {
    const res = await rest.post(
      '/invoices',
      payload({
        project: [acme.web, acme.app],
        items: [
          { description: '  Design  ', quantity: 3, unitPrice: 19.99 },
          // 1.5 × 10.005 → unit price 1001 cents → 1501.5 → 1502 cents.
          { description: 'Hosting', quantity: 1.5, unitPrice: 10.005 },
        ],
        currency: 'EUR',
      }),
      { token: team.manager.token },
    );
    expect(res.status).toBe(200);
    const invoice = res.body;
    expect(invoice).toMatchObject({
      number: expect.any(Number),
      numberSuffix: null,
      client: { _id: acme.id, name: 'Acme Corp' },
      items: [
        { description: 'Design', quantity: 3, unitPrice: 19.99, amount: 59.97 },
        { description: 'Hosting', quantity: 1.5, unitPrice: 10.01, amount: 15.02 },
      ],
      currency: 'EUR',
      dueDate: day(14),
      status: 'draft',
      overdue: false,
      total: 74.99,
      paidAmount: 0,
      balanceDue: 74.99,
      sentAt: null,
      paidAt: null,
    });
    expect(invoice._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(invoice.displayNumber).toBe(String(invoice.number).padStart(4, '0'));
    expect(invoice.project).toEqual([
      { _id: acme.app, title: 'App' },
      { _id: acme.web, title: 'Website' },
    ]);
    expect(new Date(invoice.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const stored = await invoiceRow(invoice._id);
    expect(stored).toMatchObject({ totalCents: 7499, paidCents: 0, orgId: team.orgId });
    const got = await rest.get(`/invoices/${invoice._id}`, { token: team.viewer.token });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(invoice);

    const [entry] = await activityOf(invoice._id);
    expect(entry).toMatchObject({
      orgId: team.orgId,
      action: ACTIVITY_ACTIONS.created,
      entityType: 'invoice',
      userId: team.manager.userId,
      entity: { number: invoice.number, numberSuffix: null },
    });
  });

  it('numbers sequentially per organization, shows the suffix, and defaults the currency to USD', async () => {
    const first = await create({ currency: undefined, dueDate: undefined });
    const second = await create({ numberSuffix: ' ACME ', project: acme.web });
    expect(second.number).toBe(first.number + 1);
    expect(first).toMatchObject({ currency: 'USD', dueDate: null });
    expect(second.numberSuffix).toBe('ACME');
    expect(second.displayNumber).toBe(`${String(second.number).padStart(4, '0')}-ACME`);
    expect(second.project).toEqual([{ _id: acme.web, title: 'Website' }]);
  });

  it("answers every message of the invoice form, with the items' field paths, and creates nothing", async () => {
    const before = (await t.handle.db.select().from(schema.invoices)).length;
    const empty = await rest.post('/invoices', {}, { token: team.admin.token });
    expect(empty.status).toBe(422);
    expect(empty.body.msg).toBe(WORKSPACE_MSG.clientRequired);
    expect(empty.body.errors).toEqual([
      { field: 'client', msg: 'Client is required' },
      { field: 'project', msg: 'Select at least one project' },
      { field: 'items', msg: 'Add at least one line item' },
    ]);

    const noItems = await rest.post('/invoices', payload({ project: [], items: [] }), {
      token: team.admin.token,
    });
    expect(noItems.body.errors).toEqual([
      { field: 'project', msg: 'Select at least one project' },
      { field: 'items', msg: 'Add at least one line item' },
    ]);

    const badItems = await rest.post(
      '/invoices',
      payload({
        items: [
          { description: 'Fine', quantity: 1, unitPrice: 0 },
          { description: '   ', quantity: 0, unitPrice: -1 },
        ],
        currency: 'JPY',
      }),
      { token: team.admin.token },
    );
    expect(badItems.status).toBe(422);
    expect(badItems.body.errors).toEqual([
      { field: 'items.1.description', msg: 'Description is required' },
      { field: 'items.1.quantity', msg: 'Quantity must be > 0' },
      { field: 'items.1.unitPrice', msg: 'Unit price must be ≥ 0' },
      { field: 'currency', msg: WORKSPACE_MSG.invalidCurrency },
    ]);

    // Quantities keep 4 decimals: one that rounds to 0 is not above 0.
    const tiny = await rest.post(
      '/invoices',
      payload({ items: [{ description: 'Tiny', quantity: 0.00004, unitPrice: 1 }] }),
      { token: team.admin.token },
    );
    expect(tiny.body.errors).toEqual([{ field: 'items.0.quantity', msg: 'Quantity must be > 0' }]);

    const past = await rest.post('/invoices', payload({ dueDate: day(-1) }), { token: team.admin.token });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual([{ field: 'dueDate', msg: WORKSPACE_MSG.dueDateInPast }]);
    const badDate = await rest.post('/invoices', payload({ dueDate: '2030-02-30' }), {
      token: team.admin.token,
    });
    expect(badDate.body.errors).toEqual([{ field: 'dueDate', msg: WORKSPACE_MSG.invalidDate }]);

    const huge = await rest.post(
      '/invoices',
      payload({ items: [{ description: 'Everything', quantity: 1_000_000, unitPrice: 100_000_000 }] }),
      { token: team.admin.token },
    );
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual([{ field: 'items', msg: INVOICE_MSG.totalTooLarge }]);

    expect((await t.handle.db.select().from(schema.invoices)).length).toBe(before);
  });

  it('accepts a due date of today (UTC)', async () => {
    expect((await create({ dueDate: day(0) })).dueDate).toBe(day(0));
  });

  it('requires an active client of the organization and projects of that client', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ client: archivedClient }, 'client', WORKSPACE_MSG.clientNotActive],
      [{ client: outsiderClient.id }, 'client', WORKSPACE_MSG.clientNotActive],
      [{ client: 'not-a-uuid' }, 'client', WORKSPACE_MSG.clientNotActive],
      [{ project: [acme.web, globex.site] }, 'project', WORKSPACE_MSG.projectNotOfClient],
      [{ project: [outsiderClient.project] }, 'project', WORKSPACE_MSG.projectNotOfClient],
      [{ project: ['nope'] }, 'project', WORKSPACE_MSG.projectNotOfClient],
    ];
    for (const [overrides, field, msg] of cases) {
      const res = await rest.post('/invoices', payload(overrides), { token: team.admin.token });
      expect(res.status, JSON.stringify(overrides)).toBe(422);
      expect(res.body).toEqual({ msg, errors: [{ field, msg }] });
    }
  });

  it('is refused to members and viewers with 403 INSUFFICIENT_ROLE', async () => {
    for (const who of [team.member, team.viewer]) {
      const res = await rest.post('/invoices', payload(), { token: who.token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ msg: MSG.insufficientRole, code: 'INSUFFICIENT_ROLE' });
    }
    expect((await rest.post('/invoices', payload())).status).toBe(401);
  });

  it('hands out unique sequential numbers to 10 parallel creations', async () => {
    const { admin: owner, orgId } = await createOrg(t, rest, { orgName: 'Parallel Co', plan: 'pro' });
    const clientId = await insertClient(orgId, 'Busy Client');
    const projectId = await insertProject(orgId, clientId, 'Busy Project');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        rest.post(
          '/invoices',
          {
            client: clientId,
            project: [projectId],
            items: [{ description: `Job ${i}`, quantity: 1, unitPrice: 1 }],
          },
          { token: owner.token },
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const numbers = results.map((r) => r.body.number as number).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('holds the free plan to 10 invoices a month: the 11th is 403 PLAN_UPGRADE_REQUIRED and uses no number', async () => {
    const { admin: owner, orgId } = await createOrg(t, rest, { orgName: 'Free Co' });
    const clientId = await insertClient(orgId, 'Free Client');
    const projectId = await insertProject(orgId, clientId, 'Free Project');
    const body = {
      client: clientId,
      project: [projectId],
      items: [{ description: 'X', quantity: 1, unitPrice: 5 }],
    };
    for (let i = 1; i <= 10; i += 1) {
      const res = await rest.post('/invoices', body, { token: owner.token });
      expect(res.status).toBe(200);
      expect(res.body.number).toBe(i);
    }
    const eleventh = await rest.post('/invoices', body, { token: owner.token });
    expect(eleventh.status).toBe(403);
    expect(eleventh.body).toEqual({
      msg: WORKSPACE_MSG.invoiceLimit,
      code: 'PLAN_UPGRADE_REQUIRED',
      requiredPlan: 'pro',
      currentPlan: 'free',
      subscriptionStatus: 'inactive',
    });
    const count = await t.handle.db.select().from(schema.invoices).where(eq(schema.invoices.orgId, orgId));
    expect(count).toHaveLength(10);
    // The PDF export stays open to the free plan at its limit.
    const pdf = await rest.get(`/invoices/${count[0]!.id}/pdf`, { token: owner.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    await setPlan(t, orgId, 'pro');
    const next = await rest.post('/invoices', body, { token: owner.token });
    expect(next.body.number).toBe(11);
  });
});

describe('GET /api/invoices', () => {
  let listed: { a: any; b: any; c: any };
  let listToken: string;
  beforeAll(async () => {
    // A separate organization, so the list holds exactly these three invoices.
    const { admin: owner, orgId } = await createOrg(t, rest, { orgName: 'List Co', plan: 'pro' });
    listToken = owner.token;
    const c1 = await insertClient(orgId, 'Initech Partners');
    const p1 = await insertProject(orgId, c1, 'Portal');
    const p2 = await insertProject(orgId, c1, 'Billing');
    const c2 = await insertClient(orgId, 'Umbrella 100%');
    const p3 = await insertProject(orgId, c2, 'Lab');
    const post = async (body: Record<string, unknown>) =>
      (
        await rest.post(
          '/invoices',
          { items: [{ description: 'Work', quantity: 1, unitPrice: 10 }], ...body },
          { token: owner.token },
        )
      ).body;
    listed = {
      a: await post({ client: c1, project: [p1, p2] }),
      b: await post({ client: c1, project: [p2], numberSuffix: 'Alpha' }),
      c: await post({ client: c2, project: [p3] }),
    };
    await rest.put(`/invoices/${listed.c._id}`, { status: 'archived' }, { token: owner.token });
    listed.c = (await rest.get(`/invoices/${listed.c._id}`, { token: owner.token })).body;
  });
  const ids = async (query: string) => {
    const res = await rest.get(`/invoices${query}`, { token: listToken });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    return (res.body as { _id: string }[]).map((invoice) => invoice._id);
  };

  it('answers an array of full invoices, newest first, without archived ones by default', async () => {
    const res = await rest.get('/invoices', { token: listToken });
    expect(res.body).toEqual([listed.b, listed.a]);
    expect(res.body[1].project.map((p: { title: string }) => p.title)).toEqual(['Billing', 'Portal']);
  });

  it('sanitises the status filter: nonArchived, active, archived, all, completed; junk means nonArchived', async () => {
    const { a, b, c } = listed;
    expect(await ids('?status=nonArchived')).toEqual([b._id, a._id]);
    expect(await ids('?status=nonarchived')).toEqual([b._id, a._id]);
    expect(await ids('?status=active')).toEqual([b._id, a._id]);
    expect(await ids('?status=archived')).toEqual([c._id]);
    expect(await ids('?status=all')).toEqual([c._id, b._id, a._id]);
    expect(await ids('?status=completed')).toEqual([]);
    for (const junk of ['', 'undefined', 'null', 'bogus']) {
      expect(await ids(`?status=${junk}`)).toEqual([b._id, a._id]);
    }
  });

  it('filters by client and by project; unknown ids give an empty list', async () => {
    const { a, b, c } = listed;
    expect(await ids(`?client=${a.client._id}`)).toEqual([b._id, a._id]);
    expect(await ids(`?client=${c.client._id}&status=all`)).toEqual([c._id]);
    expect(await ids(`?project=${a.project[1]._id}`)).toEqual([a._id]);
    expect(await ids(`?project=${b.project[0]._id}`)).toEqual([b._id, a._id]);
    expect(await ids('?project=nope')).toEqual([]);
    expect(await ids(`?client=${acme.id}`)).toEqual([]);
  });

  it('searches the number, suffix and client name, ignoring case', async () => {
    const { a, b, c } = listed;
    expect(await ids(`?q=${a.displayNumber}`)).toEqual([a._id]);
    expect(await ids('?q=0002-al')).toEqual([b._id]);
    expect(await ids('?q=ALPHA')).toEqual([b._id]);
    expect(await ids('?q=initech')).toEqual([b._id, a._id]);
    expect(await ids('?q=umbrella&status=all')).toEqual([c._id]);
    expect(await ids(`?q=${encodeURIComponent('100%')}&status=all`)).toEqual([c._id]);
    expect(await ids(`?q=${encodeURIComponent('%')}&status=all`)).toEqual([c._id]);
    expect(await ids('?q=zzz')).toEqual([]);
  });

  it('is readable by every role and shows only the caller organization', async () => {
    const invoice = await create();
    for (const who of [team.admin, team.manager, team.member, team.viewer]) {
      const res = await rest.get('/invoices?status=all', { token: who.token });
      expect(res.status).toBe(200);
      expect(res.body.some((i: { _id: string }) => i._id === invoice._id)).toBe(true);
      expect((await rest.get(`/invoices/${invoice._id}`, { token: who.token })).status).toBe(200);
    }
    const outsider = await rest.get('/invoices?status=all', { token: team.outsider.token });
    expect(outsider.body).toEqual([]);
  });
});

describe('another organization and bad ids', () => {
  it('answers 404 for every call on another tenant’s invoice, and changes nothing', async () => {
    const invoice = await create();
    const token = team.outsider.token;
    const id = invoice._id;
    const calls = [
      rest.get(`/invoices/${id}`, { token }),
      rest.put(`/invoices/${id}`, { status: 'archived' }, { token }),
      rest.put(`/invoices/${id}`, payload({ client: outsiderClient.id, project: [outsiderClient.project] }), {
        token,
      }),
      rest.patch(`/invoices/${id}/mark-sent`, undefined, { token }),
      rest.patch(`/invoices/${id}/mark-paid`, { amount: 5 }, { token }),
      rest.delete(`/invoices/${id}`, { token }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ msg: WORKSPACE_MSG.invoiceNotFound });
    }
    const after = await rest.get(`/invoices/${id}`, { token: team.admin.token });
    expect(after.body).toEqual(invoice);
    expect(await paymentsOf(id)).toEqual([]);
    expect((await activityOf(id)).map((e) => e.action)).toEqual([ACTIVITY_ACTIONS.created]);
  });

  it('answers 404 for ids that are not UUIDs or do not exist', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect((await rest.get(`/invoices/${id}`, { token: team.admin.token })).status).toBe(404);
      expect((await rest.delete(`/invoices/${id}`, { token: team.admin.token })).status).toBe(404);
      expect((await rest.patch(`/invoices/${id}/mark-paid`, {}, { token: team.admin.token })).status).toBe(
        404,
      );
    }
  });
});

describe('DELETE /api/invoices/{id}', () => {
  it('removes the invoice with its items, payments, project links and notes, and records "deleted"', async () => {
    const invoice = await create({ numberSuffix: 'DEL' });
    await rest.patch(`/invoices/${invoice._id}/mark-paid`, { amount: 10 }, { token: team.admin.token });
    await t.handle.db.insert(schema.notes).values({
      orgId: team.orgId,
      entityType: 'invoice',
      objectId: invoice._id,
      body: 'Call back',
      createdBy: team.admin.userId,
    });
    for (const who of [team.member, team.viewer]) {
      expect((await rest.delete(`/invoices/${invoice._id}`, { token: who.token })).status).toBe(403);
    }
    const res = await rest.delete(`/invoices/${invoice._id}`, { token: team.manager.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: 'Invoice deleted' });
    expect((await rest.get(`/invoices/${invoice._id}`, { token: team.admin.token })).status).toBe(404);

    const db = t.handle.db;
    expect(await invoiceRow(invoice._id)).toBeUndefined();
    expect(
      await db.select().from(schema.invoiceItems).where(eq(schema.invoiceItems.invoiceId, invoice._id)),
    ).toEqual([]);
    expect(
      await db.select().from(schema.invoiceProjects).where(eq(schema.invoiceProjects.invoiceId, invoice._id)),
    ).toEqual([]);
    expect(await paymentsOf(invoice._id)).toEqual([]);
    expect(
      await db
        .select()
        .from(schema.notes)
        .where(and(eq(schema.notes.entityType, 'invoice'), eq(schema.notes.objectId, invoice._id))),
    ).toEqual([]);
    const last = (await activityOf(invoice._id)).at(-1);
    expect(last).toMatchObject({
      action: ACTIVITY_ACTIONS.deleted,
      entityType: 'invoice',
      userId: team.manager.userId,
      entity: { number: invoice.number, numberSuffix: 'DEL' },
    });
    // Numbers are never reused.
    expect((await create()).number).toBeGreaterThan(invoice.number);
  });
});
