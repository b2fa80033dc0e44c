import type { Invoice } from '@folio/contracts';
import {
  type DocumentFormValues,
  documentFormValues,
  documentInputFrom,
  emptyDocumentValues,
} from '../document-form/document-values';

/** The invoice form's values: a document's, and the due date. */
export type InvoiceFormValues = DocumentFormValues & { dueDate: string };

export const emptyInvoiceValues = (): InvoiceFormValues => ({ ...emptyDocumentValues(), dueDate: '' });

export function invoiceFormValues(invoice: Invoice): InvoiceFormValues {
  return { ...documentFormValues(invoice), dueDate: invoice.dueDate ?? '' };
}

/** The API's input: the document's fields as every form sends them, and no empty due date. */
export function invoiceInputFrom(values: InvoiceFormValues) {
  return { ...documentInputFrom(values), dueDate: values.dueDate.trim() || null };
}
