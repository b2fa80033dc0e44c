import type { Quote } from '@folio/contracts';
import {
  type DocumentFormValues,
  documentFormValues,
  documentInputFrom,
  emptyDocumentValues,
} from '../document-form/document-values';

/** The quote form's values: a document's, and the last day the quote can be accepted. */
export type QuoteFormValues = DocumentFormValues & { validUntil: string };

/** How many days a new quote stays valid unless the user picks another date. */
const DEFAULT_VALID_DAYS = 30;

/** A new quote: an empty document's values, valid for 30 days from `today` (YYYY-MM-DD). */
export function emptyQuoteValues(today: string): QuoteFormValues {
  const validUntil = new Date(Date.parse(today) + DEFAULT_VALID_DAYS * 86_400_000).toISOString().slice(0, 10);
  return { ...emptyDocumentValues(), validUntil };
}

export function quoteFormValues(quote: Quote): QuoteFormValues {
  return { ...documentFormValues(quote), validUntil: quote.validUntil };
}

/** The API's input: the document's fields (lines, discount, taxes) as every form sends them, and the validity. */
export function quoteInputFrom(values: QuoteFormValues) {
  return { ...documentInputFrom(values), validUntil: values.validUntil.trim() };
}
