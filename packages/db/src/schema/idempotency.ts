import { index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './accounts';
import { createdAt, tstz } from './columns';

/**
 * Safe retries of writes: the first answer to a REST write sent with an Idempotency-Key, kept 24
 * hours per organization, principal (a user or an API key) and key, and answered again to a retry
 * with the same request. `responseStatus` is null while the first request is still running. In the
 * database, so every server instance sees the same keys.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Null for a call outside any organization (sign-up, sign-in). */
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** `user:<id>`, `key:<id>`, or `anonymous:<address>` for a call without credentials. */
    principal: text('principal').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    responseBody: text('response_body'),
    createdAt: createdAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    unique('idempotency_keys_org_principal_key').on(t.orgId, t.principal, t.key).nullsNotDistinct(),
    // The daily clean-up of keys older than 24 hours.
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
