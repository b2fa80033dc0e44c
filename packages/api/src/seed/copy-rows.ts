/**
 * Bulk writing for the seed: rows go to the database with `COPY … FROM STDIN` instead of
 * multi-row INSERTs, which at benchmark sizes (millions of activity entries) spend most of their
 * time building, sending and parsing statements. On PostgreSQL the text is streamed through the
 * transaction's postgres-js connection; on PGlite it is handed over as a blob (`/dev/blob`), a
 * chunk of rows per COPY. Values are converted exactly as the ORM converts them for an INSERT
 * (each column's own `mapToDriverValue`), so the rows stored are the same; a column a row leaves
 * out gets its database default, as the ORM's `default` would.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Executor } from '@folio/db';
import { type Column, getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Rows per chunk of COPY text: a few MB, so neither driver holds a whole table's text at once. */
const CHUNK_ROWS = 5000;
/** Rows per COPY statement on PGlite, which reads each statement's data as one blob. */
const PGLITE_COPY_ROWS = 50_000;

type PostgresJsConnection = {
  unsafe(text: string): { writable(): Promise<NodeJS.WritableStream> };
};
type PgliteConnection = {
  query(text: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>;
};

/**
 * The driver connection under an ORM transaction. drizzle keeps it as `session.client`, for
 * postgres-js the transaction's reserved connection and for PGlite its transaction object: COPY
 * has no ORM method, and it must run inside the seed's transaction.
 */
function connectionOf(tx: Executor): PostgresJsConnection | PgliteConnection {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client || (typeof client !== 'object' && typeof client !== 'function')) {
    throw new Error('Bulk seeding needs a postgres-js or PGlite transaction');
  }
  return client as PostgresJsConnection | PgliteConnection;
}

const isPostgresJs = (c: PostgresJsConnection | PgliteConnection): c is PostgresJsConnection =>
  typeof (c as PostgresJsConnection).unsafe === 'function';

/** COPY's text format: backslash, tab, newline and carriage return escaped; `\N` is null. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = typeof value === 'string' ? value : String(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/[\\\t\n\r]/g, (c) =>
        c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
      )
    : text;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The columns the rows give (any row a value), by property name, in the table's order. */
function columnsGiven<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]) {
  const all = getTableColumns(table) as Record<string, Column>;
  const given = new Set<string>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) if (value !== undefined) given.add(key);
  }
  return Object.entries(all).filter(([key]) => given.has(key));
}

function* copyChunks(columns: [string, Column][], rows: readonly Record<string, unknown>[]) {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const lines: string[] = [];
    for (const row of rows.slice(start, start + CHUNK_ROWS)) {
      const fields = columns.map(([key, column]) => {
        const value = row[key];
        if (value === undefined && column.hasDefault) {
          // COPY cannot ask for a default on one row only; the generators never mix.
          throw new Error(`${column.name}: some rows give a value and some leave the default`);
        }
        return copyField(value === null || value === undefined ? value : column.mapToDriverValue(value));
      });
      lines.push(`${fields.join('\t')}\n`);
    }
    yield lines.join('');
  }
}

/** Writes `rows` into `table` with COPY, inside the transaction `tx`. */
export async function copyRows<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
) {
  if (rows.length === 0) return;
  const columns = columnsGiven(table, rows);
  const statement = (source: string) =>
    `copy ${quoteIdent(getTableName(table))} (${columns.map(([, c]) => quoteIdent(c.name)).join(', ')}) from ${source}`;
  const connection = connectionOf(tx);
  const records = rows as readonly Record<string, unknown>[];
  if (isPostgresJs(connection)) {
    const writable = await connection.unsafe(statement('stdin')).writable();
    await pipeline(Readable.from(copyChunks(columns, records)), writable);
    return;
  }
  for (let start = 0; start < records.length; start += PGLITE_COPY_ROWS) {
    const text = [...copyChunks(columns, records.slice(start, start + PGLITE_COPY_ROWS))];
    await connection.query(statement(`'/dev/blob'`), [], { blob: new Blob(text) });
  }
}
