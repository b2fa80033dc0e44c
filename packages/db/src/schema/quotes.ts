import { CURRENCIES, STORED_QUOTE_STATUSES } from '@folio/contracts';
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { clients } from './clients';
import { createdAt, INVOICE_DISCOUNT_TYPES, id, oneOf, tstz, updatedAt } from './columns';

/** One priced line of a quote, as the invoice engine prices it (amounts in integer cents). */
export type QuoteLine = {
  description: string;
  quantity: number;
  unitPriceCents: number;
  discountPercent: number;
  taxRateIds: string[];
  amountCents: number;
};

/**
 * One rate of a quote's tax breakdown, with its terms as the quote applies them: a draft's follow
 * the rate, a sent quote's stay as they were (frozen), and its conversion carries them to the invoice.
 */
export type QuoteTax = {
  taxRateId: string;
  name: string;
  percent: number;
  compound: boolean;
  taxableCents: number;
  amountCents: number;
};

/**
 * A quote (estimate): what an invoice holds plus a validity date, with its own gap-free numbering
 * per organization (organizations.quote_seq, shown as Q-0001). Its lines and tax breakdown are
 * kept as JSON documents: they are read and written whole, never queried line by line. Stored
 * statuses are draft, sent, accepted and declined; expired is computed from valid_until.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** References (org_id, client_id): see the composite foreign key below. */
    clientId: uuid('client_id').notNull(),
    /** The client's projects the quote is for. */
    projectIds: uuid('project_ids').array().notNull().default(sql`'{}'::uuid[]`),
    number: integer('number').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('USD'),
    /** The last day the quote can be accepted (in the organization's time zone). */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    status: text('status', { enum: STORED_QUOTE_STATUSES }).notNull().default('draft'),
    discountType: text('discount_type', { enum: INVOICE_DISCOUNT_TYPES }),
    discountValue: numeric('discount_value', { precision: 16, scale: 3, mode: 'number' }),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    items: jsonb('items').$type<QuoteLine[]>().notNull(),
    taxes: jsonb('taxes').$type<QuoteTax[]>().notNull().default(sql`'[]'::jsonb`),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull().default(0),
    discountTotalCents: bigint('discount_total_cents', { mode: 'number' }).notNull().default(0),
    taxTotalCents: bigint('tax_total_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    sentAt: tstz('sent_at'),
    /** The client page's token (<APP_URL>/q/{token}): hashed and sealed as invoices' share tokens are. */
    shareTokenHash: text('share_token_hash'),
    shareTokenSealed: text('share_token_sealed'),
    viewedAt: tstz('viewed_at'),
    /** When the client accepted or declined it, and who signed an acceptance, from where, with what. */
    respondedAt: tstz('responded_at'),
    signerName: text('signer_name'),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    /** The reason the client gave when declining, if any. */
    declineReason: text('decline_reason'),
    /** The invoice it became (POST /quotes/{id}/convert); at most one. */
    convertedInvoiceId: uuid('converted_invoice_id'),
    convertedAt: tstz('converted_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('quotes_status_check', t.status, STORED_QUOTE_STATUSES),
    oneOf('quotes_currency_check', t.currency, CURRENCIES),
    oneOf('quotes_discount_type_check', t.discountType, INVOICE_DISCOUNT_TYPES),
    check('quotes_discount_check', sql`(${t.discountType} is null) = (${t.discountValue} is null)`),
    unique('quotes_org_id_key').on(t.orgId, t.id),
    foreignKey({
      name: 'quotes_client_fk',
      columns: [t.orgId, t.clientId],
      foreignColumns: [clients.orgId, clients.id],
    }).onDelete('cascade'),
    uniqueIndex('quotes_org_number_key').on(t.orgId, t.number),
    // The quotes list's order, newest first.
    index('quotes_org_created_idx').on(t.orgId, t.createdAt, t.number),
    index('quotes_org_status_idx').on(t.orgId, t.status, t.validUntil),
    index('quotes_org_client_idx').on(t.orgId, t.clientId),
    uniqueIndex('quotes_share_token_hash_key')
      .on(t.shareTokenHash)
      .where(sql`${t.shareTokenHash} is not null`),
    uniqueIndex('quotes_converted_invoice_key')
      .on(t.convertedInvoiceId)
      .where(sql`${t.convertedInvoiceId} is not null`),
  ],
);
