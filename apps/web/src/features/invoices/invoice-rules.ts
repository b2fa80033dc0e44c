import {
  fromCents,
  type Invoice,
  isInvoiceSettled,
  isPaidByPayments,
  lineAmountCents,
  toCents,
} from '@folio/contracts';
import { todayUtc } from '../../lib/dates';

/**
 * A new invoice's due date ("YYYY-MM-DD", UTC like the server's today): today plus the
 * organization's payment terms, or none ('') when it has no terms.
 */
export function defaultDueDate(paymentTermsDays: number | null | undefined, now: Date = new Date()): string {
  if (paymentTermsDays === null || paymentTermsDays === undefined) return '';
  const today = Date.parse(todayUtc(now));
  return new Date(today + paymentTermsDays * 86_400_000).toISOString().slice(0, 10);
}

/** A line item as the form holds it: numbers, or '' while a field is empty. */
export type ItemValues = { description: string; quantity: number | ''; unitPrice: number | '' };

const numberOr0 = (value: number | '') => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * One line's amount in major units, with the server's rounding (quantity × unit price in cents,
 * half away from zero), so the preview never differs from the saved total by a cent.
 */
export function lineAmount(item: ItemValues): number {
  return fromCents(lineAmountCents(numberOr0(item.quantity), toCents(numberOr0(item.unitPrice))));
}

/** The subtotal of the lines as typed: the sum of the rounded line amounts (the invoice total). */
export function subtotal(items: readonly ItemValues[]): number {
  const cents = items.reduce(
    (sum, item) => sum + lineAmountCents(numberOr0(item.quantity), toCents(numberOr0(item.unitPrice))),
    0,
  );
  return fromCents(cents);
}

/**
 * Mark Sent: offered while the invoice is not sent and not settled. An archived invoice is
 * unarchived first (the server refuses to send it), so it is not offered there either.
 */
export const canMarkSent = (invoice: Pick<Invoice, 'status' | 'balanceDue'>) =>
  invoice.status !== 'sent' && invoice.status !== 'archived' && !isInvoiceSettled(invoice);

/**
 * Send by email: offered for any invoice that is not archived (the server refuses those). A sent
 * invoice can be sent again, a paid one sent as a record of what was paid.
 */
export const canSendByEmail = (invoice: Pick<Invoice, 'status'>) => invoice.status !== 'archived';

/** Mark Paid: offered while the invoice is not settled (nothing left to pay) and not archived. */
export const canMarkPaid = (invoice: Pick<Invoice, 'status' | 'balanceDue'>) =>
  invoice.status !== 'archived' && !isInvoiceSettled(invoice);

/**
 * The amount to record for what was typed: a positive number, capped at the balance due; null
 * when it is not a positive number ("Enter a valid amount.").
 */
export function paymentAmount(typed: number | string, balanceDue: number): number | null {
  const value = typeof typed === 'number' ? typed : Number(String(typed).trim());
  if (String(typed).trim() === '' || !Number.isFinite(value) || value <= 0) return null;
  const cents = Math.min(toCents(value), toCents(balanceDue));
  return cents > 0 ? fromCents(cents) : null;
}

/**
 * The invoice as shown before the server has answered a payment of `amount`: paid, as the server
 * will store it, once the payments cover the total.
 */
export function withPayment(invoice: Invoice, amount: number): Invoice {
  const totalCents = toCents(invoice.total);
  const paidCents = toCents(invoice.paidAmount) + toCents(amount);
  const balanceCents = Math.max(totalCents - paidCents, 0);
  const paid = isPaidByPayments({ totalCents, paidCents });
  return {
    ...invoice,
    paidAmount: fromCents(paidCents),
    balanceDue: fromCents(balanceCents),
    status: paid ? 'paid' : invoice.status,
    overdue: paid ? false : invoice.overdue,
  };
}

/** The invoice as shown before the server has answered a status change. */
export function withStatus(invoice: Invoice, status: Invoice['status']): Invoice {
  return {
    ...invoice,
    status,
    overdue: status === 'paid' || status === 'archived' ? false : invoice.overdue,
  };
}
