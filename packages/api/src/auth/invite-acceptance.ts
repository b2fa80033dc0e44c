import { ACTIVITY_ACTIONS, MSG, type RegisterInput, type Role } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { recordActivity } from '../core/activity';
import { errors } from '../core/errors';
import { findUsableInvite } from '../orgs/invites';
import { assertMemberSeatAvailable, lockOrganization } from '../orgs/plan-limits';
import type { Context } from '../trpc/context';
import { hashPassword } from './passwords';
import { startSession } from './sessions';

type UserRow = typeof schema.users.$inferSelect;
export type TakenInvite = { orgId: string; role: Role; inviteId: string };

/**
 * Marks an invitation accepted inside a registration's transaction: it must be usable and sent
 * to `email`, and the organization must have a seat. The organization row is locked so that
 * concurrent acceptances cannot exceed the member limit, and the invitation is taken with a
 * conditional update, so one revoked (or accepted) since it was read lets nobody in.
 */
export async function takeInvite(tx: Executor, token: string, email: string): Promise<TakenInvite> {
  const found = await findUsableInvite(tx, token);
  if (!found) throw errors.field('invite', MSG.invalidInvitation);
  if (found.invite.email !== email) throw errors.field('email', MSG.inviteEmailMismatch);
  await lockOrganization(tx, found.org.id);
  const now = new Date();
  const [taken] = await tx
    .update(schema.invites)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(schema.invites.id, found.invite.id),
        isNull(schema.invites.acceptedAt),
        isNull(schema.invites.revokedAt),
        gt(schema.invites.expiresAt, now),
      ),
    )
    .returning({ id: schema.invites.id });
  if (!taken) throw errors.field('invite', MSG.invalidInvitation);
  await assertMemberSeatAvailable(tx, found.org, found.invite.id);
  return { orgId: found.org.id, role: found.invite.role, inviteId: found.invite.id };
}

/**
 * Registration with an invitation for an address that already has an account which was never
 * verified. Nobody has shown they own that address, so the account may be someone else's
 * placeholder (pre-registered to be let into the organization later); the invitation link does
 * show it, since it reached the inbox. Its holder takes the account over, like a password reset:
 * new name and password, verified, signed out everywhere else, pending links dropped, and a member
 * of the inviting organization.
 */
export async function claimUnverifiedAccount(
  ctx: Context,
  existing: UserRow,
  input: RegisterInput & { invite: string },
): Promise<{ token: string }> {
  const passwordHash = await hashPassword(input.password);
  return ctx.deps.db.transaction(async (tx) => {
    const taken = await takeInvite(tx, input.invite, input.email);
    // Verified meanwhile (its owner followed the verification link): the account is theirs.
    const [user] = await tx
      .select()
      .from(schema.users)
      .where(and(eq(schema.users.id, existing.id), eq(schema.users.isVerified, false)))
      .for('update');
    if (!user) throw errors.conflict(MSG.emailTaken);
    const now = new Date();
    await tx
      .update(schema.users)
      .set({
        name: input.name,
        passwordHash,
        isVerified: true,
        pendingEmail: null,
        currentOrgId: taken.orgId,
        lastLoginAt: now,
        loginCount: sql`${schema.users.loginCount} + 1`,
      })
      .where(eq(schema.users.id, user.id));
    await tx
      .update(schema.refreshSessions)
      .set({ revokedAt: now })
      .where(and(eq(schema.refreshSessions.userId, user.id), isNull(schema.refreshSessions.revokedAt)));
    await tx
      .update(schema.userTokens)
      .set({ usedAt: now })
      .where(and(eq(schema.userTokens.userId, user.id), isNull(schema.userTokens.usedAt)));
    await tx
      .insert(schema.memberships)
      .values({ orgId: taken.orgId, userId: user.id, role: taken.role })
      .onConflictDoNothing();
    await recordActivity(tx, {
      orgId: taken.orgId,
      actor: { id: user.id, name: input.name, email: user.email },
      action: ACTIVITY_ACTIONS.memberJoined,
      entityType: 'other',
      objectId: user.id,
      entity: { name: input.name },
      meta: { role: taken.role, via: 'invite' },
    });
    return startSession(ctx, tx, user.id);
  });
}
