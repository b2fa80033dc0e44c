import { type Page, SEARCH_TOTAL_CAP } from '@folio/contracts';
import { type Executor, schema } from '@folio/db';
import { and, count, eq, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Keyset, keysetPage, type PageRequest } from './keyset';
import { containsPattern } from './like-pattern';
import { type Buildable, executeListStatement } from './prepared';

const { recordCounts } = schema;

/*
 * A list's text filter (`q`) in one bounded statement per page instead of a page and a count of
 * every match: the matches are walked in the list's order and stop after TEXT_FILTER_COUNT_CAP,
 * so neither the page nor its total reads more than that many matching rows, whatever the term
 * (docs/product.md, "Lists' totals with a search"). Each caller writes its matches as one
 * statement in its list's order with `limit TEXT_FILTER_COUNT_CAP`; the planner takes the trigram
 * indexes for a rare term and walks the list's order index for a common one. The clients and the
 * projects lists first sample where the walk would start (sampledMatches), so that a common word
 * whose matches sit further on in the list is looked up rather than walked to.
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
 * How a search with a word samples the start of a list (sampledMatches): `rows` rows after the
 * page's cursor are tested; `walkCost` is what reading one row of the list in its order costs
 * against looking one match up in the trigram index and sorting it (measured: about 0.6 for the
 * clients and the projects, whose walks read the table for each row).
 */
export type TextFilterSample = { rows: number; walkCost: number };

/**
 * The capped matches of a word, whichever way the word's matches lie in the list's order.
 * PostgreSQL chooses between walking the list in its order until TEXT_FILTER_COUNT_CAP rows match
 * and looking the word up in a trigram index, from an estimate of how many rows match, taken as
 * spread evenly through the list. When the matches sit together instead (every client named
 * "Quarry …" sorts near the letter q), the walk it chose for a common word reads most of the list
 * to find them (docs/benchmarks.md, slow spot 14); and for a word in one project in ten it walks
 * where the index costs half as much. So the list's first `sample.rows` rows are tested first:
 * with `matched` of them matching and `listed` rows in the list, a walk reads about
 * cap × rows ÷ matched rows and the lookup sorts about matched ÷ rows × listed matches. Where the
 * walk costs less (matched² × listed ≥ cap × rows² × walkCost), the planner's choice (`planned`)
 * answers: its walk then stops soon. Otherwise every match is looked up (`found`, without order or
 * limit: the planner takes the trigram index) and sorted. Each branch runs only when its condition
 * holds (a one-time filter on the sample); the rows are the same either way. The embedded database
 * skips the sample (isEmbedded): it holds small books, where the sample and planning the larger
 * statement cost more than a walk could lose, on the one thread every request waits for.
 *
 * - `head`: the list's first rows after the cursor, in its order, `limit sample.rows`, with the
 *   columns `headMatches` tests;
 * - `headMatches`: the word's condition over `head`'s columns. The sample only chooses the way the
 *   matches are read, never which rows match: a cheaper test that matches about the same rows will do;
 * - `listed`: how many rows the list holds, about (a scalar subquery on a rollup);
 * - `planned`: the capped matches in the list's order (`limit cap`), as the planner would answer them;
 * - `found`: every match, with the columns `planned` selects, in the same order and names;
 * - `order`: the list's ORDER BY over those names.
 */
export function sampledMatches(parts: {
  sample: TextFilterSample;
  head: SQLWrapper;
  headMatches: SQL;
  listed: SQL;
  planned: SQLWrapper;
  found: SQLWrapper;
  order: SQL;
}): SQL {
  const { sample, head, headMatches, listed, planned, found, order } = parts;
  const walkWorth = Math.round(TEXT_FILTER_COUNT_CAP * sample.rows ** 2 * sample.walkCost);
  const walk = sql`(select matched * matched * listed >= ${sql.raw(String(walkWorth))} from sampled)`;
  return sql`with sampled as materialized (select count(*) filter (where ${headMatches}) as matched, (${listed}) as listed from (${head}) as head), found as materialized (${found}) select * from (${planned}) as planned where ${walk} union all select * from (select * from found order by ${order} limit ${sql.raw(String(TEXT_FILTER_COUNT_CAP))}) as looked_up where not ${walk}`;
}

/**
 * How many of the organization's clients or projects have a status matching `status` (a
 * condition on record_counts.status; undefined for every status), from the rollup: the list's
 * size for sampledMatches, whatever its other filters.
 */
export const listedRecords = (entity: 'client' | 'project', status: SQL | undefined): SQL =>
  sql`select coalesce(sum(${recordCounts.records}), 0) from ${recordCounts} where ${and(
    eq(recordCounts.orgId, sql.placeholder('orgId')),
    eq(recordCounts.entity, entity),
    status,
  )}`;

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
    /** The organization's list is small (core/list-size.ts): its statement may keep one plan. */
    smallList?: boolean;
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
        smallList: query.smallList ?? false,
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
