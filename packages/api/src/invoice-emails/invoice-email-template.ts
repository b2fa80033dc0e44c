import { type Invoice, type InvoiceEmailDraft, type Locale, translate } from '@folio/contracts';
import { pdfWords } from '../invoices/invoice-pdf-layout';

/**
 * What the send form starts from: the client's address, and a subject and message naming the
 * organization and the displayed invoice number, with the amount and due date. The sender edits
 * them before sending. Written in the document's language (the client's, else the
 * organization's), with money and dates as the attached PDF writes them.
 */
export function invoiceEmailDraft(
  invoice: Invoice,
  orgName: string,
  clientEmail: string | null,
  locale: Locale = 'en',
): InvoiceEmailDraft {
  const words = pdfWords(locale);
  const number = invoice.displayNumber;
  const amount =
    invoice.paidAmount > 0 && invoice.balanceDue > 0
      ? translate(locale, 'INVOICE_MAIL_MSG.partlyPaid', {
          balance: words.money(invoice.balanceDue, invoice.currency),
          total: words.money(invoice.total, invoice.currency),
        })
      : words.money(invoice.total, invoice.currency);
  const due = words.date(invoice.dueDate);
  const values = { number, org: orgName, amount, due };
  return {
    recipients: clientEmail ? [clientEmail] : [],
    subject: translate(locale, 'INVOICE_MAIL_MSG.subject', values),
    message: [
      translate(locale, 'INVOICE_MAIL_MSG.greeting'),
      translate(locale, due ? 'INVOICE_MAIL_MSG.bodyWithDue' : 'INVOICE_MAIL_MSG.body', values),
      translate(locale, 'INVOICE_MAIL_MSG.closing', values),
    ].join('\n\n'),
  };
}

/**
 * The mail's text: the sender's message, the invoice's client page link when there is one, then
 * who sent it through Folio (in the document's language).
 */
export const invoiceEmailText = (message: string, orgName: string, locale: Locale = 'en', pageUrl?: string) =>
  `${message}\n\n${pageUrl ? `${translate(locale, 'INVOICE_MAIL_MSG.viewOnline', { url: pageUrl })}\n\n` : ''}—\n${translate(locale, 'INVOICE_MAIL_MSG.footer', { org: orgName })}`;
