import { BILLING_MSG, BILLING_SERVER_MSG, type BillingOverview, type PaidPlanTier } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Actor } from '../core/activity';
import { errors } from '../core/errors';
import { lockAndReadOrganization } from '../orgs/plan-limits';
import type { Context } from '../trpc/context';
import { recordPlanChange } from './plan-change';
import { callStripe, isMockMode, planPrices, priceIdFor, stripeClient } from './stripe-client';

type Org = typeof schema.organizations.$inferSelect;
export type BillingCtx = Context & { org: Org; actor: Actor };

const billingPage = (appUrl: string) => `${appUrl.replace(/\/$/, '')}/settings/billing`;

/** Statuses under which Stripe still bills the subscription: a second checkout would charge twice. */
const LIVE_SUBSCRIPTION = new Set(['active', 'trialing', 'past_due']);

/** GET /api/billing/overview, for any member. */
export async function overview(ctx: BillingCtx): Promise<BillingOverview> {
  const { org } = ctx;
  return {
    org: {
      _id: org.id,
      name: org.name,
      planTier: org.planTier,
      subscriptionStatus: org.subscriptionStatus,
      billing: {
        periodStart: org.periodStart?.toISOString() ?? null,
        periodEnd: org.periodEnd?.toISOString() ?? null,
        customerId: org.stripeCustomerId,
        subscriptionId: org.stripeSubscriptionId,
      },
    },
    hasCustomer: Boolean(org.stripeCustomerId),
    prices: await planPrices(ctx.deps.config, ctx.deps.log),
    mockMode: isMockMode(ctx.deps.config),
  };
}

/** Mock mode (no Stripe keys): the chosen plan is active at once, for one month. */
async function activateWithoutProvider(ctx: BillingCtx, tier: PaidPlanTier) {
  return ctx.deps.db.transaction(async (tx) => {
    const before = await lockAndReadOrganization(tx, ctx.org.id);
    const periodStart = new Date();
    const periodEnd = new Date(periodStart);
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
    const change = { planTier: tier, subscriptionStatus: 'active' as const, periodStart, periodEnd };
    await tx.update(schema.organizations).set(change).where(eq(schema.organizations.id, before.id));
    await recordPlanChange(tx, before, change, { actor: ctx.actor, source: 'mock' });
    return { msg: BILLING_MSG.planActivated, planTier: tier, subscriptionStatus: change.subscriptionStatus };
  });
}

/**
 * The organization's Stripe customer, created on first checkout. Two parallel checkouts may both
 * create one; only the first is stored (the conditional update), and the other stays unused.
 */
async function ensureCustomer(ctx: BillingCtx, stripe: Stripe) {
  // ctx.org is read on every call (orgProcedure), so it is current.
  if (ctx.org.stripeCustomerId) return ctx.org.stripeCustomerId;
  const customer = await callStripe(ctx.deps.log, BILLING_SERVER_MSG.checkoutFailed, () =>
    stripe.customers.create({ name: ctx.org.name, email: ctx.actor.email, metadata: { orgId: ctx.org.id } }),
  );
  const [stored] = await ctx.deps.db
    .update(schema.organizations)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(schema.organizations.id, ctx.org.id), isNull(schema.organizations.stripeCustomerId)))
    .returning({ id: schema.organizations.stripeCustomerId });
  if (stored?.id) return stored.id;
  const [winner] = await ctx.deps.db
    .select({ id: schema.organizations.stripeCustomerId })
    .from(schema.organizations)
    .where(eq(schema.organizations.id, ctx.org.id));
  return winner?.id ?? customer.id;
}

/**
 * POST /api/billing/checkout (admin/manager with a verified email). Mock mode activates the plan
 * directly and answers no url; with Stripe it answers the url of a Checkout Session, and the
 * plan changes when Stripe's webhook confirms the payment.
 */
export async function checkout(ctx: BillingCtx, tier: PaidPlanTier) {
  const stripe = stripeClient(ctx.deps.config);
  const settings = ctx.deps.config.stripe;
  if (!stripe || !settings) return activateWithoutProvider(ctx, tier);

  const price = priceIdFor(settings, tier);
  if (!price) throw errors.badRequest(BILLING_MSG.priceNotConfigured);
  if (ctx.org.stripeSubscriptionId && LIVE_SUBSCRIPTION.has(ctx.org.subscriptionStatus)) {
    throw errors.conflict(BILLING_SERVER_MSG.alreadySubscribed);
  }
  const customer = await ensureCustomer(ctx, stripe);
  const page = billingPage(ctx.deps.config.appUrl);
  const metadata = { orgId: ctx.org.id, tier };
  const session = await callStripe(ctx.deps.log, BILLING_SERVER_MSG.checkoutFailed, () =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      line_items: [{ price, quantity: 1 }],
      success_url: `${page}?success=1`,
      cancel_url: `${page}?canceled=1`,
      client_reference_id: ctx.org.id,
      metadata,
      subscription_data: { metadata },
    }),
  );
  if (!session.url) throw errors.unavailable(BILLING_SERVER_MSG.checkoutFailed);
  return { url: session.url, msg: BILLING_SERVER_MSG.checkoutStarted };
}

/** POST /api/billing/portal (admin/manager): a Stripe customer-portal session to manage the plan. */
export async function portal(ctx: BillingCtx) {
  const stripe = stripeClient(ctx.deps.config);
  if (!stripe) throw errors.badRequest(BILLING_MSG.portalUnavailable);
  const customer = ctx.org.stripeCustomerId;
  if (!customer) throw errors.badRequest(BILLING_MSG.noBillingAccount);
  const session = await callStripe(ctx.deps.log, BILLING_SERVER_MSG.portalFailed, () =>
    stripe.billingPortal.sessions.create({ customer, return_url: billingPage(ctx.deps.config.appUrl) }),
  );
  return { url: session.url };
}
