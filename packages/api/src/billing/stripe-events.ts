import { PAID_PLAN_TIERS, type PaidPlanTier, type SubscriptionStatus } from '@folio/contracts';
import type { Executor, OrgRow } from '@folio/db';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { isUuid } from '../core/ids';
import type { ApiDeps } from '../deps';
import { recordPlanChange } from './plan-change';
import { type StripeSettings, tierForPriceId } from './stripe-client';

type OrgChange = Partial<
  Pick<
    OrgRow,
    | 'planTier'
    | 'subscriptionStatus'
    | 'stripeCustomerId'
    | 'stripeSubscriptionId'
    | 'periodStart'
    | 'periodEnd'
    | 'billingEventAt'
  >
>;
type OrgRef = { orgId: string | null | undefined; customerId: string | null };
/**
 * How one event type finds its organization and what it changes there (null: nothing).
 * `carriesState`: the event holds the subscription's own state as of its `created` time, so
 * applying it sets the organization's billing clock (see applyStripeEvent).
 */
type EventHandler = { orgRef: OrgRef; carriesState: boolean; change: (org: OrgRow) => OrgChange | null };

/** `stale`: older than the subscription state already applied; recorded as processed, not applied. */
export type WebhookOutcome = 'applied' | 'unchanged' | 'duplicate' | 'ignored' | 'unmatched' | 'stale';

/** These Stripe statuses are shown as they are; any other one counts as inactive. */
const KNOWN_STATUSES = new Set<string>(['active', 'trialing', 'past_due', 'canceled']);
/** Statuses that keep the paid plan: past_due too, while Stripe retries the payment. */
const ENTITLED = new Set<SubscriptionStatus>(['active', 'trialing', 'past_due']);

const subscriptionStatusOf = (status: string): SubscriptionStatus =>
  KNOWN_STATUSES.has(status) ? (status as SubscriptionStatus) : 'inactive';

const paidTier = (value: unknown): PaidPlanTier | null =>
  PAID_PLAN_TIERS.find((tier) => tier === value) ?? null;

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** This API version keeps the billing period on the subscription's items, not on the subscription. */
function periodOf(subscription: Stripe.Subscription): OrgChange {
  const item = subscription.items?.data?.[0];
  if (!item) return {};
  return { periodStart: fromUnix(item.current_period_start), periodEnd: fromUnix(item.current_period_end) };
}

function checkoutCompleted(session: Stripe.Checkout.Session): EventHandler | null {
  if (session.mode !== 'subscription') return null;
  const customerId = idOf(session.customer);
  const subscriptionId = idOf(session.subscription);
  const tier = paidTier(session.metadata?.tier);
  return {
    orgRef: { orgId: session.client_reference_id ?? session.metadata?.orgId, customerId },
    // The session only says that a payment went through, not the subscription's state: Stripe
    // sends the subscription's own events in the same second, and those must still apply.
    carriesState: false,
    change: (org) => {
      // Stripe does not order events: when the subscription's own events came first, they carry
      // its exact status and period, which the session must not overwrite.
      if (subscriptionId && org.stripeSubscriptionId === subscriptionId) {
        return { stripeCustomerId: customerId ?? org.stripeCustomerId };
      }
      return {
        stripeCustomerId: customerId ?? org.stripeCustomerId,
        stripeSubscriptionId: subscriptionId,
        planTier: tier ?? org.planTier,
        subscriptionStatus: 'active',
        // The previous subscription's period no longer applies; the subscription events bring the new one.
        periodStart: null,
        periodEnd: null,
      };
    },
  };
}

function subscriptionChanged(
  subscription: Stripe.Subscription,
  settings: StripeSettings | undefined,
): EventHandler {
  const status = subscriptionStatusOf(subscription.status);
  const customerId = idOf(subscription.customer);
  const tier =
    tierForPriceId(settings, subscription.items?.data?.[0]?.price?.id) ??
    paidTier(subscription.metadata?.tier);
  return {
    orgRef: { orgId: subscription.metadata?.orgId, customerId },
    carriesState: true,
    change: (org) => {
      const entitled = ENTITLED.has(status);
      // An older subscription that ended must not override the organization's current one.
      if (org.stripeSubscriptionId && org.stripeSubscriptionId !== subscription.id && !entitled) return null;
      return {
        stripeCustomerId: customerId ?? org.stripeCustomerId,
        stripeSubscriptionId: subscription.id,
        subscriptionStatus: status,
        // Without a live subscription the organization is on the free plan; its data is kept.
        planTier: entitled ? (tier ?? org.planTier) : 'free',
        ...periodOf(subscription),
      };
    },
  };
}

function subscriptionDeleted(subscription: Stripe.Subscription): EventHandler {
  return {
    orgRef: { orgId: subscription.metadata?.orgId, customerId: idOf(subscription.customer) },
    carriesState: true,
    change: (org) => {
      if (org.stripeSubscriptionId && org.stripeSubscriptionId !== subscription.id) return null;
      // The customer id stays: the portal and a later checkout reuse it.
      return {
        stripeSubscriptionId: subscription.id,
        subscriptionStatus: 'canceled',
        planTier: 'free',
        ...periodOf(subscription),
      };
    },
  };
}

function handlerFor(event: Stripe.Event, settings: StripeSettings | undefined): EventHandler | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return subscriptionChanged(event.data.object, settings);
    case 'customer.subscription.deleted':
      return subscriptionDeleted(event.data.object);
    default:
      return null;
  }
}

/** The event's organization, row-locked so that concurrent events for it apply one after another. */
async function findOrg(tx: Executor, ref: OrgRef): Promise<OrgRow | null> {
  if (isUuid(ref.orgId)) {
    const [org] = await tx
      .select()
      .from(schema.organizations)
      .where(eq(schema.organizations.id, ref.orgId))
      .for('update');
    if (org) return org;
  }
  if (!ref.customerId) return null;
  const [org] = await tx
    .select()
    .from(schema.organizations)
    .where(eq(schema.organizations.stripeCustomerId, ref.customerId))
    .limit(1)
    .for('update');
  return org ?? null;
}

/**
 * Applies one verified Stripe event, at most once: the event id is stored in `stripe_events` in
 * the same transaction as the change, so a retried or concurrent delivery finds it and skips.
 *
 * Stripe does not deliver in order and retries a failed delivery for days, so an event can
 * arrive after a newer one (an "active" after the cancellation). The organization keeps the
 * `created` time of the last event that set its subscription state (`billing_event_at`); an
 * event created before it describes a past state and is skipped as `stale`. Events of the same
 * second apply in arrival order: Stripe's clock has no finer grain.
 */
export async function applyStripeEvent(deps: ApiDeps, event: Stripe.Event): Promise<WebhookOutcome> {
  const handler = handlerFor(event, deps.config.stripe);
  if (!handler) return 'ignored';
  return deps.db.transaction(async (tx) => {
    const org = await findOrg(tx, handler.orgRef);
    const [fresh] = await tx
      .insert(schema.stripeEvents)
      .values({ id: event.id, type: event.type, orgId: org?.id ?? null })
      .onConflictDoNothing()
      .returning({ id: schema.stripeEvents.id });
    if (!fresh) return 'duplicate';
    if (!org) return 'unmatched';
    const eventAt = fromUnix(event.created);
    if (eventAt && org.billingEventAt && eventAt < org.billingEventAt) return 'stale';
    const change = handler.change(org);
    if (!change) return 'unchanged';
    if (handler.carriesState && eventAt) change.billingEventAt = eventAt;
    await tx.update(schema.organizations).set(change).where(eq(schema.organizations.id, org.id));
    await recordPlanChange(tx, org, change, {
      actor: null,
      source: 'stripe',
      eventId: event.id,
      eventType: event.type,
    });
    return 'applied';
  });
}
