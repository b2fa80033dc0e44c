import { type Page, SEARCH_TOTAL_CAP } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { count, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Keyset, keysetPage, type PageRequest } from './keyset';
import { containsPattern } from './like-pattern';
import { type Buildable, executeListStatement } from './prepared';

/*
 * A list's text filter (`q`) in one bounded statement per page instead of a page and a count of
 * every match: the matches are walked in the list's order and stop after TEXT_FILTER_COUNT_CAP,
 * so neither the page nor its total reads more than that many matching rows, whatever the term
 * (docs/product.md, "Lists' totals with a search"). Each caller writes its matches as one
 * statement in its list's order with `limit TEXT_FILTER_COUNT_CAP`; the planner takes the trigram
 * indexes for a rare term and walks the list's order index for a common one.
 */

/**
 * How many matches a text-filtered list counts at most: the total it reports is never more. The
 * contracts' cap, so that the web app knows when a total means "at least".
 */
export const TEXT_FILTER_COUNT_CAP = SEARCH_TOTAL_CAP;

/**
 * The first `take` rows (after `skip`) of the capped `matches`, in `order` (the list's ORDER BY
 * written over the matches' own column names), each with `matched`: how many rows `matches` holds.
 * A derived table to join the list's rows to by their key (as `first_matches`), so that the page
 * and its total cost one statement. The matches are a materialized CTE, planned on their own:
 * inlined, the page's limit made the planner walk the list's order for a term whose matches are
 * few, when counting them needs all of them (the trigram indexes' path).
 */
export function firstMatches(
  matches: SQLWrapper,
  order: SQL,
  take: Placeholder | number,
  skip: Placeholder | number = 0,
): SQL {
  return sql`(with capped as materialized (${matches}) select capped.*, count(*) over () as matched from capped order by ${order} offset ${skip} limit ${take}) as first_matches`;
}

/**
 * How a search with a word tests the start of a list before it trusts a walk in the list's order
 * (sampledMatches): `rows` rows after the page's cursor are tested, and at least `dense` of them
 * must match. Each list sets its own: below that density, walking the list would read more rows
 * to find the matches it counts than looking them up in the trigram index costs.
 */
export type TextFilterSample = { rows: number; dense: number };

/**
 * The capped matches of a word, whichever way the word's matches lie in the list's order.
 * PostgreSQL chooses between walking the list in its order until enough rows match and looking
 * the word up in a trigram index, from an estimate of how many rows match, taken as spread evenly
 * through the list. When the matches sit together instead (every client named "Quarry …" sorts
 * near the letter q; a word last written a year ago), the walk it chose for a common word reads
 * most of the list to find them (docs/benchmarks.md, slow spot 14). So the list's first
 * `sample.rows` rows are tested first, and only where at least `sample.dense` of them match does
 * the planner's choice (`planned`) answer: a walk then stops soon. Otherwise every match is looked
 * up (`found`, without order or limit: the planner takes the trigram index) and sorted. Each
 * branch runs only when its condition holds (a one-time filter on the sample's count); the rows
 * are the same either way.
 *
 * - `head`: the list's first rows after the cursor, in its order, `limit sample.rows`, with the
 *   columns `headMatches` tests;
 * - `headMatches`: the word's condition over `head`'s columns. The sample only chooses the way the
 *   matches are read, never which rows match: a cheaper test that matches about the same rows will do;
 * - `planned`: the capped matches in the list's order (`limit cap`), as the planner would answer them;
 * - `found`: every match, with the columns `planned` selects, in the same order and names;
 * - `order`: the list's ORDER BY over those names.
 */
export function sampledMatches(parts: {
  sample: TextFilterSample;
  head: SQLWrapper;
  headMatches: SQL;
  planned: SQLWrapper;
  found: SQLWrapper;
  order: SQL;
  cap: Placeholder | number;
}): SQL {
  const { sample, head, headMatches, planned, found, order, cap } = parts;
  const dense = sql`(select matched from sampled) >= ${sql.raw(String(sample.dense))}`;
  return sql`with sampled as materialized (select count(*) filter (where ${headMatches}) as matched from (${head}) as head), found as materialized (${found}) select * from (${planned}) as planned where ${dense} union all select * from (select * from found order by ${order} limit ${cap}) as looked_up where not (${dense})`;
}

/** The capped `matches` as a table to select from, to count them: the total of a text-filtered list. */
export const allMatches = (matches: SQLWrapper): SQL => sql`(${matches}) as capped`;

/**
 * Where a text-filtered statement takes its term: the term's LIKE pattern (`containsPattern`) is
 * the `pattern` value it is executed with (`termValues`), so that the statement's text does not
 * depend on the term and can be built once for every term of its shape.
 */
export const termPattern: Placeholder = sql.placeholder('pattern');

/** The values `termPattern` and the organization's placeholder (`orgId`) take for a term. */
export const termValues = (orgId: string, q: string) => ({ orgId, pattern: containsPattern(q) });

/**
 * One page of a text-filtered list (`keysetPage`), in one statement for a first page: `page` reads
 * the list's rows joined to `firstMatches` (the capped `matches`, in `order`, as `first_matches`),
 * each with `matched`, which is the first page's total; a following page counts the capped matches
 * without its cursor apart. The total is at most TEXT_FILTER_COUNT_CAP.
 *
 * The statements take the term and the organization as values (`values`, with `termPattern` and
 * `orgId` placeholders in them). A page's statement of a known `shape` (everything that changes
 * its text: which filters, which of the term's tests; null when a filter's value is written into
 * it) is built once and sent unnamed, so PostgreSQL still plans it for the actual term
 * (core/prepared.ts, executeListStatement): building it was most of the CPU a search cost.
 */
export async function pageOfMatches<Row extends { sortKey: string; matched: number }, Item>(
  db: Executor,
  keyset: Keyset,
  orgId: string,
  request: PageRequest,
  query: {
    matches: (after: SQL | undefined) => SQLWrapper;
    order: SQL;
    page: (firstMatches: SQL) => Buildable<Row[]>;
    items: (rows: Row[]) => Item[] | Promise<Item[]>;
    shape: string | null;
    values: Record<string, unknown>;
  },
): Promise<Page<Item>> {
  let firstPageTotal = 0;
  return keysetPage(keyset, orgId, request, {
    rows: async (after, values) => {
      const build = () =>
        query.page(firstMatches(query.matches(after), query.order, sql.placeholder('take')));
      const statement = {
        name: `${keyset.list}_matches`,
        shape: query.shape === null ? null : `${query.shape}:${after ? 'after' : 'first'}`,
      };
      const rows = await executeListStatement(db, statement, build, { ...values, ...query.values });
      firstPageTotal = rows[0]?.matched ?? 0;
      return rows;
    },
    count: async () => {
      if (!request.cursor) return Math.min(firstPageTotal, TEXT_FILTER_COUNT_CAP);
      const [counted] = await db
        .select({ n: count() })
        .from(allMatches(query.matches(undefined)))
        .execute(query.values);
      return Math.min(counted?.n ?? 0, TEXT_FILTER_COUNT_CAP);
    },
    items: query.items,
  });
}
