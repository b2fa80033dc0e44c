import { ACTIVITY_ACTIONS, fromCents, type Invoice, toCents, WORKSPACE_MSG } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { type Actor, recordActivity } from '../core/activity';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import type { ApiDeps } from '../deps';
import { loadInvoice } from './invoices.queries';

const { invoices, payments } = schema;

export type InvoiceRow = typeof invoices.$inferSelect;
type InvoiceStatus = InvoiceRow['status'];

/** What invoice services need of a procedure's context (orgProcedure and above provide it). */
export type InvoiceCtx = {
  deps: ApiDeps;
  orgId: string;
  org: typeof schema.organizations.$inferSelect;
  actor: Actor;
};

export const snapshotOf = (row: InvoiceRow) => ({ number: row.number, numberSuffix: row.numberSuffix });

/** An invoice counts as paid when its status is paid or its balance is 0 or less. */
export const isSettled = (row: InvoiceRow) => row.status === 'paid' || row.totalCents - row.paidCents <= 0;

/**
 * The invoice row, locked until the transaction ends (`for update`): every change of status or
 * amounts goes through here, so parallel calls on one invoice run one after the other and each
 * sees the previous one's result. Another organization's id is a 404.
 */
export async function lockInvoice(tx: Executor, orgId: string, id: unknown): Promise<InvoiceRow> {
  if (!isUuid(id)) throw errors.notFound(WORKSPACE_MSG.invoiceNotFound);
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.orgId, orgId)))
    .for('update');
  if (!row) throw errors.notFound(WORKSPACE_MSG.invoiceNotFound);
  return row;
}

/** PATCH /api/invoices/{id}/mark-sent: not when already sent, fully paid or archived. */
export async function markSent(ctx: InvoiceCtx, id: string): Promise<Invoice> {
  return ctx.deps.db.transaction(async (tx) => {
    const row = await lockInvoice(tx, ctx.orgId, id);
    if (row.status === 'archived') throw errors.conflict(WORKSPACE_MSG.invoiceArchived);
    // A stored "overdue" (older data) was sent already; overdue is otherwise only computed.
    if (row.status === 'sent' || row.status === 'overdue') throw errors.conflict(WORKSPACE_MSG.alreadySent);
    if (isSettled(row)) throw errors.conflict(WORKSPACE_MSG.alreadyPaid);
    await tx
      .update(invoices)
      .set({ status: 'sent', sentAt: new Date() })
      .where(and(eq(invoices.id, row.id), eq(invoices.orgId, ctx.orgId)));
    await recordActivity(tx, {
      orgId: ctx.orgId,
      actor: ctx.actor,
      action: ACTIVITY_ACTIONS.markedSent,
      entityType: 'invoice',
      objectId: row.id,
      entity: snapshotOf(row),
      meta: { from: row.status, to: 'sent' },
    });
    return loadInvoice(tx, ctx.orgId, row.id);
  });
}

/**
 * PATCH /api/invoices/{id}/mark-paid: records a payment of `amount` (major units; default the
 * balance due, capped at it). The invoice row is locked first, so parallel payments can never
 * add up to more than the total. A zero balance turns the invoice paid.
 */
export async function markPaid(ctx: InvoiceCtx, id: string, amount: number | undefined): Promise<Invoice> {
  return ctx.deps.db.transaction(async (tx) => {
    const row = await lockInvoice(tx, ctx.orgId, id);
    if (row.status === 'archived') throw errors.conflict(WORKSPACE_MSG.invoiceArchived);
    if (isSettled(row)) throw errors.conflict(WORKSPACE_MSG.alreadyPaid);
    const balance = row.totalCents - row.paidCents;
    const cents = amount === undefined ? balance : Math.min(toCents(amount), balance);
    // Below half a cent rounds to nothing: not a payment.
    if (cents <= 0) throw errors.field('amount', WORKSPACE_MSG.invalidAmount);
    const paidCents = row.paidCents + cents;
    const now = new Date();
    const paidInFull = paidCents >= row.totalCents;
    await tx.insert(payments).values({
      orgId: ctx.orgId,
      invoiceId: row.id,
      amountCents: cents,
      currency: row.currency,
      paidAt: now,
      recordedBy: ctx.actor.id,
    });
    await tx
      .update(invoices)
      .set({ paidCents, ...(paidInFull ? { status: 'paid' as const, paidAt: now } : {}) })
      .where(and(eq(invoices.id, row.id), eq(invoices.orgId, ctx.orgId)));
    await recordActivity(tx, {
      orgId: ctx.orgId,
      actor: ctx.actor,
      action: ACTIVITY_ACTIONS.paymentRecorded,
      entityType: 'invoice',
      objectId: row.id,
      entity: snapshotOf(row),
      meta: {
        amount: fromCents(cents),
        currency: row.currency,
        balanceDue: fromCents(row.totalCents - paidCents),
        paidInFull,
      },
    });
    return loadInvoice(tx, ctx.orgId, row.id);
  });
}

/**
 * PUT /api/invoices/{id} with a status: Archive (archived), Unarchive (draft), or sent/draft.
 * Paid and overdue are not set by hand: payments make an invoice paid, dates make it overdue.
 * Answers the new status, or null when nothing changes. Call with the row from lockInvoice.
 */
export async function changeStatus(
  tx: Executor,
  ctx: InvoiceCtx,
  row: InvoiceRow,
  target: InvoiceStatus,
): Promise<InvoiceStatus | null> {
  if (target === 'paid' || target === 'overdue')
    throw errors.field('status', WORKSPACE_MSG.statusViaMarkPaid);
  if (target === row.status) return null;
  let next: InvoiceStatus = target;
  if (target === 'draft' && row.status === 'archived') {
    // Unarchiving a paid invoice gives back a paid invoice, not a draft that is fully paid.
    next = row.paidCents > 0 && row.totalCents - row.paidCents <= 0 ? 'paid' : 'draft';
  } else if (target !== 'archived' && isSettled(row)) {
    throw errors.conflict(WORKSPACE_MSG.alreadyPaid);
  }
  if (next === row.status) return null;
  const sentAt = next === 'sent' ? (row.sentAt ?? new Date()) : row.sentAt;
  await tx
    .update(invoices)
    .set({ status: next, sentAt })
    .where(and(eq(invoices.id, row.id), eq(invoices.orgId, ctx.orgId)));
  await recordActivity(tx, {
    orgId: ctx.orgId,
    actor: ctx.actor,
    action: ACTIVITY_ACTIONS.statusChanged,
    entityType: 'invoice',
    objectId: row.id,
    entity: snapshotOf(row),
    meta: { from: row.status, to: next },
  });
  return next;
}
