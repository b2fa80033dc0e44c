import type { InvoiceSummary } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { createInvoiceWorld, day, type InvoiceWorld, type Team } from './helpers/org';
import type { RestClient } from './helpers/rest';

let t: TestApp;
let rest: RestClient;
let team: Team;
let world: InvoiceWorld;

const EMPTY: InvoiceSummary = {
  unpaidTotal: 0,
  paidCount: 0,
  unpaidCount: 0,
  currency: 'USD',
  byCurrency: [],
};

/** One currency's row of byCurrency. */
const tiles = (currency: string, unpaidTotal: number, paidCount: number, unpaidCount: number) => ({
  currency,
  unpaidTotal,
  paidCount,
  unpaidCount,
});

const summary = (query = '', token = team.viewer.token) => rest.get(`/invoices/summary${query}`, { token });

async function trpcSummary(input: Record<string, unknown>, token = team.viewer.token) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/trpc/invoices.summary?input=${encodeURIComponent(JSON.stringify(input))}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

const item = (unitPrice: number, description = 'Work') => [{ description, quantity: 1, unitPrice }];

async function archive(id: string) {
  const res = await rest.put(`/invoices/${id}`, { status: 'archived' }, { token: team.admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
async function pay(id: string, amount?: number) {
  const res = await rest.patch(`/invoices/${id}/mark-paid`, amount === undefined ? {} : { amount }, {
    token: team.admin.token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
async function send(id: string) {
  const res = await rest.patch(`/invoices/${id}/mark-sent`, undefined, { token: team.admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

let initech: string;
let dormant: string;
let sampleInvoiceId: string;

beforeAll(async () => {
  world = await createInvoiceWorld();
  ({ t, rest, team } = world);
});
afterAll(() => t.close());

describe('GET /api/invoices/summary', () => {
  it('answers zeros in USD for an organization without invoices', async () => {
    const res = await summary();
    expect(res.status).toBe(200);
    expect(res.body).toEqual(EMPTY);
  });

  it('sums drafts, sent, overdue and partly paid balances per currency; paid ones and zero balances count as paid; archived ones not at all', async () => {
    const { create, acme, globex } = world;
    // Acme, USD: a draft (100), an overdue sent invoice (300), a paid one (80), a draft with
    // nothing to pay, and two archived ones (a draft and a paid invoice) that never count.
    const draft = await create({ items: [{ description: 'Design', quantity: 2, unitPrice: 50 }] });
    sampleInvoiceId = draft._id;
    const overdue = await create({ items: item(300) });
    await send(overdue._id);
    // Due dates in the past are refused by the API; time passing is simulated in the table.
    await t.handle.db
      .update(schema.invoices)
      .set({ dueDate: day(-5) })
      .where(eq(schema.invoices.id, overdue._id));
    expect((await rest.get(`/invoices/${overdue._id}`, { token: team.viewer.token })).body.overdue).toBe(
      true,
    );
    const paid = await create({ items: item(80) });
    await send(paid._id);
    await pay(paid._id);
    await create({ items: item(0, 'Courtesy call') });
    const archivedDraft = await create({ items: item(1000) });
    await archive(archivedDraft._id);
    const archivedPaid = await create({ items: item(40) });
    await pay(archivedPaid._id);
    await archive(archivedPaid._id);
    // Globex, USD: sent and partly paid (balance 124.75).
    const partly = await create({ client: globex.id, project: [globex.site], items: item(200) });
    await send(partly._id);
    await pay(partly._id, 75.25);
    // EUR: a Globex draft (500) and a paid Acme invoice (60).
    await create({ client: globex.id, project: [globex.site], items: item(500), currency: 'EUR' });
    const paidEur = await create({ items: item(60), currency: 'EUR', project: [acme.app] });
    await pay(paidEur._id);

    // Initech: one live invoice in GBP and one in CAD; GBP has an archived one as well, which
    // breaks the tie of live invoices before the alphabet does.
    initech = await world.insertClient(team.orgId, 'Initech');
    const initechProject = await world.insertProject(team.orgId, initech, 'Portal');
    const forInitech = { client: initech, project: [initechProject] };
    await create({ ...forInitech, items: item(10), currency: 'GBP' });
    const archivedGbp = await create({ ...forInitech, items: item(20), currency: 'GBP' });
    await archive(archivedGbp._id);
    await create({ ...forInitech, items: item(30), currency: 'CAD' });
    // Dormant: archived invoices only (AUD).
    dormant = await world.insertClient(team.orgId, 'Dormant');
    const dormantProject = await world.insertProject(team.orgId, dormant, 'Old');
    const archivedAud = await create({
      client: dormant,
      project: [dormantProject],
      items: item(70),
      currency: 'AUD',
    });
    await archive(archivedAud._id);

    // Another organization's invoices never count.
    const foreign = await rest.post(
      '/invoices',
      { client: world.outsiderClient.id, project: [world.outsiderClient.project], items: item(999) },
      { token: team.outsider.token },
    );
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(200);

    const res = await summary();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      unpaidTotal: 524.75,
      paidCount: 3,
      unpaidCount: 6,
      currency: 'USD',
      byCurrency: [
        tiles('USD', 524.75, 2, 3),
        tiles('EUR', 500, 1, 1),
        tiles('GBP', 10, 0, 1),
        tiles('CAD', 30, 0, 1),
      ],
    });

    // The outsider sees their own organization's invoice only.
    const outsider = await summary('', team.outsider.token);
    expect(outsider.body).toEqual({
      ...EMPTY,
      unpaidTotal: 999,
      unpaidCount: 1,
      byCurrency: [tiles('USD', 999, 0, 1)],
    });
  });

  it("agrees with the invoices list and the dashboard's Unpaid Invoices card", async () => {
    const { body: tiles } = await summary();
    const dashboard = await rest.get('/dashboard/summary', { token: team.viewer.token });
    expect(dashboard.status).toBe(200);
    const usd = tiles.byCurrency.find((row: { currency: string }) => row.currency === 'USD');
    expect(dashboard.body.unpaidTotal).toBe(usd.unpaidTotal);
    expect(dashboard.body.unpaidInvoices).toBe(tiles.unpaidCount);
    for (const other of dashboard.body.otherCurrencies) {
      const row = tiles.byCurrency.find((entry: { currency: string }) => entry.currency === other.currency);
      expect(other.unpaidTotal).toBe(row?.unpaidTotal ?? 0);
    }

    // The list (every non-archived invoice) read the way the web app reads an invoice.
    const list = await rest.get('/invoices', { token: team.viewer.token });
    const isPaid = (invoice: { status: string; balanceDue: number }) =>
      invoice.status === 'paid' || invoice.balanceDue <= 0;
    const unpaid = list.body.filter((invoice: any) => !isPaid(invoice));
    expect(list.body.filter(isPaid).length).toBe(tiles.paidCount);
    expect(unpaid.length).toBe(tiles.unpaidCount);
    const usdCents = unpaid
      .filter((invoice: any) => invoice.currency === 'USD')
      .reduce((sum: number, invoice: any) => sum + Math.round(invoice.balanceDue * 100), 0);
    expect(usdCents / 100).toBe(usd.unpaidTotal);
  });

  it("narrows the tiles to one client's invoices with ?client=", async () => {
    const { acme, globex } = world;
    expect((await summary(`?client=${acme.id}`)).body).toEqual({
      unpaidTotal: 400,
      paidCount: 3,
      unpaidCount: 2,
      currency: 'USD',
      byCurrency: [tiles('USD', 400, 2, 2), tiles('EUR', 0, 1, 0)],
    });
    // One live invoice in each currency and no archived ones: the alphabet decides.
    expect((await summary(`?client=${globex.id}`)).body).toEqual({
      unpaidTotal: 500,
      paidCount: 0,
      unpaidCount: 2,
      currency: 'EUR',
      byCurrency: [tiles('EUR', 500, 0, 1), tiles('USD', 124.75, 0, 1)],
    });
    // One live invoice each, but GBP has more invoices counting archived ones.
    expect((await summary(`?client=${initech}`)).body).toMatchObject({
      unpaidTotal: 10,
      currency: 'GBP',
      byCurrency: [{ currency: 'GBP' }, { currency: 'CAD' }],
    });
    // Archived invoices only: nothing to show, in the client's currency.
    expect((await summary(`?client=${dormant}`)).body).toEqual({ ...EMPTY, currency: 'AUD' });
    // Not a client of this organization, or not an id: nothing matches.
    expect((await summary(`?client=${world.outsiderClient.id}`)).body).toEqual(EMPTY);
    expect((await summary('?client=not-an-id')).body).toEqual(EMPTY);
    // An empty filter is no filter, as on the list.
    expect((await summary('?client=')).body).toEqual((await summary()).body);
  });

  it('answers the same over tRPC as over REST', async () => {
    for (const input of [{}, { client: world.acme.id }, { client: world.globex.id }]) {
      const query = 'client' in input ? `?client=${input.client}` : '';
      const [viaRest, viaTrpc] = await Promise.all([summary(query), trpcSummary(input)]);
      expect(viaTrpc.status).toBe(200);
      expect(viaTrpc.body).toEqual({ result: { data: viaRest.body } });
    }
  });

  it('does not take the place of GET /api/invoices/{id}', async () => {
    const one = await rest.get(`/invoices/${sampleInvoiceId}`, { token: team.viewer.token });
    expect(one.status).toBe(200);
    expect(one.body._id).toBe(sampleInvoiceId);
    const missing = await rest.get('/invoices/00000000-0000-4000-8000-000000000000', {
      token: team.viewer.token,
    });
    expect(missing.status).toBe(404);
    expect((await summary()).body).toHaveProperty('unpaidCount');

    const doc = await rest.get('/openapi.json');
    expect(doc.body.paths['/invoices/summary'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'client', in: 'query' })]),
    );
    expect(doc.body.paths['/invoices/{id}'].get).toBeDefined();
  });

  it('needs a signed-in member of the organization', async () => {
    const res = await rest.get('/invoices/summary');
    expect(res.status).toBe(401);
  });
});
