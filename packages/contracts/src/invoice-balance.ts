import type { INVOICE_STATUSES } from './constants';
import { toCents } from './money';
import type { Invoice } from './schemas/invoices';

/**
 * When an invoice has nothing left to pay, decided once for the server, the web app and the PDF
 * (docs/product.md#invoice-status). "Settled" is derived from the amounts, never stored: the stored
 * status moves only by the status rules (a payment, an edit of the items, Archive and Unarchive).
 * The database's SQL (the invoices tiles, the invoice_totals rollup, the dashboard) counts with the
 * same rule; packages/api/test/paid-rule.test.ts holds the two together.
 */

/** What the rule reads: the stored status and the amounts in integer cents. */
export type InvoiceAmounts = {
  status: (typeof INVOICE_STATUSES)[number];
  totalCents: number;
  paidCents: number;
};

/** What is left to pay, in cents: total − paid. Below 0 only when more than the total was paid. */
export const balanceDueCents = (amounts: Pick<InvoiceAmounts, 'totalCents' | 'paidCents'>) =>
  amounts.totalCents - amounts.paidCents;

const settles = (status: InvoiceAmounts['status'], balanceCents: number) =>
  status === 'paid' || balanceCents <= 0;

/**
 * Settled, nothing left to pay: the status is paid, or the balance due is 0 or less. An invoice
 * with a zero total is settled from the start, whatever its status. Archived invoices follow the
 * same rule; the lists and tiles leave them out on their own.
 */
export const isSettled = (amounts: InvoiceAmounts) => settles(amounts.status, balanceDueCents(amounts));

/** The same rule for an invoice as the API answers it (`balanceDue` in major units). */
export const isInvoiceSettled = (invoice: Pick<Invoice, 'status' | 'balanceDue'>) =>
  settles(invoice.status, toCents(invoice.balanceDue));

/**
 * Paid by payments: something was paid and it covers the total. Only this makes the stored status
 * `paid` (a payment, an edit that lowers the total to what was paid, Unarchive); an invoice with a
 * zero total and nothing paid is settled but keeps its status.
 */
export const isPaidByPayments = (amounts: Pick<InvoiceAmounts, 'totalCents' | 'paidCents'>) =>
  amounts.paidCents > 0 && balanceDueCents(amounts) <= 0;
