import {
  ACTIVITY_ACTIONS,
  PAYMENT_MSG,
  PUBLIC_INVOICE_MSG,
  publicMockCheckoutSchema,
} from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAnswer, validationBody } from './helpers/answers';
import { TEST_APP_URL } from './helpers/app';
import { as } from './helpers/rest';
import { useInvoiceWorld } from './helpers/suite';

/**
 * Paying online without Stripe keys (mock mode): Pay on the client page opens Folio's test payment
 * page, whose Pay records the payment at once, once; the amount is the server's to decide.
 */

const { world, t, rest, team } = useInvoiceWorld();

const setPartial = async (allow: boolean) => {
  const res = await rest.put('/org/payment-settings', { allowPartialPayments: allow }, as(team.admin));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** A sent invoice of 100.00 (2 × 50) and its page token. */
async function sentInvoice() {
  const invoice = await world.create();
  expect((await rest.patch(`/invoices/${invoice._id}/mark-sent`, undefined, as(team.admin))).status).toBe(
    200,
  );
  const link = await rest.get(`/invoices/${invoice._id}/share-link`, as(team.admin));
  return { invoice, token: String(link.body.url).split('/i/')[1]! };
}

const checkout = (token: string, body?: unknown) => rest.post(`/public/invoices/${token}/checkout`, body);

/** The checkout id of a mock checkout's URL (<APP_URL>/i/{token}/pay/{checkoutId}). */
function mockCheckoutId(token: string, url: string) {
  const prefix = `${TEST_APP_URL}/i/${token}/pay/`;
  expect(url.startsWith(prefix), url).toBe(true);
  return url.slice(prefix.length);
}

const pay = (token: string, checkoutId: string) =>
  rest.post(`/public/invoices/${token}/checkouts/${checkoutId}/pay`);

async function webhookEndpoint() {
  await t.handle.db.insert(schema.webhookEndpoints).values({
    orgId: team.orgId,
    url: 'https://hooks.example.com/folio',
    events: ['payment.created', 'invoice.paid', 'invoice.updated'],
    enabled: true,
    secret: `whsec_${Buffer.from('a test secret of the endpoint').toString('base64')}`,
  });
}

const eventsAbout = async (invoiceId: string) =>
  (
    await t.handle.db.select().from(schema.webhookEvents).where(eq(schema.webhookEvents.orgId, team.orgId))
  ).filter((event) => {
    const data = (event.payload as { data: { _id: string; invoice?: { _id: string } } }).data;
    return data._id === invoiceId || data.invoice?._id === invoiceId;
  });

describe('the client page in mock mode', () => {
  it('offers Pay while a balance is due, and says whether partial payments are taken', async () => {
    const { invoice, token } = await sentInvoice();
    expect((await rest.get(`/public/invoices/${token}`)).body).toMatchObject({
      canPay: true,
      allowPartialPayments: false,
    });
    await setPartial(true);
    expect((await rest.get(`/public/invoices/${token}`)).body.allowPartialPayments).toBe(true);
    await setPartial(false);
    await rest.patch(`/invoices/${invoice._id}/mark-paid`, {}, as(team.admin));
    expect((await rest.get(`/public/invoices/${token}`)).body).toMatchObject({
      canPay: false,
      balanceDue: 0,
    });
  });
});

/** The dashboard's revenue of the current month (USD, major units). */
async function thisMonthsRevenue(): Promise<number> {
  const summary = await rest.get('/dashboard/summary', as(team.admin));
  expect(summary.status).toBe(200);
  const months = summary.body.revenueByMonth as { total: number }[];
  return months.at(-1)?.total ?? 0;
}

describe('Pay in full on the mock payment page', () => {
  it('records one payment with no author: the invoice turns paid, with its activity entry and webhook events', async () => {
    await webhookEndpoint();
    const { invoice, token } = await sentInvoice();
    const opened = await checkout(token);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const id = mockCheckoutId(token, opened.body.url);
    // Opening the page records nothing.
    expect(await world.paymentsOf(invoice._id)).toHaveLength(0);

    const page = await rest.get(`/public/invoices/${token}/checkouts/${id}`);
    expectAnswer(page, 200, {
      displayNumber: invoice.displayNumber,
      sellerName: team.orgName,
      amount: 100,
      currency: 'USD',
      locale: 'en',
      status: 'open',
    });
    publicMockCheckoutSchema.strict().parse(page.body);

    const revenueBefore = await thisMonthsRevenue();
    const paid = await pay(token, id);
    expectAnswer(paid, 200, { ...page.body, status: 'completed' });
    // The dashboard's revenue counts it in this month, as a payment recorded by hand.
    expect(await thisMonthsRevenue()).toBe(revenueBefore + 100);
    const payments = await world.paymentsOf(invoice._id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amountCents: 10000,
      recordedBy: null,
      checkoutId: id,
      stripeReference: null,
    });
    const member = await rest.get(`/invoices/${invoice._id}`, as(team.viewer));
    expect(member.body).toMatchObject({ status: 'paid', paidAmount: 100, balanceDue: 0 });
    const entry = (await world.activityOf(invoice._id)).find(
      (e) => e.action === ACTIVITY_ACTIONS.paymentRecorded,
    );
    expect(entry).toMatchObject({
      userId: null,
      userName: null,
      meta: { amount: 100, currency: 'USD', balanceDue: 0, paidInFull: true, online: true, reference: null },
    });
    expect((await eventsAbout(invoice._id)).map((event) => event.type).sort()).toEqual([
      'invoice.paid',
      'payment.created',
    ]);
    // The page now has nothing left to pay.
    expect((await rest.get(`/public/invoices/${token}`)).body).toMatchObject({
      status: 'paid',
      canPay: false,
    });
    expectAnswer(await checkout(token), 409, { msg: PAYMENT_MSG.alreadyPaid });
  });

  it('a second press (or two at once) answers the completed checkout without a second payment', async () => {
    const { invoice, token } = await sentInvoice();
    const id = mockCheckoutId(token, (await checkout(token)).body.url);
    const presses = await Promise.all([pay(token, id), pay(token, id), pay(token, id)]);
    expect(presses.map((res) => [res.status, res.body.status])).toEqual([
      [200, 'completed'],
      [200, 'completed'],
      [200, 'completed'],
    ]);
    expect((await pay(token, id)).body.status).toBe('completed');
    expect(await world.paymentsOf(invoice._id)).toHaveLength(1);
    expect((await world.invoiceRow(invoice._id))?.paidCents).toBe(10000);
  });

  it('refuses (409) a checkout that would now pay more than the balance, recording nothing', async () => {
    const { invoice, token } = await sentInvoice();
    const id = mockCheckoutId(token, (await checkout(token)).body.url);
    await rest.patch(`/invoices/${invoice._id}/mark-paid`, { amount: 30 }, as(team.admin));
    expectAnswer(await pay(token, id), 409, { msg: PAYMENT_MSG.alreadyPaid });
    expect((await world.paymentsOf(invoice._id)).map((p) => p.amountCents)).toEqual([3000]);
    expect((await rest.get(`/public/invoices/${token}/checkouts/${id}`)).body.status).toBe('open');
  });
});

describe('partial payments', () => {
  it('with partial payments on, a part payment leaves the invoice partly paid', async () => {
    await setPartial(true);
    try {
      const { invoice, token } = await sentInvoice();
      const id = mockCheckoutId(token, (await checkout(token, { amount: 40.1 })).body.url);
      expect((await pay(token, id)).body).toMatchObject({ amount: 40.1, status: 'completed' });
      const member = await rest.get(`/invoices/${invoice._id}`, as(team.admin));
      expect(member.body).toMatchObject({ status: 'sent', paidAmount: 40.1, balanceDue: 59.9 });
      expect((await rest.get(`/public/invoices/${token}`)).body).toMatchObject({
        paid: 40.1,
        balanceDue: 59.9,
        canPay: true,
      });
      // The rest, by default the balance.
      const rest2 = mockCheckoutId(token, (await checkout(token)).body.url);
      expect((await pay(token, rest2)).body.amount).toBe(59.9);
      expect((await world.invoiceRow(invoice._id))?.status).toBe('paid');
      // A balance of exactly 1.00 can be paid with the minimum.
      const small = await sentInvoice();
      await rest.patch(`/invoices/${small.invoice._id}/mark-paid`, { amount: 99 }, as(team.admin));
      expect((await checkout(small.token, { amount: 1 })).status).toBe(200);
    } finally {
      await setPartial(false);
    }
  });

  it.each([
    [0.99, PAYMENT_MSG.amountInvalid],
    [0, PAYMENT_MSG.amountInvalid],
    [-5, PAYMENT_MSG.amountInvalid],
    [100.01, PAYMENT_MSG.amountInvalid],
    [10.005, PAYMENT_MSG.amountInvalid],
    ['50', PAYMENT_MSG.amountInvalid],
  ])('with partial payments on, refuses an amount of %j with 422 on amount', async (amount, msg) => {
    await setPartial(true);
    try {
      const { token } = await sentInvoice();
      expectAnswer(await checkout(token, { amount }), 422, validationBody(['amount', msg]));
    } finally {
      await setPartial(false);
    }
  });

  it('with partial payments off, takes the balance only', async () => {
    const { invoice, token } = await sentInvoice();
    expectAnswer(
      await checkout(token, { amount: 50 }),
      422,
      validationBody(['amount', PAYMENT_MSG.partialNotAllowed]),
    );
    expectAnswer(
      await checkout(token, { amount: 150 }),
      422,
      validationBody(['amount', PAYMENT_MSG.amountInvalid]),
    );
    const exact = await checkout(token, { amount: 100 });
    expect(exact.status).toBe(200);
    expect(
      (await rest.get(`/public/invoices/${token}/checkouts/${mockCheckoutId(token, exact.body.url)}`)).body
        .amount,
    ).toBe(100);
    const checkouts = await t.handle.db
      .select()
      .from(schema.invoiceCheckouts)
      .where(eq(schema.invoiceCheckouts.invoiceId, invoice._id));
    expect(checkouts).toHaveLength(1);
  });
});

describe('what the checkout routes refuse', () => {
  it('404 for an unknown token or a draft, 410 for an archived invoice', async () => {
    expectAnswer(await checkout('unknown-token'), 404, { msg: PUBLIC_INVOICE_MSG.notFound });
    const { invoice, token } = await sentInvoice();
    await rest.put(`/invoices/${invoice._id}`, { status: 'archived' }, as(team.admin));
    expect(await checkout(token)).toMatchObject({ status: 410, body: { msg: PUBLIC_INVOICE_MSG.archived } });
    await rest.put(`/invoices/${invoice._id}`, { status: 'draft' }, as(team.admin));
    expect((await world.invoiceRow(invoice._id))?.status).toBe('draft');
    expectAnswer(await checkout(token), 404, { msg: PUBLIC_INVOICE_MSG.notFound });
  });

  it('a checkout of another invoice, or an unknown one, is 404 on the mock page and its Pay', async () => {
    const first = await sentInvoice();
    const second = await sentInvoice();
    const id = mockCheckoutId(first.token, (await checkout(first.token)).body.url);
    for (const path of [`/public/invoices/${second.token}/checkouts/${id}`]) {
      expectAnswer(await rest.get(path), 404, { msg: PAYMENT_MSG.checkoutNotFound });
      expectAnswer(await rest.post(`${path}/pay`), 404, { msg: PAYMENT_MSG.checkoutNotFound });
    }
    expectAnswer(await rest.get(`/public/invoices/${first.token}/checkouts/not-an-id`), 404, {
      msg: PAYMENT_MSG.checkoutNotFound,
    });
    expect(await world.paymentsOf(second.invoice._id)).toHaveLength(0);
    expect(await world.paymentsOf(first.invoice._id)).toHaveLength(0);
  });
});

describe('POST /api/payments/stripe-webhook in mock mode', () => {
  it('answers 503 (not configured), so Stripe keeps the event until the server is', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe-webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } }),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ msg: PAYMENT_MSG.connectWebhookNotConfigured });
  });
});
