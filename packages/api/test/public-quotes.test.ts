import { ACTIVITY_ACTIONS, type Delivery, QUOTE_MSG, type Quote } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './helpers/eventually';
import { day } from './helpers/org';
import { itReadsText, usePdfText } from './helpers/pdf-text';
import { as } from './helpers/rest';
import { useMailedInvoiceWorld } from './helpers/suite';

/**
 * A quote as its client meets it: the email through the job queue (its link and PDF), the page at
 * /q/{token} with no sign-in, Accept and Decline, and what the organization sees afterwards.
 */

const pdfText = usePdfText();
const CLIENT_EMAIL = 'buyer@acme.example';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) QuoteTest/1.0';

const { world, t, rest, team, sink } = useMailedInvoiceWorld({ clientEmail: CLIENT_EMAIL });
beforeAll(async () => {
  await t.handle.db.insert(schema.webhookEndpoints).values({
    orgId: team.orgId,
    url: 'https://hooks.example.com/folio',
    events: ['quote.accepted', 'quote.declined'],
    enabled: true,
    secret: `whsec_${Buffer.from('a test secret of the endpoint').toString('base64')}`,
  });
});

async function createQuote(overrides: Record<string, unknown> = {}): Promise<Quote> {
  const res = await rest.post(
    '/quotes',
    {
      client: world.acme.id,
      project: [world.acme.web],
      items: [
        { description: 'Workshop', quantity: 2, unitPrice: 450, discountPercent: 10 },
        { description: 'Travel', quantity: 1, unitPrice: 80 },
      ],
      currency: 'USD',
      discount: { type: 'amount', value: 30 },
      validUntil: day(20),
      ...overrides,
    },
    as(team.admin),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A sent quote and the token of its page. */
async function sharedQuote(): Promise<{ quote: Quote; token: string }> {
  const created = await createQuote();
  const sent = await rest.patch(`/quotes/${created._id}/mark-sent`, undefined, as(team.admin));
  expect(sent.status).toBe(200);
  const link = await rest.get(`/quotes/${created._id}/share-link`, as(team.manager));
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  expect(link.body.url).toMatch(/^http:\/\/localhost:3000\/q\/[A-Za-z0-9_-]+$/);
  return { quote: sent.body, token: String(link.body.url).split('/q/')[1]! };
}

const accept = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  rest.post(`/public/quotes/${token}/accept`, body, { headers: { 'user-agent': BROWSER, ...headers } });

const eventsOf = async (type: string) =>
  (
    await t.handle.db.select().from(schema.webhookEvents).where(eq(schema.webhookEvents.orgId, team.orgId))
  ).filter((event) => event.type === type);

describe('the quote email', () => {
  it('goes through the job queue with the PDF attached and the page link; delivered, the draft becomes sent', async () => {
    const quote = await createQuote();
    const res = await rest.post(`/quotes/${quote._id}/send`, { subject: 'Your quote' }, as(team.manager));
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ kind: 'quote', quoteId: quote._id, invoiceId: null, status: 'queued' });
    expect(res.body.recipients).toEqual([CLIENT_EMAIL]);
    await eventually(async () => {
      const deliveries: Delivery[] = (await rest.get(`/quotes/${quote._id}/deliveries`, as(team.viewer))).body
        .items;
      return deliveries.find((d) => d.status === 'delivered');
    });
    const [message] = sink.to(CLIENT_EMAIL).filter((m) => m.mail.subject === 'Your quote');
    expect(message).toBeDefined();
    const link = await rest.get(`/quotes/${quote._id}/share-link`, as(team.admin));
    expect(message!.mail.text).toContain(`View, accept or decline this quote online: ${link.body.url}`);
    expect(message!.mail.text).toContain(`Please find attached quote ${quote.displayNumber}`);
    expect(message!.mail.attachments.map((a) => a.filename)).toEqual([`quote-${quote.displayNumber}.pdf`]);

    const after = await rest.get(`/quotes/${quote._id}`, as(team.viewer));
    expect(after.body.status).toBe('sent');
    expect(after.body.sentAt).not.toBeNull();
    const actions = (await world.activityOf(quote._id)).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([ACTIVITY_ACTIONS.emailQueued, ACTIVITY_ACTIONS.emailDelivered]),
    );
  });

  itReadsText('attaches the quote PDF with its number, validity and total (needs pdftotext)', async () => {
    const quote = await createQuote();
    await rest.post(
      `/quotes/${quote._id}/send`,
      { subject: `PDF of ${quote.displayNumber}` },
      as(team.admin),
    );
    const mail = await eventually(async () =>
      sink.to(CLIENT_EMAIL).find((m) => m.mail.subject === `PDF of ${quote.displayNumber}`),
    );
    const text = pdfText(mail.mail.attachments[0]!.content);
    expect(text).toContain(`Quote ${quote.displayNumber}`);
    expect(text).toContain('Valid until');
    expect(text).toContain('$860.00');
  });

  it('refuses to send a quote that was answered (409) or has no recipient (422)', async () => {
    const { quote, token } = await sharedQuote();
    expect((await accept(token, { name: 'Dana Buyer' })).status).toBe(200);
    const answered = await rest.post(`/quotes/${quote._id}/send`, {}, as(team.admin));
    expect(answered.status).toBe(409);
    expect(answered.body.msg).toBe(QUOTE_MSG.answeredCannotSend);
    const other = await createQuote({ client: world.globex.id, project: [world.globex.site] });
    const nobody = await rest.post(`/quotes/${other._id}/send`, {}, as(team.admin));
    expect(nobody.status).toBe(422);
  });
});

describe('the client page', () => {
  it('shows a sent quote to anyone with the link, and records the first view by a non-member only', async () => {
    const { quote, token } = await sharedQuote();
    const asMember = await rest.get(`/public/quotes/${token}`, as(team.admin));
    expect(asMember.status).toBe(200);
    expect((await rest.get(`/quotes/${quote._id}`, as(team.admin))).body.viewedAt).toBeNull();

    const page = await rest.get(`/public/quotes/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toMatchObject({
      displayNumber: quote.displayNumber,
      status: 'sent',
      canAnswer: true,
      validUntil: quote.validUntil,
      total: quote.total,
      acceptance: null,
      seller: expect.objectContaining({ name: team.orgName }),
      client: expect.objectContaining({ name: 'Acme Corp' }),
    });
    expect((await rest.get(`/quotes/${quote._id}`, as(team.admin))).body.viewedAt).not.toBeNull();

    const pdf = await t.app.inject({ method: 'GET', url: `/api/public/quotes/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="quote-${quote.displayNumber}.pdf"`);
  });

  it('has no page for a draft, an unknown token or a rotated one (404)', async () => {
    const draft = await createQuote();
    const link = await rest.get(`/quotes/${draft._id}/share-link`, as(team.admin));
    expect(link.status).toBe(409);
    expect(link.body.msg).toBe(QUOTE_MSG.draftHasNoPage);
    expect((await rest.get('/public/quotes/not-a-real-token')).status).toBe(404);

    const { quote, token } = await sharedQuote();
    const rotated = await rest.post(`/quotes/${quote._id}/share-link/rotate`, undefined, as(team.admin));
    expect(rotated.status).toBe(200);
    const old = await rest.get(`/public/quotes/${token}`);
    expect(old.status).toBe(404);
    expect(old.body.msg).toBe(QUOTE_MSG.linkNotFound);
    expect((await accept(token, { name: 'Late Larry' })).status).toBe(404);
    const fresh = String(rotated.body.url).split('/q/')[1];
    expect((await rest.get(`/public/quotes/${fresh}`)).status).toBe(200);
  });
});

describe('accepting and declining', () => {
  it('accepts once with a signer name, records who, when, from where and with what, and freezes the quote', async () => {
    const { quote, token } = await sharedQuote();
    const blank = await accept(token, { name: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual([
      expect.objectContaining({ field: 'name', msg: QUOTE_MSG.signerNameRequired }),
    ]);

    const res = await accept(token, { name: '  Dana Buyer ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'accepted',
      canAnswer: false,
      acceptance: { name: 'Dana Buyer' },
    });

    const seen = (await rest.get(`/quotes/${quote._id}`, as(team.viewer))).body as Quote;
    expect(seen.status).toBe('accepted');
    expect(seen.signerName).toBe('Dana Buyer');
    expect(seen.acceptedAt).not.toBeNull();
    expect(seen.acceptance).toMatchObject({ name: 'Dana Buyer', userAgent: BROWSER });
    expect(seen.acceptance?.ip).toBeTruthy();

    const entry = (await world.activityOf(quote._id)).find(
      (e) => e.action === ACTIVITY_ACTIONS.quoteAccepted,
    );
    expect(entry).toMatchObject({
      userId: null,
      userName: null,
      meta: { signerName: 'Dana Buyer' },
      // The activity log reads snapshots: the signer is named there too.
      entity: { number: quote.number, name: 'Dana Buyer' },
    });
    const events = await eventsOf('quote.accepted');
    expect(events.map((e) => (e.payload as { data: Quote }).data._id)).toContain(quote._id);

    const again = await accept(token, { name: 'Someone Else' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(QUOTE_MSG.alreadyAnswered);
    expect((await rest.post(`/public/quotes/${token}/decline`, {})).status).toBe(409);
    expect((await rest.put(`/quotes/${quote._id}`, { validUntil: day(40) }, as(team.admin))).status).toBe(
      409,
    );
  });

  it('declines with an optional reason, kept on the quote and in the activity log, and then nothing else', async () => {
    const { quote, token } = await sharedQuote();
    const res = await rest.post(`/public/quotes/${token}/decline`, { reason: 'Over our budget' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'declined', canAnswer: false });
    expect(res.body.declinedAt).not.toBeNull();
    const entry = (await world.activityOf(quote._id)).find(
      (e) => e.action === ACTIVITY_ACTIONS.quoteDeclined,
    );
    expect(entry?.meta).toEqual({ reason: 'Over our budget' });
    const seen = (await rest.get(`/quotes/${quote._id}`, as(team.viewer))).body as Quote;
    expect(seen).toMatchObject({ status: 'declined', declineReason: 'Over our budget', acceptance: null });
    const declined = (await eventsOf('quote.declined')).map((e) => (e.payload as { data: Quote }).data);
    expect(declined.find((q) => q._id === quote._id)?.declineReason).toBe('Over our budget');
    expect((await accept(token, { name: 'Changed Mind' })).status).toBe(409);
    const convert = await rest.post(`/quotes/${quote._id}/convert`, undefined, as(team.admin));
    expect(convert.status).toBe(409);
  });

  it('refuses to accept an expired quote (409)', async () => {
    const { quote, token } = await sharedQuote();
    await t.handle.db
      .update(schema.quotes)
      .set({ validUntil: day(-1) })
      .where(eq(schema.quotes.id, quote._id));
    const page = await rest.get(`/public/quotes/${token}`);
    expect(page.body).toMatchObject({ status: 'expired', canAnswer: false });
    const res = await accept(token, { name: 'Too Late' });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(QUOTE_MSG.expired);
    expect((await rest.post(`/public/quotes/${token}/decline`, {})).status).toBe(409);
  });

  it('a quote accepted by a stranger converts to an invoice with the same totals, once', async () => {
    const { quote, token } = await sharedQuote();
    expect((await accept(token, { name: 'Stranger Sam' })).status).toBe(200);
    const invoice = await rest.post(`/quotes/${quote._id}/convert`, undefined, as(team.manager));
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    expect(invoice.body).toMatchObject({ total: quote.total, subtotal: quote.subtotal, quoteId: quote._id });
    expect((await rest.post(`/quotes/${quote._id}/convert`, undefined, as(team.manager))).status).toBe(409);
  });
});
