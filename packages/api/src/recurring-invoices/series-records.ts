import { occurrenceDate, type Recurrence, type RecurrenceEnd } from '@folio/contracts';
import type { Executor, RecurringInvoiceRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { type Actor, recordActivity } from '../core/activity';

const { clients } = schema;

/** The calendar of a series, its end left to `withinEnd` (an "after N" end counts invoices made). */
export const calendarOf = (row: Pick<RecurringInvoiceRow, 'frequency' | 'startDate'>): Recurrence => ({
  frequency: row.frequency,
  startDate: row.startDate,
  end: { type: 'never' },
});

/**
 * Whether an invoice on `date` is still part of the series, `made` invoices having been made: an
 * "after N" end counts the invoices made (so a calendar change keeps the number), an "on" end the
 * date.
 */
export function withinEnd(end: RecurrenceEnd, date: string, made: number): boolean {
  if (end.type === 'after') return made < end.count;
  if (end.type === 'on') return date <= end.date;
  return true;
}

/** The first occurrence of the calendar on or after `from` (index and date). */
export function firstOnOrAfter(calendar: Recurrence, from: string): { index: number; date: string } {
  // Occurrences only grow with the index; a few hundred steps cover years of weekly invoices.
  const spanDays = Math.max(0, (Date.parse(from) - Date.parse(calendar.startDate)) / 86_400_000);
  let index = Math.max(0, Math.floor(spanDays / 31) - 1);
  if (calendar.frequency === 'weekly') index = Math.max(0, Math.floor(spanDays / 7) - 1);
  if (calendar.frequency === 'biweekly') index = Math.max(0, Math.floor(spanDays / 14) - 1);
  for (;;) {
    const date = occurrenceDate(calendar, index);
    if (date >= from) return { index, date };
    index += 1;
  }
}

/** The series' entry in the activity log (entity recurring_invoice, named by its client). */
export async function recordSeriesActivity(
  db: Executor,
  actor: Actor | null,
  series: Pick<RecurringInvoiceRow, 'id' | 'orgId' | 'clientId'>,
  action: string,
  meta?: Record<string, unknown>,
) {
  const [client] = await db
    .select({ name: clients.name })
    .from(clients)
    .where(and(eq(clients.orgId, series.orgId), eq(clients.id, series.clientId)));
  await recordActivity(db, {
    orgId: series.orgId,
    actor,
    action,
    entityType: 'recurring_invoice',
    objectId: series.id,
    entity: { name: client?.name ?? '' },
    meta: meta ?? null,
  });
}

/** The calendar day after `date` (YYYY-MM-DD). */
export const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The calendar day `days` after `date` (YYYY-MM-DD). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
