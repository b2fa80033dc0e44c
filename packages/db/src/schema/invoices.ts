import { CURRENCIES, INVOICE_STATUSES } from '@folio/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { clients } from './clients';
import { createdAt, id, oneOf, tstz, updatedAt } from './columns';
import { projects } from './projects';

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Amounts are integer cents; the API answers major units. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** References (org_id, client_id): see the composite foreign keys below. */
    clientId: uuid('client_id').notNull(),
    /** Sequential per organization. */
    number: integer('number').notNull(),
    numberSuffix: text('number_suffix'),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('USD'),
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    sentAt: tstz('sent_at'),
    paidAt: tstz('paid_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('invoices_status_check', t.status, INVOICE_STATUSES),
    oneOf('invoices_currency_check', t.currency, CURRENCIES),
    unique('invoices_org_id_key').on(t.orgId, t.id),
    foreignKey({
      name: 'invoices_client_fk',
      columns: [t.orgId, t.clientId],
      foreignColumns: [clients.orgId, clients.id],
    }).onDelete('cascade'),
    uniqueIndex('invoices_org_number_key').on(t.orgId, t.number),
    index('invoices_org_status_idx').on(t.orgId, t.status, t.createdAt),
    // The invoices list's order (newest first, then by number): a page reads its rows in index
    // order from the keyset cursor on, instead of sorting every invoice of the organization.
    index('invoices_org_created_idx').on(t.orgId, t.createdAt, t.number),
    index('invoices_org_client_idx').on(t.orgId, t.clientId),
    // Global search on the displayed number ("0012-A"): folio_invoice_label() is an immutable SQL
    // function created by the search_indexes migration.
    // Global search with a one- or two-letter term (no trigram to look up) without a digit or
    // hyphen: such a term can only match the suffix of the displayed number, so search walks the
    // suffixed invoices only, newest number first, instead of every invoice of the organization.
    index('invoices_org_suffixed_number_idx').on(t.orgId, t.number).where(sql`${t.numberSuffix} is not null`),
    index('invoices_search_idx').using(
      'gin',
      sql`folio_invoice_label(${t.number}, ${t.numberSuffix}) gin_trgm_ops`,
    ),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').notNull(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    /** Quantity may be fractional. */
    quantity: numeric('quantity', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'invoice_items_invoice_fk',
      columns: [t.orgId, t.invoiceId],
      foreignColumns: [invoices.orgId, invoices.id],
    }).onDelete('cascade'),
    index('invoice_items_org_invoice_idx').on(t.orgId, t.invoiceId, t.position),
  ],
);

/** The projects an invoice bills: one invoice can bill several projects, so they are a join table. */
export const invoiceProjects = pgTable(
  'invoice_projects',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').notNull(),
    projectId: uuid('project_id').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'invoice_projects_invoice_fk',
      columns: [t.orgId, t.invoiceId],
      foreignColumns: [invoices.orgId, invoices.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'invoice_projects_project_fk',
      columns: [t.orgId, t.projectId],
      foreignColumns: [projects.orgId, projects.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.invoiceId, t.projectId] }),
    index('invoice_projects_org_project_idx').on(t.orgId, t.projectId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    paidAt: tstz('paid_at').notNull().defaultNow(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('payments_currency_check', t.currency, CURRENCIES),
    foreignKey({
      name: 'payments_invoice_fk',
      columns: [t.orgId, t.invoiceId],
      foreignColumns: [invoices.orgId, invoices.id],
    }).onDelete('cascade'),
    index('payments_org_paid_idx').on(t.orgId, t.paidAt),
    index('payments_org_invoice_idx').on(t.orgId, t.invoiceId),
  ],
);
