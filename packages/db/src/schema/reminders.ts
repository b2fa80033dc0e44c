import { foreignKey, index, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { createdAt, id } from './columns';
import { invoiceDeliveries } from './deliveries';
import { invoices } from './invoices';

/**
 * The payment reminders an invoice got: one row per reminder rule's (or repeat's) day, written by
 * the scan that queues its email, and one per member's Send reminder. `offset_days` is the day
 * relative to the due date for a rule, null for Send reminder; the unique key on it is what makes a
 * rule's reminder go out exactly once per invoice, whichever scan of whichever server gets there
 * first (nulls are distinct: Send reminder may repeat, an hour apart).
 */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').notNull(),
    offsetDays: integer('offset_days'),
    deliveryId: uuid('delivery_id').references(() => invoiceDeliveries.id, { onDelete: 'set null' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'invoice_reminders_invoice_fk',
      columns: [t.orgId, t.invoiceId],
      foreignColumns: [invoices.orgId, invoices.id],
    }).onDelete('cascade'),
    unique('invoice_reminders_rule_key').on(t.orgId, t.invoiceId, t.offsetDays),
    // Send reminder's once-an-hour check, newest first.
    index('invoice_reminders_org_invoice_idx').on(t.orgId, t.invoiceId, t.createdAt),
  ],
);
