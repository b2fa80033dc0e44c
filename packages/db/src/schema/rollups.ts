import { CURRENCIES, INVOICE_STATUSES } from '@folio/contracts';
import { bigint, date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './accounts';
import { oneOf } from './columns';

/*
 * Running totals that make organization-wide figures cost the same at 60,000 invoices as at 6.
 * The database keeps them, never the application: triggers of the rollups migration add and
 * subtract every inserted, updated and deleted row, at commit (deferred), so a figure read from a rollup is
 * exact in any snapshot and no write path can forget one. docs/decisions.md says why.
 */

/** How many activity entries an organization has per (UTC) day: the activity log's total and paging. */
export const activityDays = pgTable(
  'activity_days',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day] })],
);

/** Payments received per currency and (UTC) month, first day of the month: the dashboard's revenue. */
export const revenueMonths = pgTable(
  'revenue_months',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    month: date('month').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.currency, t.month] }),
    oneOf('revenue_months_currency_check', t.currency, CURRENCIES),
  ],
);

/**
 * Invoices per currency and status: how many, how many of them settled (nothing left to pay), and
 * the balance left on the others. The invoices list's tiles and the dashboard's unpaid figures.
 */
export const invoiceTotals = pgTable(
  'invoice_totals',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    invoices: bigint('invoices', { mode: 'number' }).notNull(),
    /** Invoices whose payments cover their total (total_cents <= paid_cents). */
    settled: bigint('settled', { mode: 'number' }).notNull(),
    /** The sum of total_cents - paid_cents over the others. */
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.currency, t.status] }),
    oneOf('invoice_totals_currency_check', t.currency, CURRENCIES),
    oneOf('invoice_totals_status_check', t.status, INVOICE_STATUSES),
  ],
);

/** Clients and projects per status: the lists' totals and the dashboard's active counts. */
export const recordCounts = pgTable(
  'record_counts',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Which table: 'client' or 'project'. */
    entity: text('entity', { enum: ['client', 'project'] }).notNull(),
    status: text('status').notNull(),
    records: bigint('records', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.entity, t.status] }),
    oneOf('record_counts_entity_check', t.entity, ['client', 'project']),
  ],
);
