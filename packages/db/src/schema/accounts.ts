import { PLAN_TIERS, type Preferences, SUBSCRIPTION_STATUSES } from '@folio/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, tstz, updatedAt } from './columns';

/*
 * Users and organizations refer to each other (a user's current organization, an organization's
 * creator), so the two tables live in one module: apart, each module would import the other.
 * Everything that hangs off one of them (sessions, memberships, invites…) lives in users.ts or
 * organizations.ts and imports this module.
 */

/** A person's account. */
export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Always stored trimmed and lowercased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    /** A requested new address, waiting for confirmation from its inbox. */
    pendingEmail: text('pending_email'),
    currentOrgId: uuid('current_org_id').references(() => organizations.id, { onDelete: 'set null' }),
    preferences: jsonb('preferences')
      .$type<Preferences>()
      .notNull()
      .default(
        sql`'{"theme":"system","locale":"en","tz":"UTC","notifications":{"emailActivity":true}}'::jsonb`,
      ),
    lastLoginAt: tstz('last_login_at'),
    loginCount: integer('login_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

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
    /**
     * Last quote number handed out (Q-0001…), incremented under this row's lock: gap-free per
     * organization. Invoice numbers have a row of their own (invoice_counters).
     */
    quoteSeq: integer('quote_seq').notNull().default(0),
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
