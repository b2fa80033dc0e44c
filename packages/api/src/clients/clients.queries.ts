import {
  type Client,
  type ClientSummary,
  fromCents,
  type ListStatusFilter,
  type Page,
  SEARCH_FULL_TERM_LENGTH,
  WORKSPACE_MSG,
} from '@folio/contracts';
import type { ClientRow } from '@folio/db';
import { type Executor, isEmbedded, schema } from '@folio/db';
import { and, count, eq, ilike, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { callerOrgId } from '../auth/request-caller';
import { type Keyset, keysetOrder, keysetPage, keysetSortKey, type PageRequest } from '../core/keyset';
import { containsPattern } from '../core/like-pattern';
import { isSmallList } from '../core/list-size';
import { builtOnce, executeListStatement } from '../core/prepared';
import { countRecords } from '../core/record-counts';
import { findInOrg } from '../core/records';
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

const { clients, invoices, projects } = schema;

/** The wire shape: `_id`, the client's fields and tags. */
export function toClient(row: ClientRow): Client {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    taxId: row.taxId,
    locale: row.locale,
    sendReminders: row.sendReminders,
    tags: row.tags,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The clients list's status filter (docs/product.md#list-status-filters), which are only active or archived: `nonArchived` is
 * active, `completed` matches nothing (null), `all` both.
 */
function statusCondition(
  status: ListStatusFilter,
  column: AnyPgColumn = clients.status,
): SQL | undefined | null {
  switch (status) {
    case 'all':
      return undefined;
    case 'completed':
      return null;
    case 'nonArchived':
      return ne(column, 'archived');
    default:
      return eq(column, status);
  }
}

export type ClientFilters = {
  status: ListStatusFilter;
  /** Part of the name or email, ignoring case. */
  q?: string | undefined;
};

/**
 * `name ILIKE pattern OR email ILIKE pattern`. A one- or two-letter term walks the list in order
 * (no trigram to look up), so it tests the stored, lowered `search_lower` (name, a new line, email)
 * with LIKE, which is that ILIKE in a UTF-8 database with the term lowered once; a longer term
 * tests the columns, whose trigram index finds a rare one. A term with a new line could match
 * across the two texts of `search_lower`, so it tests the columns too.
 */
function nameOrEmailContains(q: string, pattern: string | Placeholder = containsPattern(q)): SQL | undefined {
  if (testsSearchText(q)) {
    return sql`${clients.searchLower} like lower(${pattern})`;
  }
  return or(ilike(clients.name, pattern), ilike(clients.email, pattern));
}

const testsSearchText = (q: string) => q.length < SEARCH_FULL_TERM_LENGTH && !q.includes('\n');

/**
 * The SQL conditions of the clients list's filters; null when they match nothing. `pattern` is
 * where `q` goes (its own LIKE pattern, or a kept statement's placeholder).
 */
function clientConditions(
  orgId: string | Placeholder,
  filters: ClientFilters,
  pattern?: Placeholder,
): SQL | null {
  const status = statusCondition(filters.status);
  if (status === null) return null;
  const conditions: (SQL | undefined)[] = [eq(clients.orgId, orgId), status];
  const q = filters.q?.trim();
  if (q) conditions.push(nameOrEmailContains(q, pattern));
  return and(...conditions)!;
}

/** By name ignoring case, then name, then id: a total order. */
const clientOrder: Keyset = {
  list: 'clients',
  direction: 'asc',
  parts: [
    { expr: sql`lower(${clients.name})`, type: 'text' },
    { expr: clients.name, type: 'text' },
    { expr: clients.id, type: 'uuid' },
  ],
};

/** Clients of an organization ordered by name (ignoring case), the whole list. */
export async function listClients(scope: ReadScope, filters: ClientFilters): Promise<Client[]> {
  const { db } = scope;
  const orgId = scope.org.id;
  const where = clientConditions(orgId, filters);
  if (where === null) return [];
  const rows = await db
    .select()
    .from(clients)
    .where(where)
    .orderBy(...keysetOrder(clientOrder));
  return rows.map(toClient);
}

/** One page of the clients list, in the list's order; what GET /api/clients?limit= and clients.page answer. */
export async function pageClients(
  scope: ReadScope,
  filters: ClientFilters,
  request: PageRequest,
): Promise<Page<Client>> {
  const { db } = scope;
  const orgId = scope.org.id;
  const where = clientConditions(orgId, filters);
  if (filters.q?.trim() && where !== null) return pageMatchingClients(scope, filters, request);
  return keysetPage(clientOrder, orgId, request, {
    rows: async (after, values) => {
      if (where === null) return [];
      const build = () =>
        db
          .select({ client: clients, sortKey: keysetSortKey(clientOrder) })
          .from(clients)
          // Not null: the same filters gave `where` above.
          .where(and(clientConditions(sql.placeholder('orgId'), filters)!, after))
          .orderBy(...keysetOrder(clientOrder))
          .limit(sql.placeholder('take'));
      // A text filter takes pageMatchingClients: here the status (a closed set) and whether a
      // cursor is followed are the statement's whole shape.
      const shape = `${filters.status}:${after ? 'after' : 'first'}`;
      const statement = { name: 'clients_page', shape, smallList: isSmallList(scope, 'clients') };
      return executeListStatement(db, statement, build, {
        ...values,
        orgId,
      });
    },
    // Without a text filter the total is the rollup's (a handful of rows, whatever the size).
    count: async () => {
      if (where === null) return 0;
      if (!filters.q?.trim()) {
        return countRecords(db, orgId, 'client', {
          key: filters.status,
          condition: statusCondition(filters.status, schema.recordCounts.status) ?? undefined,
        });
      }
      return (await db.select({ n: count() }).from(clients).where(where))[0]?.n ?? 0;
    },
    items: (rows) => rows.map((row) => toClient(row.client)),
  });
}

/**
 * The clients `q` matches, in the list's order, at most TEXT_FILTER_COUNT_CAP
 * (core/text-filter.ts): the trigram index on name and email for a rare term, the list's order
 * index for a common one. A word (three letters or more) is first tested on the list's first
 * clients (sampledMatches): where few of them match, its matches are looked up in the trigram
 * index, however common the planner estimates the word, since they may all sit further on in the
 * list's order ("Quarry …"). A shorter term has no trigram to look up: the list is walked (the
 * statement's shape, `short` or `long`, follows testsSearchText). A small organization's list
 * (core/list-size.ts) is not sampled either.
 */
function clientMatches(
  db: Executor,
  filters: ClientFilters,
  q: string,
  after: SQL | undefined,
  smallList: boolean,
) {
  // Not null: the caller checked the same filters.
  const where = and(clientConditions(sql.placeholder('orgId'), filters, termPattern)!, after);
  const matchColumns = {
    sortName: sql<string>`lower(${clients.name})`.as('sort_name'),
    name: clients.name,
    id: clients.id,
  };
  const planned = db
    .select(matchColumns)
    .from(clients)
    .where(where)
    .orderBy(...keysetOrder(clientOrder))
    .limit(TEXT_FILTER_COUNT_CAP);
  if (testsSearchText(q) || isEmbedded(db) || smallList) return planned;
  // The list the term is searched in: the same filters without the term (not null either).
  const unsearched = and(clientConditions(sql.placeholder('orgId'), { status: filters.status })!, after);
  return sampledMatches({
    sample: CLIENT_SEARCH_SAMPLE,
    head: db
      .select({ searchLower: clients.searchLower })
      .from(clients)
      .where(unsearched)
      .orderBy(...keysetOrder(clientOrder))
      .limit(CLIENT_SEARCH_SAMPLE.rows),
    // The stored, lowered name and email: one LIKE per client sampled instead of two ILIKEs.
    headMatches: sql`"search_lower" like lower(${termPattern})`,
    listed: listedRecords('client', statusCondition(filters.status, schema.recordCounts.status) ?? undefined),
    planned,
    found: db.select(matchColumns).from(clients).where(where),
    order: matchesOrder,
  });
}

/** The capped matches' order, over their own column names. */
const matchesOrder = sql`sort_name, name, id`;

/**
 * A word's sample of the clients list (core/text-filter.ts): its first 200 clients, about 0.2 ms
 * to test. A client walked in the list's order costs about 0.6 of a match looked up.
 */
export const CLIENT_SEARCH_SAMPLE: TextFilterSample = { rows: 200, walkCost: 0.6 };

/**
 * pageClients with `q`: the page's clients joined to the first of their capped matches, which also
 * tell how many matched, so that a first page is one statement; a following page counts the
 * matches without the cursor apart. The total is at most TEXT_FILTER_COUNT_CAP (docs/product.md,
 * "Lists' totals with a search").
 */
async function pageMatchingClients(
  scope: ReadScope,
  filters: ClientFilters,
  request: PageRequest,
): Promise<Page<Client>> {
  const { db } = scope;
  const orgId = scope.org.id;
  const q = filters.q?.trim() ?? '';
  const smallList = isSmallList(scope, 'clients');
  return pageOfMatches(db, clientOrder, orgId, request, {
    matches: (after) => clientMatches(db, filters, q, after, smallList),
    order: matchesOrder,
    page: (firstMatches) =>
      db
        .select({
          client: clients,
          sortKey: keysetSortKey(clientOrder),
          matched: sql<number>`first_matches.matched`.mapWith(Number),
        })
        .from(clients)
        .innerJoin(firstMatches, sql`${clients.id} = first_matches.id`)
        .where(eq(clients.orgId, sql.placeholder('orgId')))
        .orderBy(...keysetOrder(clientOrder)),
    items: (rows) => rows.map((row) => toClient(row.client)),
    shape: `${filters.status}:${testsSearchText(q) ? 'short' : smallList ? 'long-small' : 'long'}`,
    values: termValues(orgId, q),
    smallList,
  });
}

async function loadClient(scope: ReadScope, id: unknown): Promise<Client> {
  const { db } = scope;
  const orgId = scope.org.id;
  return toClient(await findInOrg(db, orgId, 'client', id));
}

/** The client panel's read, in the caller's statement (trpc/point-read.ts). */
export const clientPanelRead: PointRead<{ client: ClientRow | null }, Client> = {
  name: 'client_panel',
  columns: { client: clients },
  join: (statement) =>
    statement.leftJoin(clients, and(eq(clients.orgId, callerOrgId), eq(clients.id, sql.placeholder('id')))),
  answer: ({ client }) => (client ? toClient(client) : null),
  notFound: WORKSPACE_MSG.clientNotFound,
  read: loadClient,
};

const live = sql`${invoices.status} <> 'archived'`;

/** A client's invoice figures per currency; placeholders `orgId` and `clientId` (core/prepared.ts). */
const buildInvoiceFigures = (db: Executor) =>
  db
    .select({
      currency: invoices.currency,
      count: sql<number>`count(*) filter (where ${live})`.mapWith(Number),
      allCount: sql<number>`count(*)`.mapWith(Number),
      paidCents: sql<number>`coalesce(sum(${invoices.paidCents}), 0)`.mapWith(Number),
      outstandingCents:
        sql<number>`coalesce(sum(greatest(${invoices.totalCents} - ${invoices.paidCents}, 0)) filter (where ${live}), 0)`.mapWith(
          Number,
        ),
    })
    .from(invoices)
    .where(
      and(eq(invoices.orgId, sql.placeholder('orgId')), eq(invoices.clientId, sql.placeholder('clientId'))),
    )
    .groupBy(invoices.currency)
    .prepare('client_invoice_figures');

/** A client's projects counted by status; placeholders `orgId` and `clientId`. */
const buildProjectCounts = (db: Executor) =>
  db
    .select({
      active: sql<number>`count(*) filter (where ${projects.status} = 'active')`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${projects.status} = 'completed')`.mapWith(Number),
      archived: sql<number>`count(*) filter (where ${projects.status} = 'archived')`.mapWith(Number),
    })
    .from(projects)
    .where(
      and(eq(projects.orgId, sql.placeholder('orgId')), eq(projects.clientId, sql.placeholder('clientId'))),
    )
    .prepare('client_project_counts');

/**
 * GET /api/clients/{id}/summary, from two aggregate queries sent together. Amounts are summed per currency
 * (never across currencies); the headline figures are those of the currency most of the
 * client's invoices use, ties going to the larger total count and then alphabetically.
 */
export async function clientSummary(scope: ReadScope, id: unknown): Promise<ClientSummary> {
  const { db } = scope;
  const orgId = scope.org.id;
  const client = await findInOrg(db, orgId, 'client', id);
  const values = { orgId, clientId: client.id };
  // Two aggregates, independent of each other: sent together.
  const [perCurrency, [projectCounts]] = await Promise.all([
    builtOnce(db, 'client_invoice_figures', () => buildInvoiceFigures(db)).execute(values),
    builtOnce(db, 'client_project_counts', () => buildProjectCounts(db)).execute(values),
  ]);

  const ranked = [...perCurrency].sort(
    (a, b) => b.count - a.count || b.allCount - a.allCount || a.currency.localeCompare(b.currency),
  );
  const byCurrency = ranked.map((row) => ({
    currency: row.currency,
    revenuePaid: fromCents(row.paidCents),
    outstanding: fromCents(row.outstandingCents),
    count: row.count,
  }));
  const main = byCurrency[0];
  return {
    invoices: {
      revenuePaid: main?.revenuePaid ?? 0,
      outstanding: main?.outstanding ?? 0,
      count: byCurrency.reduce((sum, row) => sum + row.count, 0),
      currency: main?.currency ?? 'USD',
      byCurrency,
    },
    projects: {
      active: projectCounts?.active ?? 0,
      completed: projectCounts?.completed ?? 0,
      archived: projectCounts?.archived ?? 0,
    },
  };
}
