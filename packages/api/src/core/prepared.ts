import { type Executor, organizationPlanPool } from '@folio/db';
import { isUuid } from './ids';

/**
 * Statements built once per database and key, with placeholders (`sql.placeholder`) where their
 * values go. The ORM builds a query's SQL text and parameter list anew on every call, and for the
 * hot reads that building cost more CPU than everything else Folio does for the request; a
 * statement kept here is only executed with its values. The key names the statement's shape:
 * everything that changes its SQL text (which filters are present, whether a page continues a
 * cursor, closed-set values written into it).
 *
 * A statement is kept for the database, not for the executor that first asked for it: every
 * transaction is an executor of its own, and a write that reads back what it wrote (an invoice's
 * creation, a payment) used to build its statements again in each one (about 0.7 ms of CPU for an
 * invoice's read). The kept statement runs on the executor that asks for it (`boundTo`), so a read
 * inside a transaction still sees the transaction's own rows.
 */

/**
 * What builtOnce reads of an executor. The ORM keeps them as internal fields: `dialect` is one
 * object per database (drizzle()), shared by its transactions; `session.client` is the
 * connection (or the transaction on it) that the executor's statements run on.
 */
type ExecutorInternals = { dialect: object; session: { client: unknown } };
const internals = (db: Executor) => db as unknown as ExecutorInternals;

const cache = new WeakMap<object, Map<string, object>>();

/**
 * `statement` (a statement the ORM prepared: it runs on its own `client` field) as it runs on
 * `client`: the same SQL, parameters and row mapping, on another connection or transaction.
 */
function boundTo<T extends object>(statement: T, client: unknown): T {
  const own = (statement as { client?: unknown }).client;
  if (own === undefined) throw new Error('builtOnce keeps statements the ORM prepared (`.prepare()`)');
  if (own === client) return statement;
  return onClient(statement, client);
}

/** `statement` run on `client`, with the driver's `prepare` option overridden when given. */
function onClient<T extends object>(statement: T, client: unknown, options: { prepare?: boolean } = {}): T {
  const fields: PropertyDescriptorMap = { client: { value: client } };
  if (options.prepare !== undefined) fields.prepare = { value: options.prepare };
  return Object.create(statement, fields) as T;
}

export function builtOnce<T extends object>(db: Executor, key: string, build: () => T): T {
  const { dialect, session } = internals(db);
  let statements = cache.get(dialect);
  if (!statements) {
    statements = new Map();
    cache.set(dialect, statements);
  }
  let statement = statements.get(key) as T | undefined;
  if (!statement) {
    statement = build();
    statements.set(key, statement);
  }
  return boundTo(statement, session.client);
}

type Executable<R> = { execute(values?: Record<string, unknown>): Promise<R> };
export type Buildable<R> = Executable<R> & { prepare(name: string): Executable<R> };

/**
 * drizzle's `prepare()` without a name: the statement's text and parameter list are built once and
 * kept, and the driver sends it unnamed (postgres-js `prepare: false`), so PostgreSQL plans it for
 * each execution's values. Its type asks for a name; none is the documented way to get this.
 */
const UNNAMED = undefined as unknown as string;

/** drizzle's named placeholder (`sql.placeholder(name)`), as it sits in a prepared statement's parameters. */
type PlaceholderParam = { name?: unknown };

/** A statement the ORM prepared for postgres-js: its text and parameters (placeholders or values). */
type PreparedText = { queryString: string; params: unknown[] };

/**
 * `statement` with its `orgId` placeholder written into its text as the organization's id (a
 * quoted literal, typed from where it stands, as the parameter was) and the other parameters
 * renumbered; undefined when it has no such placeholder. Only a UUID is written in.
 */
export function withOrganizationWritten<T extends object>(statement: T, orgId: string): T | undefined {
  const { queryString, params } = statement as unknown as PreparedText;
  if (typeof queryString !== 'string' || !Array.isArray(params) || !isUuid(orgId)) return undefined;
  const isOrgId = params.map(
    (param) => typeof param === 'object' && param !== null && (param as PlaceholderParam).name === 'orgId',
  );
  if (!isOrgId.includes(true)) return undefined;
  const renumbered: number[] = [];
  const remaining: unknown[] = [];
  params.forEach((param, index) => {
    if (isOrgId[index]) return;
    remaining.push(param);
    renumbered[index] = remaining.length;
  });
  const text = queryString.replace(/\$(\d+)(?!\d)/g, (_, digits: string) => {
    const index = Number(digits) - 1;
    return isOrgId[index] ? `'${orgId}'` : `$${renumbered[index]}`;
  });
  return Object.create(statement, { queryString: { value: text }, params: { value: remaining } }) as T;
}

/**
 * A large organization's statements with its id written in, by statement key and organization,
 * per database: at most ORGANIZATION_STATEMENTS of them, the least recently used dropped first.
 */
const organizationStatements = new WeakMap<object, Map<string, object>>();
const ORGANIZATION_STATEMENTS = 2000;

function builtForOrganization<T extends object>(
  db: Executor,
  key: string,
  orgId: string,
  kept: T,
): T | undefined {
  const { dialect } = internals(db);
  let statements = organizationStatements.get(dialect);
  if (!statements) {
    statements = new Map();
    organizationStatements.set(dialect, statements);
  }
  const orgKey = `${key}@${orgId}`;
  let statement = statements.get(orgKey) as T | undefined;
  if (statement) {
    // Most recently used last: Map keeps insertion order.
    statements.delete(orgKey);
  } else {
    statement = withOrganizationWritten(kept, orgId);
    if (!statement) return undefined;
    if (statements.size >= ORGANIZATION_STATEMENTS) statements.delete(statements.keys().next().value!);
  }
  statements.set(orgKey, statement);
  return statement;
}

/**
 * One page of a list, or a search's statement. With filters of a few known shapes (`shape`: the
 * status filter alone, what the screens open on; a term's length class) the statement is built
 * once and kept, its values all placeholders; otherwise (filter values written into the SQL) it is
 * built for the request and sent unnamed, planned for its values.
 *
 * How best to read a page depends on how many rows the organization holds (an ordered index walk
 * that stops after a page, against reading every match and sorting them): a plan made once for an
 * average organization, which a named statement soon runs by default, read all of the largest
 * one's 113,000 clients for every page among thousands of small organizations. So a kept
 * statement runs, on PostgreSQL and outside a transaction:
 * - for a small organization's list (core/list-size.ts), named on the main pool, where PostgreSQL
 *   keeps one plan once it is estimated no dearer than those made for the values (plan_cache_mode
 *   auto): the list is read in a fraction of a millisecond along its org_id-led index, and planning
 *   was most of what it cost;
 * - for a large one, with the organization's id written into its text, named on
 *   organizationPlanPool (@folio/db), whose one plan per organization is made for that
 *   organization's size: planning it anew each time, as before, cost 1–4 ms of a search's 2–12
 *   (docs/benchmarks.md, slow spot 16). The plan is made without the term: a statement's shape
 *   must read the same way whatever its term (a search samples its list and chooses the walk or
 *   the lookup as it runs; a term too short for trigrams is walked), as
 *   test/organization-plans.test.ts checks;
 * - without an `orgId` placeholder, unnamed on the main pool, planned for each execution.
 * In a transaction, or on the embedded database, it is sent unnamed.
 */
export function executeListStatement<R>(
  db: Executor,
  statement: { name: string; shape: string | null; smallList?: boolean },
  build: () => Buildable<R>,
  values: Record<string, unknown>,
): Promise<R> {
  if (statement.shape === null) return build().execute(values);
  const key = `${statement.name}:${statement.shape}`;
  const kept = builtOnce(db, key, () => build().prepare(UNNAMED));
  const pool = organizationPlanPool(db);
  if (pool === undefined) return kept.execute(values);
  if (statement.smallList)
    return onClient(kept, internals(db).session.client, { prepare: true }).execute(values);
  const orgId = values.orgId;
  const written = typeof orgId === 'string' ? builtForOrganization(db, key, orgId, kept) : undefined;
  if (!written) return kept.execute(values);
  return onClient(written, pool, { prepare: true }).execute(values);
}
