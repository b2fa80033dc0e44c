import { DELIVERY_KINDS, DELIVERY_STATUSES } from '@folio/contracts';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { createdAt, id, oneOf, tstz, updatedAt } from './columns';
import { invoices } from './invoices';
import { quotes } from './quotes';

export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One invoice (or quote) sent by email: what was asked for (recipients, subject, message, by whom) and how its
 * delivery went. A job of the queue (`invoice-email`) carries out the attempts and moves `status`;
 * the row is the truth the invoice panel and the API show, the job only its carrier.
 */
export const invoiceDeliveries = pgTable(
  'invoice_deliveries',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The invoice it sends (kinds invoice and reminder); null for a quote's email. */
    invoiceId: uuid('invoice_id'),
    /** The quote it sends (kind quote); null otherwise. */
    quoteId: uuid('quote_id'),
    /** The invoice itself, a payment reminder (a rule's or a member's Send reminder), or a quote. */
    kind: text('kind', { enum: DELIVERY_KINDS }).notNull().default('invoice'),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** The Message-ID the mail server accepted (the same for every attempt of this delivery). */
    messageId: text('message_id'),
    /** The mail server's answer to the latest failed attempt. */
    lastError: text('last_error'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** Snapshot of the sender: the activity entries' actor and the mail's Reply-To. */
    requestedByName: text('requested_by_name').notNull(),
    requestedByEmail: text('requested_by_email').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deliveredAt: tstz('delivered_at'),
  },
  (t) => [
    oneOf('invoice_deliveries_status_check', t.status, DELIVERY_STATUSES),
    oneOf('invoice_deliveries_kind_check', t.kind, DELIVERY_KINDS),
    foreignKey({
      name: 'invoice_deliveries_invoice_fk',
      columns: [t.orgId, t.invoiceId],
      foreignColumns: [invoices.orgId, invoices.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'invoice_deliveries_quote_fk',
      columns: [t.orgId, t.quoteId],
      foreignColumns: [quotes.orgId, quotes.id],
    }).onDelete('cascade'),
    // Exactly one document: an invoice's email or a quote's.
    check('invoice_deliveries_document_check', sql`(${t.invoiceId} is null) <> (${t.quoteId} is null)`),
    // The quote panel's list, newest first.
    index('invoice_deliveries_org_quote_idx')
      .on(t.orgId, t.quoteId, t.createdAt)
      .where(sql`${t.quoteId} is not null`),
    // The invoice panel's list, newest first.
    index('invoice_deliveries_org_invoice_idx').on(t.orgId, t.invoiceId, t.createdAt),
    // The free plan's monthly count of sends.
    index('invoice_deliveries_org_created_idx').on(t.orgId, t.createdAt),
  ],
);
