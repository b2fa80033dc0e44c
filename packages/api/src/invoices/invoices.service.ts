import {
  ACTIVITY_ACTIONS,
  type CreateInvoiceInput,
  INVOICE_MSG,
  type Invoice,
  type InvoiceIdInput,
  type UpdateInvoiceInput,
  WORKSPACE_MSG,
} from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq, sql } from 'drizzle-orm';
import { recordActivity } from '../core/activity';
import { errors } from '../core/errors';
import { assertInvoiceQuota, lockOrganization } from '../core/plan-limits';
import { inTransaction, type OrgScope } from '../core/scope';
import { applyEdit } from './invoice-edit';
import {
  activeClient,
  assertDueDateNotPast,
  assertProjectsOfClient,
  insertItems,
  insertProjectLinks,
  lockInvoice,
  priceItems,
  snapshotOf,
} from './invoice-records';
import { changeStatus } from './invoice-status';
import { loadInvoice } from './invoices.queries';

const { invoices, organizations, notes } = schema;

/**
 * POST /api/invoices. The number comes from the organization's counter, incremented under the
 * organization row lock that also serialises the free plan's monthly quota: numbers are
 * sequential, unique under concurrency, and a refused invoice consumes none. The quota is checked
 * against the plan as it is under that lock.
 */
export async function createInvoice(scope: OrgScope, input: CreateInvoiceInput): Promise<Invoice> {
  assertDueDateNotPast(input.dueDate);
  const { lines, totalCents } = priceItems(input.items);
  return scope.deps.db.transaction(async (tx) => {
    const work = inTransaction(scope, tx);
    const client = await activeClient(work, input.client);
    await assertProjectsOfClient(work, client.id, input.project);
    await assertInvoiceQuota(tx, await lockOrganization(tx, scope.org.id));
    const [counter] = await tx
      .update(organizations)
      .set({ invoiceSeq: sql`${organizations.invoiceSeq} + 1` })
      .where(eq(organizations.id, scope.org.id))
      .returning({ seq: organizations.invoiceSeq });
    const [row] = await tx
      .insert(invoices)
      .values({
        orgId: scope.org.id,
        clientId: client.id,
        number: counter!.seq,
        numberSuffix: input.numberSuffix,
        currency: input.currency ?? 'USD',
        dueDate: input.dueDate ?? null,
        status: 'draft',
        totalCents,
        paidCents: 0,
        createdBy: scope.caller.id,
      })
      .returning();
    await insertItems(tx, scope.org.id, row!.id, lines);
    await insertProjectLinks(tx, scope.org.id, row!.id, input.project);
    await recordActivity(tx, {
      orgId: scope.org.id,
      actor: scope.caller,
      action: ACTIVITY_ACTIONS.created,
      entityType: 'invoice',
      objectId: row!.id,
      entity: snapshotOf(row!),
    });
    return loadInvoice(inTransaction(scope, tx), row!.id);
  });
}

/**
 * PUT /api/invoices/{id}: the fields present replace the stored ones; `status` alone archives,
 * unarchives or moves between draft and sent. Both may come together; the edit applies first.
 */
export async function updateInvoice(scope: OrgScope, input: UpdateInvoiceInput): Promise<Invoice> {
  const { id, status, ...edit } = input;
  if (status === 'paid' || status === 'overdue')
    throw errors.field('status', WORKSPACE_MSG.statusViaMarkPaid);
  const edits = Object.values(edit).some((value) => value !== undefined);
  return scope.deps.db.transaction(async (tx) => {
    const work = inTransaction(scope, tx);
    let row = await lockInvoice(work, id);
    if (edits) row = await applyEdit(work, row, edit);
    if (status) await changeStatus(work, row, status);
    return loadInvoice(inTransaction(scope, tx), row.id);
  });
}

/** DELETE /api/invoices/{id}: items, payments and project links go by cascade, notes explicitly. */
export async function deleteInvoice(scope: OrgScope, { id }: InvoiceIdInput) {
  return scope.deps.db.transaction(async (tx) => {
    const row = await lockInvoice(inTransaction(scope, tx), id);
    await tx
      .delete(notes)
      .where(and(eq(notes.orgId, scope.org.id), eq(notes.entityType, 'invoice'), eq(notes.objectId, row.id)));
    await tx.delete(invoices).where(and(eq(invoices.id, row.id), eq(invoices.orgId, scope.org.id)));
    await recordActivity(tx, {
      orgId: scope.org.id,
      actor: scope.caller,
      action: ACTIVITY_ACTIONS.deleted,
      entityType: 'invoice',
      objectId: row.id,
      entity: snapshotOf(row),
    });
    return { msg: INVOICE_MSG.invoiceDeleted };
  });
}
