import { PLAN_TIERS, ROLES, SUBSCRIPTION_STATUSES } from '@folio/contracts';
import { type AnyPgColumn, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, tstz, updatedAt } from './columns';
import { users } from './users';

/** An organization (tenant). Plan and subscription state live on it: plans belong to organizations. */
export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    planTier: text('plan_tier', { enum: PLAN_TIERS }).notNull().default('free'),
    subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES })
      .notNull()
      .default('inactive'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    periodStart: tstz('period_start'),
    periodEnd: tstz('period_end'),
    /**
     * Creation time of the newest Stripe event applied to the subscription state: an older event
     * delivered late (Stripe does not order them, and retries) is ignored instead of rolling the
     * organization back, e.g. re-activating a plan after its cancellation.
     */
    billingEventAt: tstz('billing_event_at'),
    /** Last invoice number handed out; incremented under a row lock for sequential numbers. */
    invoiceSeq: integer('invoice_seq').notNull().default(0),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('organizations_plan_tier_check', t.planTier, PLAN_TIERS),
    // Stripe webhooks store a status outside this list as 'inactive', so the check never refuses one.
    oneOf('organizations_subscription_status_check', t.subscriptionStatus, SUBSCRIPTION_STATUSES),
    // Stripe webhooks find the organization by its customer id when the event carries no metadata.
    uniqueIndex('organizations_stripe_customer_key').on(t.stripeCustomerId),
  ],
);

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
