import { displayInvoiceNumber, zoneOffsetMs } from '@folio/contracts';
import type { ActivityRow } from './activity-dto';

export const CSV_HEADER = ['date', 'user', 'email', 'action', 'type', 'entity', 'objectId'] as const;

/** =, +, -, @ and their full-width forms (which some locales accept) open a formula. */
const FORMULA_CHAR = '[=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20]';
/**
 * A text that spreadsheet programs would run as a formula (CSV injection): it starts with tab,
 * CR or NUL, or with a formula character after any leading whitespace, which spreadsheets skip.
 */
const FORMULA_START = new RegExp(`^(?:[\\t\\r\\0]|\\s*${FORMULA_CHAR})`);
/**
 * A formula character right after a ";", a tab or a line break inside the text (whitespace or
 * quotes between). A spreadsheet that splits on ";" or tabs honours quotes only at the start of
 * its own fields, so a quoted `…,"Acme;=1+1;",…` still falls apart there into `…,"Acme`, `=1+1`
 * and `",…`, and the middle one runs. An apostrophe after the separator keeps that piece text.
 */
const FORMULA_AFTER_SPLIT = new RegExp(`([;\\t\\r\\n][\\s"]*)(?=${FORMULA_CHAR})`, 'g');
/**
 * Characters that end or split a cell: RFC 4180's comma, quote, CR and LF, and the separators
 * spreadsheets use instead of the comma in many locales or by their own guess (";", tab).
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV cell: formula-like text, at its start or after an inner separator, gets an
 * apostrophe in front; then a cell holding a separator is quoted, inner quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  text = text.replace(FORMULA_AFTER_SPLIT, "$1'");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record: cells joined by commas, ended by CRLF (RFC 4180). */
export const csvLine = (cells: (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** What the "entity" column shows: the name, the title or the displayed invoice number. */
function entityLabel(row: ActivityRow): string {
  const entity = row.entity;
  if (!entity) return '';
  if (entity.name) return entity.name;
  if (entity.title) return entity.title;
  if (typeof entity.number === 'number') {
    return displayInvoiceNumber({
      _id: row.objectId ?? '',
      number: entity.number,
      numberSuffix: entity.numberSuffix ?? null,
    });
  }
  return entity.numberSuffix ?? '';
}

/**
 * A zone's offset from UTC at an instant, in whole minutes (what ISO 8601 writes). 0 for UTC, and
 * for a zone the runtime does not know (as "today" counts it, see todayIn).
 */
const offsetMinutes = (instant: Date, timeZone: string): number =>
  Math.round(zoneOffsetMs(timeZone, instant.getTime()) / 60_000);

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as ISO 8601 with the time zone's offset, to the millisecond as the log stores it:
 * "2026-11-27T00:30:00.000+14:00" in Kiritimati, "2026-11-26T10:30:00.000+00:00" in UTC (the
 * offset always written as ±HH:MM, so every row of the column has the same form). The date and
 * time are the ones a clock there showed; the offset makes it the same instant everywhere.
 */
export function isoInstantIn(instant: Date, timeZone: string): string {
  const offset = offsetMinutes(instant, timeZone);
  // The local clock, computed from the offset so that the text and its offset always agree.
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, -1);
  const size = Math.abs(offset);
  return `${local}${offset < 0 ? '-' : '+'}${twoDigits(Math.floor(size / 60))}:${twoDigits(size % 60)}`;
}

/** One row of the export; its date with the offset of the caller's time zone (`timeZone`). */
export const activityCsvLine = (row: ActivityRow, timeZone: string) =>
  csvLine([
    isoInstantIn(row.createdAt, timeZone),
    row.userName,
    row.userEmail,
    row.action,
    row.entityType,
    entityLabel(row),
    row.objectId,
  ]);
