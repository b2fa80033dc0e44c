import { ACTIVITY_ACTIONS, QUOTE_MSG, type Quote, todayIn } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { createInvoiceWorld, day, type InvoiceWorld, type Team } from './helpers/org';
import { itReadsText, once, usePdfText } from './helpers/pdf-text';
import { as, type RestClient } from './helpers/rest';

/**
 * Quotes over REST: numbering, the draft → sent → accepted / declined / expired rules, conversion
 * to an invoice with the same totals, roles and tenancy, the PDF drawn by the invoice engine.
 */

let world: InvoiceWorld;
let t: TestApp;
let rest: RestClient;
let team: Team;
let vat: string;
const pdfText = usePdfText();

beforeAll(async () => {
  world = await createInvoiceWorld();
  ({ t, rest, team } = world);
  const rate = await rest.post('/org/tax-rates', { name: 'VAT', percent: 20 }, as(team.admin));
  expect(rate.status, JSON.stringify(rate.body)).toBe(200);
  vat = rate.body._id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  client: world.acme.id,
  project: [world.acme.web],
  items: [
    { description: 'Design', quantity: 3, unitPrice: 120, discountPercent: 10, taxRateIds: [vat] },
    { description: 'Hosting', quantity: 1, unitPrice: 49.99 },
  ],
  currency: 'EUR',
  discount: { type: 'percent', value: 5 },
  validUntil: day(30),
  ...overrides,
});

async function createQuote(overrides: Record<string, unknown> = {}, who = team.admin): Promise<Quote> {
  const res = await rest.post('/quotes', quoteBody(overrides), as(who));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function sentQuote(overrides: Record<string, unknown> = {}): Promise<Quote> {
  const quote = await createQuote(overrides);
  const res = await rest.patch(`/quotes/${quote._id}/mark-sent`, undefined, as(team.manager));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Moves a quote's validity date to `date` as if time had passed (the API refuses a past date). */
const setValidUntil = (id: string, date: string) =>
  t.handle.db.update(schema.quotes).set({ validUntil: date }).where(eq(schema.quotes.id, id));

const setOrgTimeZone = (timeZone: string) =>
  t.handle.db
    .insert(schema.orgProfiles)
    .values({ orgId: team.orgId, timeZone })
    .onConflictDoUpdate({ target: schema.orgProfiles.orgId, set: { timeZone } });

describe('creating and editing quotes', () => {
  it('prices a quote with the invoice engine and numbers it Q-0001, Q-0002… ', async () => {
    const first = await createQuote();
    const second = await createQuote();
    expect(second.number).toBe(first.number + 1);
    expect(first.displayNumber).toBe(`Q-${String(first.number).padStart(4, '0')}`);
    expect(first.status).toBe('draft');
    expect(first.currency).toBe('EUR');
    // 3 × 120 less 10% = 324 (taxed), plus 49.99: 373.99; less 5%: 18.70 → 355.29; VAT on 324 × 0.95 = 307.80 → 61.56.
    expect(first.subtotal).toBe(373.99);
    expect(first.discountTotal).toBe(18.7);
    expect(first.taxes).toEqual([
      expect.objectContaining({
        taxRateId: vat,
        name: 'VAT',
        percent: 20,
        taxableAmount: 307.8,
        amount: 61.56,
      }),
    ]);
    expect(first.total).toBe(416.85);
    expect(first.client).toEqual({ _id: world.acme.id, name: 'Acme Corp' });
    expect(first.project).toEqual([{ _id: world.acme.web, title: 'Website' }]);
    expect(first.acceptance).toBeNull();
    expect(first.convertedInvoice).toBeNull();
  });

  it('gives ten concurrent creations ten consecutive numbers, with no gap and no repeat', async () => {
    const before = (await createQuote()).number;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => rest.post('/quotes', quoteBody(), as(team.admin))),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    const numbers = answers.map((res) => res.body.number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => before + 1 + i));
  });

  it('refuses a validity date before today or missing, and a refused quote takes no number', async () => {
    const before = (await createQuote()).number;
    const past = await rest.post('/quotes', quoteBody({ validUntil: day(-2) }), as(team.admin));
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual([
      expect.objectContaining({ field: 'validUntil', msg: QUOTE_MSG.validUntilPast }),
    ]);
    const { validUntil: _omitted, ...withoutDate } = quoteBody();
    const missing = await rest.post('/quotes', withoutDate, as(team.admin));
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ field: 'validUntil', msg: QUOTE_MSG.validUntilRequired }),
    ]);
    const foreign = await rest.post(
      '/quotes',
      quoteBody({ client: world.outsiderClient.id }),
      as(team.admin),
    );
    expect(foreign.status).toBe(422);
    expect((await createQuote()).number).toBe(before + 1);
  });

  it('edits a draft and prices it again; a sent quote no longer changes (409)', async () => {
    const quote = await createQuote();
    const edited = await rest.put(
      `/quotes/${quote._id}`,
      { items: [{ description: 'Audit', quantity: 2, unitPrice: 100 }], discount: null, validUntil: day(10) },
      as(team.manager),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      subtotal: 200,
      discountTotal: 0,
      taxTotal: 0,
      total: 200,
      validUntil: day(10),
    });
    expect((await world.activityOf(quote._id)).map((entry) => entry.action)).toContain(
      ACTIVITY_ACTIONS.updated,
    );

    const sent = await rest.patch(`/quotes/${quote._id}/mark-sent`, undefined, as(team.admin));
    expect(sent.body.status).toBe('sent');
    expect(sent.body.sentAt).not.toBeNull();
    const refused = await rest.put(`/quotes/${quote._id}`, { validUntil: day(20) }, as(team.admin));
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(QUOTE_MSG.notDraft);
    const again = await rest.patch(`/quotes/${quote._id}/mark-sent`, undefined, as(team.admin));
    expect(again.status).toBe(409);
  });

  it('lists with paging and filters by status (expired included), client and number', async () => {
    const expired = await sentQuote({ client: world.globex.id, project: [world.globex.site] });
    await setValidUntil(expired._id, day(-3));
    const byStatus = await rest.get('/quotes?status=expired', as(team.viewer));
    expect(byStatus.status).toBe(200);
    expect(byStatus.body.map((q: Quote) => q._id)).toContain(expired._id);
    expect(byStatus.body.every((q: Quote) => q.status === 'expired')).toBe(true);
    const sent = await rest.get('/quotes?status=sent', as(team.viewer));
    expect(sent.body.map((q: Quote) => q._id)).not.toContain(expired._id);
    const byClient = await rest.get(`/quotes?client=${world.globex.id}`, as(team.viewer));
    expect(byClient.body.every((q: Quote) => q.client._id === world.globex.id)).toBe(true);
    const byNumber = await rest.get(`/quotes?q=${expired.displayNumber}`, as(team.viewer));
    expect(byNumber.body.map((q: Quote) => q._id)).toEqual([expired._id]);

    const page = await rest.get('/quotes?limit=2', as(team.viewer));
    expect(page.body).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(2);
    const next = await rest.get(`/quotes?limit=2&after=${page.headers['x-next-cursor']}`, as(team.viewer));
    expect(next.body.map((q: Quote) => q._id)).not.toContain(page.body[0]._id);
  });
});

describe('expiry', () => {
  it("is read in the organization's time zone", async () => {
    // A zone whose date differs from UTC's at this hour: ahead (UTC+14) from 10:00 UTC, else behind (UTC−11).
    const ahead = new Date().getUTCHours() >= 10;
    await setOrgTimeZone(ahead ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago');
    try {
      const quote = await sentQuote();
      const utcToday = todayIn('UTC');
      const utcYesterday = todayIn('UTC', new Date(Date.now() - 86_400_000));
      await setValidUntil(quote._id, ahead ? utcToday : utcYesterday);
      const read = await rest.get(`/quotes/${quote._id}`, as(team.viewer));
      // Ahead, UTC's today is the organization's yesterday: expired. Behind, UTC's yesterday is its today: still open.
      expect(read.body.status).toBe(ahead ? 'expired' : 'sent');
    } finally {
      await setOrgTimeZone('UTC');
    }
  });
});

describe('converting a quote', () => {
  it('makes a draft invoice with identical lines and totals, links both, and refuses a second conversion', async () => {
    const quote = await sentQuote();
    // The rate changes after the quote was sent: the quote keeps its terms, and so does its invoice.
    const rate = await rest.put(`/org/tax-rates/${vat}`, { name: 'VAT', percent: 21 }, as(team.admin));
    expect(rate.status, JSON.stringify(rate.body)).toBe(200);
    try {
      const res = await rest.post(`/quotes/${quote._id}/convert`, undefined, as(team.manager));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const invoice = res.body;
      expect(invoice).toMatchObject({
        status: 'draft',
        quoteId: quote._id,
        currency: quote.currency,
        subtotal: quote.subtotal,
        discountTotal: quote.discountTotal,
        taxTotal: quote.taxTotal,
        total: quote.total,
        discount: quote.discount,
        client: quote.client,
        project: quote.project,
      });
      expect(invoice.items).toEqual(quote.items);
      expect(invoice.taxes).toEqual(quote.taxes);

      const linked = await rest.get(`/quotes/${quote._id}`, as(team.viewer));
      expect(linked.body.convertedInvoice).toEqual({
        _id: invoice._id,
        displayNumber: invoice.displayNumber,
      });
      expect(linked.body.convertedAt).not.toBeNull();
      const activity = await world.activityOf(quote._id);
      expect(activity.find((e) => e.action === ACTIVITY_ACTIONS.quoteConverted)?.meta).toMatchObject({
        invoiceId: invoice._id,
      });
      expect((await world.activityOf(invoice._id)).map((e) => e.action)).toContain(ACTIVITY_ACTIONS.created);

      const twice = await Promise.all([
        rest.post(`/quotes/${quote._id}/convert`, undefined, as(team.manager)),
        rest.post(`/quotes/${quote._id}/convert`, undefined, as(team.admin)),
      ]);
      expect(twice.map((r) => r.status)).toEqual([409, 409]);
      expect(twice[0]!.body.msg).toBe(QUOTE_MSG.alreadyConverted);
      const invoices = await t.handle.db
        .select()
        .from(schema.invoices)
        .where(eq(schema.invoices.quoteId, quote._id));
      expect(invoices).toHaveLength(1);
    } finally {
      await rest.put(`/org/tax-rates/${vat}`, { name: 'VAT', percent: 20 }, as(team.admin));
    }
  });

  it('refuses a draft, a declined and an expired quote (409)', async () => {
    const draft = await createQuote();
    const declined = await sentQuote();
    await t.handle.db
      .update(schema.quotes)
      .set({ status: 'declined' })
      .where(eq(schema.quotes.id, declined._id));
    const expired = await sentQuote();
    await setValidUntil(expired._id, day(-1));
    for (const quote of [draft, declined, expired]) {
      const res = await rest.post(`/quotes/${quote._id}/convert`, undefined, as(team.admin));
      expect(res.status, quote._id).toBe(409);
      expect(res.body.msg).toBe(QUOTE_MSG.cannotConvert);
    }
  });

  it('deleting a converted quote keeps its invoice, without the link', async () => {
    const quote = await sentQuote();
    const invoice = (await rest.post(`/quotes/${quote._id}/convert`, undefined, as(team.admin))).body;
    const res = await rest.delete(`/quotes/${quote._id}`, as(team.admin));
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(QUOTE_MSG.quoteDeleted);
    expect((await rest.get(`/quotes/${quote._id}`, as(team.admin))).status).toBe(404);
    const kept = await rest.get(`/invoices/${invoice._id}`, as(team.admin));
    expect(kept.status).toBe(200);
    expect(kept.body.quoteId).toBeNull();
  });
});

describe("the client's language", () => {
  it('writes the email draft and the PDF of a French client in French', async () => {
    await t.handle.db
      .update(schema.clients)
      .set({ locale: 'fr', email: 'achats@globex.example' })
      .where(eq(schema.clients.id, world.globex.id));
    try {
      const quote = await sentQuote({ client: world.globex.id, project: [world.globex.site] });
      const draft = await rest.get(`/quotes/${quote._id}/email-draft`, as(team.viewer));
      expect(draft.status).toBe(200);
      expect(draft.body.recipients).toEqual(['achats@globex.example']);
      expect(draft.body.subject).toBe(`Devis ${quote.displayNumber} de ${team.orgName}`);
      expect(draft.body.message).toContain(`Veuillez trouver ci-joint le devis ${quote.displayNumber}`);
      const pdf = await t.primary.inject({
        method: 'GET',
        url: `/api/quotes/${quote._id}/pdf`,
        headers: { authorization: `Bearer ${team.viewer.token}` },
      });
      expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe(`Devis ${quote.displayNumber}`);
    } finally {
      await t.handle.db
        .update(schema.clients)
        .set({ locale: null, email: null })
        .where(eq(schema.clients.id, world.globex.id));
    }
  });
});

describe('roles and tenancy', () => {
  it('lets viewers read but not write, and hides quotes from other organizations (404)', async () => {
    const quote = await sentQuote();
    expect((await rest.get(`/quotes/${quote._id}`, as(team.viewer))).status).toBe(200);
    expect((await rest.get('/quotes', as(team.viewer))).status).toBe(200);
    const writes = [
      rest.post('/quotes', quoteBody(), as(team.viewer)),
      rest.put(`/quotes/${quote._id}`, { validUntil: day(3) }, as(team.viewer)),
      rest.patch(`/quotes/${quote._id}/mark-sent`, undefined, as(team.viewer)),
      rest.post(`/quotes/${quote._id}/convert`, undefined, as(team.viewer)),
      rest.delete(`/quotes/${quote._id}`, as(team.viewer)),
      rest.get(`/quotes/${quote._id}/share-link`, as(team.viewer)),
    ];
    for (const res of await Promise.all(writes)) expect(res.status).toBe(403);

    const outsider = as(team.outsider);
    const reads = [
      rest.get(`/quotes/${quote._id}`, outsider),
      rest.get(`/quotes/${quote._id}/pdf`, outsider),
      rest.get(`/quotes/${quote._id}/deliveries`, outsider),
      rest.put(`/quotes/${quote._id}`, { validUntil: day(3) }, outsider),
      rest.post(`/quotes/${quote._id}/convert`, undefined, outsider),
      rest.delete(`/quotes/${quote._id}`, outsider),
    ];
    for (const res of await Promise.all(reads)) expect(res.status).toBe(404);
    expect((await rest.get('/quotes', outsider)).body.map((q: Quote) => q._id)).not.toContain(quote._id);
    expect((await rest.get('/quotes/not-a-uuid', as(team.admin))).status).toBe(404);
  });
});

describe('GET /api/quotes/{id}/pdf', () => {
  const quotePdf = once(async () => {
    const quote = await sentQuote();
    const res = await t.primary.inject({
      method: 'GET',
      url: `/api/quotes/${quote._id}/pdf`,
      headers: { authorization: `Bearer ${team.viewer.token}` },
    });
    return { quote, res };
  });

  it('answers the quote as a PDF named after its number', async () => {
    const { quote, res } = await quotePdf();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="quote-${quote.displayNumber}.pdf"`);
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toBe(`Quote ${quote.displayNumber}`);
  });

  itReadsText(
    'prints the title, validity date and totals, and no payment lines (needs pdftotext)',
    async () => {
      const { quote, res } = await quotePdf();
      const text = pdfText(res.rawPayload);
      expect(text).toContain(`Quote ${quote.displayNumber}`);
      expect(text).toContain('Valid until');
      expect(text).toContain('QUOTE TOTAL');
      // Nothing is billed yet: the client is who the quote is for.
      expect(text).toContain('QUOTE FOR');
      expect(text).not.toContain('BILL TO');
      expect(text).toContain('€416.85');
      expect(text).toContain('VAT');
      expect(text).not.toContain('Balance due');
      expect(text).not.toContain('Paid');
      expect(text).not.toContain('Due date');
    },
  );
});
