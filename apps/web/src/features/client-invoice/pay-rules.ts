import type { PublicCheckoutInput } from '@folio/contracts/schemas/payments';
import type { PublicInvoice } from '@folio/contracts/schemas/public-invoices';
import { formatNumber } from '../../lib/format';
import { RestAnswerError } from '../../lib/rest-answer-error';
import { serverMessage } from '../../lib/server-messages';
import { numberSeparators } from '../invoices/number-separators';
import type { PaymentMessages } from './payment-messages';

/** The balance as the amount field starts: plain digits in the page's language ("548.5", "548,5"). */
export const amountText = (amount: number) =>
  formatNumber(amount, { useGrouping: false, maximumFractionDigits: 2 });

/**
 * An amount as typed, in the page's language: its group separators and spaces are dropped and its
 * decimal separator read as one ("1 234,50" in French is 1234.5). Anything else is NaN.
 */
export function parseAmount(text: string): number {
  const { thousandSeparator, decimalSeparator } = numberSeparators();
  const plain = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .split(thousandSeparator)
    .join('')
    .replace(decimalSeparator, '.');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * What Pay asks the server for: with partial payments allowed, the amount typed (an empty or
 * unreadable field is sent as null, which the server refuses with its own message at the field);
 * otherwise nothing, which is the balance the server computes.
 */
export function checkoutInput(allowPartial: boolean, typed: string): PublicCheckoutInput {
  if (!allowPartial) return {};
  const amount = parseAmount(typed);
  // JSON has no NaN: null is what reaches the server, and it answers 422 at the amount.
  return { amount: Number.isFinite(amount) ? amount : (null as unknown as number) };
}

/**
 * Where a refused Pay is explained: a 422's amount message at the amount field, any other refusal
 * the server explains (409: already paid, payment unavailable) above the button, and a failure with
 * no explanation (5xx, offline) as "could not be opened", each in the page's language.
 */
export function checkoutFailure(
  error: unknown,
  messages: Pick<PaymentMessages, 'checkoutFailed'>,
): { field: string | null; page: string | null } {
  if (error instanceof RestAnswerError && error.status < 500) {
    const amount = error.envelope.errors?.find((entry) => entry.field === 'amount');
    if (amount) return { field: serverMessage(amount.msg), page: null };
    return { field: null, page: serverMessage(error.message) };
  }
  return { field: null, page: serverMessage(messages.checkoutFailed) };
}

/** How often, and how many times, the page reads the invoice again after a payment. */
const CONFIRM_POLL_MS = 1_500;
const CONFIRM_READS = 6;

/**
 * Back from paying (`?payment=success`), the invoice is read again a few times while a balance is
 * still due, briefly: Stripe tells the server by a webhook, which may come a moment after the client.
 * `reads` is how many answers the page has had.
 */
export function confirmPollInterval(
  paymentReturned: boolean,
  invoice: Pick<PublicInvoice, 'balanceDue'> | undefined,
  reads: number,
): number | false {
  if (!paymentReturned || !invoice || invoice.balanceDue <= 0) return false;
  return reads < CONFIRM_READS ? CONFIRM_POLL_MS : false;
}
