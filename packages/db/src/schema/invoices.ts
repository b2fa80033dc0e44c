import { CURRENCIES, INVOICE_STATUSES } from '@folio/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { createdAt, INVOICE_DISCOUNT_TYPES, id, oneOf, tstz, updatedAt } from './columns';
import { projects } from './projects';
import { quotes } from './quotes';
import { recurringInvoices } from './recurring-invoices';
import { taxRates } from './tax-rates';

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export { INVOICE_DISCOUNT_TYPES };

/*
 * An invoice and the rows that hang off it (its lines, taxes, project links and payments) reach
 * their organization through their parent, never by a reference of their own to organizations:
 * the invoice's (org_id, client_id) references the client's pair and the client references the
 * organization; a line's (org_id, invoice_id) references the invoice's pair. The database refuses
 * a row of another organization's parent all the same, and deleting an organization still removes
 * them all (by cascade along the same references). A direct reference had the organization's row
 * checked and locked again for every row written, the one row every writer of the organization
 * shares (docs/decisions.md §24).
 */

/**
 * An organization's invoice counter: the last invoice number handed out, incremented by the
 * transaction that creates the invoice, under this row's lock, so numbers are sequential and
 * gap-free (packages/api invoice-numbering.ts). A row of its own, created by the first invoice:
 * on the organization's row, every creation wrote a new version of the row every request reads
 * (the caller's check joins it), faster than autovacuum removed them (docs/decisions.md §24).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  invoiceSeq: integer('invoice_seq').notNull(),
});

/** Amounts are integer cents; the API answers major units. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /**
     * The organization, through the client: (org_id, client_id) references the client's own pair
     * (below), and the client references the organization (the note above).
     */
    orgId: uuid('org_id').notNull(),
    /** References (org_id, client_id): see the composite foreign keys below. */
    clientId: uuid('client_id').notNull(),
    /**
     * The client's name in lower case, kept by the database: a trigger writes it when the invoice
     * is written and again whenever the client is renamed (migration 0020). Only the invoices
     * list's search reads it: a short term is tested on the invoice's own row as the list is
     * walked in order, instead of a lookup of its client per invoice, and with LIKE on the lowered
     * term, which is what ILIKE does in a UTF-8 database, without lowering the name again for
     * every row (docs/benchmarks.md, "Slow spots", 11).
     */
    clientNameLower: text('client_name_lower').notNull().default(''),
    /** Sequential per organization. */
    number: integer('number').notNull(),
    numberSuffix: text('number_suffix'),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('USD'),
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    /** The invoice discount: a percentage of the subtotal or an amount (major units); null for none. */
    discountType: text('discount_type', { enum: INVOICE_DISCOUNT_TYPES }),
    discountValue: numeric('discount_value', { precision: 16, scale: 3, mode: 'number' }),
    /** Unit prices are gross (tax included). */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /** The sum of the line amounts (each after its line discount). */
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull().default(0),
    discountTotalCents: bigint('discount_total_cents', { mode: 'number' }).notNull().default(0),
    taxTotalCents: bigint('tax_total_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    sentAt: tstz('sent_at'),
    paidAt: tstz('paid_at'),
    /**
     * The client page's token (<APP_URL>/i/{token}): its SHA-256 (hex), which the public routes
     * look up, and the token itself sealed with AES-256-GCM under a key derived from JWT_SECRET, so
     * that the share link can be answered again. Null until the link is first needed.
     */
    shareTokenHash: text('share_token_hash'),
    shareTokenSealed: text('share_token_sealed'),
    /** When the client page was first opened by someone who is not a member of the organization. */
    viewedAt: tstz('viewed_at'),
    /**
     * The series that made it and the scheduled date of the occurrence it is; null for an invoice
     * made by hand. The series is of the same organization (the generator writes it); deleting the
     * series keeps its invoices.
     */
    recurringInvoiceId: uuid('recurring_invoice_id').references(() => recurringInvoices.id, {
      onDelete: 'set null',
    }),
    recurringDate: date('recurring_date', { mode: 'string' }),
    /** The quote it was converted from (of the same organization); null otherwise. */
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('invoices_status_check', t.status, INVOICE_STATUSES),
    oneOf('invoices_currency_check', t.currency, CURRENCIES),
    oneOf('invoices_discount_type_check', t.discountType, INVOICE_DISCOUNT_TYPES),
    check('invoices_discount_check', sql`(${t.discountType} is null) = (${t.discountValue} is null)`),
    unique('invoices_org_id_key').on(t.orgId, t.id),
    foreignKey({
      name: 'invoices_client_fk',
      columns: [t.orgId, t.clientId],
      foreignColumns: [clients.orgId, clients.id],
    }).onDelete('cascade'),
    uniqueIndex('invoices_org_number_key').on(t.orgId, t.number),
    index('invoices_org_status_idx').on(t.orgId, t.status, t.createdAt),
    // The invoices list's order (newest first, then by number): a page reads its rows in index
    // order from the keyset cursor on, instead of sorting every invoice of the organization. The
    // columns after the order's are what the list's search with a one- or two-letter term tests
    // (the status filter, the client's lowered name and the number's suffix): no trigram can be
    // looked up for such a term, so the list is walked in order from the index alone until enough
    // match.
    index('invoices_org_created_idx').on(
      t.orgId,
      t.createdAt,
      t.number,
      t.status,
      t.clientNameLower,
      t.numberSuffix,
    ),
    // A client's invoices in the list's order, with their status: the invoices list's search
    // (`q`) counts and orders a matching client's invoices from this index alone, and a
    // client's invoices list reads them in order.
    index('invoices_org_client_idx').on(t.orgId, t.clientId, t.createdAt, t.number, t.status),
    // One invoice per occurrence (date) of a series, whichever server instance makes it first,
    // and whatever the series' calendar became since.
    uniqueIndex('invoices_recurring_occurrence_key')
      .on(t.recurringInvoiceId, t.recurringDate)
      .where(sql`${t.recurringInvoiceId} is not null`),
    // GET /recurring-invoices/{id}/invoices, newest occurrence first.
    index('invoices_org_recurring_idx')
      .on(t.orgId, t.recurringInvoiceId, t.recurringDate)
      .where(sql`${t.recurringInvoiceId} is not null`),
    // A quote converts once.
    uniqueIndex('invoices_quote_key').on(t.quoteId).where(sql`${t.quoteId} is not null`),
    uniqueIndex('invoices_share_token_hash_key')
      .on(t.shareTokenHash)
      .where(sql`${t.shareTokenHash} is not null`),
    // Global search with a one- or two-letter term (no trigram to look up) without a digit or
    // hyphen: such a term can only match the suffix of the displayed number, so search walks the
    // suffixed invoices only, newest number first, instead of every invoice of the organization.
    index('invoices_org_suffixed_number_idx').on(t.orgId, t.number).where(sql`${t.numberSuffix} is not null`),
    // Global search and the list's search on the displayed number ("0012-A"), within one
    // organization (org_id a GIN key, btree_gin): folio_invoice_label() is an immutable SQL
    // function created by the search_indexes migration.
    index('invoices_org_search_idx').using(
      'gin',
      t.orgId,
      sql`folio_invoice_label(${t.number}, ${t.numberSuffix}) gin_trgm_ops`,
    ),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: id(),
    /** The organization, through the invoice's (org_id, id) below (the note above `invoices`). */
    orgId: uuid('org_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    /** Quantity may be fractional. */
    quantity: numeric('quantity', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    /** Quantity × unit price less the line's discount, rounded half up. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    discountPercent: numeric('discount_percent', { precision: 6, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    /** The rates the line carries, in order (their terms are the invoice's invoice_taxes rows). */
    taxRateIds: uuid('tax_rate_ids').array().notNull().default(sql`'{}'::uuid[]`),
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
    /** The organization, through the invoice's (org_id, id) below (the note above `invoices`). */
    orgId: uuid('org_id').notNull(),
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

/**
 * An invoice's tax breakdown, one row per rate it carries, with the rate's terms as the invoice
 * applies them: a draft's follow the rate, a sent invoice's stay as they were (frozen).
 */
export const invoiceTaxes = pgTable(
  'invoice_taxes',
  {
    /** The organization, through the invoice's (org_id, id) below (the note above `invoices`). */
    orgId: uuid('org_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    taxRateId: uuid('tax_rate_id').notNull(),
    /** The order the lines first name the rates. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    percent: numeric('percent', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    compound: boolean('compound').notNull(),
    taxableCents: bigint('taxable_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'invoice_taxes_invoice_fk',
      columns: [t.orgId, t.invoiceId],
      foreignColumns: [invoices.orgId, invoices.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'invoice_taxes_tax_rate_fk',
      columns: [t.orgId, t.taxRateId],
      foreignColumns: [taxRates.orgId, taxRates.id],
    }),
    primaryKey({ columns: [t.invoiceId, t.taxRateId] }),
    // A rate's change recomputes the drafts that carry it: they are found from here.
    index('invoice_taxes_org_rate_idx').on(t.orgId, t.taxRateId, t.invoiceId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    /** The organization, through the invoice's (org_id, id) below (the note above `invoices`). */
    orgId: uuid('org_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    paidAt: tstz('paid_at').notNull().defaultNow(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The client page's checkout that paid it (invoice_checkouts); null for a payment recorded by hand. */
    checkoutId: uuid('checkout_id'),
    /** Stripe's reference of an online payment (its PaymentIntent, pi_…); null otherwise. */
    stripeReference: text('stripe_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('payments_currency_check', t.currency, CURRENCIES),
    // A checkout pays once, whichever of the webhook's retries, the mock page's clicks or the
    // server instances records it first.
    uniqueIndex('payments_checkout_key').on(t.checkoutId).where(sql`${t.checkoutId} is not null`),
    foreignKey({
      name: 'payments_invoice_fk',
      columns: [t.orgId, t.invoiceId],
      foreignColumns: [invoices.orgId, invoices.id],
    }).onDelete('cascade'),
    index('payments_org_paid_idx').on(t.orgId, t.paidAt),
    index('payments_org_invoice_idx').on(t.orgId, t.invoiceId),
  ],
);
