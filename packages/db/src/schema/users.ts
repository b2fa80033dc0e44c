import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, oneOf, tstz } from './columns';

/**
 * `undo_email_change` is mailed to the previous address when an email change is confirmed; its
 * `email` column holds that previous address, which the link restores.
 */
export const USER_TOKEN_KINDS = [
  'verify_email',
  'reset_password',
  'change_email',
  'undo_email_change',
] as const;
export type UserTokenKind = (typeof USER_TOKEN_KINDS)[number];

/** Single-use, expiring tokens sent by email. Only a SHA-256 hash of the token is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: USER_TOKEN_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For change_email: the address being confirmed; for undo_email_change: the address to restore. */
    email: text('email'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('user_tokens_kind_check', t.kind, USER_TOKEN_KINDS),
    uniqueIndex('user_tokens_token_hash_key').on(t.tokenHash),
    index('user_tokens_user_kind_idx').on(t.userId, t.kind),
  ],
);

/**
 * Refresh sessions. Each refresh rotates the token: the old row gets `rotatedAt`, a new row
 * joins the same `familyId`. Presenting a rotated token again revokes the whole family.
 */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    /**
     * When the family ends whatever its rotations: fixed at sign-in and copied to every rotated
     * token, so a stolen refresh token kept alive by rotation still dies with its family.
     */
    familyExpiresAt: tstz('family_expires_at').notNull(),
    rotatedAt: tstz('rotated_at'),
    revokedAt: tstz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_sessions_token_hash_key').on(t.tokenHash),
    index('refresh_sessions_family_idx').on(t.familyId),
    index('refresh_sessions_user_idx').on(t.userId),
  ],
);
