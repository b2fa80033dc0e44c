import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { hashToken } from '../core/hash';

/** Invitations nobody has settled (accepted, revoked or declined); an expired one can still be resent. */
export const unsettledInvite = () =>
  and(isNull(schema.invites.acceptedAt), isNull(schema.invites.revokedAt), isNull(schema.invites.declinedAt));

/** `condition`, for an invitation that can still be accepted: open and not expired at `now`. */
export const stillUsable = (condition: SQL | undefined, now: Date = new Date()) =>
  and(condition, unsettledInvite(), gt(schema.invites.expiresAt, now));

/** An invite that can still be accepted (not accepted, revoked, declined or expired), with its organization. */
export async function findUsableInvite(db: Executor, token: string) {
  const [row] = await db
    .select({ invite: schema.invites, org: schema.organizations })
    .from(schema.invites)
    .innerJoin(schema.organizations, eq(schema.organizations.id, schema.invites.orgId))
    .where(stillUsable(eq(schema.invites.tokenHash, hashToken(token))));
  return row ?? null;
}
