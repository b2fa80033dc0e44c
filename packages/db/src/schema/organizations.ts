import { ROLES } from '@folio/contracts';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { createdAt, id, oneOf, tstz, updatedAt } from './columns';

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('memberships_role_check', t.role, ROLES),
    uniqueIndex('memberships_org_user_key').on(t.orgId, t.userId),
    index('memberships_user_idx').on(t.userId),
  ],
);

/** A pending invitation. The token is sent by email; only its SHA-256 hash is stored. */
export const invites = pgTable(
  'invites',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: tstz('expires_at').notNull(),
    acceptedAt: tstz('accepted_at'),
    revokedAt: tstz('revoked_at'),
    /** The invited account said no (an existing account joins only when it accepts). */
    declinedAt: tstz('declined_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('invites_role_check', t.role, ROLES),
    uniqueIndex('invites_token_hash_key').on(t.tokenHash),
    index('invites_org_email_idx').on(t.orgId, t.email),
  ],
);

/**
 * Request budgets of the rate limiters (rate-limiter-flexible's Drizzle store), shared by every
 * instance of the server on this database: `key` names the limiter and the address or account.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: tstz('expire'),
});

/** Stripe webhook events already applied, so that a retried event has one effect. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'set null' }),
  processedAt: createdAt(),
});
