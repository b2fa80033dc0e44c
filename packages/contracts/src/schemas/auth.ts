import { LOCALES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from '../constants';
import { FIELD_MSG, MSG } from '../messages';
import { z } from '../zod';
import { emailField, isoDateTime, msgResponse, NOT_BLANK, requiredText, timeZoneField } from './common';

/** Every password field, new or typed to be checked, is at most PASSWORD_MAX_LENGTH characters. */
const boundedPassword = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).max(PASSWORD_MAX_LENGTH, { error: MSG.passwordTooLong });

/** A new password (register, reset, change): required, at least PASSWORD_MIN_LENGTH characters. */
export const passwordField = (requiredMessage: string, tooShortMessage: string) =>
  boundedPassword(requiredMessage)
    .min(1, { error: requiredMessage, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: tooShortMessage });

/** The password the signed-in user types to confirm a sensitive change (no minimum: it is checked, not set). */
export const currentPasswordField = boundedPassword(MSG.currentPasswordRequired).min(1, {
  error: MSG.currentPasswordRequired,
});

/** PUT /api/users/me: the current password, needed only when the email changes. */
export const optionalCurrentPasswordField = boundedPassword(MSG.currentPasswordRequired).optional();

export const loginInput = z.object({
  email: emailField(),
  password: boundedPassword(MSG.passwordRequired).min(1, { error: MSG.passwordRequired }),
});
export type LoginInput = z.infer<typeof loginInput>;

/**
 * Register with an organization name (a new organization, the caller its admin)
 * or with an invite token (joins the inviting organization with the invite's role).
 */
export const registerInput = z
  .object({
    name: requiredText(MSG.nameRequired, { length: 120, message: FIELD_MSG.nameTooLong }),
    email: emailField(),
    password: passwordField(MSG.passwordRequired, MSG.passwordTooShort),
    orgName: z.string().trim().max(80, { error: MSG.orgNameTooLong }).optional().nullable(),
    invite: z.string().trim().optional().nullable(),
    /**
     * The new account's first preferences: the language chosen on the public pages and the
     * browser's time zone, so "today" is the person's own from the first screen. Left out: en, UTC.
     */
    preferences: z
      .object({
        locale: z.enum(LOCALES, { error: MSG.invalidLocale }).optional(),
        tz: timeZoneField(MSG.invalidTimeZone).optional(),
      })
      .optional(),
  })
  .refine((value) => Boolean(value.invite) || Boolean(value.orgName), {
    path: ['orgName'],
    error: MSG.orgNameRequired,
    // Run even when other fields failed, so the form gets every message at once.
    when: (payload) => {
      const value = payload.value as { invite?: unknown; orgName?: unknown } | undefined;
      return typeof value === 'object' && value !== null;
    },
  })
  // The rule above, for the OpenAPI document (openapi.ts merges `requestBody` into the body's schema).
  .meta({
    requestBody: {
      anyOf: [
        { required: ['orgName'], properties: { orgName: { type: 'string', pattern: NOT_BLANK } } },
        { required: ['invite'], properties: { invite: { type: 'string', pattern: NOT_BLANK } } },
      ],
    },
  });
export type RegisterInput = z.infer<typeof registerInput>;

export const tokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;

export const inviteTokenInput = z.object({ token: z.string() });
export const inviteCheckResponse = z.object({
  valid: z.boolean(),
  msg: z.string(),
  email: z.string().optional(),
  name: z.string().optional(),
  org: z.object({ _id: z.string(), name: z.string() }).optional(),
  role: z.enum(ROLES).optional(),
  expiresAt: isoDateTime.optional(),
});
export type InviteCheckResponse = z.infer<typeof inviteCheckResponse>;

export const forgotPasswordInput = z.object({ email: emailField() });

export const resetPasswordInput = z.object({
  token: z
    .string({ error: MSG.tokenMissing })
    .trim()
    .min(1, { error: MSG.tokenMissing })
    .meta({ override: { pattern: NOT_BLANK } }),
  newPassword: passwordField(MSG.resetPasswordTooShort, MSG.resetPasswordTooShort),
});

export const verifyEmailInput = z.object({
  token: z
    .string({ error: MSG.verificationLinkInvalid })
    .trim()
    .min(1, { error: MSG.verificationLinkInvalid })
    .meta({ override: { pattern: NOT_BLANK } }),
});

/** An email change needs the current password: an access token alone must not be able to move the account. */
export const requestEmailChangeInput = z.object({
  newEmail: emailField(),
  currentPassword: currentPasswordField,
});

/** POST /api/auth/undo-email-change: the link mailed to the previous address when a change is confirmed. */
export const undoEmailChangeInput = z.object({
  token: z
    .string({ error: MSG.verificationLinkInvalid })
    .trim()
    .min(1, { error: MSG.verificationLinkInvalid })
    .meta({ override: { pattern: NOT_BLANK } }),
});

export { msgResponse };
