import type { Quote } from '@folio/contracts';
import { emptyInvoiceValues, type InvoiceFormValues, invoiceInputFrom } from '../invoices/invoice-values';

/** The quote form's values: an invoice's (but a due date), and the last day the quote can be accepted. */
export type QuoteFormValues = Omit<InvoiceFormValues, 'dueDate'> & { validUntil: string };

/** How many days a new quote stays valid unless the user picks another date. */
const DEFAULT_VALID_DAYS = 30;

/** A new quote: an empty invoice's values, valid for 30 days from `today` (YYYY-MM-DD). */
export function emptyQuoteValues(today: string): QuoteFormValues {
  const { dueDate: _dueDate, ...invoice } = emptyInvoiceValues();
  const validUntil = new Date(Date.parse(today) + DEFAULT_VALID_DAYS * 86_400_000).toISOString().slice(0, 10);
  return { ...invoice, validUntil };
}

export function quoteFormValues(quote: Quote): QuoteFormValues {
  return {
    client: quote.client._id,
    clientName: quote.client.name,
    project: quote.project.map((project) => project._id),
    currency: quote.currency,
    items: quote.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      // No discount shows as an empty field rather than a 0 to erase first.
      discountPercent: item.discountPercent || '',
      taxRateIds: item.taxRateIds,
    })),
    discountType: quote.discount?.type ?? 'none',
    discountValue: quote.discount?.value ?? '',
    pricesIncludeTax: quote.pricesIncludeTax,
    validUntil: quote.validUntil,
  };
}

/** The API's input: the invoice form's (lines, discount, taxes), with the validity instead of a due date. */
export function quoteInputFrom(values: QuoteFormValues) {
  const { dueDate: _dueDate, ...input } = invoiceInputFrom({ ...values, dueDate: '' });
  return { ...input, validUntil: values.validUntil.trim() };
}
