import { BILLING_MSG, type PaidPlanTier } from '@folio/contracts';

/** The billing screen's texts (the server's own billing messages come from @folio/contracts). */
export const BILLING_TEXTS = {
  title: 'Billing',
  loadFailed: 'Failed to load billing',
  upgradeFailed: 'Upgrade failed',
  portalFailed: 'Could not open portal',
  manage: 'Manage subscription',
  mockBanner:
    'Billing is in mock mode: no payment provider is configured, so upgrades are activated at once and nothing is charged.',
  planActivated: BILLING_MSG.planActivated,
  subscriptionUpdated: BILLING_MSG.subscriptionUpdated,
  checkoutCanceled: BILLING_MSG.checkoutCanceled,
  help: [
    'Only admins and managers can change the plan.',
    'Your email address must be verified to purchase.',
    'Upgrades take effect at once; the billing portal manages payment methods, invoices and cancellation.',
  ],
  mockMode: 'Mock mode',
  status: 'Status',
  yourPlan: 'Your plan',
  goodToKnow: 'Good to know',
  currentPlan: (plan: string) => `Current plan: ${plan}`,
  period: 'Period:',
  upgradeTo: (plan: string) => `Upgrade to ${plan}`,
  /** A plan card's name for a screen reader. */
  planCard: (plan: string) => `${plan} plan`,
  /** The monthly price; the interval is the payment provider's, else a month. */
  pricePer: (price: string, interval: string | undefined) => `${price} per ${interval || 'month'}`,
} as const;

/** The paid plans' names. */
export const PLAN_NAMES: Record<PaidPlanTier, string> = { pro: 'Pro', business: 'Business' };

/** What each paid plan includes. */
export const PLAN_CONTENTS = {
  pro: ['Invoices and PDF export', 'Client and project linking', 'Team invites and roles'],
  business: ['Everything in Pro', 'Priority support', 'Advanced permissions'],
} as const;
