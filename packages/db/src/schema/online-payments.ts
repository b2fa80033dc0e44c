import { CHECKOUT_STATUSES, CURRENCIES } from '@folio/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './accounts';
import { createdAt, id, oneOf, tstz, updatedAt } from './columns';
import { invoices } from './invoices';

/**
 * Settings → Payments: the organization's connected Stripe account (Connect, Standard), whether
 * its clients may pay part of an invoice, and its reminder rules. At most one row per
 * organization, none until an admin saves something: the defaults are no account, no partial
 * payments and no reminders.
 */
export const orgPaymentSettings = pgTable(
  'org_payment_settings',
  {
    orgId: uuid('org_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The connected Standard account (acct_…): Checkout Sessions are created on it. */
    stripeAccountId: text('stripe_account_id'),
    /** Stripe's charges_enabled of that account: onboarding is finished and it takes payments. */
    stripeChargesEnabled: boolean('stripe_charges_enabled').notNull().default(false),
    stripeConnectedAt: tstz('stripe_connected_at'),
    allowPartialPayments: boolean('allow_partial_payments').notNull().default(false),
    /** Days relative to the due date, ascending (−3, 0, 7). */
    reminderRules: integer('reminder_rules').array().notNull().default(sql`'{}'::integer[]`),
    reminderRepeatEveryDays: integer('reminder_repeat_every_days'),
    reminderRepeatTimes: integer('reminder_repeat_times'),
    /**
     * Every day (relative to the due date) a reminder goes out on: the rules, then the repeats
     * after the last one. Derived from the three columns above when they are saved, so that the
     * reminder scan joins one array instead of computing the schedule.
     */
    reminderOffsets: integer('reminder_offsets').array().notNull().default(sql`'{}'::integer[]`),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Stripe's account.updated events name the account, not the organization.
    uniqueIndex('org_payment_settings_stripe_account_key')
      .on(t.stripeAccountId)
      .where(sql`${t.stripeAccountId} is not null`),
    // The reminder scan starts from the organizations that have reminders.
    index('org_payment_settings_reminders_idx').on(t.orgId).where(sql`cardinality(${t.reminderOffsets}) > 0`),
  ],
);

export const CHECKOUT_PROVIDERS = ['stripe', 'mock'] as const;

/**
 * One press of Pay on a client page: the amount the server settled on, and where the client pays
 * it (a Stripe Checkout Session on the organization's account, or the mock payment page). The
 * payment it brings is recorded once (payments.checkout_id is unique).
 */
export const invoiceCheckouts = pgTable(
  'invoice_checkouts',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    provider: text('provider', { enum: CHECKOUT_PROVIDERS }).notNull(),
    stripeAccountId: text('stripe_account_id'),
    stripeSessionId: text('stripe_session_id'),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    paymentId: uuid('payment_id'),
    createdAt: createdAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    oneOf('invoice_checkouts_status_check', t.status, CHECKOUT_STATUSES),
    oneOf('invoice_checkouts_provider_check', t.provider, CHECKOUT_PROVIDERS),
    oneOf('invoice_checkouts_currency_check', t.currency, CURRENCIES),
    foreignKey({
      name: 'invoice_checkouts_invoice_fk',
      columns: [t.orgId, t.invoiceId],
      foreignColumns: [invoices.orgId, invoices.id],
    }).onDelete('cascade'),
    index('invoice_checkouts_org_invoice_idx').on(t.orgId, t.invoiceId, t.createdAt),
    uniqueIndex('invoice_checkouts_stripe_session_key')
      .on(t.stripeSessionId)
      .where(sql`${t.stripeSessionId} is not null`),
  ],
);
