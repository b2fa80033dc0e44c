import { type Invoice, type Locale, translate } from '@folio/contracts';
import { pdfWords } from '../invoices/invoice-pdf-layout';

/** Whole days from calendar date `from` to `to` (both YYYY-MM-DD): positive when `to` is later. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Calendar date `date` (YYYY-MM-DD) moved by `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A payment reminder's subject and message, in the client's language, as the Emails section lists
 * them. Which words depends on `today`, the day of sending in the organization's time zone: before
 * the due date the invoice is upcoming, on it due today, after it overdue by so many days; without a
 * due date it is only awaiting payment. The amount is what is left to pay (with the total when part
 * is paid); money and dates are written as the invoice email and its PDF write them.
 */
export function reminderEmail(
  invoice: Pick<Invoice, 'displayNumber' | 'total' | 'paidAmount' | 'balanceDue' | 'currency' | 'dueDate'>,
  orgName: string,
  locale: Locale,
  today: string,
): { subject: string; message: string } {
  const words = pdfWords(locale);
  const amount =
    invoice.paidAmount > 0 && invoice.balanceDue > 0
      ? translate(locale, 'INVOICE_MAIL_MSG.partlyPaid', {
          balance: words.money(invoice.balanceDue, invoice.currency),
          total: words.money(invoice.total, invoice.currency),
        })
      : words.money(invoice.balanceDue, invoice.currency);
  const due = words.date(invoice.dueDate) ?? '';
  const days = invoice.dueDate ? daysBetween(invoice.dueDate, today) : 0;
  const stage = !invoice.dueDate ? 'NoDue' : days < 0 ? 'Upcoming' : days === 0 ? 'Today' : 'Overdue';
  const values = { number: invoice.displayNumber, org: orgName, amount, due, days };
  return {
    subject: translate(locale, `REMINDER_MAIL_MSG.subject${stage}`, values),
    message: [
      translate(locale, 'REMINDER_MAIL_MSG.greeting'),
      translate(locale, `REMINDER_MAIL_MSG.body${stage}`, values),
      translate(locale, 'REMINDER_MAIL_MSG.alreadyPaid'),
      translate(locale, 'REMINDER_MAIL_MSG.closing', values),
    ].join('\n\n'),
  };
}

/**
 * A reminder mail's text: its message, the client page's link to view and pay the invoice, then
 * who sent it through Folio (the invoice email's footer), in the client's language.
 */
export const reminderEmailText = (message: string, orgName: string, locale: Locale, pageUrl: string) =>
  `${message}\n\n${translate(locale, 'REMINDER_MAIL_MSG.payOnline', { url: pageUrl })}\n\n—\n${translate(locale, 'INVOICE_MAIL_MSG.footer', { org: orgName })}`;
