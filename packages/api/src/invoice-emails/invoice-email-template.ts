import { formatMoney, type Invoice, type InvoiceEmailDraft } from '@folio/contracts';
import { formatPdfDate } from '../invoices/invoice-pdf-layout';

/**
 * What the send form starts from: the client's address, and a subject and message naming the
 * organization and the displayed invoice number, with the amount and due date. The sender edits
 * them before sending.
 */
export function invoiceEmailDraft(
  invoice: Invoice,
  orgName: string,
  clientEmail: string | null,
): InvoiceEmailDraft {
  const number = invoice.displayNumber;
  const amount =
    invoice.paidAmount > 0 && invoice.balanceDue > 0
      ? `${formatMoney(invoice.balanceDue, invoice.currency)} (balance due of ${formatMoney(invoice.total, invoice.currency)})`
      : formatMoney(invoice.total, invoice.currency);
  const due = formatPdfDate(invoice.dueDate);
  return {
    recipients: clientEmail ? [clientEmail] : [],
    subject: `Invoice ${number} from ${orgName}`,
    message: [
      'Hello,',
      `Please find attached invoice ${number} from ${orgName} for ${amount}${due ? `, due ${due}` : ''}.`,
      `Thank you,\n${orgName}`,
    ].join('\n\n'),
  };
}

/** The mail's text: the sender's message, then who sent it through Folio. */
export const invoiceEmailText = (message: string, orgName: string) =>
  `${message}\n\n—\nSent by ${orgName} with Folio. Reply to this email to reach them.`;
