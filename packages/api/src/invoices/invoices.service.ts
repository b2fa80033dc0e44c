import {
  ACTIVITY_ACTIONS,
  type createInvoiceInput,
  INVOICE_MSG,
  type Invoice,
  invoiceTotalCents,
  lineAmountCents,
  QUANTITY_SCALE,
  toCents,
  type updateInvoiceInput,
  WORKSPACE_MSG,
} from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordActivity } from '../core/activity';
import { todayUtc } from '../core/dates';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { assertInvoiceQuota, lockOrganization } from '../orgs/plan-limits';
import { changeStatus, type InvoiceCtx, type InvoiceRow, lockInvoice, snapshotOf } from './invoice-status';
import { loadInvoice } from './invoices.queries';

const { invoices, invoiceItems, invoiceProjects, clients, projects, organizations, notes } = schema;

type CreateInput = z.output<typeof createInvoiceInput>;
type UpdateInput = z.output<typeof updateInvoiceInput>;
type ItemInput = CreateInput['items'][number];
type ItemRow = typeof invoiceItems.$inferSelect;

/** 100 billion in major units: far above any real invoice, far below float precision trouble. */
const MAX_TOTAL_CENTS = 10_000_000_000_000;

/** Line amounts and total in cents, with the rounding rules of @folio/contracts money.ts. */
function priceItems(items: ItemInput[]) {
  const lines = items.map((item, position) => {
    const unitPriceCents = toCents(item.unitPrice);
    return {
      position,
      description: item.description,
      quantity: item.quantity,
      unitPriceCents,
      amountCents: lineAmountCents(item.quantity, unitPriceCents),
    };
  });
  const totalCents = invoiceTotalCents(lines);
  if (totalCents > MAX_TOTAL_CENTS) throw errors.field('items', INVOICE_MSG.totalTooLarge);
  return { lines, totalCents };
}

/** The due date cannot be before today (UTC, the same day the overdue flag uses). */
function assertDueDateNotPast(dueDate: string | null | undefined) {
  if (dueDate && dueDate < todayUtc()) throw errors.field('dueDate', WORKSPACE_MSG.dueDateInPast);
}

/**
 * The client named in a payload: an active client of this organization, else 422 on `client`.
 * The row stays share-locked until commit: a concurrent archive or delete of the client waits,
 * or, when it came first, is seen here, so it ends in this 422 and not in a foreign-key failure (500).
 */
async function activeClient(tx: Executor, orgId: string, clientId: string) {
  const [client] = isUuid(clientId)
    ? await tx
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.id, clientId), eq(clients.orgId, orgId), eq(clients.status, 'active')))
        .for('share')
    : [];
  if (!client) throw errors.field('client', WORKSPACE_MSG.clientNotActive);
  return client;
}

/**
 * Every project must be one of the client's, in this organization, else 422 on `project`. Share-locked
 * like the client: a project deleted or moved meanwhile is a 422, not a failed link insert.
 */
async function assertProjectsOfClient(tx: Executor, orgId: string, clientId: string, projectIds: string[]) {
  if (!projectIds.every(isUuid)) throw errors.field('project', WORKSPACE_MSG.projectNotOfClient);
  const found = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.orgId, orgId), eq(projects.clientId, clientId), inArray(projects.id, projectIds)))
    .for('share');
  if (found.length !== projectIds.length) throw errors.field('project', WORKSPACE_MSG.projectNotOfClient);
}

async function insertItems(
  tx: Executor,
  orgId: string,
  invoiceId: string,
  lines: ReturnType<typeof priceItems>['lines'],
) {
  await tx.insert(invoiceItems).values(lines.map((line) => ({ ...line, orgId, invoiceId })));
}

async function insertProjectLinks(tx: Executor, orgId: string, invoiceId: string, projectIds: string[]) {
  await tx.insert(invoiceProjects).values(projectIds.map((projectId) => ({ orgId, invoiceId, projectId })));
}

/**
 * POST /api/invoices. The number comes from the organization's counter, incremented under the
 * organization row lock that also serialises the free plan's monthly quota: numbers are
 * sequential, unique under concurrency, and a refused invoice consumes none.
 */
export async function createInvoice(ctx: InvoiceCtx, input: CreateInput): Promise<Invoice> {
  assertDueDateNotPast(input.dueDate);
  const { lines, totalCents } = priceItems(input.items);
  return ctx.deps.db.transaction(async (tx) => {
    const client = await activeClient(tx, ctx.orgId, input.client);
    await assertProjectsOfClient(tx, ctx.orgId, client.id, input.project);
    await lockOrganization(tx, ctx.orgId);
    await assertInvoiceQuota(tx, ctx.org);
    const [counter] = await tx
      .update(organizations)
      .set({ invoiceSeq: sql`${organizations.invoiceSeq} + 1` })
      .where(eq(organizations.id, ctx.orgId))
      .returning({ seq: organizations.invoiceSeq });
    const [row] = await tx
      .insert(invoices)
      .values({
        orgId: ctx.orgId,
        clientId: client.id,
        number: counter!.seq,
        numberSuffix: input.numberSuffix,
        currency: input.currency ?? 'USD',
        dueDate: input.dueDate ?? null,
        status: 'draft',
        totalCents,
        paidCents: 0,
        createdBy: ctx.actor.id,
      })
      .returning();
    await insertItems(tx, ctx.orgId, row!.id, lines);
    await insertProjectLinks(tx, ctx.orgId, row!.id, input.project);
    await recordActivity(tx, {
      orgId: ctx.orgId,
      actor: ctx.actor,
      action: ACTIVITY_ACTIONS.created,
      entityType: 'invoice',
      objectId: row!.id,
      entity: snapshotOf(row!),
    });
    return loadInvoice(tx, ctx.orgId, row!.id);
  });
}

/**
 * PUT /api/invoices/{id}: the fields present replace the stored ones; `status` alone archives,
 * unarchives or moves between draft and sent. Both may come together; the edit applies first.
 */
export async function updateInvoice(ctx: InvoiceCtx, input: UpdateInput): Promise<Invoice> {
  const { id, status, ...fields } = input;
  if (status === 'paid' || status === 'overdue')
    throw errors.field('status', WORKSPACE_MSG.statusViaMarkPaid);
  const edits = Object.values(fields).some((value) => value !== undefined);
  return ctx.deps.db.transaction(async (tx) => {
    let row = await lockInvoice(tx, ctx.orgId, id);
    if (edits) row = await applyEdit(tx, ctx, row, fields);
    if (status) await changeStatus(tx, ctx, row, status);
    return loadInvoice(tx, ctx.orgId, row.id);
  });
}

/** Whether two lists hold the same ids, in any order. */
const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;

/** Whether priced lines equal the stored items (quantities compared at their stored 4 decimals). */
function sameItems(lines: ReturnType<typeof priceItems>['lines'], stored: ItemRow[]) {
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

/**
 * The fields of a PUT that differ from the stored invoice are written, and recorded as one
 * `updated` entry naming them; a PUT that changes nothing writes nothing (docs/decisions.md §7).
 */
async function applyEdit(
  tx: Executor,
  ctx: InvoiceCtx,
  row: InvoiceRow,
  fields: Omit<UpdateInput, 'id' | 'status'>,
): Promise<InvoiceRow> {
  const changes: Partial<typeof invoices.$inferInsert> = {};
  const changed: string[] = [];
  let clientId = row.clientId;
  // An unchanged client may since have been archived: re-saving the invoice stays possible.
  if (fields.client !== undefined && fields.client !== row.clientId) {
    clientId = (await activeClient(tx, ctx.orgId, fields.client)).id;
    changes.clientId = clientId;
    changed.push('client');
  }
  const linked =
    fields.project !== undefined || clientId !== row.clientId
      ? (
          await tx
            .select({ id: invoiceProjects.projectId })
            .from(invoiceProjects)
            .where(and(eq(invoiceProjects.orgId, ctx.orgId), eq(invoiceProjects.invoiceId, row.id)))
        ).map((link) => link.id)
      : [];
  const projectIds = fields.project ?? (clientId !== row.clientId ? linked : undefined);
  if (projectIds !== undefined) await assertProjectsOfClient(tx, ctx.orgId, clientId, projectIds);
  const relink = fields.project !== undefined && !sameIds(fields.project, linked);
  if (relink) changed.push('project');
  if (fields.dueDate !== undefined && fields.dueDate !== row.dueDate) {
    assertDueDateNotPast(fields.dueDate);
    changes.dueDate = fields.dueDate;
    changed.push('dueDate');
  }
  if (fields.currency !== undefined && fields.currency !== row.currency) {
    // Recorded payments keep their currency; the invoice may not drift away from them.
    if (row.paidCents > 0) throw errors.conflict(INVOICE_MSG.currencyLocked);
    changes.currency = fields.currency;
    changed.push('currency');
  }
  if (fields.numberSuffix !== undefined && fields.numberSuffix !== row.numberSuffix) {
    changes.numberSuffix = fields.numberSuffix;
    changed.push('numberSuffix');
  }

  if (fields.items !== undefined) {
    const { lines, totalCents } = priceItems(fields.items);
    const stored = await tx
      .select()
      .from(invoiceItems)
      .where(and(eq(invoiceItems.orgId, ctx.orgId), eq(invoiceItems.invoiceId, row.id)))
      .orderBy(asc(invoiceItems.position));
    if (!sameItems(lines, stored)) {
      if (row.paidCents > totalCents) throw errors.conflict(WORKSPACE_MSG.totalBelowPaid);
      await tx
        .delete(invoiceItems)
        .where(and(eq(invoiceItems.orgId, ctx.orgId), eq(invoiceItems.invoiceId, row.id)));
      await insertItems(tx, ctx.orgId, row.id, lines);
      changes.totalCents = totalCents;
      changed.push('items');
      // The stored status follows the balance: a paid invoice that grew is due again, and a
      // partly paid one whose total fell to the paid amount is now paid.
      if (row.status === 'paid' && row.paidCents < totalCents) {
        changes.status = 'sent';
        changes.paidAt = null;
      } else if (
        row.status !== 'paid' &&
        row.status !== 'archived' &&
        row.paidCents > 0 &&
        row.paidCents >= totalCents
      ) {
        changes.status = 'paid';
        changes.paidAt = new Date();
      }
    }
  }
  if (changed.length === 0) return row;
  if (relink) {
    await tx
      .delete(invoiceProjects)
      .where(and(eq(invoiceProjects.orgId, ctx.orgId), eq(invoiceProjects.invoiceId, row.id)));
    await insertProjectLinks(tx, ctx.orgId, row.id, fields.project!);
  }
  const [updated] = await tx
    .update(invoices)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(invoices.id, row.id), eq(invoices.orgId, ctx.orgId)))
    .returning();
  await recordActivity(tx, {
    orgId: ctx.orgId,
    actor: ctx.actor,
    action: ACTIVITY_ACTIONS.updated,
    entityType: 'invoice',
    objectId: row.id,
    entity: snapshotOf(updated!),
    meta: { fields: changed },
  });
  return updated!;
}

/** DELETE /api/invoices/{id}: items, payments and project links go by cascade, notes explicitly. */
export async function deleteInvoice(ctx: InvoiceCtx, id: string) {
  return ctx.deps.db.transaction(async (tx) => {
    const row = await lockInvoice(tx, ctx.orgId, id);
    await tx
      .delete(notes)
      .where(and(eq(notes.orgId, ctx.orgId), eq(notes.entityType, 'invoice'), eq(notes.objectId, row.id)));
    await tx.delete(invoices).where(and(eq(invoices.id, row.id), eq(invoices.orgId, ctx.orgId)));
    await recordActivity(tx, {
      orgId: ctx.orgId,
      actor: ctx.actor,
      action: ACTIVITY_ACTIONS.deleted,
      entityType: 'invoice',
      objectId: row.id,
      entity: snapshotOf(row),
    });
    return { msg: INVOICE_MSG.invoiceDeleted };
  });
}
