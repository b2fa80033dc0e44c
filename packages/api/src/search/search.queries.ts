import {
  displayInvoiceNumber,
  SEARCH_MAX_RESULTS,
  type SearchInput,
  type SearchResult,
} from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { containsPattern } from '../core/like-pattern';
import type { ReadScope } from '../core/scope';

const { clients, projects, invoices } = schema;

/**
 * How many of the newest matches per kind are ranked. A query stops after this many rows, so a
 * one- or two-letter search on a large organization walks the org's newest rows (btree, org_id
 * first) instead of sorting every match; a selective search goes through the trigram index, has
 * fewer matches than this, and is ranked exactly.
 */
const CANDIDATES = 100;

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

/**
 * The candidate queries of one search, newest matches first, always within `orgId`. Each text
 * condition is the expression a trigram GIN index of the search_indexes migration is built on
 * (ILIKE on the column, folio_tags_text() or folio_invoice_label()); the planner combines it with
 * the org_id condition. Exported so that a test can EXPLAIN exactly these statements.
 */
export function searchQueries(db: Executor, orgId: string, q: string) {
  const pattern = containsPattern(q);
  // "Invoice #12" is how invoices are shown, so "#12" means number 12 (and "#" alone, nothing).
  const numberQuery = q.replace(/^#\s*/, '');
  const invoiceLabel = sql<string>`folio_invoice_label(${invoices.number}, ${invoices.numberSuffix})`;
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
  return {
    clients: db
      .select({ id: clients.id, name: clients.name, email: clients.email })
      .from(clients)
      .where(and(eq(clients.orgId, orgId), or(ilike(clients.name, pattern), ilike(clients.email, pattern))))
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
          or(ilike(projects.title, pattern), sql`folio_tags_text(${projects.tags}) ilike ${pattern}`),
        ),
      )
      .orderBy(desc(projects.createdAt))
      .limit(CANDIDATES),
    invoicesByNumber: invoicesWhere(
      numberQuery ? sql`${invoiceLabel} ilike ${containsPattern(numberQuery)}` : sql`false`,
    ),
    invoicesByClient: invoicesWhere(ilike(clients.name, pattern)),
  };
}

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
  const queries = searchQueries(db, orgId, q);
  // Three statements: the two invoice candidate queries travel as one (UNION ALL keeps each
  // with its own index, order and limit). None is prepared (README.md, "Prepared statements"): their patterns need a plan of their own.
  const [clientRows, projectRows, invoiceCandidates] = await Promise.all([
    queries.clients,
    queries.projects,
    unionAll(queries.invoicesByNumber, queries.invoicesByClient),
  ]);

  const clientResults = byRank(
    clientRows.map((row) => ({
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
