import type { BillingOverview } from '@folio/contracts';
import type { OrgScope } from '../core/scope';
import { isMockMode, planPrices } from './stripe-client';

/** GET /api/billing/overview, for any member. */
export async function overview(scope: OrgScope): Promise<BillingOverview> {
  const { org } = scope;
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
    prices: await planPrices(scope.deps.config, scope.deps.log),
    mockMode: isMockMode(scope.deps.config),
  };
}
