import { randomUUID } from 'node:crypto';
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
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../core/activity';
import { errors } from '../core/errors';
import { builtOnce } from '../core/prepared';
import { type OrgScope, withTransaction } from '../core/scope';
import { placeholderAs } from '../core/sql-helpers';
import { allInOrder } from '../core/together';
import type { ApiDeps } from '../deps';
import { recordWebhookEvent } from '../webhooks/outbox';
import { subscriptions } from '../webhooks/subscribers';
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

const { payments, invoices } = schema;

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
 * Two round trips while the invoice is locked when nobody listens for the events: the payment with
 * the invoice's new amounts (one statement) alongside the organization's webhook subscriptions,
 * then the activity entry alongside the invoice read back. The rollups' rows are updated at commit
 * in the order the rows changed: the invoice's totals, the month's revenue, the day's activity
 * (as when an invoice with payments is deleted), so that concurrent writers lock them in one order.
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
  const { db } = txScope;
  const paidCents = row.paidCents + payment.amountCents;
  const now = new Date();
  const paidInFull = isPaidByPayments({ totalCents: row.totalCents, paidCents });
  const turnsPaid = paidInFull && row.status !== 'paid' && row.status !== 'archived';
  const paymentId = randomUUID();
  const [, listeners] = await allInOrder([
    builtOnce(db, turnsPaid ? 'payment_turns_paid' : 'payment', () =>
      buildPaymentStatement(db, turnsPaid),
    ).execute({
      paymentId,
      orgId: row.orgId,
      invoiceId: row.id,
      amountCents: payment.amountCents,
      currency: row.currency,
      now: now.toISOString(),
      recordedBy: payment.recordedBy,
      checkoutId: payment.checkoutId ?? null,
      stripeReference: payment.stripeReference ?? null,
      paidCents,
    }),
    subscriptions(txScope),
  ]);
  const online = payment.checkoutId ? { online: true, reference: payment.stripeReference ?? null } : {};
  const [, invoice] = await allInOrder([
    recordInvoiceActivity(db, payment.actor, row, ACTIVITY_ACTIONS.paymentRecorded, {
      amount: fromCents(payment.amountCents),
      currency: row.currency,
      balanceDue: fromCents(balanceDueCents({ totalCents: row.totalCents, paidCents })),
      paidInFull,
      ...online,
    }),
    loadInvoice(txScope, row.id),
  ]);
  if (listeners.wants('payment.created')) {
    await recordWebhookEvent(txScope, 'payment.created', {
      _id: paymentId,
      amount: fromCents(payment.amountCents),
      currency: row.currency,
      paidAt: now.toISOString(),
      invoice,
    });
  }
  const invoiceEvent = turnsPaid ? 'invoice.paid' : 'invoice.updated';
  if (listeners.wants(invoiceEvent)) await recordWebhookEvent(txScope, invoiceEvent, invoice);
  return { invoice, paymentId };
}

/**
 * applyPayment's statement, kept built (core/prepared.ts) in its two shapes: the invoice's new paid
 * amount (and, when `turnsPaid`, its paid status and date), with the payment inserted by its WITH
 * clause, which PostgreSQL runs after the update: the rollups' rows are locked at commit in that
 * order. `updated_at` is set by the statement: the ORM would fill it in once, when building.
 */
function buildPaymentStatement(db: Executor, turnsPaid: boolean) {
  const value = sql.placeholder;
  // The payment's time, as ISO text.
  const at = placeholderAs('now', 'timestamptz');
  const recorded = db.$with('recorded').as(
    db
      .insert(payments)
      .values({
        id: value('paymentId'),
        orgId: value('orgId'),
        invoiceId: value('invoiceId'),
        amountCents: value('amountCents'),
        currency: value('currency'),
        paidAt: at,
        recordedBy: value('recordedBy'),
        checkoutId: value('checkoutId'),
        stripeReference: value('stripeReference'),
      })
      .returning({ id: payments.id }),
  );
  return db
    .with(recorded)
    .update(invoices)
    .set({
      paidCents: placeholderAs('paidCents', 'bigint'),
      updatedAt: at,
      ...(turnsPaid ? { status: 'paid' as const, paidAt: at } : {}),
    })
    .where(and(eq(invoices.id, value('invoiceId')), eq(invoices.orgId, value('orgId'))))
    .prepare(turnsPaid ? 'payment_turns_paid' : 'payment');
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
