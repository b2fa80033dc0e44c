import {
  type ChangePasswordInput,
  DEFAULT_PREFERENCES,
  MSG,
  type Preferences,
  type PreferencesInput,
  type UpdateMeInput,
} from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { requestEmailChange } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { voidUserTokens } from '../auth/user-tokens';
import { errors } from '../core/errors';
import type { AccountScope } from '../core/scope';
import { loadMe } from './user-dto';

function mergePreferences(current: Preferences, patch: PreferencesInput): Preferences {
  const base = { ...DEFAULT_PREFERENCES, ...current };
  return {
    theme: patch.theme ?? base.theme,
    locale: patch.locale ?? base.locale,
    tz: patch.tz ?? base.tz,
    notifications: {
      emailActivity: patch.notifications?.emailActivity ?? base.notifications.emailActivity,
    },
  };
}

/**
 * PUT /api/users/me. Name and preferences change at once; a new email address needs the current
 * password and is not taken over until it is confirmed from its inbox (it becomes pendingEmail).
 */
export async function updateMe(ctx: AccountScope, input: UpdateMeInput) {
  const { user } = ctx;
  const changes: Partial<typeof schema.users.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.preferences) changes.preferences = mergePreferences(user.preferences, input.preferences);
  let msg: string = MSG.profileUpdated;
  // The email change goes first: when it is refused (409, 422) nothing else of the request is saved.
  if (input.email !== undefined && input.email !== user.email) {
    await requestEmailChange(ctx, { ...user, ...changes }, input.email, input.currentPassword);
    msg = `${MSG.profileUpdated}. ${MSG.emailChangeRequested}`;
  }
  if (Object.keys(changes).length > 0) {
    await ctx.deps.db.update(schema.users).set(changes).where(eq(schema.users.id, user.id));
  }
  return { ...(await loadMe(ctx.deps.db, user.id)), msg };
}

/**
 * PATCH /api/users/me/password: checks the current password; other sessions are signed out and a
 * pending email change is dropped (a password change is what one does after losing control of
 * the account, and an email change requested meanwhile would give it away again).
 */
export async function changePassword(
  ctx: AccountScope & { sessionFamily?: string | null },
  { currentPassword, newPassword }: ChangePasswordInput,
) {
  const { user } = ctx;
  // Counted before the check, so that parallel guesses cannot all pass it; a right password gives it back.
  const limitKeys = { account: user.id, address: ctx.request.ip };
  await ctx.deps.rateLimits.take('changePassword', limitKeys);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw errors.field('currentPassword', MSG.currentPasswordWrong);
  }
  await ctx.deps.rateLimits.giveBack('changePassword', limitKeys);
  const passwordHash = await hashPassword(newPassword);
  await ctx.deps.db.transaction(async (tx) => {
    await tx
      .update(schema.users)
      .set({ passwordHash, pendingEmail: null })
      .where(eq(schema.users.id, user.id));
    await voidUserTokens(tx, user.id, ['change_email']);
    await revokeUserSessions(tx, user.id, {
      sessionFamily: ctx.sessionFamily ?? null,
      refreshToken: ctx.request.refreshToken,
    });
  });
  return { msg: MSG.passwordUpdated };
}

export async function updatePreferences(ctx: AccountScope, patch: PreferencesInput) {
  const { user } = ctx;
  const preferences = mergePreferences(user.preferences, patch);
  await ctx.deps.db.update(schema.users).set({ preferences }).where(eq(schema.users.id, user.id));
  return { msg: MSG.profileUpdated, preferences };
}
