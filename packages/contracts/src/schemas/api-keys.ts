import { ROLES } from '../constants';
import { z } from '../zod';
import { isoDateTime, requiredText } from './common';

/** The longest name of an API key. */
export const API_KEY_NAME_MAX_LENGTH = 80;

/** What every API key secret starts with, so that secret scanners can recognise a leaked one. */
export const API_KEY_SECRET_PREFIX = 'folio_';

/** API key texts: the form's validation, the server's refusals and the key's name in the log. */
export const API_KEY_MSG = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${API_KEY_NAME_MAX_LENGTH} characters`,
  roleInvalid: 'Role must be viewer, member, manager or admin',
  expiresAtInvalid: 'Expiry must be a date and time (ISO 8601)',
  expiresAtPast: 'Expiry must be in the future',
  /** A key may not act with more rights than the person who makes it. */
  roleAboveYours: 'An API key cannot have a higher role than yours',
  notFound: 'API key not found',
  revoked: 'This API key has been revoked',
  expired: 'This API key has expired',
  unknown: 'Invalid API key',
  /** Its creator left the organization (or their account was deleted): the key acts for nobody. */
  creatorGone:
    'This API key no longer works: the person who created it is no longer a member of its organization',
  /** /auth/*, /users/*, switch-org, organization creation, billing checkout and portal. */
  accountOnly: 'API keys cannot be used for this operation: sign in as a person',
  /** A key cannot make keys: a leaked key must not be able to outlive its revocation. */
  keysCannotCreateKeys: 'An API key cannot create API keys: sign in as an admin',
} as const;

/** POST /api/org/api-keys (admins). */
export const createApiKeyInput = z.object({
  name: requiredText(API_KEY_MSG.nameRequired, {
    length: API_KEY_NAME_MAX_LENGTH,
    message: API_KEY_MSG.nameTooLong,
  }),
  role: z.enum(ROLES, { error: API_KEY_MSG.roleInvalid }),
  /** When the key stops working; absent or null: never. Must be in the future. */
  expiresAt: z.iso
    .datetime({ offset: true, error: API_KEY_MSG.expiresAtInvalid })
    .nullish()
    .describe('ISO 8601 timestamp in the future; absent or null: the key does not expire'),
});
export const apiKeyIdInput = z.object({ id: z.string() });

export const apiKeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  /** The secret's first characters (`folio_3kX9`), to tell keys apart; never the secret. */
  prefix: z.string(),
  createdAt: isoDateTime,
  /** `_id` is null once the creator's account is deleted (the key then no longer works). */
  createdBy: z.object({ _id: z.string().nullable(), name: z.string() }),
  lastUsedAt: isoDateTime.nullable(),
  expiresAt: isoDateTime.nullable(),
  revokedAt: isoDateTime.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListResponse = z.array(apiKeySchema);

/** The answer of a create: the key with its secret, shown this once and never again. */
export const createdApiKeySchema = apiKeySchema.extend({
  secret: z.string().describe('`folio_` and 43 random characters. Shown only in this answer: store it now.'),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export type CreateApiKeyInput = z.output<typeof createApiKeyInput>;
export type ApiKeyIdInput = z.output<typeof apiKeyIdInput>;
