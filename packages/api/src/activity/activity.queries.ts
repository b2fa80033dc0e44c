import {
  type ActivityEntry,
  type ActivityFilter,
  ENTITY_FEED_LIMIT,
  type NoteEntityType,
  SEARCH_FULL_TERM_LENGTH,
} from '@folio/contracts';
import { type Executor, isEmbedded, schema } from '@folio/db';
import {
  and,
  count,
  desc,
  eq,
  gte,
  lt,
  lte,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { EARLIEST_STORABLE_INSTANT } from '../core/dates';
import { containsPattern } from '../core/like-pattern';
import { builtOnce, executeListStatement } from '../core/prepared';
import { findInOrg } from '../core/records';
import type { ReadScope } from '../core/scope';
import {
  allMatches,
  firstMatches,
  TEXT_FILTER_COUNT_CAP,
  termPattern,
  termValues,
} from '../core/text-filter';
import { type ActivityRow, activityColumns, toActivityEntry } from './activity-dto';

const a = schema.activityEntries;
const { activityDays } = schema;

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
 * The WHERE clause of the log and its export: always the caller's organization. `q` is matched
 * on search_text, the entry's lowercased search text, with the lowercased pattern: ILIKE's own
 * rule, on a stored column that activity_org_search_idx (trigrams) and
 * activity_org_created_search_idx (newest first, the text in the index) serve.
 */
function activityWhere(
  orgId: string | Placeholder,
  filter: ActivityFilter,
  pattern?: Placeholder | string,
): SQL {
  const conditions: (SQL | undefined)[] = [eq(a.orgId, orgId)];
  if (filter.type) conditions.push(eq(a.entityType, filter.type));
  if (filter.userId) conditions.push(eq(a.userId, filter.userId));
  const q = filter.q?.trim();
  if (q) {
    conditions.push(sql`${a.searchText} like lower(${pattern ?? containsPattern(q)})`);
  }
  if (filter.from) conditions.push(gte(a.createdAt, toInstant(filter.from)));
  if (filter.to) conditions.push(lt(a.createdAt, toInstant(filter.to)));
  return and(...conditions) as SQL;
}

const DAY_MS = 86_400_000;

const isUnfiltered = (filter: ActivityFilter) =>
  !filter.type && !filter.userId && !filter.q?.trim() && !filter.from && !filter.to;

/**
 * One page of the organization's log, newest first, with the total for the pager. The whole log
 * (no filter, what the Activity screen opens on) is paged through the activity_days rollup, so
 * that neither its total nor a page deep in it costs a scan of the entries; a filtered log
 * counts and skips its matching entries.
 */
export async function listActivity(
  scope: ReadScope,
  input: ActivityFilter & { page: number; limit: number },
) {
  const offset = (input.page - 1) * input.limit;
  const { rows, total } = isUnfiltered(input)
    ? await wholeLogPage(scope, offset, input.limit)
    : await filteredPage(scope, input, offset, input.limit);
  return {
    items: rows.map(toActivityEntry),
    total,
    pages: Math.ceil(total / input.limit),
  };
}

async function filteredPage(scope: ReadScope, filter: ActivityFilter, offset: number, limit: number) {
  const { db } = scope;
  const q = filter.q?.trim();
  if (q) return textFilteredPage(scope, filter, q, offset, limit);
  const where = activityWhere(scope.org.id, filter);
  const [rows, counted] = await Promise.all([
    db
      .select(activityColumns)
      .from(a)
      .where(where)
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(a).where(where),
  ]);
  return { rows: rows as ActivityRow[], total: Number(counted[0]?.total ?? 0) };
}

/**
 * A page of a log filtered by `q`, in one statement: the matches are walked newest first and
 * stop after the page's offset plus TEXT_FILTER_COUNT_CAP (core/text-filter.ts), and the page is
 * read from them. The total counts those matches, so it is exact up to that many and otherwise
 * says "at least" (docs/product.md, "Lists' totals with a search"): every next page stays
 * reachable, and no page counts the whole log. A page past the last match counts them apart.
 */
async function textFilteredPage(
  scope: ReadScope,
  filter: ActivityFilter,
  q: string,
  offset: number,
  limit: number,
) {
  const { db } = scope;
  const matches = () => activityMatches(db, filter, q);
  const build = () =>
    db
      .select({ ...activityColumns, matched: sql<number>`first_matches.matched`.mapWith(Number) })
      .from(a)
      .innerJoin(
        firstMatches(
          matches(),
          sql`created_at desc, id desc`,
          sql.placeholder('take'),
          sql.placeholder('skip'),
        ),
        sql`${a.id} = first_matches.id`,
      )
      .where(eq(a.orgId, sql.placeholder('orgId')))
      .orderBy(desc(a.createdAt), desc(a.id));
  const values = { ...termValues(scope.org.id, q), walk: offset + TEXT_FILTER_COUNT_CAP };
  // The type is a closed set, written into the statement; a member or dates are values: built anew.
  const kept = !filter.userId && !filter.from && !filter.to;
  const way = choosesByEstimate(db, filter, q) ? 'estimated' : 'planned';
  const statement = { name: 'activity_matches', shape: kept ? `${filter.type ?? 'any'}:${way}` : null };
  const rows = await executeListStatement(db, statement, build, { ...values, take: limit, skip: offset });
  if (rows.length > 0 || offset === 0) return { rows: rows as ActivityRow[], total: rows[0]?.matched ?? 0 };
  const [counted] = await db.select({ n: count() }).from(allMatches(matches())).execute(values);
  return { rows: [] as ActivityRow[], total: counted?.n ?? 0 };
}

/** Where activityMatches takes the organization, the term's pattern and how many matches to read. */
type MatchValues = {
  orgId: Placeholder | string;
  pattern: Placeholder | string;
  walk: Placeholder | number;
};

/** The kept statement's: placeholders, filled when it is executed (termValues and `walk`). */
const KEPT_MATCH_VALUES: MatchValues = {
  orgId: sql.placeholder('orgId'),
  pattern: termPattern,
  walk: sql.placeholder('walk'),
};

/**
 * The log's capped matches of `q` (`walk` of them, newest first), as a statement to select from;
 * for a word, read the cheaper way for how many the word has. PostgreSQL chooses between walking
 * the log newest first until `walk` entries match (`planned`, activity_org_created_search_idx, the
 * text in the index) and looking every match up in the trigram index and sorting them (`found`,
 * activity_org_search_idx). Its estimate of the matches is good, but it takes testing an entry on
 * the walk for nearly free and the matches for spread evenly through the log: a word with some
 * thousands of matches far back was walked through hundreds of thousands of entries
 * (docs/benchmarks.md, "The log's search chooses from the planner's estimate"). Here the choice is
 * made from the same estimate (folio_activity_match_estimate, migration 0025), asked for a log of
 * ESTIMATED_FROM_ENTRIES entries or more, with what each way costs as measured: the walk tests
 * about `listed × walk ÷ matches` entries, each a third of what looking one match up costs, and
 * the lookup reads `matches`; so the walk is taken when 3 × matches² ≥ listed × walk. Its worst
 * case stays the walk's (a common word far back); the lookup is taken only for a word of at most
 * √(listed × walk ÷ 3) matches (about 21,600 in 2.8 million entries). A smaller log, not asked
 * about, takes `planned`. Each branch runs only when its condition holds; the rows are the same
 * either way.
 */
export function activityMatches(
  db: Executor,
  filter: ActivityFilter,
  q: string,
  at: MatchValues = KEPT_MATCH_VALUES,
): SQLWrapper {
  const where = activityWhere(at.orgId, filter, at.pattern);
  const matchColumns = { createdAt: a.createdAt, id: a.id };
  const planned = db
    .select(matchColumns)
    .from(a)
    .where(where)
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(at.walk);
  if (!choosesByEstimate(db, filter, q)) return planned;
  const found = db.select(matchColumns).from(a).where(where);
  const listed = sql`select coalesce(sum(${activityDays.entries}), 0) as listed from ${activityDays} where ${eq(activityDays.orgId, at.orgId)}`;
  const estimate = sql`select case when listed >= ${ESTIMATED_FROM_ENTRIES} then folio_activity_match_estimate(${at.orgId}, lower(${at.pattern}), ${filter.type ?? null}::text)::numeric end as matches, listed from (${listed}) as days`;
  const walks = sql`(select matches is null or 3 * matches * matches >= listed * ${at.walk} from estimate)`;
  return sql`with estimate as materialized (${estimate}), found as materialized (${found}) select * from (${planned}) as planned where ${walks} union all select * from (select * from found order by created_at desc, id desc limit ${at.walk}) as looked_up where not ${walks}`;
}

/**
 * From how many entries in its log an organization's search asks for the estimate
 * (activityMatches). Asking costs about 0.7 ms of PostgreSQL's time; walking a whole log of this
 * size, the planner's worst choice, costs a few times that. A smaller log takes the planner's way.
 */
const ESTIMATED_FROM_ENTRIES = 5000;

/**
 * Whether activityMatches chooses from the estimate: for a word (a shorter term has no trigram
 * to look up), on PostgreSQL (the embedded database holds small books, whose walks end soon),
 * without a member or dates (the estimate does not count them).
 */
const choosesByEstimate = (db: Executor, filter: ActivityFilter, q: string) =>
  q.length >= SEARCH_FULL_TERM_LENGTH && !filter.userId && !filter.from && !filter.to && !isEmbedded(db);

/**
 * A page of the whole log in two short statements. The first finds, from the per-day counts,
 * the total and the (UTC) day the page starts in, with how many entries are newer than that
 * day; the second reads the page from the end of that day backwards, skipping only the day's
 * own newer entries. Both are exact: the counts are committed with the entries they count.
 */
async function wholeLogPage(scope: ReadScope, offset: number, limit: number) {
  const { db } = scope;
  const orgId = scope.org.id;
  const days = db
    .select({
      day: activityDays.day,
      entries: activityDays.entries,
      newer:
        sql<string>`sum(${activityDays.entries}) over (order by ${activityDays.day} desc) - ${activityDays.entries}`.as(
          'newer',
        ),
      total: sql<string>`sum(${activityDays.entries}) over ()`.as('total'),
    })
    .from(activityDays)
    .where(eq(activityDays.orgId, orgId))
    .as('days');
  const startsHere = sql`${days.newer} + ${days.entries} > ${offset}`;
  // The newest day the page starts in; when the page lies past the end, any day (for the total).
  const [start] = await db
    .select({ day: days.day, newer: days.newer, total: days.total, startsHere: sql<boolean>`${startsHere}` })
    .from(days)
    .orderBy(desc(startsHere), desc(days.day))
    .limit(1)
    .prepare('activity_page_start')
    .execute();
  if (!start?.startsHere) return { rows: [] as ActivityRow[], total: Number(start?.total ?? 0) };
  const endOfDay = new Date(Date.parse(`${start.day}T00:00:00Z`) + DAY_MS);
  const rows = await db
    .select(activityColumns)
    .from(a)
    .where(and(eq(a.orgId, orgId), lt(a.createdAt, endOfDay)))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(limit)
    .offset(offset - Number(start.newer))
    .prepare('activity_page')
    .execute();
  return { rows: rows as ActivityRow[], total: Number(start.total) };
}

/** The newest entries of the organization (dashboard). */
export async function recentActivity(scope: ReadScope, limit: number): Promise<ActivityEntry[]> {
  const { db } = scope;
  const orgId = scope.org.id;
  const rows = await builtOnce(db, 'recent_activity', () =>
    db
      .select(activityColumns)
      .from(a)
      .where(eq(a.orgId, sql.placeholder('orgId')))
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(sql.placeholder('limit'))
      .prepare('recent_activity'),
  ).execute({ orgId, limit });
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
