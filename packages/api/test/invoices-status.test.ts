import { ACTIVITY_ACTIONS, INVOICE_MSG, WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { createInvoiceWorld, day, type InvoiceWorld, type Team } from './helpers/org';
import type { RestClient } from './helpers/rest';

let t: TestApp;
let rest: RestClient;
let team: Team;
let globex: InvoiceWorld['globex'];
let archivedClient: string;
let payload: InvoiceWorld['payload'];
let create: InvoiceWorld['create'];
let invoiceRow: InvoiceWorld['invoiceRow'];
let activityOf: InvoiceWorld['activityOf'];
let paymentsOf: InvoiceWorld['paymentsOf'];

beforeAll(async () => {
  ({ t, rest, team, globex, archivedClient, payload, create, invoiceRow, activityOf, paymentsOf } =
    await createInvoiceWorld());
});
afterAll(() => t.close());

describe('PUT /api/invoices/{id}', () => {
  it('edits the invoice, recomputes the total and records an "updated" entry', async () => {
    const invoice = await create();
    const res = await rest.put(
      `/invoices/${invoice._id}`,
      payload({
        client: globex.id,
        project: [globex.site],
        items: [
          { description: 'Audit', quantity: 0.5, unitPrice: 99.99 },
          { description: 'Fix', quantity: 4, unitPrice: 12.5 },
        ],
        currency: 'GBP',
        dueDate: day(30),
      }),
      { token: team.manager.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: invoice._id,
      number: invoice.number,
      client: { _id: globex.id, name: 'Globex' },
      project: [{ _id: globex.site, title: 'Site' }],
      items: [
        { description: 'Audit', quantity: 0.5, unitPrice: 99.99, amount: 50 },
        { description: 'Fix', quantity: 4, unitPrice: 12.5, amount: 50 },
      ],
      currency: 'GBP',
      dueDate: day(30),
      total: 100,
      balanceDue: 100,
      status: 'draft',
    });
    expect((await activityOf(invoice._id)).map((e) => e.action)).toEqual([
      ACTIVITY_ACTIONS.created,
      ACTIVITY_ACTIONS.updated,
    ]);
  });

  it('writes only real changes: re-saving the same invoice writes nothing, a change names its fields', async () => {
    const invoice = await create({
      items: [
        { description: 'Design', quantity: 1.5, unitPrice: 80 },
        { description: 'Build', quantity: 2, unitPrice: 120.5 },
      ],
      numberSuffix: 'ACME',
    });
    const before = await invoiceRow(invoice._id);
    const same = await rest.put(
      `/invoices/${invoice._id}`,
      payload({
        items: [
          { description: 'Design', quantity: 1.5, unitPrice: 80 },
          { description: 'Build', quantity: 2, unitPrice: 120.5 },
        ],
        numberSuffix: 'ACME',
      }),
      { token: team.admin.token },
    );
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body).toEqual(invoice);
    expect((await invoiceRow(invoice._id))!.updatedAt).toEqual(before!.updatedAt);
    expect((await activityOf(invoice._id)).map((e) => e.action)).toEqual([ACTIVITY_ACTIONS.created]);

    const changed = await rest.put(
      `/invoices/${invoice._id}`,
      payload({
        items: [
          { description: 'Design', quantity: 1.5, unitPrice: 80 },
          { description: 'Build', quantity: 3, unitPrice: 120.5 },
        ],
        numberSuffix: 'ACME',
        dueDate: day(21),
      }),
      { token: team.admin.token },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.total).toBe(481.5);
    const entries = await activityOf(invoice._id);
    expect(entries.map((e) => e.action)).toEqual([ACTIVITY_ACTIONS.created, ACTIVITY_ACTIONS.updated]);
    expect(entries[1]!.meta).toEqual({ fields: ['dueDate', 'items'] });
  });

  it('validates like creation: projects of the (new) client, past due dates only when changed', async () => {
    const invoice = await create();
    const moved = await rest.put(
      `/invoices/${invoice._id}`,
      { client: globex.id },
      { token: team.admin.token },
    );
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual([{ field: 'project', msg: WORKSPACE_MSG.projectNotOfClient }]);
    const archived = await rest.put(
      `/invoices/${invoice._id}`,
      { client: archivedClient },
      { token: team.admin.token },
    );
    expect(archived.body.errors).toEqual([{ field: 'client', msg: WORKSPACE_MSG.clientNotActive }]);
    const past = await rest.put(
      `/invoices/${invoice._id}`,
      { dueDate: day(-3) },
      { token: team.admin.token },
    );
    expect(past.body.errors).toEqual([{ field: 'dueDate', msg: WORKSPACE_MSG.dueDateInPast }]);
    const noItems = await rest.put(`/invoices/${invoice._id}`, { items: [] }, { token: team.admin.token });
    expect(noItems.body.errors).toEqual([{ field: 'items', msg: WORKSPACE_MSG.addLineItem }]);
    expect((await rest.get(`/invoices/${invoice._id}`, { token: team.admin.token })).body).toEqual(invoice);

    // A due date that has passed since may be kept when other fields change.
    await t.handle.db
      .update(schema.invoices)
      .set({ dueDate: day(-5) })
      .where(eq(schema.invoices.id, invoice._id));
    const resaved = await rest.put(`/invoices/${invoice._id}`, payload({ dueDate: day(-5) }), {
      token: team.admin.token,
    });
    expect(resaved.status).toBe(200);
    expect(resaved.body).toMatchObject({ dueDate: day(-5), overdue: true, status: 'draft' });
  });

  it('archives (any status), unarchives to draft, sets sent; paid and overdue go through Mark Paid', async () => {
    const invoice = await create();
    const archived = await rest.put(
      `/invoices/${invoice._id}`,
      { status: 'archived' },
      { token: team.admin.token },
    );
    expect(archived.status).toBe(200);
    expect(archived.body.status).toBe('archived');
    const unarchived = await rest.put(
      `/invoices/${invoice._id}`,
      { status: 'draft' },
      { token: team.manager.token },
    );
    expect(unarchived.body.status).toBe('draft');
    const sent = await rest.put(`/invoices/${invoice._id}`, { status: 'sent' }, { token: team.admin.token });
    expect(sent.body).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
    for (const status of ['paid', 'overdue']) {
      const res = await rest.put(`/invoices/${invoice._id}`, { status }, { token: team.admin.token });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'status', msg: WORKSPACE_MSG.statusViaMarkPaid }]);
    }
    const bogus = await rest.put(`/invoices/${invoice._id}`, { status: 'lost' }, { token: team.admin.token });
    expect(bogus.body.errors).toEqual([{ field: 'status', msg: WORKSPACE_MSG.invalidStatus }]);
    const entries = (await activityOf(invoice._id)).filter(
      (e) => e.action === ACTIVITY_ACTIONS.statusChanged,
    );
    expect(entries.map((e) => e.meta)).toEqual([
      { from: 'draft', to: 'archived' },
      { from: 'archived', to: 'draft' },
      { from: 'draft', to: 'sent' },
    ]);
  });

  it('never lets the total fall below the paid amount; a paid invoice that grows is due again', async () => {
    const invoice = await create({ items: [{ description: 'Work', quantity: 1, unitPrice: 100 }] });
    await rest.patch(`/invoices/${invoice._id}/mark-paid`, { amount: 60 }, { token: team.admin.token });
    const below = await rest.put(
      `/invoices/${invoice._id}`,
      { items: [{ description: 'Work', quantity: 1, unitPrice: 59.99 }] },
      { token: team.admin.token },
    );
    expect(below.status).toBe(409);
    expect(below.body).toEqual({ msg: WORKSPACE_MSG.totalBelowPaid });

    // Down to exactly the paid amount: nothing left to pay, so it is paid.
    const settled = await rest.put(
      `/invoices/${invoice._id}`,
      { items: [{ description: 'Work', quantity: 1, unitPrice: 60 }] },
      { token: team.admin.token },
    );
    expect(settled.body).toMatchObject({ status: 'paid', total: 60, paidAmount: 60, balanceDue: 0 });
    expect(settled.body.paidAt).toEqual(expect.any(String));

    const grown = await rest.put(
      `/invoices/${invoice._id}`,
      { items: [{ description: 'Work', quantity: 2, unitPrice: 60 }] },
      { token: team.admin.token },
    );
    expect(grown.body).toMatchObject({
      status: 'sent',
      total: 120,
      paidAmount: 60,
      balanceDue: 60,
      paidAt: null,
    });

    const currency = await rest.put(
      `/invoices/${invoice._id}`,
      { currency: 'EUR' },
      { token: team.admin.token },
    );
    expect(currency.status).toBe(409);
    expect(currency.body.msg).toBe(INVOICE_MSG.currencyLocked);
  });

  it('is refused to members and viewers', async () => {
    const invoice = await create();
    for (const who of [team.member, team.viewer]) {
      const edit = await rest.put(`/invoices/${invoice._id}`, payload(), { token: who.token });
      const archive = await rest.put(
        `/invoices/${invoice._id}`,
        { status: 'archived' },
        { token: who.token },
      );
      for (const res of [edit, archive]) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('INSUFFICIENT_ROLE');
      }
    }
    expect((await invoiceRow(invoice._id))!.status).toBe('draft');
  });
});

describe('PATCH /api/invoices/{id}/mark-sent', () => {
  it('marks a draft sent once; refuses sent, paid and archived invoices with 409', async () => {
    const invoice = await create();
    const res = await rest.patch(`/invoices/${invoice._id}/mark-sent`, undefined, {
      token: team.manager.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: invoice._id, status: 'sent', sentAt: expect.any(String) });
    const again = await rest.patch(`/invoices/${invoice._id}/mark-sent`, undefined, {
      token: team.admin.token,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ msg: WORKSPACE_MSG.alreadySent });

    const paid = await create();
    await rest.patch(`/invoices/${paid._id}/mark-paid`, undefined, { token: team.admin.token });
    const paidRes = await rest.patch(`/invoices/${paid._id}/mark-sent`, undefined, {
      token: team.admin.token,
    });
    expect(paidRes.status).toBe(409);
    expect(paidRes.body.msg).toBe(WORKSPACE_MSG.alreadyPaid);

    const archived = await create();
    await rest.put(`/invoices/${archived._id}`, { status: 'archived' }, { token: team.admin.token });
    const archivedRes = await rest.patch(`/invoices/${archived._id}/mark-sent`, undefined, {
      token: team.admin.token,
    });
    expect(archivedRes.status).toBe(409);
    expect(archivedRes.body.msg).toBe(WORKSPACE_MSG.invoiceArchived);

    const entries = await activityOf(invoice._id);
    expect(entries.map((e) => e.action)).toEqual([ACTIVITY_ACTIONS.created, ACTIVITY_ACTIONS.markedSent]);
  });

  it('a zero total is already paid: neither sent nor paid, 409; cents add up exactly', async () => {
    const zero = await create({ items: [{ description: 'Free', quantity: 1, unitPrice: 0 }] });
    expect(zero).toMatchObject({ total: 0, balanceDue: 0, status: 'draft' });
    for (const [path, body] of [
      ['mark-sent', undefined],
      ['mark-paid', { amount: 1 }],
    ] as const) {
      const res = await rest.patch(`/invoices/${zero._id}/${path}`, body, { token: team.admin.token });
      expect({ status: res.status, body: res.body }, path).toEqual({
        status: 409,
        body: { msg: WORKSPACE_MSG.alreadyPaid },
      });
    }
    const dimes = await create({
      items: [
        { description: 'Dimes', quantity: 3, unitPrice: 0.1 },
        { description: 'Free', quantity: 1, unitPrice: 0 },
      ],
    });
    expect(dimes).toMatchObject({ total: 0.3, paidAmount: 0, balanceDue: 0.3 });
    expect(dimes.items).toEqual([
      { description: 'Dimes', quantity: 3, unitPrice: 0.1, discountPercent: 0, taxRateIds: [], amount: 0.3 },
      { description: 'Free', quantity: 1, unitPrice: 0, discountPercent: 0, taxRateIds: [], amount: 0 },
    ]);
  });

  it('is refused to members and viewers', async () => {
    const invoice = await create();
    for (const who of [team.member, team.viewer]) {
      const res = await rest.patch(`/invoices/${invoice._id}/mark-sent`, undefined, { token: who.token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('INSUFFICIENT_ROLE');
    }
    expect((await invoiceRow(invoice._id))!.status).toBe('draft');
  });
});

describe('PATCH /api/invoices/{id}/mark-paid', () => {
  it('records partial payments, caps at the balance, and turns the invoice paid at zero', async () => {
    const invoice = await create({
      items: [{ description: 'Work', quantity: 1, unitPrice: 100 }],
      currency: 'CAD',
    });
    await rest.patch(`/invoices/${invoice._id}/mark-sent`, undefined, { token: team.admin.token });
    const partial = await rest.patch(
      `/invoices/${invoice._id}/mark-paid`,
      { amount: '30.005' },
      { token: team.manager.token },
    );
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({
      status: 'sent',
      total: 100,
      paidAmount: 30.01,
      balanceDue: 69.99,
      paidAt: null,
    });

    const capped = await rest.patch(
      `/invoices/${invoice._id}/mark-paid`,
      { amount: 1000 },
      { token: team.admin.token },
    );
    expect(capped.body).toMatchObject({
      status: 'paid',
      paidAmount: 100,
      balanceDue: 0,
      paidAt: expect.any(String),
    });

    const again = await rest.patch(
      `/invoices/${invoice._id}/mark-paid`,
      { amount: 1 },
      { token: team.admin.token },
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ msg: WORKSPACE_MSG.alreadyPaid });

    const rows = await paymentsOf(invoice._id);
    expect(rows.map((p) => p.amountCents).sort((a, b) => a - b)).toEqual([3001, 6999]);
    expect(rows.every((p) => p.currency === 'CAD' && p.recordedBy !== null && p.orgId === team.orgId)).toBe(
      true,
    );
    const entries = (await activityOf(invoice._id)).filter(
      (e) => e.action === ACTIVITY_ACTIONS.paymentRecorded,
    );
    expect(entries.map((e) => e.meta)).toEqual([
      { amount: 30.01, currency: 'CAD', balanceDue: 69.99, paidInFull: false },
      { amount: 69.99, currency: 'CAD', balanceDue: 0, paidInFull: true },
    ]);
  });

  it('pays the balance due when no amount is given', async () => {
    const invoice = await create();
    const res = await rest.patch(`/invoices/${invoice._id}/mark-paid`, undefined, {
      token: team.admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'paid', paidAmount: 100, balanceDue: 0 });
    const nullAmount = await create();
    const res2 = await rest.patch(
      `/invoices/${nullAmount._id}/mark-paid`,
      { amount: null },
      { token: team.admin.token },
    );
    expect(res2.body).toMatchObject({ status: 'paid', paidAmount: 100 });
  });

  it('answers "Enter a valid amount." for anything but a positive number', async () => {
    const invoice = await create();
    for (const amount of [0, -5, 'abc', '', 0.001]) {
      const res = await rest.patch(
        `/invoices/${invoice._id}/mark-paid`,
        { amount },
        { token: team.admin.token },
      );
      expect(res.status, JSON.stringify(amount)).toBe(422);
      expect(res.body).toEqual({
        msg: 'Enter a valid amount.',
        errors: [{ field: 'amount', msg: 'Enter a valid amount.' }],
      });
    }
    expect(await paymentsOf(invoice._id)).toEqual([]);
  });

  it('refuses archived invoices, and members and viewers', async () => {
    const invoice = await create();
    await rest.put(`/invoices/${invoice._id}`, { status: 'archived' }, { token: team.admin.token });
    const archived = await rest.patch(
      `/invoices/${invoice._id}/mark-paid`,
      { amount: 1 },
      { token: team.admin.token },
    );
    expect(archived.status).toBe(409);
    expect(archived.body.msg).toBe(WORKSPACE_MSG.invoiceArchived);
    const open = await create();
    for (const who of [team.member, team.viewer]) {
      const res = await rest.patch(`/invoices/${open._id}/mark-paid`, { amount: 1 }, { token: who.token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('INSUFFICIENT_ROLE');
    }
    expect(await paymentsOf(open._id)).toEqual([]);
  });

  it('never records more than the total under 5 parallel payments of 40% each', async () => {
    const invoice = await create({ items: [{ description: 'Big job', quantity: 1, unitPrice: 250 }] });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        rest.patch(`/invoices/${invoice._id}/mark-paid`, { amount: 100 }, { token: team.admin.token }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409]);
    const final = await rest.get(`/invoices/${invoice._id}`, { token: team.admin.token });
    expect(final.body).toMatchObject({ status: 'paid', total: 250, paidAmount: 250, balanceDue: 0 });
    const rows = await paymentsOf(invoice._id);
    expect(rows.reduce((sum, p) => sum + p.amountCents, 0)).toBe(25_000);
    expect(rows.map((p) => p.amountCents).sort((a, b) => a - b)).toEqual([5000, 10_000, 10_000]);
  });

  it('unarchiving a fully paid invoice gives back a paid invoice', async () => {
    const invoice = await create();
    await rest.patch(`/invoices/${invoice._id}/mark-paid`, undefined, { token: team.admin.token });
    await rest.put(`/invoices/${invoice._id}`, { status: 'archived' }, { token: team.admin.token });
    const back = await rest.put(`/invoices/${invoice._id}`, { status: 'draft' }, { token: team.admin.token });
    expect(back.body).toMatchObject({ status: 'paid', balanceDue: 0 });
    const toDraft = await rest.put(
      `/invoices/${invoice._id}`,
      { status: 'sent' },
      { token: team.admin.token },
    );
    expect(toDraft.status).toBe(409);
    expect(toDraft.body.msg).toBe(WORKSPACE_MSG.alreadyPaid);
  });
});

describe('overdue', () => {
  it('is computed: due before today and not paid or archived; the stored status stays', async () => {
    const open = await create();
    const paid = await create();
    await rest.patch(`/invoices/${paid._id}/mark-paid`, undefined, { token: team.admin.token });
    const archived = await create();
    await rest.put(`/invoices/${archived._id}`, { status: 'archived' }, { token: team.admin.token });
    await rest.patch(`/invoices/${open._id}/mark-sent`, undefined, { token: team.admin.token });
    await t.handle.db
      .update(schema.invoices)
      .set({ dueDate: day(-1) })
      .where(inArray(schema.invoices.id, [open._id, paid._id, archived._id]));
    const get = async (id: string) => (await rest.get(`/invoices/${id}`, { token: team.viewer.token })).body;
    expect(await get(open._id)).toMatchObject({ status: 'sent', overdue: true });
    expect(await get(paid._id)).toMatchObject({ status: 'paid', overdue: false });
    expect(await get(archived._id)).toMatchObject({ status: 'archived', overdue: false });
  });
});
