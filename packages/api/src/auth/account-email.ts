import { MSG, TOKEN_TTL } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { errors } from '../core/errors';
import { hashToken, newOpaqueToken } from '../core/hash';
import type { Context } from '../trpc/context';
import { revokeUserSessions } from './sessions';
import { consumeUserToken, voidUserTokens } from './user-tokens';

/** The links that were mailed to an account's address; they must not outlive a change of it. */
const ADDRESS_LINKS: schema.UserTokenKind[] = ['verify_email', 'reset_password', 'change_email'];

export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505');

/** Pass the transaction when inside one: PGlite has a single connection, so using the pool there deadlocks. */
export async function emailTaken(db: Executor, email: string, exceptUserId?: string) {
  const [row] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.email, email), exceptUserId ? ne(schema.users.id, exceptUserId) : undefined));
  return Boolean(row);
}

/** Sets an account's address; another account taking it first (the unique index) is a 409. */
async function setAddress(tx: Executor, userId: string, email: string) {
  if (await emailTaken(tx, email, userId)) throw errors.emailTaken();
  await tx
    .update(schema.users)
    .set({ email, pendingEmail: null, isVerified: true })
    .where(eq(schema.users.id, userId))
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw errors.emailTaken();
      throw error;
    });
}

/**
 * Confirms an email change inside the verify-email transaction (the new inbox opened its link).
 * Whoever asked for it may have stolen a session, so every session of the account ends, links
 * mailed to the old address stop working, and the old address gets an undo link (answered here,
 * mailed by the caller once this commits). Undo links issued by earlier changes stay valid: a
 * later change must not take away the first owner's way back.
 */
export async function confirmEmailChange(tx: Executor, userId: string, newEmail: string) {
  const [user] = await tx
    .select({ email: schema.users.email, preferences: schema.users.preferences })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .for('update');
  if (!user) throw errors.badRequest(MSG.verificationLinkInvalid);
  await setAddress(tx, userId, newEmail);
  await voidUserTokens(tx, userId, ADDRESS_LINKS);
  await revokeUserSessions(tx, userId);
  const undoToken = newOpaqueToken();
  await tx.insert(schema.userTokens).values({
    userId,
    kind: 'undo_email_change',
    tokenHash: hashToken(undoToken),
    email: user.email,
    expiresAt: new Date(Date.now() + TOKEN_TTL.undoEmailChangeDays * 86_400_000),
  });
  // The undo mail is in the account's own language, read with the row it locks.
  return { previousEmail: user.email, undoToken, locale: user.preferences.locale };
}

/**
 * POST /api/auth/undo-email-change: the link mailed to the previous address restores it. That
 * inbox has just proved itself, so the account is verified; it is signed out everywhere and
 * every other link stops working, including undo links to addresses the account had after the
 * restored one (those were chosen by whoever made the change). Undo links to earlier addresses
 * stay, so that a thief restoring an address of theirs cannot lock the first owner out.
 */
export async function undoEmailChange(ctx: Context, token: string): Promise<{ msg: string }> {
  return ctx.deps.db.transaction(async (tx) => {
    const row = await consumeUserToken(tx, token, ['undo_email_change']);
    if (!row?.email) throw errors.badRequest(MSG.verificationLinkInvalid);
    await setAddress(tx, row.userId, row.email);
    await voidUserTokens(tx, row.userId, ADDRESS_LINKS);
    await tx
      .update(schema.userTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(schema.userTokens.userId, row.userId),
          eq(schema.userTokens.kind, 'undo_email_change'),
          isNull(schema.userTokens.usedAt),
          gt(schema.userTokens.createdAt, row.createdAt),
        ),
      );
    await revokeUserSessions(tx, row.userId);
    return { msg: MSG.emailChangeUndone };
  });
}
