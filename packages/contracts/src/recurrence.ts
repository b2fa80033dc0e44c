/**
 * The calendar of a recurring invoice series: which dates its invoices are made on. Dates are
 * calendar days (YYYY-MM-DD) with no time of day: the series' organization decides when such a day
 * has come (todayIn with its time zone), so clock changes never move an occurrence. The arithmetic
 * runs on UTC dates, which have no clock changes.
 */

/**
 * How often a series bills: every week, every two weeks, every month on the start date's day (the
 * 31st falls on the last day of a shorter month), every month on its last day, every three months
 * and every year (the 29th of February falls on the 28th in other years).
 */
export const RECURRING_FREQUENCIES = [
  'weekly',
  'biweekly',
  'monthly',
  'monthly_last_day',
  'quarterly',
  'yearly',
] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

/** When a series stops: never, after a number of invoices, or after a date (the last one on or before it). */
export type RecurrenceEnd =
  | { type: 'never' }
  | { type: 'after'; count: number }
  | { type: 'on'; date: string };

export type Recurrence = {
  frequency: RecurringFrequency;
  /** YYYY-MM-DD: the first occurrence (monthly_last_day: the last day of its month). */
  startDate: string;
  end: RecurrenceEnd;
};

/** One occurrence: its place in the series (0 for the first) and its date. */
export type Occurrence = { index: number; date: string };

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): { year: number; month: number; day: number } {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const back = new Date(Date.UTC(year, month - 1, day));
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    throw new RangeError(`not a calendar date: ${date}`);
  }
  return { year, month, day };
}

const format = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The number of days of a month (1–12) of a year. */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `months` months after the start's month, on the start's day or the month's last day when it has fewer. */
function addMonths(start: string, months: number, lastDay: boolean): string {
  const { year, month, day } = parts(start);
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  const length = daysInMonth(y, m);
  return format(Date.UTC(y, m - 1, lastDay ? length : Math.min(day, length)));
}

/** The date of the series' occurrence `index` (0: the first). */
export function occurrenceDate(
  recurrence: Pick<Recurrence, 'frequency' | 'startDate'>,
  index: number,
): string {
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`not an occurrence index: ${index}`);
  const { frequency, startDate } = recurrence;
  const { year, month, day } = parts(startDate);
  switch (frequency) {
    case 'weekly':
      return format(Date.UTC(year, month - 1, day) + index * 7 * DAY_MS);
    case 'biweekly':
      return format(Date.UTC(year, month - 1, day) + index * 14 * DAY_MS);
    case 'monthly':
      return addMonths(startDate, index, false);
    case 'monthly_last_day':
      return addMonths(startDate, index, true);
    case 'quarterly':
      return addMonths(startDate, index * 3, false);
    case 'yearly':
      return addMonths(startDate, index * 12, false);
  }
}

/** Whether occurrence `index` (on `date`) is still part of the series. */
function withinEnd(end: RecurrenceEnd, index: number, date: string): boolean {
  if (end.type === 'after') return index < end.count;
  if (end.type === 'on') return date <= end.date;
  return true;
}

/**
 * The occurrences from `fromIndex` on whose day has come by `today` (YYYY-MM-DD in the
 * organization's time zone), in order, at most `limit`: what a generator that last made occurrence
 * `fromIndex - 1` owes now. A series started in the past, or a generator that was down for three
 * periods, gets each missed occurrence with its own date.
 */
export function dueOccurrences(
  recurrence: Recurrence,
  today: string,
  fromIndex = 0,
  limit = Number.POSITIVE_INFINITY,
): Occurrence[] {
  parts(today);
  const due: Occurrence[] = [];
  for (let index = fromIndex; due.length < limit; index += 1) {
    const date = occurrenceDate(recurrence, index);
    if (date > today || !withinEnd(recurrence.end, index, date)) break;
    due.push({ index, date });
  }
  return due;
}

/**
 * The first occurrence after `date` (YYYY-MM-DD), or null when the series has ended by then: where
 * a resumed series continues ("from the next date to come"), skipping those of its pause.
 */
export function nextOccurrenceAfter(recurrence: Recurrence, date: string): Occurrence | null {
  parts(date);
  // Occurrences only grow with the index: start from an estimate below the answer, then walk.
  const spanDays = (Date.parse(date) - Date.parse(recurrence.startDate)) / DAY_MS;
  const perOccurrence: Record<RecurringFrequency, number> = {
    weekly: 7,
    biweekly: 14,
    monthly: 31,
    monthly_last_day: 31,
    quarterly: 92,
    yearly: 366,
  };
  let index = Math.max(0, Math.floor(spanDays / perOccurrence[recurrence.frequency]) - 1);
  for (;;) {
    const candidate = occurrenceDate(recurrence, index);
    if (!withinEnd(recurrence.end, index, candidate)) return null;
    if (candidate > date) return { index, date: candidate };
    index += 1;
  }
}
