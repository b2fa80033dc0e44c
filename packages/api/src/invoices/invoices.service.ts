import { randomUUID } from 'node:crypto';
import {
  ACTIVITY_ACTIONS,
  type CreateInvoiceInput,
  displayInvoiceNumber,
  INVOICE_MSG,
  type Invoice,
  type InvoiceIdInput,
  type TaxRateTerms,
  type UpdateInvoiceInput,
  WORKSPACE_MSG,
} from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../core/activity';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { assertInvoiceQuota } from '../core/plan-limits';
import { type OrgScope, withTransaction } from '../core/scope';
import { allInOrder } from '../core/together';
import { recordWebhookEvent } from '../webhooks/outbox';
import { recordWebhookEventOf, subscriptions } from '../webhooks/subscribers';
import { applyEdit } from './invoice-edit';
import { insertInvoiceRows } from './invoice-insert';
import { takeInvoiceNumber } from './invoice-numbering';
import { invoiceTaxRows, priceInvoice, termsForItems } from './invoice-pricing';
import {
  activeClient,
  assertDueDateNotPast,
  assertProjectsOfClient,
  lockInvoice,
  recordInvoiceActivity,
} from './invoice-records';
import { changeStatus } from './invoice-status';
import { loadInvoice } from './invoices.queries';

const { invoices, notes } = schema;

/**
 * POST /api/invoices. The number comes from the organization's counter (invoice-numbering.ts),
 * taken at the end of the creation under the organization's row lock, which also serialises the
 * free plan's monthly quota: numbers are sequential, unique under concurrency, and a refused
 * invoice consumes none. The quota is checked against the plan as it is under that lock.
 */
export async function createInvoice(scope: OrgScope, input: CreateInvoiceInput): Promise<Invoice> {
  assertDueDateNotPast(scope, input.dueDate);
  return withTransaction(scope, (txScope) => insertInvoice(txScope, input));
}

/**
 * What an invoice made by the app itself carries beyond its payload: the series and occurrence it
 * was generated for, or the quote it was converted from; `terms` are the tax terms to apply instead
 * of the rates' current ones (a converted quote keeps the terms it was sent with); `actor` (default
 * the caller; null for the app) and `action` name the activity entry.
 */
export type InvoiceOrigin = {
  recurringInvoiceId?: string | undefined;
  recurringDate?: string | undefined;
  quoteId?: string | undefined;
  terms?: readonly TaxRateTerms[] | undefined;
  createdBy?: string | null | undefined;
  actor?: Actor | null | undefined;
  action?: string | undefined;
  activityMeta?: Record<string, unknown> | undefined;
};

/**
 * Creates an invoice in the transaction `txScope` runs in: priced by the invoice engine, numbered
 * from the organization's counter under its row lock (which also serialises the free plan's
 * monthly quota), with its activity entry and invoice.created event. Every way an invoice is made
 * (the form, a converted quote, a recurring series) goes through here.
 *
 * Three round trips when nobody listens for invoice.created: the checks (tax rates, client,
 * projects, webhook subscriptions), sent together; the invoice with its lines, taxes and project
 * links; then its number with its activity entry (invoice-numbering.ts), sent with its reading
 * back. The organization's row is locked by the numbering, so concurrent creations wait on each
 * other only for that last round trip, the webhook event and the commit. A refusal anywhere rolls
 * everything back, the number included.
 */
export async function insertInvoice(
  txScope: OrgScope,
  input: CreateInvoiceInput,
  origin: InvoiceOrigin = {},
): Promise<Invoice> {
  const { db } = txScope;
  const orgId = txScope.org.id;
  // A request's own totals (if it sends any) are not read: the amounts come from its lines. The
  // checks read (and share-lock) the tax rates, the client and its projects; the first that
  // refuses, in that order, is the answer.
  const [terms, , , listeners] = await allInOrder([
    origin.terms ?? termsForItems(txScope, input.items, null),
    activeClient(txScope, input.client),
    isUuid(input.client) ? assertProjectsOfClient(txScope, input.client, input.project) : null,
    subscriptions(txScope),
  ]);
  const { lines, columns, taxes } = priceInvoice(input, terms);
  const id = randomUUID();
  await insertInvoiceRows(
    db,
    {
      id,
      orgId,
      clientId: input.client,
      numberSuffix: input.numberSuffix ?? null,
      currency: input.currency ?? 'USD',
      dueDate: input.dueDate ?? null,
      status: 'draft',
      ...columns,
      paidCents: 0,
      createdBy: origin.createdBy === undefined ? txScope.caller.id : origin.createdBy,
      recurringInvoiceId: origin.recurringInvoiceId ?? null,
      recurringDate: origin.recurringDate ?? null,
      quoteId: origin.quoteId ?? null,
    },
    { lines, taxes: invoiceTaxRows(orgId, id, taxes), projectIds: input.project },
  );
  // Read back and numbered together, the reading first so that it is done before the numbering
  // takes the organization's row (PostgreSQL runs them in the order they reach it; either order
  // answers the number taken, since numbering changes nothing else of the invoice).
  const [unnumbered, { number, org }] = await allInOrder([
    loadInvoice(txScope, id),
    takeInvoiceNumber(
      db,
      { orgId, id, numberSuffix: input.numberSuffix ?? null },
      {
        actor: origin.actor === undefined ? txScope.caller : origin.actor,
        action: origin.action ?? ACTIVITY_ACTIONS.created,
        meta: origin.activityMeta ?? null,
      },
    ),
  ]);
  await assertInvoiceQuota(db, org, id);
  const { numberSuffix } = unnumbered;
  const invoice = {
    ...unnumbered,
    number,
    displayNumber: displayInvoiceNumber({ _id: id, number, numberSuffix }),
  };
  if (listeners.wants('invoice.created')) await recordWebhookEvent(txScope, 'invoice.created', invoice);
  return invoice;
}

/**
 * PUT /api/invoices/{id}: the fields present replace the stored ones; `status` alone archives,
 * unarchives or moves between draft and sent. Both may come together; the edit applies first.
 * A request that changes something sends one webhook event: invoice.sent when its status was set
 * to sent, invoice.paid when the edit lowered the total to what was paid, else invoice.updated.
 */
export async function updateInvoice(scope: OrgScope, input: UpdateInvoiceInput): Promise<Invoice> {
  const { id, status, ...edit } = input;
  if (status === 'paid' || status === 'overdue')
    throw errors.field('status', WORKSPACE_MSG.statusViaMarkPaid);
  const edits = Object.values(edit).some((value) => value !== undefined);
  return withTransaction(scope, async (txScope) => {
    const locked = await lockInvoice(txScope, id);
    const row = edits ? await applyEdit(txScope, locked, edit) : locked;
    const next = status ? await changeStatus(txScope, row, status) : null;
    const invoice = await loadInvoice(txScope, row.id);
    if (row !== locked || next !== null) {
      const paidByEdit = row.status === 'paid' && locked.status !== 'paid';
      const type = next === 'sent' ? 'invoice.sent' : paidByEdit ? 'invoice.paid' : 'invoice.updated';
      await recordWebhookEvent(txScope, type, invoice);
    }
    return invoice;
  });
}

/** DELETE /api/invoices/{id}: items, payments and project links go by cascade, notes explicitly. */
export async function deleteInvoice(scope: OrgScope, { id }: InvoiceIdInput) {
  return withTransaction(scope, async (txScope) => {
    const row = await lockInvoice(txScope, id);
    await recordWebhookEventOf(txScope, 'invoice.deleted', () => loadInvoice(txScope, row.id));
    await txScope.db
      .delete(notes)
      .where(and(eq(notes.orgId, scope.org.id), eq(notes.entityType, 'invoice'), eq(notes.objectId, row.id)));
    await txScope.db.delete(invoices).where(and(eq(invoices.id, row.id), eq(invoices.orgId, scope.org.id)));
    await recordInvoiceActivity(txScope.db, scope.caller, row, ACTIVITY_ACTIONS.deleted);
    return { msg: INVOICE_MSG.invoiceDeleted };
  });
}
