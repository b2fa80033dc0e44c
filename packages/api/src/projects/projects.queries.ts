import {
  type ListStatusFilter,
  type Page,
  type Project,
  SEARCH_FULL_TERM_LENGTH,
  WORKSPACE_MSG,
} from '@folio/contracts';
import type { Executor, ProjectRow } from '@folio/db';
import { isEmbedded, schema } from '@folio/db';
import { and, count, eq, ilike, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { callerOrgId } from '../auth/request-caller';
import { callerToday } from '../core/dates';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { type Keyset, keysetOrder, keysetPage, keysetSortKey, type PageRequest } from '../core/keyset';
import { containsPattern } from '../core/like-pattern';
import { isSmallList } from '../core/list-size';
import { builtOnce, executeListStatement } from '../core/prepared';
import { countRecords } from '../core/record-counts';
import type { ReadScope } from '../core/scope';
import {
  listedRecords,
  pageOfMatches,
  sampledMatches,
  TEXT_FILTER_COUNT_CAP,
  type TextFilterSample,
  termPattern,
  termValues,
} from '../core/text-filter';
import type { PointRead } from '../trpc/point-read';

const { projects, clients } = schema;

/**
 * The project's client, joined within the project's organization too: should a row ever point
 * at another tenant's client, that client's name stays out of the answer.
 */
const sameOrgClient = and(eq(clients.id, projects.clientId), eq(clients.orgId, projects.orgId));

/**
 * The wire shape: `_id`, the client embedded as `{_id, name}`, the overdue flag (due before
 * `today`, the caller's: core/dates.ts `callerToday`).
 */
export function toProject(row: ProjectRow, clientName: string, today: string): Project {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    client: { _id: row.clientId, name: clientName },
    priceCents: row.priceCents,
    currency: row.currency,
    dueDate: row.dueDate,
    tags: row.tags,
    status: row.status,
    overdue: row.status === 'active' && row.dueDate !== null && row.dueDate < today,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The projects list's status filter (docs/product.md#list-status-filters); `nonArchived` is active plus completed. */
function statusCondition(status: ListStatusFilter, column: AnyPgColumn = projects.status): SQL | undefined {
  switch (status) {
    case 'all':
      return undefined;
    case 'nonArchived':
      return ne(column, 'archived');
    default:
      return eq(column, status);
  }
}

/** "Design, web ,, DESIGN" → ["design", "web"]: the tag filter's values, lowercased. */
const parseTagFilter = (tag: string | undefined) => [
  ...new Set(
    (tag ?? '')
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  ),
];

export type ProjectFilters = {
  status: ListStatusFilter;
  /** A client id; anything that is not one matches no project. */
  client?: string | undefined;
  /** Part of the title or description, ignoring case. */
  q?: string | undefined;
  /** Comma-separated tags; a project matches when it has any of them, ignoring case. */
  tag?: string | undefined;
};

/**
 * `title ILIKE pattern OR description ILIKE pattern` as one test of the stored, lowered
 * `search_lower` (title, a new line, description): ILIKE is LIKE on both sides lowered in a UTF-8
 * database. A term with a new line could match across the two texts there, so it is tested on
 * each text apart. A term too short for trigrams is tested on an expression the trigram index
 * does not hold: that index has nothing to narrow it by and would be read whole, and a plan made
 * without the term (a large organization's, core/prepared.ts) chose it for one- and two-letter
 * terms (110 ms at scale 200 instead of 3) where the list's own order is walked to the first
 * matches.
 */
function titleOrDescriptionContains(
  q: string,
  pattern: string | Placeholder = containsPattern(q),
): SQL | undefined {
  if (q.includes('\n')) return or(ilike(projects.title, pattern), ilike(projects.description, pattern));
  if (q.length < SEARCH_FULL_TERM_LENGTH) return sql`(${projects.searchLower} || '') like lower(${pattern})`;
  return sql`${projects.searchLower} like lower(${pattern})`;
}

/**
 * The SQL conditions of the projects list's filters; null when they match nothing. `pattern` is
 * where `q` goes (its own LIKE pattern, or a kept statement's placeholder).
 */
function projectConditions(
  orgId: string | Placeholder,
  filters: ProjectFilters,
  pattern?: Placeholder,
): SQL | null {
  const conditions: (SQL | undefined)[] = [eq(projects.orgId, orgId), statusCondition(filters.status)];
  const client = filters.client?.trim();
  if (client) {
    if (!isUuid(client)) return null;
    conditions.push(eq(projects.clientId, client));
  }
  const q = filters.q?.trim();
  if (q) conditions.push(titleOrDescriptionContains(q, pattern));
  const tags = parseTagFilter(filters.tag);
  if (tags.length > 0) {
    const wanted = sql.join(
      tags.map((t) => sql`${t}`),
      sql`, `,
    );
    conditions.push(
      sql`exists (select 1 from unnest(${projects.tags}) as project_tag(tag) where lower(project_tag.tag) in (${wanted}))`,
    );
  }
  return and(...conditions)!;
}

/** Newest first, ties broken by id: a total order. */
const projectOrder: Keyset = {
  list: 'projects',
  direction: 'desc',
  parts: [
    { expr: projects.createdAt, type: 'timestamp' },
    { expr: projects.id, type: 'uuid' },
  ],
};

/**
 * Projects of an organization, newest first, with their client's name from a join. Every
 * filter runs in SQL. The whole list.
 */
export async function listProjects(scope: ReadScope, filters: ProjectFilters): Promise<Project[]> {
  const { db } = scope;
  const orgId = scope.org.id;
  const where = projectConditions(orgId, filters);
  if (where === null) return [];
  const rows = await db
    .select({ project: projects, clientName: clients.name })
    .from(projects)
    .innerJoin(clients, sameOrgClient)
    .where(where)
    .orderBy(...keysetOrder(projectOrder));
  if (rows.length === 0) return [];
  const today = await callerToday(scope);
  return rows.map((row) => toProject(row.project, row.clientName, today));
}

/** One page of the projects list, in the list's order; what GET /api/projects?limit= and projects.page answer. */
export async function pageProjects(
  scope: ReadScope,
  filters: ProjectFilters,
  request: PageRequest,
): Promise<Page<Project>> {
  const { db } = scope;
  const orgId = scope.org.id;
  const where = projectConditions(orgId, filters);
  if (filters.q?.trim() && where !== null) return pageMatchingProjects(scope, filters, request);
  return keysetPage(projectOrder, orgId, request, {
    rows: async (after, values) => {
      if (where === null) return [];
      const build = () =>
        db
          .select({ project: projects, clientName: clients.name, sortKey: keysetSortKey(projectOrder) })
          .from(projects)
          .innerJoin(clients, sameOrgClient)
          // Not null: the same filters gave `where` above.
          .where(and(projectConditions(sql.placeholder('orgId'), filters)!, after))
          .orderBy(...keysetOrder(projectOrder))
          .limit(sql.placeholder('take'));
      const statusOnly = !filters.client?.trim() && parseTagFilter(filters.tag).length === 0;
      const statement = {
        name: 'projects_page',
        shape: statusOnly ? `${filters.status}:${after ? 'after' : 'first'}` : null,
        smallList: isSmallList(scope, 'projects'),
      };
      return executeListStatement(db, statement, build, { ...values, orgId });
    },
    // Filtered by status alone, the total is the rollup's; otherwise the matching rows are
    // counted, without the clients join (no filter names the client's columns, and the
    // (org_id, client_id) foreign key gives every project its client).
    count: async () => {
      if (where === null) return 0;
      if (!filters.q?.trim() && !filters.client?.trim() && parseTagFilter(filters.tag).length === 0) {
        return countRecords(db, orgId, 'project', {
          key: filters.status,
          condition: statusCondition(filters.status, schema.recordCounts.status),
        });
      }
      return (await db.select({ n: count() }).from(projects).where(where))[0]?.n ?? 0;
    },
    items: async (rows) => {
      if (rows.length === 0) return [];
      const today = await callerToday(scope);
      return rows.map((row) => toProject(row.project, row.clientName, today));
    },
  });
}

/**
 * The projects `q` matches, in the list's order, at most TEXT_FILTER_COUNT_CAP
 * (core/text-filter.ts): the trigram index on the search text for a rare term, the list's order
 * index for a common one. A word (three letters or more) is first tested on the list's first
 * projects (sampledMatches), so that a word in one project in ten is looked up rather than walked
 * to at scale 200, and a word whose matches sit further back is not walked to at all. A shorter
 * term has no trigram to look up: the list is walked; so is a small organization's list
 * (core/list-size.ts).
 */
function projectMatches(
  db: Executor,
  filters: ProjectFilters,
  q: string,
  after: SQL | undefined,
  smallList: boolean,
) {
  // Not null: the caller checked the same filters.
  const where = and(projectConditions(sql.placeholder('orgId'), filters, termPattern)!, after);
  const matchColumns = { createdAt: projects.createdAt, id: projects.id };
  const planned = db
    .select(matchColumns)
    .from(projects)
    .where(where)
    .orderBy(...keysetOrder(projectOrder))
    .limit(TEXT_FILTER_COUNT_CAP);
  if (!samplesWord(q) || isEmbedded(db) || smallList) return planned;
  // The list the term is searched in: the same filters without the term (not null either).
  const unsearched = and(projectConditions(sql.placeholder('orgId'), { ...filters, q: undefined })!, after);
  return sampledMatches({
    sample: PROJECT_SEARCH_SAMPLE,
    head: db
      .select({ searchLower: projects.searchLower })
      .from(projects)
      .where(unsearched)
      .orderBy(...keysetOrder(projectOrder))
      .limit(PROJECT_SEARCH_SAMPLE.rows),
    headMatches: sql`"search_lower" like lower(${termPattern})`,
    listed: listedRecords('project', statusCondition(filters.status, schema.recordCounts.status)),
    planned,
    found: db.select(matchColumns).from(projects).where(where),
    order: matchesOrder,
  });
}

/** Whether a term is sampled first: a word of three letters or more, which has trigrams. */
const samplesWord = (q: string) => q.length >= SEARCH_FULL_TERM_LENGTH;

/** The capped matches' order, over their own column names. */
const matchesOrder = sql`created_at desc, id desc`;

/**
 * A word's sample of the projects list (core/text-filter.ts): its newest 200 projects, about
 * 0.2 ms to test. A project walked in the list's order costs about 0.6 of a match looked up.
 */
const PROJECT_SEARCH_SAMPLE: TextFilterSample = { rows: 200, walkCost: 0.6 };

/**
 * pageProjects with `q`: the page's projects joined to the first of their capped matches, which
 * also tell how many matched, so that a first page is one statement; a following page counts the
 * matches without the cursor apart. The total is at most TEXT_FILTER_COUNT_CAP (docs/product.md,
 * "Lists' totals with a search").
 */
async function pageMatchingProjects(
  scope: ReadScope,
  filters: ProjectFilters,
  request: PageRequest,
): Promise<Page<Project>> {
  const { db } = scope;
  const orgId = scope.org.id;
  const q = filters.q?.trim() ?? '';
  // A client's id and the tags are written into the statement: with either, it is built anew.
  const kept = !filters.client?.trim() && parseTagFilter(filters.tag).length === 0;
  const smallList = isSmallList(scope, 'projects');
  return pageOfMatches(db, projectOrder, orgId, request, {
    matches: (after) => projectMatches(db, filters, q, after, smallList),
    order: matchesOrder,
    page: (firstMatches) =>
      db
        .select({
          project: projects,
          clientName: clients.name,
          sortKey: keysetSortKey(projectOrder),
          matched: sql<number>`first_matches.matched`.mapWith(Number),
        })
        .from(projects)
        .innerJoin(clients, sameOrgClient)
        .innerJoin(firstMatches, sql`${projects.id} = first_matches.id`)
        .where(eq(projects.orgId, sql.placeholder('orgId')))
        .orderBy(...keysetOrder(projectOrder)),
    items: async (rows) => {
      if (rows.length === 0) return [];
      const today = await callerToday(scope);
      return rows.map((row) => toProject(row.project, row.clientName, today));
    },
    shape: kept
      ? `${filters.status}:${q.includes('\n') ? 'each-text' : 'search-text'}:${samplesWord(q) && !smallList ? 'word' : 'letters'}`
      : null,
    values: termValues(orgId, q),
    smallList,
  });
}

/** One project of the organization with its client's name; 404 otherwise. */
export async function loadProject(scope: ReadScope, id: unknown): Promise<Project> {
  const { db } = scope;
  const orgId = scope.org.id;
  if (!isUuid(id)) throw errors.notFound(WORKSPACE_MSG.projectNotFound);
  const [row] = await builtOnce(db, 'project_by_id', () =>
    db
      .select({ project: projects, clientName: clients.name })
      .from(projects)
      .innerJoin(clients, sameOrgClient)
      .where(and(eq(projects.orgId, sql.placeholder('orgId')), eq(projects.id, sql.placeholder('id'))))
      .prepare('project_by_id'),
  ).execute({ orgId, id });
  if (!row) throw errors.notFound(WORKSPACE_MSG.projectNotFound);
  return toProject(row.project, row.clientName, await callerToday(scope));
}

/** The project panel's read, in the caller's statement (trpc/point-read.ts). */
export const projectPanelRead: PointRead<{ project: ProjectRow | null; clientName: string | null }, Project> =
  {
    name: 'project_panel',
    columns: { project: projects, clientName: clients.name },
    join: (statement) =>
      statement
        .leftJoin(projects, and(eq(projects.orgId, callerOrgId), eq(projects.id, sql.placeholder('id'))))
        .leftJoin(clients, sameOrgClient),
    answer: async ({ project, clientName }, scope) =>
      project && clientName !== null ? toProject(project, clientName, await callerToday(scope)) : null,
    notFound: WORKSPACE_MSG.projectNotFound,
    read: loadProject,
  };
