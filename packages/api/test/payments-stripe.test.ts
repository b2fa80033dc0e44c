import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACTIVITY_ACTIONS, BILLING_MSG, PAYMENT_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from './helpers/answers';
import { TEST_APP_URL, type TestApp } from './helpers/app';
import { createInvoiceWorld, createTeam, type InvoiceWorld, type Team } from './helpers/org';
import { as, type RestClient } from './helpers/rest';

/**
 * Online payments with Stripe configured: the organization's Standard account (Connect), Checkout
 * Sessions on it, and the Connect webhook that records each checkout's payment exactly once. The
 * real SDK talks to a small fake of the Stripe API; events are signed with the SDK's own
 * generateTestHeaderString.
 */

const CONNECT_SECRET = 'whsec_connect_test';

type Recorded = { method: string; path: string; account: string | undefined; form: Record<string, string> };

/** The Stripe endpoints Connect and Checkout use, with canned answers; each request is recorded. */
class FakeConnectStripe {
  requests: Recorded[] = [];
  chargesEnabled = false;
  failCheckout = false;
  failAccounts = false;
  private accounts = 0;
  private sessions = 0;
  private server = createServer((req, res) => void this.handle(req, res));

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  calls(method: string, path: string) {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    const account = req.headers['stripe-account'];
    this.requests.push({
      method: req.method ?? '',
      path: pathname,
      account: typeof account === 'string' ? account : undefined,
      form: Object.fromEntries(new URLSearchParams(body)),
    });
    const send = (status: number, json: object) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      res.end(JSON.stringify(json));
    };
    if (req.method === 'POST' && pathname === '/v1/accounts') {
      if (this.failAccounts) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      this.accounts += 1;
      return send(200, { id: `acct_fake_${this.accounts}`, object: 'account', charges_enabled: false });
    }
    const accountId = /^\/v1\/accounts\/(acct_[\w]+)$/.exec(pathname)?.[1];
    if (req.method === 'GET' && accountId) {
      return send(200, { id: accountId, object: 'account', charges_enabled: this.chargesEnabled });
    }
    if (req.method === 'POST' && pathname === '/v1/account_links') {
      return send(200, { object: 'account_link', url: 'https://connect.stripe.test/setup/s/onboarding' });
    }
    if (req.method === 'POST' && pathname === '/v1/checkout/sessions') {
      if (this.failCheckout) {
        return send(400, { error: { type: 'invalid_request_error', message: 'Invalid currency' } });
      }
      this.sessions += 1;
      const id = `cs_fake_${this.sessions}`;
      return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/${id}` });
    }
    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized URL ${pathname}` } });
  }
}

const fake = new FakeConnectStripe();
let world: InvoiceWorld;
let t: TestApp;
let rest: RestClient;
let team: Team;
let accountId: string;

beforeAll(async () => {
  const port = await fake.start();
  world = await createInvoiceWorld({
    config: {
      stripe: {
        secretKey: 'sk_test_x',
        connectWebhookSecret: CONNECT_SECRET,
        host: '127.0.0.1',
        port,
        protocol: 'http',
      },
    },
  });
  ({ t, rest, team } = world);
  // The world's organization has a connected account that takes payments.
  fake.chargesEnabled = true;
  expect((await rest.post('/org/payment-settings/stripe/connect', undefined, as(team.admin))).status).toBe(
    200,
  );
  const refreshed = await rest.post('/org/payment-settings/stripe/refresh', undefined, as(team.admin));
  expect(refreshed.body.stripe.status).toBe('connected');
  accountId = refreshed.body.stripe.accountId;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

/** A sent invoice of 100.00 (2 × 50) and its page token. */
async function sentInvoice() {
  const invoice = await world.create();
  await rest.patch(`/invoices/${invoice._id}/mark-sent`, undefined, as(team.admin));
  const link = await rest.get(`/invoices/${invoice._id}/share-link`, as(team.admin));
  return { invoice, token: String(link.body.url).split('/i/')[1]! };
}

/** Pay pressed on the invoice's page: the checkout row and the session Stripe opened for it. */
async function openCheckout(token: string, invoiceId: string) {
  const res = await rest.post(`/public/invoices/${token}/checkout`, {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const rows = await t.handle.db
    .select()
    .from(schema.invoiceCheckouts)
    .where(eq(schema.invoiceCheckouts.invoiceId, invoiceId));
  const row = rows.at(-1)!;
  return { url: res.body.url as string, row, sessionId: row.stripeSessionId! };
}

let events = 0;
/** A Checkout Session event of the connected account, as Stripe sends it. */
function sessionEvent(
  type: string,
  session: { id: string; checkoutId: string; paymentStatus?: string; paymentIntent?: string },
  eventId = `evt_${++events}`,
) {
  return {
    id: eventId,
    object: 'event',
    type,
    account: accountId,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: session.paymentStatus ?? 'paid',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        client_reference_id: session.checkoutId,
        metadata: { checkoutId: session.checkoutId },
        payment_intent: session.paymentIntent ?? `pi_${session.id}`,
      },
    },
  };
}

/** A delivery to the Connect webhook, signed as Stripe signs it unless told otherwise. */
function deliver(event: object, options: { secret?: string; signature?: string | null } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? CONNECT_SECRET })
      : options.signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe-webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

describe('connecting the organization’s Stripe account', () => {
  it('creates a Standard account once, sends the admin to onboarding, and stores charges_enabled when they come back', async () => {
    const other = await createTeam(t, rest);
    const A = as(other.admin);
    fake.chargesEnabled = false;
    const created = fake.calls('POST', '/v1/accounts').length;
    const connect = await rest.post('/org/payment-settings/stripe/connect', undefined, A);
    expectAnswer(connect, 200, { url: 'https://connect.stripe.test/setup/s/onboarding' });
    const [account] = fake.calls('POST', '/v1/accounts').slice(created);
    expect(account?.form).toMatchObject({ type: 'standard', 'metadata[orgId]': other.orgId });
    const link = fake.calls('POST', '/v1/account_links').at(-1);
    const settings = await rest.get('/org/payment-settings', A);
    expect(settings.body).toMatchObject({
      mockMode: false,
      stripe: { status: 'pending', accountId: expect.stringMatching(/^acct_fake_/) },
      onlinePayments: false,
    });
    expect(link?.form).toEqual({
      account: settings.body.stripe.accountId,
      type: 'account_onboarding',
      return_url: `${TEST_APP_URL}/settings/payments?stripe=return`,
      refresh_url: `${TEST_APP_URL}/settings/payments?stripe=refresh`,
    });

    // Onboarding not finished: still pending. Then Stripe enables charges.
    expect((await rest.post('/org/payment-settings/stripe/refresh', undefined, A)).body.stripe.status).toBe(
      'pending',
    );
    fake.chargesEnabled = true;
    const ready = await rest.post('/org/payment-settings/stripe/refresh', undefined, A);
    expect(ready.body).toMatchObject({ stripe: { status: 'connected' }, onlinePayments: true });
    expect(fake.calls('GET', `/v1/accounts/${settings.body.stripe.accountId}`)).toHaveLength(2);

    // Connect again (an expired link): the same account, a new link.
    await rest.post('/org/payment-settings/stripe/connect', undefined, A);
    expect(fake.calls('POST', '/v1/accounts').length).toBe(created + 1);
    expect((await rest.get('/org/payment-settings', A)).body.stripe.accountId).toBe(
      settings.body.stripe.accountId,
    );

    // Stripe's account.updated turns charges off and on again.
    const update = (enabled: boolean, id: string) => ({
      id,
      object: 'event',
      type: 'account.updated',
      account: settings.body.stripe.accountId,
      data: { object: { id: settings.body.stripe.accountId, object: 'account', charges_enabled: enabled } },
    });
    expect((await deliver(update(false, 'evt_account_off'))).statusCode).toBe(200);
    expect((await rest.get('/org/payment-settings', A)).body.stripe.status).toBe('pending');
    expect((await deliver(update(true, 'evt_account_on'))).statusCode).toBe(200);
    expect((await rest.get('/org/payment-settings', A)).body.stripe.status).toBe('connected');
    // A repeated old event changes nothing.
    await deliver(update(false, 'evt_account_off'));
    expect((await rest.get('/org/payment-settings', A)).body.stripe.status).toBe('connected');

    const disconnected = await rest.delete('/org/payment-settings/stripe', A);
    expect(disconnected.body).toMatchObject({
      stripe: { status: 'not_connected', accountId: null },
      onlinePayments: false,
    });
  });

  it('answers 503 when Stripe cannot create the account, connecting nothing', async () => {
    const other = await createTeam(t, rest);
    fake.failAccounts = true;
    try {
      expectAnswer(await rest.post('/org/payment-settings/stripe/connect', undefined, as(other.admin)), 503, {
        msg: PAYMENT_MSG.stripeConnectFailed,
      });
    } finally {
      fake.failAccounts = false;
    }
    expect((await rest.get('/org/payment-settings', as(other.admin))).body.stripe.status).toBe(
      'not_connected',
    );
  });

  it('a page whose organization has no account that takes payments offers no Pay (409)', async () => {
    const other = await createTeam(t, rest, { plan: 'pro' });
    const clientId = await world.insertClient(other.orgId, 'Initech');
    const projectId = await world.insertProject(other.orgId, clientId, 'Site');
    const invoice = await rest.post(
      '/invoices',
      world.payload({ client: clientId, project: [projectId], currency: 'EUR' }),
      as(other.admin),
    );
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    await rest.patch(`/invoices/${invoice.body._id}/mark-sent`, undefined, as(other.admin));
    const link = await rest.get(`/invoices/${invoice.body._id}/share-link`, as(other.admin));
    const token = String(link.body.url).split('/i/')[1]!;
    expect((await rest.get(`/public/invoices/${token}`)).body.canPay).toBe(false);
    expectAnswer(await rest.post(`/public/invoices/${token}/checkout`, {}), 409, {
      msg: PAYMENT_MSG.paymentUnavailable,
    });
  });
});

describe('Pay with Stripe', () => {
  it('opens a Checkout Session on the connected account for the balance', async () => {
    const { invoice, token } = await sentInvoice();
    expect((await rest.get(`/public/invoices/${token}`)).body.canPay).toBe(true);
    const { url, row, sessionId } = await openCheckout(token, invoice._id);
    const call = fake.calls('POST', '/v1/checkout/sessions').at(-1)!;
    expect(url).toBe(`https://checkout.stripe.test/c/${sessionId}`);
    expect(call.account).toBe(accountId);
    const metadata = { checkoutId: row.id, orgId: team.orgId, invoiceId: invoice._id };
    expect(call.form).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '10000',
      'line_items[0][price_data][product_data][name]': `Invoice ${invoice.displayNumber}`,
      success_url: `${TEST_APP_URL}/i/${token}?payment=success`,
      cancel_url: `${TEST_APP_URL}/i/${token}`,
      client_reference_id: row.id,
      ...Object.fromEntries(Object.entries(metadata).map(([k, v]) => [`metadata[${k}]`, v])),
      ...Object.fromEntries(
        Object.entries(metadata).map(([k, v]) => [`payment_intent_data[metadata][${k}]`, v]),
      ),
    });
    expect(row).toMatchObject({
      provider: 'stripe',
      stripeAccountId: accountId,
      amountCents: 10000,
      status: 'open',
    });
    // Stripe checkouts are paid on Stripe, not on the test page.
    expectAnswer(await rest.post(`/public/invoices/${token}/checkouts/${row.id}/pay`), 409, {
      msg: PAYMENT_MSG.checkoutNotMock,
    });
    expect(await world.paymentsOf(invoice._id)).toHaveLength(0);
  });

  it('answers 503 when Stripe refuses, recording no open checkout', async () => {
    const { invoice, token } = await sentInvoice();
    fake.failCheckout = true;
    try {
      expectAnswer(await rest.post(`/public/invoices/${token}/checkout`, {}), 503, {
        msg: PAYMENT_MSG.checkoutFailed,
      });
    } finally {
      fake.failCheckout = false;
    }
    const rows = await t.handle.db
      .select()
      .from(schema.invoiceCheckouts)
      .where(eq(schema.invoiceCheckouts.invoiceId, invoice._id));
    expect(rows.map((row) => row.status)).toEqual(['expired']);
  });
});

describe('POST /api/payments/stripe-webhook', () => {
  it('checkout.session.completed records the payment once, with its Stripe reference; replays change nothing', async () => {
    const { invoice, token } = await sentInvoice();
    const { row, sessionId } = await openCheckout(token, invoice._id);
    const event = sessionEvent('checkout.session.completed', {
      id: sessionId,
      checkoutId: row.id,
      paymentIntent: 'pi_paid_1',
    });
    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await deliver(event)).toMatchObject({ statusCode: 200 });
    // Another event about the same session (Stripe may send both) does not pay twice either.
    await deliver(
      sessionEvent('checkout.session.async_payment_succeeded', { id: sessionId, checkoutId: row.id }),
    );

    const payments = await world.paymentsOf(invoice._id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amountCents: 10000,
      recordedBy: null,
      checkoutId: row.id,
      stripeReference: 'pi_paid_1',
    });
    expect((await rest.get(`/invoices/${invoice._id}`, as(team.admin))).body).toMatchObject({
      status: 'paid',
      balanceDue: 0,
    });
    const entries = (await world.activityOf(invoice._id)).filter(
      (e) => e.action === ACTIVITY_ACTIONS.paymentRecorded,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userId: null,
      meta: { amount: 100, paidInFull: true, online: true, reference: 'pi_paid_1' },
    });
    expect((await rest.get(`/public/invoices/${token}`)).body).toMatchObject({
      status: 'paid',
      canPay: false,
    });
  });

  it('concurrent deliveries of one event record one payment', async () => {
    const { invoice, token } = await sentInvoice();
    const { row, sessionId } = await openCheckout(token, invoice._id);
    const event = sessionEvent('checkout.session.completed', { id: sessionId, checkoutId: row.id });
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await world.paymentsOf(invoice._id)).toHaveLength(1);
    expect((await world.invoiceRow(invoice._id))?.paidCents).toBe(10000);
  });

  it('concurrent events with different ids for one session record one payment', async () => {
    const { invoice, token } = await sentInvoice();
    const { row, sessionId } = await openCheckout(token, invoice._id);
    await Promise.all(
      [1, 2, 3].map((n) =>
        deliver(
          sessionEvent('checkout.session.completed', { id: sessionId, checkoutId: row.id }, `evt_dup_${n}`),
        ),
      ),
    );
    expect(await world.paymentsOf(invoice._id)).toHaveLength(1);
  });

  it('refuses a wrong or missing signature with 400, changing nothing', async () => {
    const { invoice, token } = await sentInvoice();
    const { row, sessionId } = await openCheckout(token, invoice._id);
    const event = sessionEvent('checkout.session.completed', { id: sessionId, checkoutId: row.id });
    for (const answer of [
      await deliver(event, { secret: 'whsec_someone_else' }),
      await deliver(event, { signature: null }),
      await deliver(event, { signature: 't=1,v1=abc' }),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ msg: BILLING_MSG.invalidSignature });
    }
    expect(await world.paymentsOf(invoice._id)).toHaveLength(0);
    // The same event, signed, still applies: nothing was marked as seen.
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await world.paymentsOf(invoice._id)).toHaveLength(1);
  });

  it('a part payment leaves the invoice partly paid', async () => {
    await rest.put('/org/payment-settings', { allowPartialPayments: true }, as(team.admin));
    try {
      const { invoice, token } = await sentInvoice();
      const res = await rest.post(`/public/invoices/${token}/checkout`, { amount: 25.5 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [row] = await t.handle.db
        .select()
        .from(schema.invoiceCheckouts)
        .where(eq(schema.invoiceCheckouts.invoiceId, invoice._id));
      expect(fake.calls('POST', '/v1/checkout/sessions').at(-1)?.form).toMatchObject({
        'line_items[0][price_data][unit_amount]': '2550',
      });
      await deliver(
        sessionEvent('checkout.session.completed', { id: row!.stripeSessionId!, checkoutId: row!.id }),
      );
      expect((await rest.get(`/invoices/${invoice._id}`, as(team.admin))).body).toMatchObject({
        status: 'sent',
        paidAmount: 25.5,
        balanceDue: 74.5,
      });
    } finally {
      await rest.put('/org/payment-settings', { allowPartialPayments: false }, as(team.admin));
    }
  });

  it('a delayed payment is recorded when it succeeds, not when the session completes unpaid', async () => {
    const { invoice, token } = await sentInvoice();
    const { row, sessionId } = await openCheckout(token, invoice._id);
    const session = { id: sessionId, checkoutId: row.id };
    await deliver(sessionEvent('checkout.session.completed', { ...session, paymentStatus: 'unpaid' }));
    expect(await world.paymentsOf(invoice._id)).toHaveLength(0);
    await deliver(sessionEvent('checkout.session.async_payment_succeeded', session));
    expect(await world.paymentsOf(invoice._id)).toHaveLength(1);
  });

  it('expired marks the checkout expired; a late completed after it still records the money taken', async () => {
    const { invoice, token } = await sentInvoice();
    const { row, sessionId } = await openCheckout(token, invoice._id);
    const session = { id: sessionId, checkoutId: row.id };
    await deliver(sessionEvent('checkout.session.expired', session));
    const checkoutRow = async () =>
      (
        await t.handle.db.select().from(schema.invoiceCheckouts).where(eq(schema.invoiceCheckouts.id, row.id))
      )[0];
    expect((await checkoutRow())?.status).toBe('expired');
    await deliver(sessionEvent('checkout.session.completed', session));
    const payments = await world.paymentsOf(invoice._id);
    expect(payments).toHaveLength(1);
    expect(await checkoutRow()).toMatchObject({ status: 'completed', paymentId: payments[0]!.id });
  });

  it('money Stripe took is recorded even when the invoice was paid by hand meanwhile, or archived', async () => {
    const { invoice, token } = await sentInvoice();
    const { row, sessionId } = await openCheckout(token, invoice._id);
    await rest.patch(`/invoices/${invoice._id}/mark-paid`, {}, as(team.admin));
    await rest.put(`/invoices/${invoice._id}`, { status: 'archived' }, as(team.admin));
    expect(
      (await deliver(sessionEvent('checkout.session.completed', { id: sessionId, checkoutId: row.id })))
        .statusCode,
    ).toBe(200);
    const stored = await world.invoiceRow(invoice._id);
    // Paid twice: the freelancer sees the overpayment to refund; the invoice stays archived.
    expect(stored).toMatchObject({ status: 'archived', paidCents: 20000, totalCents: 10000 });
    expect(await world.paymentsOf(invoice._id)).toHaveLength(2);
  });

  it('acknowledges events it does not apply: unknown sessions, other types, subscription checkouts', async () => {
    const { invoice, token } = await sentInvoice();
    const unknown = sessionEvent('checkout.session.completed', {
      id: 'cs_not_folio',
      checkoutId: '00000000-0000-4000-8000-000000000000',
    });
    expect((await deliver(unknown)).statusCode).toBe(200);
    // Folio's own plan subscriptions have their own webhook: a subscription session is not a payment.
    const { row, sessionId } = await openCheckout(token, invoice._id);
    const subscription = sessionEvent('checkout.session.completed', { id: sessionId, checkoutId: row.id });
    subscription.data.object.mode = 'subscription';
    expect((await deliver(subscription)).statusCode).toBe(200);
    expect(
      (await deliver({ id: 'evt_other', object: 'event', type: 'charge.refunded', data: { object: {} } }))
        .statusCode,
    ).toBe(200);
    expect(await world.paymentsOf(invoice._id)).toHaveLength(0);
  });

  it('records nothing for an event of another connected account that names this organization’s checkout', async () => {
    const { invoice, token } = await sentInvoice();
    const { row, sessionId } = await openCheckout(token, invoice._id);
    const foreign = { ...sessionEvent('checkout.session.completed', { id: sessionId, checkoutId: row.id }) };
    foreign.account = 'acct_someone_else';
    expect((await deliver(foreign)).statusCode).toBe(200);
    const bySessionIdOnly = sessionEvent('checkout.session.completed', {
      id: 'cs_elsewhere',
      checkoutId: row.id,
    });
    bySessionIdOnly.account = 'acct_someone_else';
    expect((await deliver(bySessionIdOnly)).statusCode).toBe(200);
    expect(await world.paymentsOf(invoice._id)).toHaveLength(0);
    // The organization's own account's event still records it.
    expect(
      (await deliver(sessionEvent('checkout.session.completed', { id: sessionId, checkoutId: row.id })))
        .statusCode,
    ).toBe(200);
    expect(await world.paymentsOf(invoice._id)).toHaveLength(1);
  });
});
