import {
  type ActivityEntry,
  type ActivityFilter,
  ENTITY_FEED_LIMIT,
  type NoteEntityType,
} from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { EARLIEST_STORABLE_INSTANT } from '../core/dates';
import { containsPattern } from '../core/like-pattern';
import { findInOrg } from '../core/records';
import type { ReadScope } from '../core/scope';
import { type ActivityRow, activityColumns, toActivityEntry } from './activity-dto';

const a = schema.activityEntries;

/**
 * A bare date (YYYY-MM-DD) is midnight UTC; anything else is an ISO 8601 instant with an offset.
 * Bounds before year 1 (which PostgreSQL cannot take) are moved to it: no entry is older, so
 * the filter means the same.
 */
function toInstant(value: string) {
  const instant = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return instant < EARLIEST_STORABLE_INSTANT ? EARLIEST_STORABLE_INSTANT : instant;
}

/**
 * The WHERE clause of the log and its export: always the caller's organization. `q` goes through
 * folio_activity_search_text(), the expression the activity_search_idx trigram index is built on.
 */
function activityWhere(orgId: string, filter: ActivityFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(a.orgId, orgId)];
  if (filter.type) conditions.push(eq(a.entityType, filter.type));
  if (filter.userId) conditions.push(eq(a.userId, filter.userId));
  const q = filter.q?.trim();
  if (q) {
    conditions.push(
      sql`folio_activity_search_text(${a.action}, ${a.userName}, ${a.userEmail}, ${a.entity}) ilike ${containsPattern(q)}`,
    );
  }
  if (filter.from) conditions.push(gte(a.createdAt, toInstant(filter.from)));
  if (filter.to) conditions.push(lt(a.createdAt, toInstant(filter.to)));
  return and(...conditions) as SQL;
}

/** One page of the organization's log, newest first, with the total for the pager. */
export async function listActivity(
  scope: ReadScope,
  input: ActivityFilter & { page: number; limit: number },
) {
  const { db } = scope;
  const where = activityWhere(scope.org.id, input);
  const [rows, counted] = await Promise.all([
    db
      .select(activityColumns)
      .from(a)
      .where(where)
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(a).where(where),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  return {
    items: (rows as ActivityRow[]).map(toActivityEntry),
    total,
    pages: Math.ceil(total / input.limit),
  };
}

/** The newest entries of the organization (dashboard). */
export async function recentActivity(scope: ReadScope, limit: number): Promise<ActivityEntry[]> {
  const { db } = scope;
  const orgId = scope.org.id;
  const rows = await db
    .select(activityColumns)
    .from(a)
    .where(eq(a.orgId, orgId))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(limit);
  return (rows as ActivityRow[]).map(toActivityEntry);
}

/**
 * One record's feed (its changes and notes), newest first. The record must exist in the
 * caller's organization: another tenant's id, or a deleted record, is a 404.
 */
export async function entityFeed(
  scope: ReadScope,
  entityType: NoteEntityType,
  id: string,
): Promise<ActivityEntry[]> {
  const { db } = scope;
  const orgId = scope.org.id;
  await findInOrg(db, orgId, entityType, id);
  const rows = await db
    .select(activityColumns)
    .from(a)
    .where(and(eq(a.orgId, orgId), eq(a.objectId, id), eq(a.entityType, entityType)))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(ENTITY_FEED_LIMIT);
  return (rows as ActivityRow[]).map(toActivityEntry);
}

export const EXPORT_PAGE_SIZE = 1000;

/**
 * The filtered log in pages of EXPORT_PAGE_SIZE rows, newest first, by keyset on
 * (created_at, id): each page is one short query, so an export of any size holds neither a
 * transaction nor the whole result. The cursor keeps created_at at full (microsecond) precision,
 * which a JavaScript Date would round to milliseconds and so skip or repeat rows.
 */
export async function* activityPages(
  db: Executor,
  orgId: string,
  filter: ActivityFilter,
): AsyncGenerator<ActivityRow[]> {
  const where = activityWhere(orgId, filter);
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? and(
          // The plain bound lets the (org_id, created_at) index do the skipping.
          lte(a.createdAt, sql`${cursor.at}::timestamptz`),
          sql`(${a.createdAt}, ${a.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
        )
      : undefined;
    const rows = await db
      .select({
        ...activityColumns,
        cursorAt: sql<string>`to_char(${a.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(a)
      .where(and(where, after))
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(EXPORT_PAGE_SIZE);
    if (rows.length > 0) yield rows as ActivityRow[];
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE_SIZE) return;
    cursor = { at: last.cursorAt, id: last.id };
  }
}
