import { displayInvoiceNumber } from '@folio/contracts';
import type { ActivityRow } from './activity-dto';

export const CSV_HEADER = ['date', 'user', 'email', 'action', 'type', 'entity', 'objectId'] as const;

/**
 * One CSV cell. A text starting with =, +, -, @, tab or CR would be run as a formula by
 * spreadsheet programs (CSV injection), so it gets a leading apostrophe. Then RFC 4180: a cell
 * holding a comma, a quote, CR or LF is quoted, inner quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
