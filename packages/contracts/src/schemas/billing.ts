import { PAID_PLAN_TIERS, PLAN_TIERS, SUBSCRIPTION_STATUSES } from '../constants';
import { BILLING_MSG } from '../messages';
import { z } from '../zod';
import { isoDateTime } from './common';

const price = z.object({ amount: z.number().int(), currency: z.string(), interval: z.string() });

export const billingOverviewSchema = z.object({
  org: z.object({
    _id: z.string(),
    name: z.string(),
    planTier: z.enum(PLAN_TIERS),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
    billing: z.object({
      periodStart: isoDateTime.nullable(),
      periodEnd: isoDateTime.nullable(),
      customerId: z.string().nullable(),
      subscriptionId: z.string().nullable(),
    }),
  }),
  /** Whether a payment-provider (Stripe) customer exists for the organization. */
  hasCustomer: z.boolean(),
  /** Monthly prices in cents, with an upper-case ISO currency and the billing interval. */
  prices: z.object({ pro: price, business: price }),
  mockMode: z.boolean(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const checkoutInput = z.object({ tier: z.enum(PAID_PLAN_TIERS, { error: BILLING_MSG.invalidTier }) });
export const checkoutResponse = z.object({
  url: z.string().optional(),
  msg: z.string(),
  planTier: z.enum(PLAN_TIERS).optional(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).optional(),
});
export const portalResponse = z.object({ url: z.string() });

/**
 * Billing answers only the server gives. When Stripe fails, the server answers the billing
 * screen's own failure texts, so the user reads the same either way (docs/product.md#billing-messages).
 */
export const BILLING_SERVER_MSG = {
  checkoutStarted: 'Redirecting to checkout',
  alreadySubscribed: 'This organization already has a subscription. Manage it from the billing portal.',
  checkoutFailed: 'Upgrade failed',
  portalFailed: 'Could not open portal',
} as const;

/** What the services receive: the inputs as the schemas above parse them. */
export type CheckoutInput = z.output<typeof checkoutInput>;
