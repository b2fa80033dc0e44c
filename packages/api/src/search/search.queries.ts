import {
  displayInvoiceNumber,
  SEARCH_FULL_TERM_LENGTH,
  SEARCH_MAX_RESULTS,
  SEARCH_SHORT_TERM_WINDOW,
  type SearchInput,
  type SearchResult,
} from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, desc, eq, ilike, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { containsPattern } from '../core/like-pattern';
import { isSmallList } from '../core/list-size';
import { type Buildable, executeListStatement } from '../core/prepared';
import type { ReadScope } from '../core/scope';
import { clientNameContains } from '../invoices/invoices.queries';

const { clients, projects, invoices } = schema;

/**
 * How many of the newest matches per kind are ranked: as many as the answer can show. A query
 * stops after this many rows, so a common term on a large organization walks only the org's
 * newest rows (btree, org_id first) until it has them, instead of collecting and sorting every
 * match; a rare term goes through the trigram index and is ranked exactly. Exact matches (a
 * client's whole name, an invoice's number) have branches of their own, so they are found
 * however many newer records merely contain the term.
 */
const CANDIDATES = SEARCH_MAX_RESULTS;

/** "12", "0012", "0012-A" (after any "#"): the number it names, if it fits an invoice number. */
function exactInvoiceNumber(numberQuery: string): number | null {
  const digits = /^(\d+)(?:-.*)?$/.exec(numberQuery)?.[1];
  if (!digits) return null;
  const number = Number(digits);
  return number >= 1 && number <= 2_147_483_647 ? number : null;
}

/**
 * Whether a short term can only match an invoice label's suffix: a label is digits, then
 * "-suffix" when there is one, so a term without a digit or a hyphen matches within the suffix or
 * not at all.
 */
const suffixOnlyTerm = (numberQuery: string) => !/[\d-]/.test(numberQuery);

/**
 * Conditions that keep a short term's contains-match among the org's SEARCH_SHORT_TERM_WINDOW
 * newest records of a kind: the key of the window's oldest record bounds the index range read.
 * Without them a rare two-letter term (no trigram to look up) read every record of the org and
 * tested each one: 30,000 projects took 50 ms.
 */
function newestWindow(orgId: string | Placeholder) {
  const offset = SEARCH_SHORT_TERM_WINDOW - 1;
  return {
    clients: sql`${clients.createdAt} >= coalesce((select c.created_at from clients c where c.org_id = ${orgId} order by c.created_at desc offset ${offset} limit 1), '-infinity')`,
    projects: sql`${projects.createdAt} >= coalesce((select p.created_at from projects p where p.org_id = ${orgId} order by p.created_at desc offset ${offset} limit 1), '-infinity')`,
    invoices: newestInvoices(orgId, SEARCH_SHORT_TERM_WINDOW),
  };
}

/**
 * How many of the newest invoices a word is first looked for among by client name
 * (invoicesByClientName). Walking them costs about half a millisecond at most; a word in one
 * invoice in fifty or more has its results within them.
 */
const RECENT_INVOICES_BY_CLIENT = 1000;

/** The bound on invoices.number that keeps a condition among the organization's `newest` invoices. */
const newestInvoices = (orgId: string | Placeholder, newest: number) =>
  sql`${invoices.number} >= coalesce((select i.number from invoices i where i.org_id = ${orgId} order by i.number desc offset ${newest - 1} limit 1), 0)`;

/** `order` breaks ties between equal ranks: a name to sort alphabetically, or a number ascending. */
type Ranked<T> = { item: T; rank: number; order: string | number };

/** 0 exact, 1 prefix, 2 a word starts with it, 3 contained elsewhere (case-insensitive). */
function rankText(text: string | null | undefined, needle: string): number {
  if (!text) return 3;
  const hay = text.toLowerCase();
  if (hay === needle) return 0;
  if (hay.startsWith(needle)) return 1;
  const at = hay.indexOf(needle);
  if (at > 0 && !/[\p{L}\p{N}]/u.test(hay[at - 1] ?? '')) return 2;
  return 3;
}

const best = (needle: string, ...texts: (string | null | undefined)[]) =>
  Math.min(...texts.map((text) => rankText(text, needle)));

function byRank<T>(list: Ranked<T>[]): T[] {
  return list
    .sort(
      (x, y) =>
        x.rank - y.rank ||
        (typeof x.order === 'number' && typeof y.order === 'number'
          ? x.order - y.order
          : String(x.order).localeCompare(String(y.order))),
    )
    .map((ranked) => ranked.item);
}

/**
 * At most `total` results, shared fairly: kinds take turns, so a flood of matching invoices
 * cannot hide the one matching client. Results stay grouped by kind, best first.
 */
function share<T>(lists: T[][], total: number): T[] {
  const quotas = lists.map(() => 0);
  let taken = 0;
  while (taken < total) {
    let progressed = false;
    for (const [index, list] of lists.entries()) {
      if (taken < total && quotas[index]! < list.length) {
        quotas[index]! += 1;
        taken += 1;
        progressed = true;
      }
    }
    if (!progressed) break;
  }
  return lists.flatMap((list, index) => list.slice(0, quotas[index]));
}

/** "Invoice #12" is how invoices are shown, so "#12" means number 12 (and "#" alone, nothing). */
const numberQueryOf = (q: string) => q.replace(/^#\s*/, '');

/** The values a search's statements take: the organization and what the term is looked for as. */
function searchValues(orgId: string, q: string) {
  const numberQuery = numberQueryOf(q);
  return {
    orgId,
    q,
    pattern: containsPattern(q),
    numberPattern: containsPattern(numberQuery),
    exactNumber: exactInvoiceNumber(numberQuery),
  };
}

/**
 * What of the term changes the statements' text (which branches and tests they hold): a search's
 * statements are built once per shape and take the term as values (searchValues).
 */
function searchShape(q: string) {
  const numberQuery = numberQueryOf(q);
  const numberTest = !numberQuery
    ? 'none'
    : numberQuery.length < SEARCH_FULL_TERM_LENGTH && suffixOnlyTerm(numberQuery)
      ? 'suffix'
      : 'label';
  const exact = exactInvoiceNumber(numberQuery) === null ? 'no-number' : 'number';
  return `${q.length < SEARCH_FULL_TERM_LENGTH ? 'short' : 'long'}:${numberTest}:${exact}`;
}

/**
 * The candidate queries of one search, newest matches first, always within `orgId`. Each text
 * condition is the expression a trigram GIN index is built on (ILIKE on the column,
 * folio_tags_text() or folio_invoice_label()), behind org_id (the org_search_indexes migration):
 * the org_id condition and the term's trigrams are looked up in the same index, so a search reads
 * the caller's matches only. With `as: 'placeholders'` the term's and the organization's values
 * are the statements' placeholders (searchValues), which is how search() keeps them built; by
 * default they are written in, so that a test can EXPLAIN exactly these statements.
 */
export function searchQueries(
  db: Executor,
  orgIdValue: string,
  q: string,
  as: 'values' | 'placeholders' = 'values',
) {
  const values = searchValues(orgIdValue, q);
  const value = <K extends keyof typeof values>(key: K) =>
    as === 'placeholders' ? sql.placeholder(key) : values[key];
  const orgId = value('orgId') as string | Placeholder;
  const pattern = value('pattern') as string | Placeholder;
  const numberPattern = value('numberPattern') as string | Placeholder;
  const numberQuery = numberQueryOf(q);
  const exactNumber = values.exactNumber === null ? null : (value('exactNumber') as number | Placeholder);
  const short = q.length < SEARCH_FULL_TERM_LENGTH;
  const window = short
    ? newestWindow(orgId)
    : { clients: undefined, projects: undefined, invoices: undefined };
  const invoiceLabel = sql<string>`folio_invoice_label(${invoices.number}, ${invoices.numberSuffix})`;
  const numberShort = numberQuery.length < SEARCH_FULL_TERM_LENGTH;
  const labelMatch = !numberQuery
    ? sql`false`
    : numberShort && suffixOnlyTerm(numberQuery)
      ? ilike(invoices.numberSuffix, numberPattern)
      : sql`${invoiceLabel} ilike ${numberPattern}`;
  // The trigram index is built on folio_tags_text(); a short term cannot use it, and the same
  // text built in place costs a third of the function's call per row.
  const tagsText = short
    ? sql`array_to_string(${projects.tags}, E'\n')`
    : sql`folio_tags_text(${projects.tags})`;
  const invoicesWhere = (match: SQL) =>
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        numberSuffix: invoices.numberSuffix,
        clientId: clients.id,
        clientName: clients.name,
      })
      .from(invoices)
      .innerJoin(clients, eq(clients.id, invoices.clientId))
      .where(and(eq(invoices.orgId, orgId), eq(clients.orgId, orgId), match))
      .orderBy(desc(invoices.number))
      .limit(CANDIDATES);
  const clientColumns = { id: clients.id, name: clients.name, email: clients.email };
  return {
    // The clients order index (org_id, lower(name), …) finds a whole-name match directly.
    clientsByName: db
      .select(clientColumns)
      .from(clients)
      .where(and(eq(clients.orgId, orgId), sql`lower(${clients.name}) = lower(${value('q')})`))
      .limit(CANDIDATES),
    clients: db
      .select(clientColumns)
      .from(clients)
      .where(
        and(
          eq(clients.orgId, orgId),
          window.clients,
          or(ilike(clients.name, pattern), ilike(clients.email, pattern)),
        ),
      )
      .orderBy(desc(clients.createdAt))
      .limit(CANDIDATES),
    projects: db
      .select({
        id: projects.id,
        title: projects.title,
        tags: projects.tags,
        clientId: clients.id,
        clientName: clients.name,
      })
      .from(projects)
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .where(
        and(
          eq(projects.orgId, orgId),
          eq(clients.orgId, orgId),
          window.projects,
          or(ilike(projects.title, pattern), sql`${tagsText} ilike ${pattern}`),
        ),
      )
      .orderBy(desc(projects.createdAt))
      .limit(CANDIDATES),
    invoicesByExactNumber: invoicesWhere(
      exactNumber === null ? sql`false` : eq(invoices.number, exactNumber),
    ),
    invoicesByNumber: invoicesWhere(and(window.invoices, labelMatch)!),
    // A short term matches invoices by number only: through their clients' names, the planner
    // (which cannot see the window's bound when it plans) tested every client's name first.
    invoicesByClient: short ? invoicesWhere(sql`false`) : invoicesByClientName(db, orgId, pattern),
  };
}

/**
 * The newest CANDIDATES invoices whose client's name contains the term, in two steps. First among
 * the newest RECENT_INVOICES_BY_CLIENT invoices, each tested on its own lowered copy of the name
 * (clientNameContains): a common word is answered there. Tested through the client instead, as
 * PostgreSQL walked the invoices for such a word, every invoice cost a lookup of its client: for
 * `lab` among 60,000 invoices the statement took about 3 ms, and takes 1.5 this way. Only when
 * fewer matched does the second step run: every match, through the clients' trigram index or the
 * invoices newest first, as PostgreSQL plans it; a rare word pays the first step's walk on top
 * (docs/benchmarks.md, "The global search's invoices by client name"). The answer is the same
 * either way: whatever matches beyond the newest invoices is older than all of them.
 */
function invoicesByClientName(db: Executor, orgId: string | Placeholder, pattern: string | Placeholder) {
  const columns = {
    id: sql<string>`${invoices.id}`.as('id'),
    number: sql<number>`${invoices.number}`.as('number'),
    numberSuffix: sql<string | null>`${invoices.numberSuffix}`.as('number_suffix'),
    clientId: sql<string>`${clients.id}`.as('client_id'),
    clientName: sql<string>`${clients.name}`.as('client_name'),
  };
  const newest = (match: SQL) =>
    db
      .select(columns)
      .from(invoices)
      .innerJoin(clients, eq(clients.id, invoices.clientId))
      .where(and(eq(invoices.orgId, orgId), eq(clients.orgId, orgId), match))
      .orderBy(desc(invoices.number))
      .limit(CANDIDATES);
  const recent = newest(and(newestInvoices(orgId, RECENT_INVOICES_BY_CLIENT), clientNameContains(pattern))!);
  const fewRecent = sql`(select count(*) from recent) < ${CANDIDATES}`;
  const everywhere = newest(and(ilike(clients.name, pattern), fewRecent)!);
  return db
    .select({
      id: sql<string>`by_client.id`,
      number: sql<number>`by_client.number`,
      numberSuffix: sql<string | null>`by_client.number_suffix`,
      clientId: sql<string>`by_client.client_id`,
      clientName: sql<string>`by_client.client_name`,
    })
    .from(
      sql`(with recent as materialized (${recent}) select * from recent union all (${everywhere})) as by_client`,
    );
}

type SearchQueries = ReturnType<typeof searchQueries>;
type ClientCandidate = Awaited<SearchQueries['clients']>[number];
type ProjectCandidate = Awaited<SearchQueries['projects']>[number];
type InvoiceCandidate = Awaited<SearchQueries['invoicesByNumber']>[number];

/**
 * Global search (docs/product.md#global-search): clients by name or email, projects by title or tag, invoices by
 * displayed number ("0012-A", so "12", "0012" and the suffix all match) or client name.
 * Case-insensitive partial matches in the caller's organization, at most 20 results.
 */
export async function search(
  scope: ReadScope,
  { q: rawQuery = '' }: SearchInput,
): Promise<{ items: SearchResult[] }> {
  const { db } = scope;
  const orgId = scope.org.id;
  const q = rawQuery.trim();
  if (!q) return { items: [] };
  const needle = q.toLowerCase();
  // Three statements: the candidate queries of one kind travel as one (UNION ALL keeps each
  // with its own index, order and limit). Each is built once per shape of term and sent unnamed,
  // so that PostgreSQL plans it for this term's values (README.md, "Prepared statements").
  const shape = searchShape(q);
  const values = searchValues(orgId, q);
  // In a small organization every statement may keep its plan (core/list-size.ts). All three
  // lists must be small: the invoices' statement also reads the clients by name.
  const smallList =
    isSmallList(scope, 'clients') && isSmallList(scope, 'projects') && isSmallList(scope, 'invoices');
  const kept = (kind: string, build: (queries: SearchQueries) => Buildable<unknown[]>) =>
    executeListStatement(
      db,
      { name: `search_${kind}`, shape, smallList },
      () => build(searchQueries(db, orgId, q, 'placeholders')),
      values,
    );
  const [clientCandidates, projectRows, invoiceCandidates] = await Promise.all([
    kept('clients', (queries) => unionAll(queries.clientsByName, queries.clients)) as Promise<
      ClientCandidate[]
    >,
    kept('projects', (queries) => queries.projects) as Promise<ProjectCandidate[]>,
    kept('invoices', (queries) =>
      unionAll(queries.invoicesByExactNumber, queries.invoicesByNumber, queries.invoicesByClient),
    ) as Promise<InvoiceCandidate[]>,
  ]);

  const clientRows = new Map(clientCandidates.map((row) => [row.id, row]));
  const clientResults = byRank(
    [...clientRows.values()].map((row) => ({
      item: { type: 'client' as const, _id: row.id, name: row.name },
      rank: Math.min(rankText(row.name, needle), rankText(row.email, needle) + 1),
      order: row.name.toLowerCase(),
    })),
  );
  const projectResults = byRank(
    projectRows.map((row) => ({
      item: {
        type: 'project' as const,
        _id: row.id,
        title: row.title,
        client: { _id: row.clientId, name: row.clientName },
      },
      rank: Math.min(rankText(row.title, needle), best(needle, ...row.tags) + 1),
      order: row.title.toLowerCase(),
    })),
  );
  const numberNeedle = needle.replace(/^#\s*/, '');
  const invoiceRows = new Map(invoiceCandidates.map((row) => [row.id, row]));
  const invoiceResults = byRank(
    [...invoiceRows.values()].map((row) => {
      const shown = displayInvoiceNumber({ _id: row.id, number: row.number, numberSuffix: row.numberSuffix });
      const exactNumber = numberNeedle === String(row.number) || numberNeedle === shown.toLowerCase();
      return {
        item: {
          type: 'invoice' as const,
          _id: row.id,
          number: row.number,
          numberSuffix: row.numberSuffix,
          client: { _id: row.clientId, name: row.clientName },
        },
        rank: exactNumber ? 0 : Math.min(rankText(shown, numberNeedle), rankText(row.clientName, needle) + 1),
        // Newest (highest number) first among equals.
        order: -row.number,
      };
    }),
  );

  return { items: share<SearchResult>([clientResults, projectResults, invoiceResults], SEARCH_MAX_RESULTS) };
}
