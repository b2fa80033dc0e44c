import { PAYMENT_MSG, type PublicCheckoutInput } from '@folio/contracts/schemas/payments';
import type { PublicInvoice } from '@folio/contracts/schemas/public-invoices';
import { RestAnswerError } from '../../lib/rest-answer-error';
import { serverMessage } from '../../lib/server-messages';

/**
 * What Pay asks the server for: with partial payments allowed, the amount typed (an empty or
 * unreadable field is sent as null, which the server refuses with its own message at the field);
 * otherwise nothing, which is the balance the server computes.
 */
export function checkoutInput(allowPartial: boolean, typed: number | string): PublicCheckoutInput {
  if (!allowPartial) return {};
  const amount = typeof typed === 'number' ? typed : typed.trim() === '' ? Number.NaN : Number(typed);
  // JSON has no NaN: null is what reaches the server, and it answers 422 at the amount.
  return { amount: Number.isFinite(amount) ? amount : (null as unknown as number) };
}

/**
 * Where a refused Pay is explained: a 422's amount message at the amount field, any other refusal
 * the server explains (409: already paid, payment unavailable) above the button, and a failure with
 * no explanation (5xx, offline) as "could not be opened", each in the page's language.
 */
export function checkoutFailure(error: unknown): { field: string | null; page: string | null } {
  if (error instanceof RestAnswerError && error.status < 500) {
    const amount = error.envelope.errors?.find((entry) => entry.field === 'amount');
    if (amount) return { field: serverMessage(amount.msg), page: null };
    return { field: null, page: serverMessage(error.message) };
  }
  return { field: null, page: serverMessage(PAYMENT_MSG.checkoutFailed) };
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
