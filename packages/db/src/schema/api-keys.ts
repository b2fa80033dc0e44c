import { ROLES } from '@folio/contracts';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { createdAt, id, oneOf, tstz } from './columns';

/**
 * An organization's API keys: integrators call the REST facade with `Authorization: Bearer
 * folio_…`. The secret is shown once when the key is made and stored only as its SHA-256 (the
 * secret is random and long, so a fast hash is enough and lets a request find its key by index).
 * The key acts in its organization with the lower of its own role and its creator's current one.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    /** The secret's first characters ("folio_3kX9"), shown in lists so people can tell keys apart. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole secret. */
    secretHash: text('secret_hash').notNull(),
    /** Null once the creator's account is deleted: the key then stops working. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Snapshot of the creator's name, for the list after the account is gone. */
    createdByName: text('created_by_name').notNull(),
    lastUsedAt: tstz('last_used_at'),
    expiresAt: tstz('expires_at'),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('api_keys_role_check', t.role, ROLES),
    // A request's key is found by its hash.
    uniqueIndex('api_keys_secret_hash_key').on(t.secretHash),
    // Settings → API keys, newest first.
    index('api_keys_org_created_idx').on(t.orgId, t.createdAt),
  ],
);
