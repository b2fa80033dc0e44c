import { LOCALES, ROLES, THEMES } from '../constants';
import { MSG } from '../messages';
import { z } from '../zod';
import { currentPasswordField, optionalCurrentPasswordField, passwordField } from './auth';
import { emailField, isoDateTime, requiredText, timeZoneField } from './common';

export const preferencesSchema = z.object({
  theme: z.enum(THEMES),
  locale: z.enum(LOCALES),
  tz: z.string(),
  notifications: z.object({ emailActivity: z.boolean() }),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  locale: 'en',
  tz: 'UTC',
  notifications: { emailActivity: true },
};

/** A partial preferences update: only the keys sent are changed. */
export const preferencesInput = z.object({
  theme: z.enum(THEMES, { error: MSG.invalidTheme }).optional(),
  locale: z.enum(LOCALES, { error: MSG.invalidLocale }).optional(),
  tz: timeZoneField(MSG.invalidTimeZone).optional(),
  notifications: z
    .object({ emailActivity: z.boolean({ error: 'emailActivity must be true or false' }).optional() })
    .optional(),
});
export type PreferencesInput = z.infer<typeof preferencesInput>;

export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isVerified: z.boolean(),
  pendingEmail: z.string().nullable(),
  role: z.enum(ROLES),
  currentOrgRole: z.enum(ROLES),
  currentRole: z.enum(ROLES),
  currentOrg: z.object({ _id: z.string(), name: z.string() }).nullable(),
  currentOrgName: z.string().nullable(),
  lastLoginAt: isoDateTime.nullable(),
  loginCount: z.number().int(),
  preferences: preferencesSchema,
  createdAt: isoDateTime,
});
export type User = z.infer<typeof userSchema>;

/** GET /api/auth/me and GET /api/users/me. */
export const meResponse = z.object({ user: userSchema, role: z.enum(ROLES) });
export type MeResponse = z.infer<typeof meResponse>;

/**
 * PUT /api/users/me: a changed email goes through the confirmation flow (pendingEmail), and needs
 * `currentPassword` (checked by the server only when the email changes).
 */
export const updateMeInput = z
  .object({
    name: requiredText(MSG.nameRequired, {
      length: 120,
      message: 'Name must be at most 120 characters',
    }).optional(),
    email: emailField().optional(),
    currentPassword: optionalCurrentPasswordField,
    preferences: preferencesInput.optional(),
  })
  // A new address needs the current password (checked by the service), for the OpenAPI document.
  .meta({ requestBody: { dependentRequired: { email: ['currentPassword'] } } });

export const changePasswordInput = z.object({
  currentPassword: currentPasswordField,
  newPassword: passwordField(MSG.passwordRequired, MSG.resetPasswordTooShort),
});

/** What the services receive: the inputs as the schemas above parse them. */
export type UpdateMeInput = z.output<typeof updateMeInput>;
export type ChangePasswordInput = z.output<typeof changePasswordInput>;
