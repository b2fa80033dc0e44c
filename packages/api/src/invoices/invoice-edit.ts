import {
  ACTIVITY_ACTIONS,
  balanceDueCents,
  INVOICE_MSG,
  isPaidByPayments,
  QUANTITY_SCALE,
  type UpdateInvoiceInput,
  WORKSPACE_MSG,
} from '@folio/contracts';
import type { InvoiceItemRow, InvoiceRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, asc, eq } from 'drizzle-orm';
import { errors } from '../core/errors';
import type { OrgScope } from '../core/scope';
import {
  activeClient,
  assertDueDateNotPast,
  assertProjectsOfClient,
  insertItems,
  insertProjectLinks,
  type PricedLine,
  priceItems,
  recordInvoiceActivity,
} from './invoice-records';

/**
 * Editing an invoice (PUT /api/invoices/{id} with fields): each part of the invoice is compared
 * with what is stored and only real changes are written, recorded as one `updated` entry naming
 * the changed fields; a PUT that changes nothing writes nothing (docs/decisions.md §7).
 */

const { invoices, invoiceItems, invoiceProjects } = schema;

export type InvoiceEdit = Omit<UpdateInvoiceInput, 'id' | 'status'>;

/** What an edit has found to change so far: column values, and the field names for the activity entry. */
type Pending = { columns: Partial<typeof invoices.$inferInsert>; fields: string[]; relinkTo?: string[] };

/** Whether two lists hold the same ids, in any order. */
const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;

/** Whether priced lines equal the stored items (quantities compared at their stored 4 decimals). */
function sameItems(lines: PricedLine[], stored: InvoiceItemRow[]) {
  const scaled = (quantity: number) => Math.round(Number(quantity) * QUANTITY_SCALE);
  return (
    lines.length === stored.length &&
    lines.every((line, i) => {
      const item = stored[i]!;
      return (
        line.description === item.description &&
        scaled(line.quantity) === scaled(item.quantity) &&
        line.unitPriceCents === item.unitPriceCents
      );
    })
  );
}

const linkedProjectIds = async (scope: OrgScope, invoiceId: string) =>
  (
    await scope.db
      .select({ id: invoiceProjects.projectId })
      .from(invoiceProjects)
      .where(and(eq(invoiceProjects.orgId, scope.org.id), eq(invoiceProjects.invoiceId, invoiceId)))
  ).map((link) => link.id);

/**
 * The client and the projects: a new client must be active (an unchanged one may since have been
 * archived: re-saving stays possible), and the projects, given or kept, must be the client's.
 */
async function editClientAndProjects(scope: OrgScope, row: InvoiceRow, edit: InvoiceEdit, pending: Pending) {
  let clientId = row.clientId;
  if (edit.client !== undefined && edit.client !== row.clientId) {
    clientId = (await activeClient(scope, edit.client)).id;
    pending.columns.clientId = clientId;
    pending.fields.push('client');
  }
  const clientChanged = clientId !== row.clientId;
  if (edit.project === undefined && !clientChanged) return;
  const linked = await linkedProjectIds(scope, row.id);
  await assertProjectsOfClient(scope, clientId, edit.project ?? linked);
  if (edit.project !== undefined && !sameIds(edit.project, linked)) {
    pending.relinkTo = edit.project;
    pending.fields.push('project');
  }
}

/** The due date (not in the past), the currency (fixed once a payment is recorded) and the number's suffix. */
function editDetails(row: InvoiceRow, edit: InvoiceEdit, pending: Pending) {
  if (edit.dueDate !== undefined && edit.dueDate !== row.dueDate) {
    assertDueDateNotPast(edit.dueDate);
    pending.columns.dueDate = edit.dueDate;
    pending.fields.push('dueDate');
  }
  if (edit.currency !== undefined && edit.currency !== row.currency) {
    // Recorded payments keep their currency; the invoice may not drift away from them.
    if (row.paidCents > 0) throw errors.conflict(INVOICE_MSG.currencyLocked);
    pending.columns.currency = edit.currency;
    pending.fields.push('currency');
  }
  if (edit.numberSuffix !== undefined && edit.numberSuffix !== row.numberSuffix) {
    pending.columns.numberSuffix = edit.numberSuffix;
    pending.fields.push('numberSuffix');
  }
}

/**
 * The line items: replaced when they differ, with the new total. The total may not fall below what
 * was paid, and the stored status follows the balance: a paid invoice that grew is due again, and a
 * partly paid one whose total fell to the paid amount is now paid.
 */
async function editItems(scope: OrgScope, row: InvoiceRow, edit: InvoiceEdit, pending: Pending) {
  if (edit.items === undefined) return;
  const { lines, totalCents } = priceItems(edit.items);
  const ofInvoice = and(eq(invoiceItems.orgId, scope.org.id), eq(invoiceItems.invoiceId, row.id));
  const stored = await scope.db
    .select()
    .from(invoiceItems)
    .where(ofInvoice)
    .orderBy(asc(invoiceItems.position));
  if (sameItems(lines, stored)) return;
  if (row.paidCents > totalCents) throw errors.conflict(WORKSPACE_MSG.totalBelowPaid);
  await scope.db.delete(invoiceItems).where(ofInvoice);
  await insertItems(scope.db, scope.org.id, row.id, lines);
  pending.columns.totalCents = totalCents;
  pending.fields.push('items');
  const edited = { totalCents, paidCents: row.paidCents };
  if (row.status === 'paid' && balanceDueCents(edited) > 0) {
    pending.columns.status = 'sent';
    pending.columns.paidAt = null;
  } else if (row.status !== 'paid' && row.status !== 'archived' && isPaidByPayments(edited)) {
    pending.columns.status = 'paid';
    pending.columns.paidAt = new Date();
  }
}

/** Applies an edit to the locked invoice `row` (`scope.db` is the transaction); answers the row as stored after it. */
export async function applyEdit(scope: OrgScope, row: InvoiceRow, edit: InvoiceEdit): Promise<InvoiceRow> {
  const pending: Pending = { columns: {}, fields: [] };
  await editClientAndProjects(scope, row, edit, pending);
  editDetails(row, edit, pending);
  await editItems(scope, row, edit, pending);
  if (pending.fields.length === 0) return row;
  if (pending.relinkTo) {
    await scope.db
      .delete(invoiceProjects)
      .where(and(eq(invoiceProjects.orgId, scope.org.id), eq(invoiceProjects.invoiceId, row.id)));
    await insertProjectLinks(scope.db, scope.org.id, row.id, pending.relinkTo);
  }
  const [updated] = await scope.db
    .update(invoices)
    .set({ ...pending.columns, updatedAt: new Date() })
    .where(and(eq(invoices.id, row.id), eq(invoices.orgId, scope.org.id)))
    .returning();
  await recordInvoiceActivity(scope.db, scope.caller, updated!, ACTIVITY_ACTIONS.updated, {
    fields: pending.fields,
  });
  return updated!;
}
