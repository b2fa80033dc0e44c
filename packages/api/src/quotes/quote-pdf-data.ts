import type { Invoice, Quote } from '@folio/contracts';
import type { ReadScope } from '../core/scope';
import { pdfPartiesOf } from '../invoices/invoice-pdf-data';
import type { InvoicePdfData } from '../invoices/invoice-pdf-input';
import { loadQuote } from './quotes.queries';

/** A quote's file name: quote-Q-0001.pdf. */
export const quotePdfFileName = (quote: Pick<Quote, 'displayNumber'>) =>
  `quote-${quote.displayNumber.replace(/[^A-Za-z0-9._-]+/g, '_')}.pdf`;

/**
 * The quote in the shape the invoice PDF engine draws: the same lines, discount, taxes and totals;
 * nothing paid, nothing due. `quote` in the PDF data tells the engine to title it as a quote, show
 * its validity date and leave out the payment lines.
 */
function asDocument(quote: Quote): Invoice {
  return {
    _id: quote._id,
    number: quote.number,
    numberSuffix: null,
    displayNumber: quote.displayNumber,
    client: quote.client,
    project: quote.project,
    items: quote.items,
    discount: quote.discount,
    pricesIncludeTax: quote.pricesIncludeTax,
    subtotal: quote.subtotal,
    discountTotal: quote.discountTotal,
    taxTotal: quote.taxTotal,
    taxes: quote.taxes,
    currency: quote.currency,
    dueDate: null,
    status: quote.status === 'draft' ? 'draft' : 'sent',
    overdue: false,
    total: quote.total,
    paidAmount: 0,
    balanceDue: quote.total,
    createdAt: quote.createdAt,
    updatedAt: quote.updatedAt,
    sentAt: quote.sentAt,
    paidAt: null,
    viewedAt: quote.viewedAt,
    quoteId: null,
    recurringInvoiceId: null,
    recurringDate: null,
  } as Invoice;
}

/** What GET /api/quotes/{id}/pdf, the public page's PDF and the quote email's attachment draw. */
export async function quotePdfData(scope: ReadScope, quote: Quote): Promise<InvoicePdfData> {
  return {
    invoice: asDocument(quote),
    quote: { validUntil: quote.validUntil, status: quote.status },
    ...(await pdfPartiesOf(scope, quote.client._id)),
  };
}

/** The `pdfData` procedure's answer: the quote of the organization, or 404. */
export async function loadQuotePdfData(scope: ReadScope, id: unknown): Promise<InvoicePdfData> {
  return quotePdfData(scope, await loadQuote(scope, id));
}
