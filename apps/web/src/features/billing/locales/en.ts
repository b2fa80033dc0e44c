/** The billing screen's texts in English: the source of every language. */
export default {
  title: 'Billing',
  /** Under the heading, in the prerendered copy too: the screen's largest text as it first paints. */
  lead: 'Your organization’s plan, what it includes and how to change it.',
  loadFailed: 'Failed to load billing',
  upgradeFailed: 'Upgrade failed',
  portalFailed: 'Could not open portal',
  manage: 'Manage subscription',
  mockBanner:
    'Billing is in mock mode: no payment provider is configured, so upgrades are activated at once and nothing is charged.',
  help: [
    'Only admins and managers can change the plan.',
    'Your email address must be verified to purchase.',
    'Upgrades take effect at once; the billing portal manages payment methods, invoices and cancellation.',
  ],
  mockMode: 'Mock mode',
  status: 'Status',
  yourPlan: 'Your plan',
  goodToKnow: 'Good to know',
  currentPlan: 'Current plan: {plan}',
  period: 'Period:',
  upgradeTo: 'Upgrade to {plan}',
  /** A plan card's name for a screen reader. */
  planCard: '{plan} plan',
  /** The price and the payment provider's billing interval (an unknown one is shown as it comes). */
  pricePer:
    '{price} per {interval, select, day {day} week {week} month {month} year {year} other {{interval}}}',
  /** The plans' names. */
  planNames: { free: 'Free', pro: 'Pro', business: 'Business' },
  /** What each paid plan includes. */
  planContents: {
    pro: ['Invoices and PDF export', 'Client and project linking', 'Team invites and roles'],
    business: ['Everything in Pro', 'Priority support', 'Advanced permissions'],
  },
  /** The subscription's statuses, as its badge names them. */
  statusNames: {
    active: 'Active',
    trialing: 'Trialing',
    past_due: 'Past due',
    canceled: 'Canceled',
    inactive: 'Inactive',
  },
} as const;
