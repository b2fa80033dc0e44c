import { ACTIVITY_ACTIONS, PUBLIC_INVOICE_MSG, publicInvoiceSchema } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/core/hash';
import type { TestApp } from './helpers/app';
import { TEST_APP_URL } from './helpers/app';
import { createInvoiceWorld, type InvoiceWorld, type Team } from './helpers/org';
import { as, type RestClient } from './helpers/rest';

/**
 * The client's invoice page: its link (issued once, rotated on demand, stored hashed), the public
 * answer and PDF with no sign-in, and "seen" (viewedAt) recorded only for someone who is not a
 * member of the organization.
 */

let world: InvoiceWorld;
let t: TestApp;
let rest: RestClient;
let team: Team;
let vatId: string;

beforeAll(async () => {
  world = await createInvoiceWorld();
  ({ t, rest, team } = world);
  await t.handle.db
    .update(schema.clients)
    .set({ address: '1 Market St\nSpringfield', taxId: 'US-123' })
    .where(eq(schema.clients.id, world.acme.id));
  const tax = await rest.post('/org/tax-rates', { name: 'VAT', percent: 20 }, as(team.admin));
  expect(tax.status, JSON.stringify(tax.body)).toBe(200);
  vatId = tax.body._id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** A sent invoice with two lines, a tax and a partial payment, and its page link. */
async function sentInvoice() {
  const invoice = await world.create({
    items: [
      { description: 'Design', quantity: 2, unitPrice: 50, taxRateIds: [vatId] },
      { description: 'Hosting', quantity: 1, unitPrice: 30, discountPercent: 10 },
    ],
  });
  expect((await rest.patch(`/invoices/${invoice._id}/mark-sent`, undefined, as(team.admin))).status).toBe(
    200,
  );
  const paid = await rest.patch(`/invoices/${invoice._id}/mark-paid`, { amount: 20 }, as(team.admin));
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const link = await rest.get(`/invoices/${invoice._id}/share-link`, as(team.manager));
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const token = String(link.body.url).split('/i/')[1]!;
  return { invoice: paid.body, url: link.body.url as string, token };
}

describe('GET /api/invoices/{id}/share-link', () => {
  it('answers the same <APP_URL>/i/{token} link every time, storing only its hash', async () => {
    const { invoice, url, token } = await sentInvoice();
    expect(url).toMatch(new RegExp(`^${TEST_APP_URL}/i/[A-Za-z0-9_-]{43}$`));
    const again = await rest.get(`/invoices/${invoice._id}/share-link`, as(team.admin));
    expect(again.body.url).toBe(url);
    const row = await world.invoiceRow(invoice._id);
    expect(row?.shareTokenHash).toBe(hashToken(token));
    expect(row?.shareTokenSealed).not.toContain(token);
  });

  it('is for admins and managers only', async () => {
    const { invoice } = await sentInvoice();
    for (const who of [team.member, team.viewer]) {
      expect((await rest.get(`/invoices/${invoice._id}/share-link`, as(who))).status).toBe(403);
      expect((await rest.post(`/invoices/${invoice._id}/share-link/rotate`, undefined, as(who))).status).toBe(
        403,
      );
    }
    expect((await rest.get(`/invoices/${invoice._id}/share-link`, as(team.outsider))).status).toBe(404);
    expect((await rest.get(`/invoices/${invoice._id}/share-link`)).status).toBe(401);
  });

  it('refuses a draft: a draft invoice has no client page', async () => {
    const draft = await world.create();
    const res = await rest.get(`/invoices/${draft._id}/share-link`, as(team.admin));
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(PUBLIC_INVOICE_MSG.draftHasNoPage);
    expect((await world.invoiceRow(draft._id))?.shareTokenHash).toBeNull();
  });

  it('rotate issues a new link and the old one answers 404 at once', async () => {
    const { invoice, token } = await sentInvoice();
    const rotated = await rest.post(`/invoices/${invoice._id}/share-link/rotate`, undefined, as(team.admin));
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const fresh = String(rotated.body.url).split('/i/')[1]!;
    expect(fresh).not.toBe(token);
    const old = await rest.get(`/public/invoices/${token}`);
    expect(old.status).toBe(404);
    expect(old.body.msg).toBe(PUBLIC_INVOICE_MSG.notFound);
    expect((await rest.get(`/public/invoices/${token}/pdf`)).status).toBe(404);
    expect((await rest.get(`/public/invoices/${fresh}`)).status).toBe(200);
    expect((await rest.get(`/invoices/${invoice._id}/share-link`, as(team.admin))).body.url).toBe(
      rotated.body.url,
    );
  });
});

describe('GET /api/public/invoices/{token}', () => {
  it("answers the invoice as its client sees it, with the invoice's totals, and no sign-in", async () => {
    const { invoice, token } = await sentInvoice();
    const res = await rest.get(`/public/invoices/${token}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = publicInvoiceSchema.strict().parse(res.body);
    expect(page).toMatchObject({
      displayNumber: invoice.displayNumber,
      status: 'sent',
      currency: 'USD',
      locale: 'en',
      dueDate: invoice.dueDate,
      subtotal: invoice.subtotal,
      discountTotal: invoice.discountTotal,
      taxTotal: invoice.taxTotal,
      total: invoice.total,
      paid: 20,
      balanceDue: invoice.balanceDue,
      // Mock mode (no Stripe keys): a balance due can be paid on the test payment page.
      canPay: true,
      allowPartialPayments: false,
      client: { name: 'Acme Corp', address: '1 Market St\nSpringfield', taxId: 'US-123' },
      seller: { name: 'Acme Studio', logoUrl: null },
    });
    expect(page.total).toBe(147); // 2 × 50 + 20% VAT + 30 less 10%
    expect(page.balanceDue).toBe(127);
    expect(page.items).toEqual([
      { description: 'Design', quantity: 2, unitPrice: 50, discountPercent: 0, amount: 100, taxes: ['VAT'] },
      { description: 'Hosting', quantity: 1, unitPrice: 30, discountPercent: 10, amount: 27, taxes: [] },
    ]);
    expect(page.taxes).toEqual([{ name: 'VAT', percent: 20, amount: 20 }]);
    expect(JSON.stringify(res.body)).not.toContain(invoice._id);
  });

  it('serves the PDF', async () => {
    const { invoice, token } = await sentInvoice();
    const res = await t.app.inject({ method: 'GET', url: `/api/public/invoices/${token}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="invoice-${invoice.displayNumber}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for an unknown or malformed token', async () => {
    for (const token of ['nope', 'A'.repeat(43), 'x'.repeat(90)]) {
      const res = await rest.get(`/public/invoices/${token}`);
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe(PUBLIC_INVOICE_MSG.notFound);
    }
  });

  it('answers 410 for an archived invoice, and 404 once it is a draft again', async () => {
    const { invoice, token } = await sentInvoice();
    expect((await rest.put(`/invoices/${invoice._id}`, { status: 'archived' }, as(team.admin))).status).toBe(
      200,
    );
    const gone = await rest.get(`/public/invoices/${token}`);
    expect(gone.status).toBe(410);
    expect(gone.body.msg).toBe(PUBLIC_INVOICE_MSG.archived);
    expect((await rest.get(`/public/invoices/${token}/pdf`)).status).toBe(410);
    const draft = await world.create();
    await t.handle.db
      .update(schema.invoices)
      .set({ shareTokenHash: hashToken('draft-token') })
      .where(eq(schema.invoices.id, draft._id));
    expect((await rest.get('/public/invoices/draft-token')).status).toBe(404);
  });
});

describe('seen: viewedAt', () => {
  it('is not set by members of the organization, is set once by a stranger, and is logged', async () => {
    const { invoice, token } = await sentInvoice();
    for (const who of [team.admin, team.viewer]) {
      expect((await rest.get(`/public/invoices/${token}`, as(who))).status).toBe(200);
    }
    expect((await rest.get(`/public/invoices/${token}`, { cookie: team.member.refresh })).status).toBe(200);
    expect((await world.invoiceRow(invoice._id))?.viewedAt).toBeNull();
    expect((await rest.get(`/invoices/${invoice._id}`, as(team.admin))).body.viewedAt).toBeNull();

    // A signed-in member of another organization is a stranger to this one.
    expect((await rest.get(`/public/invoices/${token}`, as(team.outsider))).status).toBe(200);
    const viewedAt = (await world.invoiceRow(invoice._id))?.viewedAt;
    expect(viewedAt).toBeInstanceOf(Date);
    await rest.get(`/public/invoices/${token}`);
    expect((await world.invoiceRow(invoice._id))?.viewedAt).toEqual(viewedAt);

    const answer = await rest.get(`/invoices/${invoice._id}`, as(team.viewer));
    expect(answer.body.viewedAt).toBe(viewedAt!.toISOString());
    const listed = await rest.get('/invoices', as(team.viewer));
    expect(listed.body.find((i: { _id: string }) => i._id === invoice._id).viewedAt).toBe(
      viewedAt!.toISOString(),
    );
    const viewed = (await world.activityOf(invoice._id)).filter(
      (e) => e.action === ACTIVITY_ACTIONS.invoiceViewed,
    );
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({ userId: null, userName: null });
  });

  it('two first openings at once record one view', async () => {
    const { invoice, token } = await sentInvoice();
    await Promise.all([1, 2, 3, 4].map(() => rest.get(`/public/invoices/${token}`)));
    const viewed = (await world.activityOf(invoice._id)).filter(
      (e) => e.action === ACTIVITY_ACTIONS.invoiceViewed,
    );
    expect(viewed).toHaveLength(1);
  });
});
