import { FREE_PLAN_LIMITS, ORG_MSG } from '@folio/contracts';
import type { Executor, OrgRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, count, eq, ne } from 'drizzle-orm';
import { isUnlimited, upgradeRequired } from '../core/plan-limits';
import { stillUsable } from './invite-rules';

/**
 * Free plan: at most 2 users, counting members plus pending invites (declined and expired ones free their seat). `replacingInviteId`
 * is the invite being accepted (it turns from pending into a member, so it is not counted twice).
 */
export async function assertMemberSeatAvailable(db: Executor, org: OrgRow, replacingInviteId?: string) {
  if (isUnlimited(org)) return;
  const [members] = await db
    .select({ n: count() })
    .from(schema.memberships)
    .where(eq(schema.memberships.orgId, org.id));
  const [pending] = await db
    .select({ n: count() })
    .from(schema.invites)
    .where(
      stillUsable(
        and(
          eq(schema.invites.orgId, org.id),
          replacingInviteId ? ne(schema.invites.id, replacingInviteId) : undefined,
        ),
      ),
    );
  const used = (members?.n ?? 0) + (pending?.n ?? 0);
  if (used + 1 > FREE_PLAN_LIMITS.users) {
    throw upgradeRequired(ORG_MSG.memberLimit, org);
  }
}
