import { FREE_PLAN_LIMITS } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import { errors } from '../core/errors';

type Org = typeof schema.organizations.$inferSelect;

/** Pro and Business are unlimited; everything else is held to the free plan's limits. */
export const isUnlimited = (org: Org) => org.planTier === 'pro' || org.planTier === 'business';

/**
 * Free plan: at most 2 users, counting members plus pending invites. `replacingInviteId`
 * is the invite being accepted (it turns from pending into a member, so it is not counted twice).
 */
export async function assertMemberSeatAvailable(db: Executor, org: Org, replacingInviteId?: string) {
  if (isUnlimited(org)) return;
  const [members] = await db
    .select({ n: count() })
    .from(schema.memberships)
    .where(eq(schema.memberships.orgId, org.id));
  const [pending] = await db
    .select({ n: count() })
    .from(schema.invites)
    .where(
      and(
        eq(schema.invites.orgId, org.id),
        isNull(schema.invites.acceptedAt),
        isNull(schema.invites.revokedAt),
        gt(schema.invites.expiresAt, new Date()),
        replacingInviteId ? ne(schema.invites.id, replacingInviteId) : undefined,
      ),
    );
  const used = (members?.n ?? 0) + (pending?.n ?? 0);
  if (used + 1 > FREE_PLAN_LIMITS.users) {
    throw errors.planUpgradeRequired(
      `The free plan allows ${FREE_PLAN_LIMITS.users} users. Upgrade to add more.`,
      {
        currentPlan: org.planTier,
        subscriptionStatus: org.subscriptionStatus,
      },
    );
  }
}
