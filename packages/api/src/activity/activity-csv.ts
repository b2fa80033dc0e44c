import { displayInvoiceNumber } from '@folio/contracts';
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

export const activityCsvLine = (row: ActivityRow) =>
  csvLine([
    row.createdAt.toISOString(),
    row.userName,
    row.userEmail,
    row.action,
    row.entityType,
    entityLabel(row),
    row.objectId,
  ]);
