import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@folio/contracts';

/** A status the app does not know shows as inactive. */
export function knownStatus(status: string | null | undefined): SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as SubscriptionStatus)
    : 'inactive';
}

/** Active or trialing subscriptions are managed in the portal; any other status is offered the upgrades. */
export const hasLiveSubscription = (status: string | null | undefined) => {
  const known = knownStatus(status);
  return known === 'active' || known === 'trialing';
};
