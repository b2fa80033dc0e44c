import { ACTIVITY_ACTIONS, type PlanTier, type SubscriptionStatus } from '@folio/contracts';
import type { Executor, OrgRow } from '@folio/db';
import { type Actor, recordActivity } from '../core/activity';

type PlanState = { planTier?: PlanTier; subscriptionStatus?: SubscriptionStatus };

/**
 * Writes the plan_changed activity entry when a change moves the plan tier or the subscription
 * status (period or id updates alone are not worth an entry). Call it in the change's transaction.
 */
export async function recordPlanChange(
  tx: Executor,
  before: OrgRow,
  change: PlanState,
  source: { actor: Actor | null; source: 'mock' | 'stripe'; eventId?: string; eventType?: string },
): Promise<void> {
  const after = {
    planTier: change.planTier ?? before.planTier,
    subscriptionStatus: change.subscriptionStatus ?? before.subscriptionStatus,
  };
  if (after.planTier === before.planTier && after.subscriptionStatus === before.subscriptionStatus) return;
  await recordActivity(tx, {
    orgId: before.id,
    actor: source.actor,
    action: ACTIVITY_ACTIONS.planChanged,
    entityType: 'other',
    objectId: before.id,
    entity: { name: before.name },
    meta: {
      from: { planTier: before.planTier, subscriptionStatus: before.subscriptionStatus },
      to: after,
      source: source.source,
      ...(source.eventId ? { eventId: source.eventId, eventType: source.eventType } : {}),
    },
  });
}
