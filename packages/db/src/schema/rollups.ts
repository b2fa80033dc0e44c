import { CURRENCIES } from '@folio/contracts';
import { bigint, date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';
import { organizations } from './organizations';

/*
 * Running totals that make organization-wide figures cost the same at 60,000 invoices as at 6.
 * The database keeps them, never the application: triggers of the rollups migration add and
 * subtract every inserted and deleted row, at commit (deferred), so a figure read from a rollup is
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
