/** Today's calendar date in UTC ("YYYY-MM-DD"): due dates and overdue flags compare against it. */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/**
 * PostgreSQL has no year 0 (ISO 8601's "0000" is its 1 BC) and refuses it as a date or timestamp,
 * so a "0000-…" date that validation lets through must be caught before it reaches a query.
 */
const EARLIEST_STORABLE_DATE = '0001-01-01';
export const EARLIEST_STORABLE_INSTANT = new Date(`${EARLIEST_STORABLE_DATE}T00:00:00Z`);

/** Whether a "YYYY-MM-DD" date can be stored (four-digit years compare as text). */
export const isStorableDate = (date: string) => date >= EARLIEST_STORABLE_DATE;
