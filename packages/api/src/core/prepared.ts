import { customPlanPool, type Executor } from '@folio/db';

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

/**
 * One page of a list, or a search's statement. It is always planned for its values: the best
 * plan for a page depends on how many rows the organization holds (an ordered index walk that
 * stops after a page, against reading every match and sorting them), and a generic plan made for
 * an average organization, which a named statement soon runs by default, read all of the largest
 * one's 113,000 clients for every page among thousands of small organizations. A text filter's
 * plan depends on its pattern the same way (packages/api README.md, "Prepared statements"). With
 * filters of a few known shapes (`shape`: the status filter alone, what the screens open on; a
 * term's length class) the statement is built once and kept, its values all placeholders, and on
 * PostgreSQL it runs named on connections that never use a generic plan (customPlanPool in
 * @folio/db), so that PostgreSQL parses it once per connection; in a transaction, or on the
 * embedded database, it is sent unnamed. Otherwise (filter values written into the SQL) it is
 * built for the request and sent unnamed.
 */
export function executeListStatement<R>(
  db: Executor,
  statement: { name: string; shape: string | null; smallList?: boolean },
  build: () => Buildable<R>,
  values: Record<string, unknown>,
): Promise<R> {
  if (statement.shape === null) return build().execute(values);
  const kept = builtOnce(db, `${statement.name}:${statement.shape}`, () => build().prepare(UNNAMED));
  // On PostgreSQL, outside a transaction: named, on the connections that plan every execution
  // for its values (customPlanPool, @folio/db), so that its text is parsed once per connection.
  const pool = customPlanPool(db);
  if (pool === undefined) return kept.execute(values);
  // A small organization's list (core/list-size.ts): named on the main pool, where PostgreSQL
  // keeps one plan for it once that plan is estimated no dearer than those made for the values
  // (plan_cache_mode auto): planning was most of what the statement cost, and a list this small
  // is read in a fraction of a millisecond along its own org_id-led index.
  const client = statement.smallList ? internals(db).session.client : pool;
  return onClient(kept, client, { prepare: true }).execute(values);
}
