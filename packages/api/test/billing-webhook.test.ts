import { BILLING_MSG, BILLING_SERVER_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from './helpers/rest';
import { useStripeApp, WEBHOOK_SECRET } from './helpers/stripe';

/* Billing with Stripe configured: the webhook, and events that come out of order. */

const { t, rest, team, stripeSettings, orgRow, planChanges, deliver, unix, subscriptionEvent } =
  useStripeApp();

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
