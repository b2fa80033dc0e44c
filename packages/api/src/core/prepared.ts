import type { Executor } from '@folio/db';

/**
 * Statements built once per executor (the database, or one transaction) and key, with
 * placeholders (`sql.placeholder`) where their values go. The ORM builds a query's SQL text and
 * parameter list anew on every call, and for the hot reads that building cost more CPU than
 * everything else Folio does for the request; a statement kept here is only executed with its
 * values. The key names the statement's shape: everything that changes its SQL text (which
 * filters are present, whether a page continues a cursor, closed-set values written into it).
 */
const cache = new WeakMap<Executor, Map<string, unknown>>();

export function builtOnce<T>(db: Executor, key: string, build: () => T): T {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  if (!statements.has(key)) statements.set(key, build());
  return statements.get(key) as T;
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
 * One page of a list, or a search's statement. It is never a named prepared statement: the best
 * plan for a page depends on how many rows the organization holds (an ordered index walk that
 * stops after a page, against reading every match and sorting them), and a named statement soon
 * runs one generic plan made for an average organization: among thousands of small
 * organizations, that plan read all of the largest one's 113,000 clients for every page. A text
 * filter's plan depends on its pattern the same way (packages/api README.md, "Prepared
 * statements"). With filters of a few known shapes (`shape`: the status filter alone, what the
 * screens open on; a term's length class) the statement is built once and kept, its values all
 * placeholders; otherwise (filter values written into the SQL) it is built for the request.
 */
export function executeListStatement<R>(
  db: Executor,
  statement: { name: string; shape: string | null },
  build: () => Buildable<R>,
  values: Record<string, unknown>,
): Promise<R> {
  if (statement.shape === null) return build().execute(values);
  return builtOnce(db, `${statement.name}:${statement.shape}`, () => build().prepare(UNNAMED)).execute(
    values,
  );
}
