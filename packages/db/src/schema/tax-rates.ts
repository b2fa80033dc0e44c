import { sql } from 'drizzle-orm';
import { boolean, numeric, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './accounts';
import { createdAt, id, tstz, updatedAt } from './columns';

/**
 * The organization's tax rates (VAT 20 %, GST 5 %, a compound levy). Invoices name them per line;
 * each invoice keeps a copy of the terms it applies in `invoice_taxes`, so a rate can change or be
 * archived while sent invoices keep what they said.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 0–100 with at most 3 decimals (9.975). */
    percent: numeric('percent', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    /** Charged on a line's amount plus the line's other taxes. */
    compound: boolean('compound').notNull().default(false),
    /** Archived rates stay on the invoices that carry them but cannot be added to another. */
    archivedAt: tstz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Target of the composite foreign key (org_id, tax_rate_id) of invoice_taxes.
    unique('tax_rates_org_id_key').on(t.orgId, t.id),
    // Names are unique among the active rates, ignoring case: an archived name can be used again.
    uniqueIndex('tax_rates_org_active_name_key')
      .on(t.orgId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
  ],
);
