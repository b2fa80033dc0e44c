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
type Buildable<R> = Executable<R> & { prepare(name: string): Executable<R> };

/**
 * One page of a list, executed the cheapest way its filters allow. With a text filter the
 * statement is unnamed, so that PostgreSQL plans it for the actual pattern (packages/api
 * README.md, "Prepared statements"). With filters of a few known shapes (`shape`: the status
 * filter alone, what the screens open on) it is built once and kept. Otherwise (filter values
 * written into the SQL) it is built for the request and prepared.
 */
export function executeListStatement<R>(
  db: Executor,
  statement: { name: string; shape: string | null; textFilter: boolean },
  build: () => Buildable<R>,
  values: Record<string, unknown>,
): Promise<R> {
  if (statement.textFilter) return build().execute(values);
  if (statement.shape === null) return build().prepare(statement.name).execute(values);
  return builtOnce(db, `${statement.name}:${statement.shape}`, () => build().prepare(statement.name)).execute(
    values,
  );
}
