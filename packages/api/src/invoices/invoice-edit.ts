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
  type PricedLine,
  priceInvoice,
  storedDiscount,
  termsForItems,
  writeInvoiceTaxes,
} from './invoice-pricing';
import {
  activeClient,
  assertDueDateNotPast,
  assertProjectsOfClient,
  insertItems,
  insertProjectLinks,
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

/**
 * Whether priced lines equal the stored items (quantities compared at their stored 4 decimals,
 * discounts at their 3, rates in their order).
 */
function sameItems(lines: PricedLine[], stored: InvoiceItemRow[]) {
  const scaled = (quantity: number) => Math.round(Number(quantity) * QUANTITY_SCALE);
  const thousandths = (percent: number) => Math.round(Number(percent) * 1000);
  return (
    lines.length === stored.length &&
    lines.every((line, i) => {
      const item = stored[i]!;
      return (
        line.description === item.description &&
        scaled(line.quantity) === scaled(item.quantity) &&
        line.unitPriceCents === item.unitPriceCents &&
        thousandths(line.discountPercent) === thousandths(item.discountPercent) &&
        line.taxRateIds.length === item.taxRateIds.length &&
        line.taxRateIds.every((id, k) => id === item.taxRateIds[k])
      );
    })
  );
}

/** Whether two invoice discounts are the same (null for none). */
const sameDiscount = (
  a: { type: string; value: number } | null,
  b: { type: string; value: number } | null,
) =>
  a === null || b === null
    ? a === b
    : a.type === b.type && Math.round(a.value * 1000) === Math.round(b.value * 1000);

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
function editDetails(scope: OrgScope, row: InvoiceRow, edit: InvoiceEdit, pending: Pending) {
  if (edit.dueDate !== undefined && edit.dueDate !== row.dueDate) {
    assertDueDateNotPast(scope, edit.dueDate);
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
 * The amounts: the line items, the invoice discount and whether prices include tax. When any of
 * them differs from what is stored, the invoice is priced again (the items replaced when they
 * differ, its breakdown rewritten). The total may not fall below what was paid, and the stored
 * status follows the balance: a paid invoice that grew is due again, and a partly paid one whose
 * total fell to the paid amount is now paid.
 */
async function editAmounts(scope: OrgScope, row: InvoiceRow, edit: InvoiceEdit, pending: Pending) {
  if (edit.items === undefined && edit.discount === undefined && edit.pricesIncludeTax === undefined) return;
  const ofInvoice = and(eq(invoiceItems.orgId, scope.org.id), eq(invoiceItems.invoiceId, row.id));
  const stored = await scope.db
    .select()
    .from(invoiceItems)
    .where(ofInvoice)
    .orderBy(asc(invoiceItems.position));
  const items =
    edit.items ??
    stored.map((item) => ({
      description: item.description,
      quantity: Number(item.quantity),
      unitPrice: item.unitPriceCents / 100,
      discountPercent: Number(item.discountPercent),
      taxRateIds: item.taxRateIds,
    }));
  const discount = edit.discount === undefined ? storedDiscount(row) : edit.discount;
  const pricesIncludeTax = edit.pricesIncludeTax ?? row.pricesIncludeTax;
  const priced = priceInvoice({ items, discount, pricesIncludeTax }, await termsForItems(scope, items, row));
  const itemsChanged = edit.items !== undefined && !sameItems(priced.lines, stored);
  const fields = [
    ...(itemsChanged ? ['items'] : []),
    ...(sameDiscount(discount, storedDiscount(row)) ? [] : ['discount']),
    ...(pricesIncludeTax === row.pricesIncludeTax ? [] : ['pricesIncludeTax']),
  ];
  if (fields.length === 0) return;
  const { totalCents } = priced.columns;
  if (row.paidCents > totalCents) throw errors.conflict(WORKSPACE_MSG.totalBelowPaid);
  if (itemsChanged) {
    await scope.db.delete(invoiceItems).where(ofInvoice);
    await insertItems(scope.db, scope.org.id, row.id, priced.lines);
  }
  await writeInvoiceTaxes(scope.db, scope.org.id, row.id, priced.taxes);
  Object.assign(pending.columns, priced.columns);
  pending.fields.push(...fields);
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
  editDetails(scope, row, edit, pending);
  await editAmounts(scope, row, edit, pending);
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
