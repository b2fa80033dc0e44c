import { balanceDueCents, PAYMENT_MSG } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { errors } from '../core/errors';
import { findInOrg } from '../core/records';
import type { ApiDeps } from '../deps';
import { applyPayment } from '../invoices/invoice-status';

const { invoiceCheckouts } = schema;

export type CheckoutRow = typeof invoiceCheckouts.$inferSelect;

export type OnlinePayment = {
  orgId: string;
  checkoutId: string;
  /** Stripe's PaymentIntent id; null for the mock payment page. */
  reference: string | null;
  /**
   * The mock page's Pay: no money moved yet, so a payment larger than the balance (the invoice was
   * paid meanwhile) is refused with 409 instead of recorded.
   */
  refuseOverpayment: boolean;
};

/**
 * Records the payment a checkout brings, exactly once, in `tx` (a transaction the caller opened,
 * which may hold more of the same change, such as the Stripe event's id): the checkout row is
 * locked, so of two deliveries, two server instances or two presses of Pay, the second waits and
 * then finds the checkout completed (and payments.checkout_id is unique besides). Then the invoice
 * is locked and the shared payment core runs: the payment, the invoice's paid amount and status,
 * the activity entry with no actor, the webhook events.
 *
 * Money Stripe has taken is recorded whatever happened meanwhile: an expired checkout (a late
 * event), an archived invoice, or a balance the amount now exceeds (the invoice was also paid by
 * hand). Its paid amount then goes above the total (no constraint forbids it) and its balance
 * below zero, which is what the freelancer must refund; the invoice counts as paid.
 *
 * Answers the checkout as it is afterwards, and whether this call recorded the payment.
 */
export async function recordOnlinePayment(
  deps: ApiDeps,
  tx: Executor,
  payment: OnlinePayment,
): Promise<{ checkout: CheckoutRow; recorded: boolean }> {
  const [checkout] = await tx
    .select()
    .from(invoiceCheckouts)
    .where(and(eq(invoiceCheckouts.id, payment.checkoutId), eq(invoiceCheckouts.orgId, payment.orgId)))
    .for('update');
  if (!checkout) throw errors.notFound(PAYMENT_MSG.checkoutNotFound);
  if (checkout.status === 'completed') return { checkout, recorded: false };
  const txScope = { deps, db: tx, org: { id: checkout.orgId } };
  const row = await findInOrg(tx, checkout.orgId, 'invoice', checkout.invoiceId, 'update');
  if (payment.refuseOverpayment && checkout.amountCents > balanceDueCents(row)) {
    throw errors.conflict(PAYMENT_MSG.alreadyPaid);
  }
  const { paymentId } = await applyPayment(txScope, row, {
    amountCents: checkout.amountCents,
    actor: null,
    recordedBy: null,
    checkoutId: checkout.id,
    stripeReference: payment.reference,
  });
  const [completed] = await tx
    .update(invoiceCheckouts)
    .set({ status: 'completed', paymentId, completedAt: new Date() })
    .where(and(eq(invoiceCheckouts.id, checkout.id), eq(invoiceCheckouts.orgId, checkout.orgId)))
    .returning();
  return { checkout: completed!, recorded: true };
}
