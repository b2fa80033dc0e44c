import {
  ACTIVITY_ACTIONS,
  balanceDueCents,
  fromCents,
  type Invoice,
  type InvoiceIdInput,
  isPaidByPayments,
  isSettled,
  type MarkPaidInput,
  toCents,
  WORKSPACE_MSG,
} from '@folio/contracts';
import type { Executor, InvoiceRow } from '@folio/db';
import { schema } from '@folio/db';
import type { Actor } from '../core/activity';
import { errors } from '../core/errors';
import { type OrgScope, withTransaction } from '../core/scope';
import type { ApiDeps } from '../deps';
import { recordWebhookEvent } from '../webhooks/outbox';
import {
  type InvoiceStatus,
  lockInvoice,
  recordInvoiceActivity,
  writeInvoiceColumns,
} from './invoice-records';
import { loadInvoice } from './invoices.queries';

/**
 * An invoice's status changes: mark sent, record a payment, archive and the other moves by hand.
 * Two rules of @folio/contracts decide them: a settled invoice (isSettled: nothing left to pay, a
 * zero total included) cannot be sent, paid or moved back to draft or sent; the stored status becomes
 * paid only when payments cover the total (isPaidByPayments), so a zero total keeps its status.
 */

const { payments } = schema;

/** What recording a payment needs: the transaction, in the invoice's organization (no caller). */
type PaymentScope = { deps: ApiDeps; db: Executor; org: { id: string } };

/** PATCH /api/invoices/{id}/mark-sent: not when already sent, settled or archived. */
export async function markSent(scope: OrgScope, { id }: InvoiceIdInput): Promise<Invoice> {
  return withTransaction(scope, async (txScope) => {
    const row = await lockInvoice(txScope, id);
    if (row.status === 'archived') throw errors.conflict(WORKSPACE_MSG.invoiceArchived);
    // A stored "overdue" (older data) was sent already; overdue is otherwise only computed.
    if (row.status === 'sent' || row.status === 'overdue') throw errors.conflict(WORKSPACE_MSG.alreadySent);
    if (isSettled(row)) throw errors.conflict(WORKSPACE_MSG.alreadyPaid);
    await writeInvoiceColumns(txScope.db, row, { status: 'sent', sentAt: new Date() });
    await recordInvoiceActivity(txScope.db, scope.caller, row, ACTIVITY_ACTIONS.markedSent, {
      from: row.status,
      to: 'sent',
    });
    const invoice = await loadInvoice(txScope, row.id);
    await recordWebhookEvent(txScope, 'invoice.sent', invoice);
    return invoice;
  });
}

/**
 * PATCH /api/invoices/{id}/mark-paid: records a payment of `amount` (major units; default the
 * balance due, capped at it). The invoice row is locked first, so parallel payments can never
 * add up to more than the total.
 */
export async function markPaid(scope: OrgScope, { id, amount }: MarkPaidInput): Promise<Invoice> {
  return withTransaction(scope, async (txScope) => {
    const row = await lockInvoice(txScope, id);
    if (row.status === 'archived') throw errors.conflict(WORKSPACE_MSG.invoiceArchived);
    if (isSettled(row)) throw errors.conflict(WORKSPACE_MSG.alreadyPaid);
    const balance = balanceDueCents(row);
    const cents = amount === undefined ? balance : Math.min(toCents(amount), balance);
    // Below half a cent rounds to nothing: not a payment.
    if (cents <= 0) throw errors.field('amount', WORKSPACE_MSG.invalidAmount);
    const { invoice } = await applyPayment(txScope, row, {
      amountCents: cents,
      actor: scope.caller,
      recordedBy: scope.caller.id,
    });
    return invoice;
  });
}

/** One payment as applyPayment records it. */
export type PaymentToApply = {
  amountCents: number;
  /** Who the activity entry names: the member who recorded it, or null (the client paid online). */
  actor: Actor | null;
  recordedBy: string | null;
  /** The client page's checkout that brought it (online payments). */
  checkoutId?: string | undefined;
  /** Stripe's PaymentIntent id (online payments through Stripe). */
  stripeReference?: string | null | undefined;
};

/**
 * The one way a payment is recorded, by hand (markPaid) or online (payments/online-payment.ts):
 * inserts the payment, adds it to the invoice's paid amount, turns the invoice paid when payments
 * cover its total, writes the `payment_recorded` activity entry and the webhook events
 * payment.created (the payment with the invoice as it is after it), then invoice.paid when the
 * payment settles the invoice, else invoice.updated. The rollups behind the dashboard follow the
 * invoice row (database triggers). `row` must be locked by the caller's transaction (`txScope.db`),
 * which also decides whether the payment is allowed at all.
 *
 * An archived invoice keeps its status (unarchiving it gives a paid invoice when payments cover
 * it), and an already paid one keeps its first paidAt: only an online payment can reach those, for
 * money the client has already handed over.
 */
export async function applyPayment(
  txScope: PaymentScope,
  row: InvoiceRow,
  payment: PaymentToApply,
): Promise<{ invoice: Invoice; paymentId: string }> {
  const paidCents = row.paidCents + payment.amountCents;
  const now = new Date();
  const paidInFull = isPaidByPayments({ totalCents: row.totalCents, paidCents });
  const turnsPaid = paidInFull && row.status !== 'paid' && row.status !== 'archived';
  const [inserted] = await txScope.db
    .insert(payments)
    .values({
      orgId: row.orgId,
      invoiceId: row.id,
      amountCents: payment.amountCents,
      currency: row.currency,
      paidAt: now,
      recordedBy: payment.recordedBy,
      checkoutId: payment.checkoutId ?? null,
      stripeReference: payment.stripeReference ?? null,
    })
    .returning();
  await writeInvoiceColumns(txScope.db, row, {
    paidCents,
    ...(turnsPaid ? { status: 'paid' as const, paidAt: now } : {}),
  });
  const online = payment.checkoutId ? { online: true, reference: payment.stripeReference ?? null } : {};
  await recordInvoiceActivity(txScope.db, payment.actor, row, ACTIVITY_ACTIONS.paymentRecorded, {
    amount: fromCents(payment.amountCents),
    currency: row.currency,
    balanceDue: fromCents(balanceDueCents({ totalCents: row.totalCents, paidCents })),
    paidInFull,
    ...online,
  });
  const invoice = await loadInvoice(txScope, row.id);
  await recordWebhookEvent(txScope, 'payment.created', {
    _id: inserted!.id,
    amount: fromCents(inserted!.amountCents),
    currency: inserted!.currency,
    paidAt: inserted!.paidAt.toISOString(),
    invoice,
  });
  await recordWebhookEvent(txScope, turnsPaid ? 'invoice.paid' : 'invoice.updated', invoice);
  return { invoice, paymentId: inserted!.id };
}

/**
 * PUT /api/invoices/{id} with a status: Archive (archived), Unarchive (draft), or sent/draft.
 * Paid and overdue are not set by hand: payments make an invoice paid, dates make it overdue.
 * Answers the new status, or null when nothing changes. `row` is the locked row, `scope.db` the
 * transaction.
 */
export async function changeStatus(
  scope: OrgScope,
  row: InvoiceRow,
  target: InvoiceStatus,
): Promise<InvoiceStatus | null> {
  if (target === 'paid' || target === 'overdue')
    throw errors.field('status', WORKSPACE_MSG.statusViaMarkPaid);
  if (target === row.status) return null;
  let next: InvoiceStatus = target;
  if (target === 'draft' && row.status === 'archived') {
    // Unarchiving a paid invoice gives back a paid invoice, not a draft that is fully paid.
    next = isPaidByPayments(row) ? 'paid' : 'draft';
  } else if (target !== 'archived' && isSettled(row)) {
    throw errors.conflict(WORKSPACE_MSG.alreadyPaid);
  }
  if (next === row.status) return null;
  const sentAt = next === 'sent' ? (row.sentAt ?? new Date()) : row.sentAt;
  await writeInvoiceColumns(scope.db, row, { status: next, sentAt });
  await recordInvoiceActivity(scope.db, scope.caller, row, ACTIVITY_ACTIONS.statusChanged, {
    from: row.status,
    to: next,
  });
  return next;
}
