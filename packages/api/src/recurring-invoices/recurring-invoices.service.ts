import {
  ACTIVITY_ACTIONS,
  type CreateRecurringInvoiceInput,
  occurrenceDate,
  RECURRING_MSG,
  type Recurrence,
  type RecurrenceEnd,
  type RecurringInvoice,
  type UpdateRecurringInvoiceInput,
  WORKSPACE_MSG,
} from '@folio/contracts';
import type { Executor, RecurringInvoiceRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, max } from 'drizzle-orm';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { type OrgScope, withTransaction } from '../core/scope';
import { priceInvoice, termsForItems } from '../invoices/invoice-pricing';
import { activeClient, assertProjectsOfClient } from '../invoices/invoice-records';
import { endOf, loadRecurringInvoice, orgToday } from './recurring-invoices.queries';
import { wakeRecurringScan } from './recurring-wake';
import { calendarOf, dayAfter, firstOnOrAfter, recordSeriesActivity, withinEnd } from './series-records';

const { recurringInvoices, invoices } = schema;

type Contents = Pick<
  CreateRecurringInvoiceInput,
  'client' | 'project' | 'items' | 'discount' | 'pricesIncludeTax' | 'currency'
>;

/**
 * The series' contents are checked as an invoice's would be (an active client, its projects, the
 * organization's active tax rates, totals within bounds); answers one invoice's total today.
 */
async function validateContents(
  txScope: OrgScope,
  contents: Contents,
): Promise<{ totalCents: number; clientId: string; projectIds: string[] }> {
  if (contents.project.length === 0) throw errors.field('project', WORKSPACE_MSG.selectProject);
  const { columns } = priceInvoice(contents, await termsForItems(txScope, contents.items, null));
  const client = await activeClient(txScope, contents.client);
  await assertProjectsOfClient(txScope, client.id, contents.project);
  // Ids as the database spells them (lowercase), as the invoice the series makes will carry them.
  return {
    totalCents: columns.totalCents,
    clientId: client.id,
    projectIds: contents.project.map((id) => id.toLowerCase()),
  };
}

const endColumns = (end: RecurrenceEnd) => ({
  endType: end.type,
  endCount: end.type === 'after' ? end.count : null,
  endDate: end.type === 'on' ? end.date : null,
});

/** Lines as stored: ids lowercased as the database spells them. */
const storedItems = (items: CreateRecurringInvoiceInput['items']) =>
  items.map((item) => ({
    description: item.description,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    discountPercent: item.discountPercent,
    taxRateIds: item.taxRateIds.map((id) => id.toLowerCase()),
  }));

/** The series row, locked until the transaction ends; another organization's id is a 404. */
async function lockSeries(txScope: OrgScope, id: unknown): Promise<RecurringInvoiceRow> {
  const [row] = isUuid(id)
    ? await txScope.db
        .select()
        .from(recurringInvoices)
        .where(and(eq(recurringInvoices.orgId, txScope.org.id), eq(recurringInvoices.id, id)))
        .for('update')
    : [];
  if (!row) throw errors.notFound(RECURRING_MSG.notFound);
  return row;
}

/** POST /api/recurring-invoices. */
export async function createRecurringInvoice(
  scope: OrgScope,
  input: CreateRecurringInvoiceInput,
): Promise<RecurringInvoice> {
  const created = await withTransaction(scope, async (txScope) => {
    const { totalCents, clientId, projectIds } = await validateContents(txScope, input);
    const first = occurrenceDate(calendarOf(input), 0);
    const [row] = await txScope.db
      .insert(recurringInvoices)
      .values({
        orgId: scope.org.id,
        clientId,
        projectIds,
        currency: input.currency ?? 'USD',
        discountType: input.discount?.type ?? null,
        discountValue: input.discount?.value ?? null,
        pricesIncludeTax: input.pricesIncludeTax,
        items: storedItems(input.items),
        totalCents,
        frequency: input.frequency,
        startDate: input.startDate,
        ...endColumns(input.end),
        daysUntilDue: input.daysUntilDue,
        autoSend: input.autoSend,
        status: 'active',
        nextIndex: 0,
        nextDate: first,
        createdBy: scope.caller.id,
      })
      .returning();
    await recordSeriesActivity(txScope.db, scope.caller, row!, ACTIVITY_ACTIONS.created);
    return loadRecurringInvoice(txScope, row!.id);
  });
  // A start date that has come makes its invoices now rather than at the next scan.
  await wakeRecurringScan(scope.deps, created._id);
  return created;
}

/** The date of the last invoice the series made, or null. */
async function lastMadeDate(db: Executor, row: RecurringInvoiceRow): Promise<string | null> {
  const [found] = await db
    .select({ last: max(invoices.recurringDate) })
    .from(invoices)
    .where(and(eq(invoices.orgId, row.orgId), eq(invoices.recurringInvoiceId, row.id)));
  return found?.last ?? null;
}

/**
 * PUT /api/recurring-invoices/{id}. The invoices already made never change. A calendar change
 * (frequency, start date, end) continues with the first date of the new calendar after the last
 * invoice made (the start when none was).
 */
export async function updateRecurringInvoice(
  scope: OrgScope,
  input: UpdateRecurringInvoiceInput,
): Promise<RecurringInvoice> {
  const updated = await withTransaction(scope, async (txScope) => {
    const row = await lockSeries(txScope, input.id);
    const stored = {
      client: row.clientId,
      project: row.projectIds,
      items: row.items,
      discount:
        row.discountType && row.discountValue !== null
          ? { type: row.discountType, value: Number(row.discountValue) }
          : null,
      pricesIncludeTax: row.pricesIncludeTax,
      currency: row.currency,
    };
    const contents: Contents = {
      client: input.client ?? stored.client,
      // A new client without projects named keeps none of the former client's.
      project:
        input.project ?? (input.client && input.client.toLowerCase() !== row.clientId ? [] : stored.project),
      items: input.items ?? stored.items,
      discount: input.discount === undefined ? stored.discount : input.discount,
      pricesIncludeTax: input.pricesIncludeTax ?? stored.pricesIncludeTax,
      currency: input.currency ?? stored.currency,
    };
    const { totalCents, clientId, projectIds } = await validateContents(txScope, contents);
    const startDate = input.startDate ?? row.startDate;
    const frequency = input.frequency ?? row.frequency;
    const end = input.end ?? endOf(row);
    if (end.type === 'on' && end.date < startDate)
      throw errors.field('end.date', RECURRING_MSG.endDateBeforeStart);
    const calendarChanged =
      startDate !== row.startDate ||
      frequency !== row.frequency ||
      JSON.stringify(end) !== JSON.stringify(endOf(row));
    let next: { nextIndex: number; nextDate: string | null; status: RecurringInvoiceRow['status'] } = {
      nextIndex: row.nextIndex,
      nextDate: row.nextDate,
      status: row.status,
    };
    if (calendarChanged) {
      const calendar: Recurrence = { frequency, startDate, end: { type: 'never' } };
      const last = await lastMadeDate(txScope.db, row);
      const first = last === null ? { index: 0, date: startDate } : firstOnOrAfter(calendar, dayAfter(last));
      const date = last === null ? occurrenceDate(calendar, 0) : first.date;
      const open = withinEnd(end, date, row.generatedCount);
      next = {
        nextIndex: first.index,
        nextDate: open ? date : null,
        // A series that had ended goes on when its new end allows more; a paused one stays paused.
        status: !open ? 'ended' : row.status === 'ended' ? 'active' : row.status,
      };
    }
    await txScope.db
      .update(recurringInvoices)
      .set({
        clientId,
        projectIds,
        items: storedItems(contents.items),
        discountType: contents.discount?.type ?? null,
        discountValue: contents.discount?.value ?? null,
        pricesIncludeTax: contents.pricesIncludeTax,
        currency: contents.currency ?? 'USD',
        totalCents,
        frequency,
        startDate,
        ...endColumns(end),
        daysUntilDue: input.daysUntilDue ?? row.daysUntilDue,
        autoSend: input.autoSend ?? row.autoSend,
        ...next,
        pauseReason: next.status === 'paused' ? row.pauseReason : null,
        updatedAt: new Date(),
      })
      .where(and(eq(recurringInvoices.orgId, row.orgId), eq(recurringInvoices.id, row.id)));
    await recordSeriesActivity(txScope.db, scope.caller, { ...row, clientId }, ACTIVITY_ACTIONS.updated);
    return loadRecurringInvoice(txScope, row.id);
  });
  await wakeRecurringScan(scope.deps, updated._id);
  return updated;
}

/** DELETE /api/recurring-invoices/{id}: the invoices it made stay (their link becomes null). */
export async function deleteRecurringInvoice(scope: OrgScope, id: string): Promise<{ msg: string }> {
  return withTransaction(scope, async (txScope) => {
    const row = await lockSeries(txScope, id);
    await recordSeriesActivity(txScope.db, scope.caller, row, ACTIVITY_ACTIONS.deleted);
    await txScope.db
      .delete(recurringInvoices)
      .where(and(eq(recurringInvoices.orgId, row.orgId), eq(recurringInvoices.id, row.id)));
    return { msg: RECURRING_MSG.seriesDeleted };
  });
}

/** POST /api/recurring-invoices/{id}/pause: no invoice is made until it is resumed. */
export async function pauseRecurringInvoice(scope: OrgScope, id: string): Promise<RecurringInvoice> {
  return withTransaction(scope, async (txScope) => {
    const row = await lockSeries(txScope, id);
    if (row.status === 'ended') throw errors.conflict(RECURRING_MSG.ended);
    if (row.status === 'paused') throw errors.conflict(RECURRING_MSG.alreadyPaused);
    await txScope.db
      .update(recurringInvoices)
      .set({ status: 'paused', pauseReason: 'member', updatedAt: new Date() })
      .where(and(eq(recurringInvoices.orgId, row.orgId), eq(recurringInvoices.id, row.id)));
    await recordSeriesActivity(txScope.db, scope.caller, row, ACTIVITY_ACTIONS.seriesPaused, {
      reason: 'member',
    });
    return loadRecurringInvoice(txScope, row.id);
  });
}

/**
 * POST /api/recurring-invoices/{id}/resume: the series continues from the first date of its
 * calendar on or after today (the organization's) that has no invoice yet; the dates missed while
 * it was paused are skipped, not made. Past its end, it ends.
 */
export async function resumeRecurringInvoice(scope: OrgScope, id: string): Promise<RecurringInvoice> {
  const resumed = await withTransaction(scope, async (txScope) => {
    const row = await lockSeries(txScope, id);
    if (row.status === 'ended') throw errors.conflict(RECURRING_MSG.ended);
    if (row.status !== 'paused') throw errors.conflict(RECURRING_MSG.notPaused);
    const today = await orgToday(txScope.db, row.orgId);
    const last = await lastMadeDate(txScope.db, row);
    const from = last !== null && last >= today ? dayAfter(last) : today;
    const next = firstOnOrAfter(calendarOf(row), from);
    const open = withinEnd(endOf(row), next.date, row.generatedCount);
    await txScope.db
      .update(recurringInvoices)
      .set({
        status: open ? 'active' : 'ended',
        pauseReason: null,
        sendFailures: 0,
        nextIndex: next.index,
        nextDate: open ? next.date : null,
        updatedAt: new Date(),
      })
      .where(and(eq(recurringInvoices.orgId, row.orgId), eq(recurringInvoices.id, row.id)));
    await recordSeriesActivity(txScope.db, scope.caller, row, ACTIVITY_ACTIONS.seriesResumed);
    return loadRecurringInvoice(txScope, row.id);
  });
  await wakeRecurringScan(scope.deps, resumed._id);
  return resumed;
}
