import { CURRENCIES, RECURRING_FREQUENCIES, RECURRING_INVOICE_STATUSES } from '@folio/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { clients } from './clients';
import { createdAt, INVOICE_DISCOUNT_TYPES, id, oneOf, tstz, updatedAt } from './columns';

/** A series' line as the invoice form sends it (unit price in major units, as the invoice API takes it). */
export type RecurringInvoiceLine = {
  description: string;
  quantity: number;
  unitPrice: number;
  discountPercent: number;
  taxRateIds: string[];
};

/** Why a series paused itself; null when a member paused it. */
export const RECURRING_PAUSE_REASONS = ['member', 'sendFailures', 'planLimit', 'invalid'] as const;

/**
 * A recurring invoice series: an invoice's contents (client, projects, lines, discount, currency,
 * prices-include-tax) and its calendar (frequency, start date, end). The generator makes the
 * invoice of occurrence `next_index` once its date (`next_date`) has come in the organization's
 * time zone, and advances both in the same transaction; invoices.recurring_invoice_id with
 * recurring_date is unique, so an occurrence is made once whichever server gets there first.
 */
export const recurringInvoices = pgTable(
  'recurring_invoices',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    projectIds: uuid('project_ids').array().notNull().default(sql`'{}'::uuid[]`),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('USD'),
    discountType: text('discount_type', { enum: INVOICE_DISCOUNT_TYPES }),
    discountValue: numeric('discount_value', { precision: 16, scale: 3, mode: 'number' }),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    items: jsonb('items').$type<RecurringInvoiceLine[]>().notNull(),
    /** The total of one invoice at the rates' current terms, for the list (each invoice is priced when made). */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    frequency: text('frequency', { enum: RECURRING_FREQUENCIES }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endType: text('end_type', { enum: ['never', 'after', 'on'] })
      .notNull()
      .default('never'),
    endCount: integer('end_count'),
    endDate: date('end_date', { mode: 'string' }),
    daysUntilDue: integer('days_until_due').notNull().default(30),
    /** Each invoice is emailed to the client when made (else it stays a draft). */
    autoSend: boolean('auto_send').notNull().default(false),
    status: text('status', { enum: RECURRING_INVOICE_STATUSES }).notNull().default('active'),
    pauseReason: text('pause_reason', { enum: RECURRING_PAUSE_REASONS }),
    /** The next occurrence to make (0: the first), and its date (null once the series has ended). */
    nextIndex: integer('next_index').notNull().default(0),
    nextDate: date('next_date', { mode: 'string' }),
    generatedCount: integer('generated_count').notNull().default(0),
    /** Invoices of this series in a row that could not be emailed; the third pauses it. */
    sendFailures: integer('send_failures').notNull().default(0),
    lastGeneratedAt: tstz('last_generated_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('recurring_invoices_status_check', t.status, RECURRING_INVOICE_STATUSES),
    oneOf('recurring_invoices_frequency_check', t.frequency, RECURRING_FREQUENCIES),
    oneOf('recurring_invoices_currency_check', t.currency, CURRENCIES),
    oneOf('recurring_invoices_end_type_check', t.endType, ['never', 'after', 'on']),
    oneOf('recurring_invoices_pause_reason_check', t.pauseReason, RECURRING_PAUSE_REASONS),
    oneOf('recurring_invoices_discount_type_check', t.discountType, INVOICE_DISCOUNT_TYPES),
    check(
      'recurring_invoices_discount_check',
      sql`(${t.discountType} is null) = (${t.discountValue} is null)`,
    ),
    unique('recurring_invoices_org_id_key').on(t.orgId, t.id),
    foreignKey({
      name: 'recurring_invoices_client_fk',
      columns: [t.orgId, t.clientId],
      foreignColumns: [clients.orgId, clients.id],
    }).onDelete('cascade'),
    index('recurring_invoices_org_created_idx').on(t.orgId, t.createdAt),
    // The generator's scan: active series whose next date has come (the date is compared per
    // organization's time zone, so the index narrows by date and the scan checks the zone).
    index('recurring_invoices_due_idx').on(t.nextDate).where(sql`${t.status} = 'active'`),
  ],
);
