import {
  dueOccurrences,
  nextOccurrenceAfter,
  occurrenceDate,
  RECURRING_FREQUENCIES,
  type Recurrence,
  type RecurrenceEnd,
  type RecurringFrequency,
} from '@folio/contracts';
import { formatDate } from '../../lib/format';
import { intlLocale } from '../../lib/i18n';
import { SCHEDULE_TEXTS, SERIES_FORM_TEXTS } from './texts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `date` is a real calendar date "YYYY-MM-DD" (the arithmetic refuses anything else). */
function isCalendarDate(date: string): boolean {
  if (!DATE.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Monday" for a calendar date, in the current language. */
const weekday = (date: string) =>
  new Intl.DateTimeFormat(intlLocale(), { weekday: 'long', timeZone: 'UTC' }).format(utc(date));

/** "Jan 31" (no year) for a calendar date, in the current language. */
const monthDay = (date: string) =>
  new Intl.DateTimeFormat(intlLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    utc(date),
  );

/** The day of the month of a calendar date (31 for "2027-01-31"). */
const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/** A series' frequency in words, from its start date: "Every week on Monday", "Monthly on day 31". */
export function frequencyInWords(frequency: RecurringFrequency, startDate: string): string {
  switch (frequency) {
    case 'weekly':
      return SCHEDULE_TEXTS.weekly(weekday(startDate));
    case 'biweekly':
      return SCHEDULE_TEXTS.biweekly(weekday(startDate));
    case 'monthly':
      return SCHEDULE_TEXTS.monthly(dayOfMonth(startDate));
    case 'monthly_last_day':
      return SCHEDULE_TEXTS.monthly_last_day;
    case 'quarterly':
      return SCHEDULE_TEXTS.quarterly(dayOfMonth(startDate));
    case 'yearly':
      return SCHEDULE_TEXTS.yearly(monthDay(startDate));
  }
}

/** How a series ends, in words, or null when it never does: "12 invoices", "until Dec 31, 2027". */
export function endInWords(end: RecurrenceEnd): string | null {
  if (end.type === 'after') return SCHEDULE_TEXTS.endAfter(end.count);
  if (end.type === 'on') return SCHEDULE_TEXTS.endOn(formatDate(end.date));
  return null;
}

/** The whole calendar in words, as the list and the panel show it: "Monthly on day 31 · 12 invoices". */
export function scheduleInWords(recurrence: Recurrence): string {
  const end = endInWords(recurrence.end);
  const frequency = frequencyInWords(recurrence.frequency, recurrence.startDate);
  return end ? `${frequency} · ${end}` : frequency;
}

/** The form's frequency choices, in the order of RECURRING_FREQUENCIES; Monthly names the start date's day. */
export function frequencyOptions(startDate: string) {
  return RECURRING_FREQUENCIES.map((value) => ({
    value,
    label:
      value === 'monthly'
        ? isCalendarDate(startDate)
          ? SERIES_FORM_TEXTS.frequencyMonthly(dayOfMonth(startDate))
          : SERIES_FORM_TEXTS.frequencyMonthlyNoDay
        : SERIES_FORM_TEXTS.frequencies[value],
  }));
}

/** How many dates the form's preview lists. */
const PREVIEW_COUNT = 3;

export type DatesPreview = {
  /** The next dates the series makes invoices on, at most PREVIEW_COUNT. */
  dates: string[];
  /** Whether the calendar goes on after those. */
  more: boolean;
  /** How many of them are today or gone by: a new series makes those at once. */
  due: number;
};

/**
 * The dates a series' invoices will carry, as the form previews them: from the first occurrence for a
 * series that has made none (`after` null), otherwise those after the last invoice made (`after`, the
 * date of that invoice: an edited calendar continues after it, as the server recomputes it). `today`
 * is the organization's day: occurrences on or before it are made at once. Null when the calendar
 * cannot be worked out yet (no valid start date, an end that is not a number).
 */
export function datesPreview(
  recurrence: Recurrence,
  today: string,
  after: string | null,
): DatesPreview | null {
  if (!isCalendarDate(recurrence.startDate) || !isCalendarDate(today)) return null;
  const { end } = recurrence;
  if (end.type === 'after' && !(Number.isInteger(end.count) && end.count >= 1)) return null;
  if (end.type === 'on' && !isCalendarDate(end.date)) return null;
  if (after !== null && !isCalendarDate(after)) return null;

  let index = 0;
  if (after !== null) {
    const next = nextOccurrenceAfter(recurrence, after);
    if (!next) return { dates: [], more: false, due: 0 };
    index = next.index;
  }
  const dates: string[] = [];
  let more = false;
  for (let i = index; ; i += 1) {
    const date = occurrenceDate(recurrence, i);
    if (!withinEnd(end, i, date)) break;
    if (dates.length === PREVIEW_COUNT) {
      more = true;
      break;
    }
    dates.push(date);
  }
  // The occurrences owed today: every one from `index` whose day has come (the list may show fewer).
  const due = dueOccurrences(recurrence, today, index).length;
  return { dates, more, due };
}

/** Whether occurrence `index` (on `date`) is still part of the series (recurrence.ts' own rule). */
function withinEnd(end: RecurrenceEnd, index: number, date: string): boolean {
  if (end.type === 'after') return index < end.count;
  if (end.type === 'on') return date <= end.date;
  return true;
}

/**
 * The preview's dates, in the current language, one after the other: "Jan 31, 2027 · Feb 28, 2027 ·
 * Mar 31, 2027 · …" (a date may hold commas itself, so a list's commas would blur them). `more` adds
 * the ellipsis of a calendar that goes on.
 */
export function datesInWords(dates: readonly string[], more = false): string {
  return [...dates.map((date) => formatDate(date)), ...(more ? ['…'] : [])].join(' · ');
}
