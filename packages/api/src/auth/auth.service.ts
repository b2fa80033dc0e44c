import {
  ACTIVITY_ACTIONS,
  DEFAULT_PREFERENCES,
  type InviteCheckResponse,
  type LoginInput,
  MSG,
  ORG_MSG,
  type RegisterInput,
  type Role,
} from '@folio/contracts';
import type { UserRow } from '@folio/db';
import { schema } from '@folio/db';
import { eq, sql } from 'drizzle-orm';
import { recordActivity } from '../core/activity';
import { errors } from '../core/errors';
import { takeInvite } from '../invitations/invite-acceptance';
import { findUsableInvite } from '../invitations/invite-rules';
import { sendMailSafely } from '../mail/send';
import { mailTemplates } from '../mail/templates';
import type { Context } from '../trpc/context';
import { recordWebhookEvent } from '../webhooks/outbox';
import { confirmEmailChange, emailTaken, isUniqueViolation } from './account-email';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { startSession } from './sessions';
import { consumeUserToken, issueUserToken, voidUserTokens } from './user-tokens';

const link = (ctx: Context, path: string, token: string) =>
  `${ctx.deps.config.appUrl.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;

/** GET /api/auth/invite/{token}: whether the invitation can be used, and for whom. */
export async function checkInvite(ctx: Context, token: string): Promise<InviteCheckResponse> {
  const found = await findUsableInvite(ctx.deps.db, token);
  if (!found) return { valid: false, msg: MSG.invalidInviteToken };
  return {
    valid: true,
    msg: ORG_MSG.invitationValid,
    email: found.invite.email,
    name: found.invite.name,
    org: { _id: found.org.id, name: found.org.name },
    role: found.invite.role,
    expiresAt: found.invite.expiresAt.toISOString(),
  };
}

/**
 * Registers a user. With `orgName` a new organization is created and the user is its admin;
 * with `invite` the user joins the inviting organization with the invite's role (the address
 * must be the invited one; whoever holds the link consents by registering). The account is
 * unverified either way until the link mailed to the address is opened: an invitation link is
 * also in the inviter's hands, so it proves nothing about the inbox. An address that already has
 * an account, verified or not, is refused: an existing account joins only by accepting.
 */
export async function register(ctx: Context, input: RegisterInput): Promise<{ token: string }> {
  const { db } = ctx.deps;
  if (await emailTaken(db, input.email)) throw errors.emailTaken();
  const passwordHash = await hashPassword(input.password);

  const result = await db
    .transaction(async (tx) => {
      let orgId: string;
      let role: Role;
      let inviteId: string | null = null;
      if (input.invite) {
        ({ orgId, role, inviteId } = await takeInvite(tx, input.invite, input.email));
      } else {
        const [org] = await tx
          .insert(schema.organizations)
          .values({ name: (input.orgName ?? '').trim() })
          .returning({ id: schema.organizations.id });
        orgId = org!.id;
        role = 'admin';
      }
      const [user] = await tx
        .insert(schema.users)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          isVerified: false,
          currentOrgId: orgId,
          lastLoginAt: new Date(),
          loginCount: 1,
          // The first preferences: those sent, else the language the sign-up was asked in.
          preferences: {
            ...DEFAULT_PREFERENCES,
            locale: ctx.language?.locale ?? DEFAULT_PREFERENCES.locale,
            ...input.preferences,
          },
        })
        .returning();
      const [membership] = await tx
        .insert(schema.memberships)
        .values({ orgId, userId: user!.id, role })
        .returning({ createdAt: schema.memberships.createdAt });
      const actor = { id: user!.id, name: user!.name, email: user!.email };
      if (inviteId) {
        await recordActivity(tx, {
          orgId,
          actor,
          action: ACTIVITY_ACTIONS.memberJoined,
          entityType: 'other',
          objectId: user!.id,
          entity: { name: user!.name },
          meta: { role, via: 'invite' },
        });
        await recordWebhookEvent({ deps: ctx.deps, db: tx, org: { id: orgId } }, 'member.joined', {
          user: { _id: user!.id, name: user!.name, email: user!.email },
          role,
          joinedAt: membership!.createdAt.toISOString(),
        });
      } else {
        await tx
          .update(schema.organizations)
          .set({ createdBy: user!.id })
          .where(eq(schema.organizations.id, orgId));
        await recordActivity(tx, {
          orgId,
          actor,
          action: ACTIVITY_ACTIONS.orgCreated,
          entityType: 'other',
          objectId: orgId,
          entity: { name: (input.orgName ?? '').trim() },
        });
      }
      const verifyToken = await issueUserToken(tx, user!.id, 'verify_email');
      const session = await startSession(ctx, tx, user!.id);
      return { user: user!, verifyToken, session };
    })
    .catch((error: unknown) => {
      // Two registrations racing for one address: the unique index decides.
      if (isUniqueViolation(error)) throw errors.emailTaken();
      throw error;
    });

  await sendMailSafely(
    ctx,
    mailTemplates.verifyEmail(
      result.user.email,
      link(ctx, '/verify-email', result.verifyToken),
      result.user.preferences.locale,
    ),
  );
  return result.session;
}

export async function login(ctx: Context, input: LoginInput): Promise<{ token: string }> {
  const { db, loginLimiter } = ctx.deps;
  // The attempt counts before the password is checked (see login-limiter.ts).
  const wait = await loginLimiter.attempt(ctx.request.ip, input.email);
  if (wait > 0) throw errors.tooManyRequests(MSG.tooManyAttempts, wait);
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, input.email));
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await dummyPasswordHash(), input.password).then(() => false);
  if (!user || !valid) {
    await loginLimiter.recordFailure(input.email);
    throw errors.invalidCredentials();
  }
  await loginLimiter.recordSuccess(ctx.request.ip, input.email);
  return db.transaction(async (tx) => {
    await tx
      .update(schema.users)
      .set({ lastLoginAt: new Date(), loginCount: sql`${schema.users.loginCount} + 1` })
      .where(eq(schema.users.id, user.id));
    return startSession(ctx, tx, user.id);
  });
}

/**
 * GET /api/auth/verify-email: confirms an address. Handles both the sign-up link and the
 * link sent to a new address by request-email-change; a confirmed change signs the account out
 * everywhere and mails the previous address a way to undo it (account-email.ts).
 */
export async function verifyEmail(ctx: Context, token: string): Promise<{ msg: string }> {
  const { db } = ctx.deps;
  const outcome = await db.transaction(async (tx) => {
    const row = await consumeUserToken(tx, token, ['verify_email', 'change_email']);
    if (!row) throw errors.badRequest(MSG.verificationLinkInvalid);
    if (row.kind === 'verify_email') {
      await tx.update(schema.users).set({ isVerified: true }).where(eq(schema.users.id, row.userId));
      return { msg: MSG.emailVerified, undo: null };
    }
    const undo = await confirmEmailChange(tx, row.userId, row.email!);
    return { msg: MSG.emailChangeConfirmed, undo };
  });
  if (outcome.undo) {
    await sendMailSafely(
      ctx,
      mailTemplates.emailChanged(
        outcome.undo.previousEmail,
        link(ctx, '/undo-email-change', outcome.undo.undoToken),
        outcome.undo.locale,
      ),
    );
  }
  return { msg: outcome.msg };
}

export async function resendVerification(ctx: Context, user: UserRow): Promise<{ msg: string }> {
  if (user.isVerified) return { msg: MSG.alreadyVerified };
  const token = await issueUserToken(ctx.deps.db, user.id, 'verify_email');
  await sendMailSafely(
    ctx,
    mailTemplates.verifyEmail(user.email, link(ctx, '/verify-email', token), user.preferences.locale),
    { failLoudly: true },
  );
  return { msg: MSG.verificationSent };
}

/**
 * Always answers the same message, at once: the account is looked up, and an existing one mailed,
 * after the answer, so that neither the answer nor its timing tells whether the address has an account.
 */
export async function forgotPassword(ctx: Context, email: string): Promise<{ msg: string }> {
  ctx.deps.background.run('forgot-password mail', async () => {
    const [user] = await ctx.deps.db.select().from(schema.users).where(eq(schema.users.email, email));
    if (!user) return;
    const token = await issueUserToken(ctx.deps.db, user.id, 'reset_password');
    await sendMailSafely(
      ctx,
      mailTemplates.resetPassword(user.email, link(ctx, '/reset-password', token), user.preferences.locale),
    );
  });
  return { msg: MSG.forgotPasswordSent };
}

/**
 * Sets a new password from a reset link and signs the account out everywhere. The link was mailed
 * to the account's address, so it proves that inbox: the account is verified. A pending email
 * change is dropped as well: whoever had the account before the reset may have asked to move it
 * to their own address, and confirming that link later would hand the account back to them.
 */
export async function resetPassword(
  ctx: Context,
  token: string,
  newPassword: string,
): Promise<{ msg: string }> {
  const passwordHash = await hashPassword(newPassword);
  return ctx.deps.db.transaction(async (tx) => {
    const row = await consumeUserToken(tx, token, ['reset_password']);
    if (!row) throw errors.badRequest(MSG.resetFailed);
    await tx
      .update(schema.users)
      .set({ passwordHash, pendingEmail: null, isVerified: true })
      .where(eq(schema.users.id, row.userId));
    await voidUserTokens(tx, row.userId, ['change_email', 'verify_email']);
    await tx
      .update(schema.refreshSessions)
      .set({ revokedAt: new Date() })
      .where(eq(schema.refreshSessions.userId, row.userId));
    return { msg: MSG.passwordReset };
  });
}

/**
 * Records the wanted address as pendingEmail and mails a confirmation link to it. The current
 * password is required (checked before anything else is revealed, such as whether the address is
 * taken): with an access token alone, a change confirmed from the thief's inbox followed by a
 * password reset would be a permanent takeover.
 */
export async function requestEmailChange(
  ctx: Context,
  user: UserRow,
  newEmail: string,
  currentPassword: string | undefined,
): Promise<{ msg: string }> {
  if (newEmail === user.email) throw errors.field('newEmail', MSG.emailUnchanged);
  if (!currentPassword) throw errors.field('currentPassword', MSG.currentPasswordRequired);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw errors.field('currentPassword', MSG.currentPasswordWrong);
  }
  if (await emailTaken(ctx.deps.db, newEmail, user.id)) throw errors.emailTaken();
  const token = await ctx.deps.db.transaction(async (tx) => {
    await tx.update(schema.users).set({ pendingEmail: newEmail }).where(eq(schema.users.id, user.id));
    return issueUserToken(tx, user.id, 'change_email', newEmail);
  });
  await sendMailSafely(
    ctx,
    mailTemplates.confirmEmailChange(newEmail, link(ctx, '/verify-email', token), user.preferences.locale),
    { failLoudly: true },
  );
  return { msg: MSG.emailChangeRequested };
}
