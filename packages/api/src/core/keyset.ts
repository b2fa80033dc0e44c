import { type Page, WORKSPACE_MSG } from '@folio/contracts';
import { asc, type Column, desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { errors } from './errors';
import { hashToken } from './hash';
import { isUuid } from './ids';

/*
 * Keyset paging for the clients, projects and invoices lists (docs/decisions.md §13). A page
 * continues after the sort key of the previous page's last row, never at an offset, so a cursor
 * stays valid when that row is deleted or rows are added meanwhile, and no record is repeated or
 * skipped. Sort-key values are read from SQL as text and cast back to their type when compared:
 * timestamps keep their microseconds, which a JavaScript Date would round away.
 */

/** How a sort-key value is written in a cursor (always as text) and cast back in SQL. */
type KeyType = 'text' | 'uuid' | 'integer' | 'timestamp';

/**
 * One list's order: every part sorted in the same direction, the last part unique within the
 * organization, so the order is total. `list` is written into each cursor, so a cursor is only
 * accepted by the list it was made for.
 */
export type Keyset = {
  list: string;
  direction: 'asc' | 'desc';
  parts: readonly { expr: SQL | Column; type: KeyType }[];
};

/** A request for one page; `field` names the input that carried the cursor, for the 422. */
export type PageRequest = { limit: number; cursor: string | null | undefined; field: 'after' | 'cursor' };

/** The ORDER BY of a list. */
export const keysetOrder = (keyset: Keyset): SQL[] =>
  keyset.parts.map((part) => (keyset.direction === 'asc' ? asc(part.expr) : desc(part.expr)));

const asText = ({ expr, type }: Keyset['parts'][number]): SQL => {
  switch (type) {
    case 'text':
      return sql`${expr}`;
    case 'timestamp':
      return sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    default:
      return sql`${expr}::text`;
  }
};

/** The row's sort key as a JSON array of texts, to select next to the row. */
export const keysetSortKey = (keyset: Keyset) =>
  sql<string>`json_build_array(${sql.join(keyset.parts.map(asText), sql`, `)})::text`.mapWith(String);

const castTo = (value: Placeholder, type: KeyType): SQL => {
  switch (type) {
    case 'uuid':
      return sql`${value}::uuid`;
    case 'integer':
      return sql`${value}::integer`;
    case 'timestamp':
      return sql`${value}::timestamptz`;
    default:
      return sql`${value}::text`;
  }
};

/** The placeholder of the sort key's `index`th value in `afterKey`. */
const afterValueName = (index: number) => `after${index}`;

/**
 * Rows after a sort key in the list's order: one row comparison, which follows the ORDER BY
 * exactly. The key's values are placeholders (`after0`, `after1`, …; see `keysetPage`), so a
 * statement built with it can be kept and executed again with another cursor's values.
 */
const afterKey = (keyset: Keyset): SQL => {
  const columns = sql.join(
    keyset.parts.map((part) => sql`${part.expr}`),
    sql`, `,
  );
  const values = sql.join(
    keyset.parts.map((part, i) => castTo(sql.placeholder(afterValueName(i)), part.type)),
    sql`, `,
  );
  return keyset.direction === 'asc' ? sql`(${columns}) > (${values})` : sql`(${columns}) < (${values})`;
};

/**
 * Cursors name the organization too (by a short hash): one made in another organization is
 * refused instead of positioning this one's list.
 */
const orgTag = (orgId: string) => hashToken(`list-cursor:${orgId}`).slice(0, 12);

const MAX_CURSOR_LENGTH = 4096;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

/** Whether a decoded value is one the database can compare as `type` (anything else would be a 500). */
function validKeyValue(value: unknown, type: KeyType): value is string {
  if (typeof value !== 'string') return false;
  switch (type) {
    case 'uuid':
      return isUuid(value);
    case 'integer':
      return /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= 2_147_483_647;
    case 'timestamp': {
      if (!TIMESTAMP.test(value) || value.startsWith('0000')) return false;
      const date = new Date(`${value.slice(0, 19)}Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === value.slice(0, 19);
    }
    default:
      return value.length <= 1000 && !value.includes('\u0000');
  }
}

/** base64url of `[list, organization tag, ...sort key]`. */
function encodeCursor(keyset: Keyset, orgId: string, key: readonly string[]): string {
  return Buffer.from(JSON.stringify([keyset.list, orgTag(orgId), ...key]), 'utf8').toString('base64url');
}

/** The sort key a cursor carries; 422 "Invalid cursor" on `field` unless this list made it here. */
function decodeCursor(keyset: Keyset, orgId: string, cursor: string, field: string): string[] {
  const invalid = errors.field(field, WORKSPACE_MSG.invalidCursor);
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (!Array.isArray(payload) || payload.length !== keyset.parts.length + 2) throw invalid;
  const [list, tag, ...key] = payload as unknown[];
  if (list !== keyset.list || tag !== orgTag(orgId)) throw invalid;
  if (!keyset.parts.every((part, i) => validKeyValue(key[i], part.type))) throw invalid;
  return key as string[];
}

/**
 * One page of a list. `rows` fetches up to `take` rows in the list's order (the keyset's ORDER BY,
 * with `after` added to the filters when the page continues a cursor), each with its `sortKey`;
 * one row more than the page holds tells whether there is a next page. `after` holds placeholders:
 * `values` has theirs, and `take`'s, for the statement's `execute(values)`. `count` counts every
 * row the filters match.
 */
export async function keysetPage<Row extends { sortKey: string }, Item>(
  keyset: Keyset,
  orgId: string,
  request: PageRequest,
  query: {
    rows(after: SQL | undefined, values: Record<string, unknown>): Promise<Row[]>;
    count(): Promise<number>;
    items(rows: Row[]): Item[] | Promise<Item[]>;
  },
): Promise<Page<Item>> {
  // Checked first: a bad cursor changes nothing, whatever the filters.
  const key = request.cursor ? decodeCursor(keyset, orgId, request.cursor, request.field) : undefined;
  const values: Record<string, unknown> = { take: request.limit + 1 };
  key?.forEach((value, i) => {
    values[afterValueName(i)] = value;
  });
  // Sequential on purpose: the executor may be a transaction, which runs one statement at a time.
  const fetched = await query.rows(key ? afterKey(keyset) : undefined, values);
  const total = await query.count();
  const rows = fetched.slice(0, request.limit);
  const last = rows.at(-1);
  const nextCursor =
    fetched.length > request.limit && last
      ? encodeCursor(keyset, orgId, JSON.parse(last.sortKey) as string[])
      : null;
  return { items: await query.items(rows), total, nextCursor };
}
