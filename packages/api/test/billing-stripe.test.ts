import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BILLING_MSG, BILLING_SERVER_MSG, FALLBACK_PRICES_CENTS, MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planPrices } from '../src/billing/stripe-client';
import { createTestApp, TEST_APP_URL, type TestApp } from './helpers/app';
import { createTeam, type Team } from './helpers/org';
import { type RestClient, restClient, signUp, uniqueEmail } from './helpers/rest';

// Billing with Stripe configured. The real SDK talks to a small fake Stripe API on 127.0.0.1
// (through its host/port/protocol options); webhooks are signed with the SDK's test helper.

const WEBHOOK_SECRET = 'whsec_test';
const silentLog = { info() {}, warn() {}, error() {} };

type Recorded = { method: string; path: string; form: Record<string, string> };

/** Answers the four Stripe endpoints Folio calls with canned JSON and records each request. */
class FakeStripe {
  requests: Recorded[] = [];
  rejectCheckout = false;
  private server: Server = createServer((req, res) => void this.handle(req, res));
  private customers = 0;

  async start(): Promise<number> {
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
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const form = Object.fromEntries(new URLSearchParams(body));
    this.requests.push({ method: req.method ?? '', path: url.pathname, form });
    const send = (status: number, json: object) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      res.end(JSON.stringify(json));
    };
    const price = /^\/v1\/prices\/(price_pro|price_biz)$/.exec(url.pathname)?.[1];
    if (req.method === 'GET' && price) {
      return send(200, {
        id: price,
        object: 'price',
        unit_amount: price === 'price_pro' ? 1900 : 4900,
        currency: 'usd',
        recurring: { interval: 'month' },
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      this.customers += 1;
      return send(200, { id: `cus_fake_${this.customers}`, object: 'customer', metadata: {} });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (this.rejectCheckout) {
        return send(400, { error: { type: 'invalid_request_error', message: 'No such price' } });
      }
      return send(200, {
        id: 'cs_fake_1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.test/c/cs_fake_1',
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      return send(200, {
        id: 'bps_fake_1',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.test/p/session_1',
      });
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` },
    });
  }
}

/** A local port nothing listens on (the SDK's connection is refused at once). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let fake: FakeStripe;
let t: TestApp;
let rest: RestClient;
let team: Team;

beforeAll(async () => {
  fake = new FakeStripe();
  const port = await fake.start();
  t = await createTestApp({
    config: {
      stripe: {
        secretKey: 'sk_test_x',
        webhookSecret: WEBHOOK_SECRET,
        pricePro: 'price_pro',
        priceBusiness: 'price_biz',
        host: '127.0.0.1',
        port,
        protocol: 'http',
      },
    },
  });
  rest = restClient(t.app);
  team = await createTeam(t, rest);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const stripeSettings = () => t.deps.config.stripe!;

const orgRow = async (orgId: string) => {
  const [row] = await t.handle.db
    .select()
    .from(schema.organizations)
    .where(eq(schema.organizations.id, orgId));
  return row!;
};

const planChanges = (orgId: string) =>
  t.handle.db
    .select()
    .from(schema.activityEntries)
    .where(and(eq(schema.activityEntries.orgId, orgId), eq(schema.activityEntries.action, 'plan_changed')));

/** A webhook delivery as Stripe makes it: the raw JSON body and its signature header. */
function deliver(event: object, options: { secret?: string; signature?: string | null } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET })
      : options.signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

const unix = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

function subscriptionEvent(
  id: string,
  type: string,
  sub: {
    status: string;
    price?: string;
    metadata?: Record<string, string>;
    customer?: string;
    subscriptionId?: string;
  },
  period = { start: '2026-03-01T00:00:00.000Z', end: '2026-04-01T00:00:00.000Z' },
) {
  return {
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: sub.subscriptionId ?? 'sub_fake_1',
        object: 'subscription',
        status: sub.status,
        customer: sub.customer ?? 'cus_fake_1',
        metadata: sub.metadata ?? { orgId: team.orgId, tier: 'pro' },
        items: {
          object: 'list',
          data: [
            {
              id: 'si_fake_1',
              object: 'subscription_item',
              price: { id: sub.price ?? 'price_pro', object: 'price' },
              current_period_start: unix(period.start),
              current_period_end: unix(period.end),
            },
          ],
        },
      },
    },
  };
}

describe('GET /api/billing/overview with Stripe', () => {
  it("answers the configured prices' unit amounts from Stripe, cached between calls", async () => {
    for (const who of [team.viewer, team.admin]) {
      const res = await rest.get('/billing/overview', { token: who.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        prices: {
          pro: { amount: 1900, currency: 'USD', interval: 'month' },
          business: { amount: 4900, currency: 'USD', interval: 'month' },
        },
        mockMode: false,
        hasCustomer: false,
      });
    }
    expect(fake.calls('GET', '/v1/prices/price_pro')).toHaveLength(1);
    expect(fake.calls('GET', '/v1/prices/price_biz')).toHaveLength(1);
  });

  it('falls back to the built-in price of a plan (FALLBACK_PRICES_CENTS) whose Stripe price cannot be read or is not configured', async () => {
    const missing = await planPrices(
      { ...t.deps.config, stripe: { ...stripeSettings(), pricePro: 'price_missing' } },
      silentLog,
    );
    expect(missing).toEqual({
      pro: { amount: FALLBACK_PRICES_CENTS.pro, currency: 'USD', interval: 'month' },
      business: { amount: 4900, currency: 'USD', interval: 'month' },
    });
    const unreachable = await planPrices(
      { ...t.deps.config, stripe: { ...stripeSettings(), port: await closedPort() } },
      silentLog,
    );
    expect(unreachable).toEqual({
      pro: { amount: FALLBACK_PRICES_CENTS.pro, currency: 'USD', interval: 'month' },
      business: { amount: FALLBACK_PRICES_CENTS.business, currency: 'USD', interval: 'month' },
    });
    const unconfigured = await planPrices(
      { ...t.deps.config, stripe: { ...stripeSettings(), priceBusiness: undefined } },
      silentLog,
    );
    expect(unconfigured.business.amount).toBe(FALLBACK_PRICES_CENTS.business);
    expect(unconfigured.pro.amount).toBe(1900);
  });
});

describe('POST /api/billing/portal before any purchase', () => {
  it('answers 400 "no billing account" while the organization has no Stripe customer', async () => {
    const res = await rest.post('/billing/portal', undefined, { token: team.outsider.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: BILLING_MSG.noBillingAccount });
    expect(fake.calls('POST', '/v1/billing_portal/sessions')).toHaveLength(0);
  });
});

describe('POST /api/billing/checkout with Stripe', () => {
  it('is refused to members, viewers and unverified admins without calling Stripe', async () => {
    for (const who of [team.member, team.viewer]) {
      const res = await rest.post('/billing/checkout', { tier: 'pro' }, { token: who.token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('INSUFFICIENT_ROLE');
    }
    const newcomer = await signUp(rest, t.outbox, { orgName: 'Unverified Co', verify: false });
    const unverified = await rest.post('/billing/checkout', { tier: 'pro' }, { token: newcomer.token });
    expect(unverified.status).toBe(403);
    expect(unverified.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', msg: MSG.emailNotVerified });
    expect(fake.calls('POST', '/v1/customers')).toHaveLength(0);
    expect(fake.calls('POST', '/v1/checkout/sessions')).toHaveLength(0);
  });

  it('answers a 4xx when the plan has no Stripe price configured', async () => {
    const settings = stripeSettings();
    settings.priceBusiness = undefined;
    try {
      const res = await rest.post('/billing/checkout', { tier: 'business' }, { token: team.admin.token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ msg: BILLING_MSG.priceNotConfigured });
    } finally {
      settings.priceBusiness = 'price_biz';
    }
    expect(fake.calls('POST', '/v1/checkout/sessions')).toHaveLength(0);
  });

  it("creates the organization's customer, then a subscription Checkout Session, and answers its url", async () => {
    const res = await rest.post('/billing/checkout', { tier: 'pro' }, { token: team.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.url).toBe('https://checkout.stripe.test/c/cs_fake_1');
    expect(typeof res.body.msg).toBe('string');

    const [customer] = fake.calls('POST', '/v1/customers');
    expect(customer?.form).toMatchObject({
      name: 'Acme Studio',
      email: team.admin.email,
      'metadata[orgId]': team.orgId,
    });
    const [session] = fake.calls('POST', '/v1/checkout/sessions');
    expect(session?.form).toMatchObject({
      mode: 'subscription',
      customer: 'cus_fake_1',
      'line_items[0][price]': 'price_pro',
      'line_items[0][quantity]': '1',
      success_url: `${TEST_APP_URL}/settings/billing?success=1`,
      cancel_url: `${TEST_APP_URL}/settings/billing?canceled=1`,
      client_reference_id: team.orgId,
      'metadata[orgId]': team.orgId,
      'metadata[tier]': 'pro',
      'subscription_data[metadata][orgId]': team.orgId,
      'subscription_data[metadata][tier]': 'pro',
    });
    // Nothing is granted before Stripe confirms the payment.
    const row = await orgRow(team.orgId);
    expect(row).toMatchObject({
      stripeCustomerId: 'cus_fake_1',
      planTier: 'free',
      subscriptionStatus: 'inactive',
    });
    const overview = await rest.get('/billing/overview', { token: team.member.token });
    expect(overview.body.hasCustomer).toBe(true);
    expect(overview.body.org.billing.customerId).toBe('cus_fake_1');
    expect(await planChanges(team.orgId)).toHaveLength(0);
  });

  it('reuses the customer on a second checkout (by a manager, for business)', async () => {
    const res = await rest.post('/billing/checkout', { tier: 'business' }, { token: team.manager.token });
    expect(res.status).toBe(200);
    expect(fake.calls('POST', '/v1/customers')).toHaveLength(1);
    const sessions = fake.calls('POST', '/v1/checkout/sessions');
    expect(sessions.at(-1)?.form).toMatchObject({
      customer: 'cus_fake_1',
      'line_items[0][price]': 'price_biz',
      'metadata[tier]': 'business',
    });
  });

  it('answers 503 "Upgrade failed" when Stripe refuses, and changes nothing', async () => {
    fake.rejectCheckout = true;
    try {
      const res = await rest.post('/billing/checkout', { tier: 'pro' }, { token: team.admin.token });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ msg: BILLING_SERVER_MSG.checkoutFailed });
    } finally {
      fake.rejectCheckout = false;
    }
    expect((await orgRow(team.orgId)).planTier).toBe('free');
  });

  it('opens the customer portal for admins and managers, returning to the billing page', async () => {
    const res = await rest.post('/billing/portal', undefined, { token: team.manager.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: 'https://billing.stripe.test/p/session_1' });
    expect(fake.calls('POST', '/v1/billing_portal/sessions').at(-1)?.form).toEqual({
      customer: 'cus_fake_1',
      return_url: `${TEST_APP_URL}/settings/billing`,
    });
    const byMember = await rest.post('/billing/portal', undefined, { token: team.member.token });
    expect(byMember.status).toBe(403);
    expect(byMember.body.code).toBe('INSUFFICIENT_ROLE');
  });
});

describe('POST /api/billing/webhook', () => {
  const completed = () => ({
    id: 'evt_checkout_1',
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_fake_1',
        object: 'checkout.session',
        mode: 'subscription',
        customer: 'cus_fake_1',
        subscription: 'sub_fake_1',
        client_reference_id: team.orgId,
        metadata: { orgId: team.orgId, tier: 'pro' },
      },
    },
  });

  const pastDue = () =>
    subscriptionEvent('evt_sub_1', 'customer.subscription.updated', {
      status: 'past_due',
      price: 'price_biz',
    });

  it('refuses a bad, foreign or missing signature with 400 and changes nothing', async () => {
    const forged = await deliver(completed(), { signature: 't=1700000000,v1=deadbeef' });
    const foreign = await deliver(completed(), { secret: 'whsec_someone_else' });
    const missing = await deliver(completed(), { signature: null });
    for (const res of [forged, foreign, missing]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ msg: BILLING_MSG.invalidSignature });
    }
    expect(await t.handle.db.select().from(schema.stripeEvents)).toHaveLength(0);
    expect((await orgRow(team.orgId)).planTier).toBe('free');
  });

  it('answers 503 when no webhook secret is configured', async () => {
    const settings = stripeSettings();
    settings.webhookSecret = undefined;
    try {
      const res = await deliver(completed());
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ msg: BILLING_MSG.webhookNotConfigured });
    } finally {
      settings.webhookSecret = WEBHOOK_SECRET;
    }
    expect(await t.handle.db.select().from(schema.stripeEvents)).toHaveLength(0);
  });

  it('activates the plan on checkout.session.completed, once however often it is delivered', async () => {
    const event = completed();
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    for (const replay of [await deliver(event), await deliver(event)]) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ received: true });
    }
    expect(await orgRow(team.orgId)).toMatchObject({
      planTier: 'pro',
      subscriptionStatus: 'active',
      stripeCustomerId: 'cus_fake_1',
      stripeSubscriptionId: 'sub_fake_1',
    });
    const stored = await t.handle.db.select().from(schema.stripeEvents);
    expect(stored).toEqual([
      expect.objectContaining({
        id: 'evt_checkout_1',
        type: 'checkout.session.completed',
        orgId: team.orgId,
      }),
    ]);
    const entries = await planChanges(team.orgId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userId: null,
      entityType: 'other',
      objectId: team.orgId,
      meta: {
        to: { planTier: 'pro', subscriptionStatus: 'active' },
        source: 'stripe',
        eventId: 'evt_checkout_1',
      },
    });
    // The plan is live: a second checkout would bill twice, so it is refused.
    const again = await rest.post('/billing/checkout', { tier: 'business' }, { token: team.admin.token });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ msg: BILLING_SERVER_MSG.alreadySubscribed });
  });

  it('follows customer.subscription.updated: plan from the price, status, and the period of its items', async () => {
    const res = await deliver(pastDue());
    expect(res.statusCode).toBe(200);
    const overview = (await rest.get('/billing/overview', { token: team.viewer.token })).body;
    expect(overview.org).toMatchObject({
      planTier: 'business',
      subscriptionStatus: 'past_due',
      billing: {
        periodStart: '2026-03-01T00:00:00.000Z',
        periodEnd: '2026-04-01T00:00:00.000Z',
        customerId: 'cus_fake_1',
        subscriptionId: 'sub_fake_1',
      },
    });
    expect(await planChanges(team.orgId)).toHaveLength(2);
  });

  it('shows any status it does not know (unpaid, incomplete…) as inactive, on the free plan', async () => {
    await deliver(
      subscriptionEvent('evt_sub_2', 'customer.subscription.updated', {
        status: 'unpaid',
        price: 'price_biz',
      }),
    );
    expect(await orgRow(team.orgId)).toMatchObject({ planTier: 'free', subscriptionStatus: 'inactive' });
    // Stripe retrying the earlier past_due event now must not roll the organization back.
    const retried = await deliver(pastDue());
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ received: true });
    expect(await orgRow(team.orgId)).toMatchObject({ planTier: 'free', subscriptionStatus: 'inactive' });
    expect(
      await t.handle.db.select().from(schema.stripeEvents).where(eq(schema.stripeEvents.id, 'evt_sub_1')),
    ).toHaveLength(1);
    expect(await planChanges(team.orgId)).toHaveLength(3);
    // Found by its customer id when the subscription carries no metadata; the tier then comes from the price.
    await deliver(
      subscriptionEvent('evt_sub_3', 'customer.subscription.updated', {
        status: 'active',
        price: 'price_pro',
        metadata: {},
      }),
    );
    expect(await orgRow(team.orgId)).toMatchObject({ planTier: 'pro', subscriptionStatus: 'active' });
    // Without a configured price, the tier comes from the subscription's metadata.
    await deliver(
      subscriptionEvent('evt_sub_4', 'customer.subscription.created', {
        status: 'trialing',
        price: 'price_other',
        metadata: { orgId: team.orgId, tier: 'business' },
      }),
    );
    expect(await orgRow(team.orgId)).toMatchObject({ planTier: 'business', subscriptionStatus: 'trialing' });
    expect(await planChanges(team.orgId)).toHaveLength(5);
  });

  it('answers 200 to event types it does not handle, and stores nothing for them', async () => {
    const res = await deliver({
      id: 'evt_invoice_1',
      object: 'event',
      type: 'invoice.paid',
      data: { object: { id: 'in_1', object: 'invoice' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const stored = await t.handle.db
      .select()
      .from(schema.stripeEvents)
      .where(eq(schema.stripeEvents.id, 'evt_invoice_1'));
    expect(stored).toHaveLength(0);
  });

  it('downgrades to free on customer.subscription.deleted, keeps the customer and all data', async () => {
    await t.handle.db
      .update(schema.organizations)
      .set({ planTier: 'business' })
      .where(eq(schema.organizations.id, team.orgId));
    const deleted = subscriptionEvent('evt_sub_deleted', 'customer.subscription.deleted', {
      status: 'canceled',
    });
    // Concurrent deliveries of one event (Stripe retrying while the first is still running).
    const deliveries = await Promise.all([deliver(deleted), deliver(deleted), deliver(deleted)]);
    expect(deliveries.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect((await deliver(pastDue())).statusCode).toBe(200);
    expect(await orgRow(team.orgId)).toMatchObject({
      planTier: 'free',
      subscriptionStatus: 'canceled',
      stripeCustomerId: 'cus_fake_1',
    });
    expect(
      await t.handle.db
        .select()
        .from(schema.stripeEvents)
        .where(eq(schema.stripeEvents.id, 'evt_sub_deleted')),
    ).toHaveLength(1);
    expect(await planChanges(team.orgId)).toHaveLength(6);

    // Four members on a two-user free plan: everyone stays, only new ones are refused.
    const members = await rest.get('/org/members', { token: team.viewer.token });
    expect(members.body.members).toHaveLength(4);
    const invite = await rest.post(
      '/org/invite',
      { name: 'New', email: uniqueEmail(), role: 'member' },
      { token: team.admin.token },
    );
    expect(invite.status).toBe(403);
    expect(invite.body).toMatchObject({
      code: 'PLAN_UPGRADE_REQUIRED',
      currentPlan: 'free',
      subscriptionStatus: 'canceled',
    });
    // The customer stays, so the portal still opens (e.g. to see past invoices).
    expect((await rest.post('/billing/portal', undefined, { token: team.admin.token })).status).toBe(200);
  });

  it('ignores a late update of an ended subscription that is not the current one', async () => {
    await t.handle.db
      .update(schema.organizations)
      .set({ stripeSubscriptionId: 'sub_fake_2', planTier: 'pro', subscriptionStatus: 'active' })
      .where(eq(schema.organizations.id, team.orgId));
    await deliver(subscriptionEvent('evt_old_sub', 'customer.subscription.deleted', { status: 'canceled' }));
    expect(await orgRow(team.orgId)).toMatchObject({
      planTier: 'pro',
      subscriptionStatus: 'active',
      stripeSubscriptionId: 'sub_fake_2',
    });
  });
});

describe('POST /api/billing/webhook: events out of order', () => {
  // Stripe's `created` (unix seconds) orders events; deliveries come in any order, retries days later.
  const T1 = '2026-05-01T10:00:00.000Z';
  const T2 = '2026-05-02T10:00:00.000Z';
  const T3 = '2026-05-03T10:00:00.000Z';
  let orgId: string;
  let seq = 0;

  /** An event of this organization's own subscription, created at `at`. */
  const event = (type: string, status: string, at: string) => {
    seq += 1;
    return {
      ...subscriptionEvent(`evt_order_${seq}`, type, {
        status,
        customer: 'cus_order',
        subscriptionId: 'sub_order',
        metadata: { orgId, tier: 'pro' },
      }),
      created: unix(at),
    };
  };
  const deliverOk = async (body: object) => expect((await deliver(body)).statusCode).toBe(200);
  const processed = async (id: string) =>
    t.handle.db.select().from(schema.stripeEvents).where(eq(schema.stripeEvents.id, id));

  beforeAll(async () => {
    await signUp(rest, t.outbox, { orgName: 'Ordered Events Co' });
    const [org] = await t.handle.db
      .select()
      .from(schema.organizations)
      .where(eq(schema.organizations.name, 'Ordered Events Co'));
    orgId = org!.id;
  });

  it('keeps a deleted subscription deleted when an older "active" event arrives late', async () => {
    await deliverOk(event('customer.subscription.created', 'active', T1));
    expect(await orgRow(orgId)).toMatchObject({ planTier: 'pro', subscriptionStatus: 'active' });
    await deliverOk(event('customer.subscription.deleted', 'canceled', T2));
    expect(await orgRow(orgId)).toMatchObject({
      planTier: 'free',
      subscriptionStatus: 'canceled',
      billingEventAt: new Date(T2),
    });

    // Stripe retrying an "active" update from before the deletion, delivered for the first time now.
    const late = event('customer.subscription.updated', 'active', T1);
    await deliverOk(late);
    expect(await orgRow(orgId)).toMatchObject({
      planTier: 'free',
      subscriptionStatus: 'canceled',
      billingEventAt: new Date(T2),
    });
    // Recorded as processed, so its further retries are duplicates; no plan change is logged for it.
    expect(await processed(late.id)).toHaveLength(1);
    expect(await planChanges(orgId)).toHaveLength(2);
  });

  it("keeps a cancellation when the subscription's creation arrives after it", async () => {
    await deliverOk(event('customer.subscription.updated', 'canceled', T3));
    expect(await orgRow(orgId)).toMatchObject({ planTier: 'free', subscriptionStatus: 'canceled' });
    await deliverOk(event('customer.subscription.created', 'active', T2));
    expect(await orgRow(orgId)).toMatchObject({
      planTier: 'free',
      subscriptionStatus: 'canceled',
      billingEventAt: new Date(T3),
    });
  });

  it('applies a newer event, and events of the same second in arrival order', async () => {
    const T4 = '2026-05-04T10:00:00.000Z';
    await deliverOk(event('customer.subscription.updated', 'active', T4));
    expect(await orgRow(orgId)).toMatchObject({
      planTier: 'pro',
      subscriptionStatus: 'active',
      billingEventAt: new Date(T4),
    });
    await deliverOk(event('customer.subscription.updated', 'past_due', T4));
    expect(await orgRow(orgId)).toMatchObject({ planTier: 'pro', subscriptionStatus: 'past_due' });
  });

  it('ignores a late checkout completion older than the state applied', async () => {
    const before = await orgRow(orgId);
    const late = {
      id: 'evt_order_checkout',
      object: 'event',
      type: 'checkout.session.completed',
      created: unix(T1),
      data: {
        object: {
          id: 'cs_order',
          object: 'checkout.session',
          mode: 'subscription',
          customer: 'cus_order',
          subscription: 'sub_order_old',
          client_reference_id: orgId,
          metadata: { orgId, tier: 'business' },
        },
      },
    };
    await deliverOk(late);
    expect(await orgRow(orgId)).toEqual(before);
    expect(await processed(late.id)).toHaveLength(1);
  });
  it("lets the subscription's own events follow a later checkout completion (the session sets no clock)", async () => {
    const T5 = unix('2026-05-05T10:00:00.000Z');
    const checkout = {
      id: 'evt_order_checkout_2',
      object: 'event',
      type: 'checkout.session.completed',
      created: T5 + 1,
      data: {
        object: {
          id: 'cs_order_2',
          object: 'checkout.session',
          mode: 'subscription',
          customer: 'cus_order',
          subscription: 'sub_order_2',
          client_reference_id: orgId,
          metadata: { orgId, tier: 'pro' },
        },
      },
    };
    await deliverOk(checkout);
    expect(await orgRow(orgId)).toMatchObject({
      stripeSubscriptionId: 'sub_order_2',
      subscriptionStatus: 'active',
      periodStart: null,
    });
    await deliverOk({
      ...subscriptionEvent('evt_order_sub_2', 'customer.subscription.updated', {
        status: 'active',
        customer: 'cus_order',
        subscriptionId: 'sub_order_2',
        metadata: { orgId, tier: 'pro' },
      }),
      created: T5,
    });
    expect(await orgRow(orgId)).toMatchObject({
      stripeSubscriptionId: 'sub_order_2',
      subscriptionStatus: 'active',
      periodStart: new Date('2026-03-01T00:00:00.000Z'),
      billingEventAt: new Date(T5 * 1000),
    });
  });
});
