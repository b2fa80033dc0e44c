import { BILLING_MSG, BILLING_SERVER_MSG, type CheckoutInput, type PaidPlanTier } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import { errors } from '../core/errors';
import { lockOrganization } from '../core/plan-limits';
import { type OrgScope, withTransaction } from '../core/scope';
import { recordPlanChange } from './plan-change';
import { callStripe, priceIdFor, stripeClient } from './stripe-client';

const billingPage = (appUrl: string) => `${appUrl.replace(/\/$/, '')}/settings/billing`;

/** Statuses under which Stripe still bills the subscription: a second checkout would charge twice. */
const LIVE_SUBSCRIPTION = new Set(['active', 'trialing', 'past_due']);

/** Mock mode (no Stripe keys): the chosen plan is active at once, for one month. */
async function activateWithoutProvider(scope: OrgScope, tier: PaidPlanTier) {
  return withTransaction(scope, async (txScope) => {
    const before = await lockOrganization(txScope.db, scope.org.id);
    const periodStart = new Date();
    const periodEnd = new Date(periodStart);
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
    const change = { planTier: tier, subscriptionStatus: 'active' as const, periodStart, periodEnd };
    await txScope.db.update(schema.organizations).set(change).where(eq(schema.organizations.id, before.id));
    await recordPlanChange(txScope.db, before, change, { actor: scope.caller, source: 'mock' });
    return { msg: BILLING_MSG.planActivated, planTier: tier, subscriptionStatus: change.subscriptionStatus };
  });
}

/**
 * The organization's Stripe customer, created on first checkout. Two parallel checkouts may both
 * create one; only the first is stored (the conditional update), and the other stays unused.
 */
async function ensureCustomer(scope: OrgScope, stripe: Stripe) {
  // scope.org is read on every call (orgProcedure), so it is current.
  if (scope.org.stripeCustomerId) return scope.org.stripeCustomerId;
  const customer = await callStripe(scope.deps.log, BILLING_SERVER_MSG.checkoutFailed, () =>
    stripe.customers.create({
      name: scope.org.name,
      email: scope.caller.email,
      metadata: { orgId: scope.org.id },
    }),
  );
  const [stored] = await scope.deps.db
    .update(schema.organizations)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(schema.organizations.id, scope.org.id), isNull(schema.organizations.stripeCustomerId)))
    .returning({ id: schema.organizations.stripeCustomerId });
  if (stored?.id) return stored.id;
  const [winner] = await scope.deps.db
    .select({ id: schema.organizations.stripeCustomerId })
    .from(schema.organizations)
    .where(eq(schema.organizations.id, scope.org.id));
  return winner?.id ?? customer.id;
}

/**
 * POST /api/billing/checkout (admin/manager with a verified email). Mock mode activates the plan
 * directly and answers no url; with Stripe it answers the url of a Checkout Session, and the
 * plan changes when Stripe's webhook confirms the payment.
 */
export async function checkout(scope: OrgScope, { tier }: CheckoutInput) {
  const stripe = stripeClient(scope.deps.config);
  const settings = scope.deps.config.stripe;
  if (!stripe || !settings) return activateWithoutProvider(scope, tier);

  const price = priceIdFor(settings, tier);
  if (!price) throw errors.badRequest(BILLING_MSG.priceNotConfigured);
  if (scope.org.stripeSubscriptionId && LIVE_SUBSCRIPTION.has(scope.org.subscriptionStatus)) {
    throw errors.conflict(BILLING_SERVER_MSG.alreadySubscribed);
  }
  const customer = await ensureCustomer(scope, stripe);
  const page = billingPage(scope.deps.config.appUrl);
  const metadata = { orgId: scope.org.id, tier };
  const session = await callStripe(scope.deps.log, BILLING_SERVER_MSG.checkoutFailed, () =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      line_items: [{ price, quantity: 1 }],
      success_url: `${page}?success=1`,
      cancel_url: `${page}?canceled=1`,
      client_reference_id: scope.org.id,
      metadata,
      subscription_data: { metadata },
    }),
  );
  if (!session.url) throw errors.unavailable(BILLING_SERVER_MSG.checkoutFailed);
  return { url: session.url, msg: BILLING_SERVER_MSG.checkoutStarted };
}

/** POST /api/billing/portal (admin/manager): a Stripe customer-portal session to manage the plan. */
export async function portal(scope: OrgScope) {
  const stripe = stripeClient(scope.deps.config);
  if (!stripe) throw errors.badRequest(BILLING_MSG.portalUnavailable);
  const customer = scope.org.stripeCustomerId;
  if (!customer) throw errors.badRequest(BILLING_MSG.noBillingAccount);
  const session = await callStripe(scope.deps.log, BILLING_SERVER_MSG.portalFailed, () =>
    stripe.billingPortal.sessions.create({ customer, return_url: billingPage(scope.deps.config.appUrl) }),
  );
  return { url: session.url };
}
