import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

/** How often the embedded database is vacuumed and analyzed while the server runs. */
export const PGLITE_MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The embedded PGlite database has no autovacuum: left alone, its tables are never analyzed
 * (the planner guesses their sizes) and their visibility maps never set (no index-only scans).
 * At 60,000 invoices one `VACUUM (ANALYZE)` took the invoices list's SQL from 83 to 3.5 ms
 * (docs/benchmarks.md). This runs it now and then every `intervalMs` in the background, on
 * PGlite only: PostgreSQL's autovacuum does it there. Returns a function that stops it.
 */
export async function maintainEmbeddedDatabase(
  handle: DatabaseHandle,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): Promise<() => void> {
  if (handle.driver !== 'pglite') return () => {};
  const run = () => handle.db.execute(sql`vacuum (analyze)`);
  await run();
  const timer = setInterval(() => {
    run().catch((error: unknown) => options.onError?.(error));
  }, options.intervalMs ?? PGLITE_MAINTENANCE_INTERVAL_MS);
  // Never what keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The tables of the schema that hold rows (or have never been counted) but have no planner
 * statistics: what a database restored from a dump or bulk-loaded looks like until it is analyzed.
 * The planner then guesses, and searches that take milliseconds can take seconds. `reltuples` is
 * -1 for a table never vacuumed or analyzed and 0 for one analyzed while empty (which needs none).
 * Also the tables with an index on an expression (not partial) that has no statistics of its own
 * (pg_stats keeps them under the index's name): an expression index added to a table analyzed before it, as a
 * migration adds one, leaves the planner guessing how many rows a search through it matches.
 */
async function tablesWithoutStatistics(handle: DatabaseHandle): Promise<string[]> {
  const result = await handle.db.execute<{ name: string }>(sql`
    select c.relname as name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema()
      and c.relkind in ('r', 'p')
      and c.reltuples <> 0
      and (
        not exists (select 1 from pg_stats s where s.schemaname = n.nspname and s.tablename = c.relname)
        or exists (
          select 1
          from pg_index x
          join pg_class i on i.oid = x.indexrelid
          where x.indrelid = c.oid
            and x.indexprs is not null
            -- A partial index gets none while no row meets its predicate (a table whose tax rates
            -- are all archived): analyzing would not change that, only repeat at every start.
            and x.indpred is null
            and not exists (select 1 from pg_stats s where s.schemaname = n.nspname and s.tablename = i.relname)
        )
      )
    order by c.relname`);
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { name: string }[] }).rows;
  return rows.map((row) => row.name);
}

/**
 * Analyzes every table without planner statistics (see above) and answers their names: run at
 * start-up on PostgreSQL, so that no request after a restore or an import meets a plan made
 * without them (autovacuum gets there too, but only after enough writes). Tables that have
 * statistics are left alone, so a usual start costs one catalog query.
 */
export async function analyzeTablesWithoutStatistics(handle: DatabaseHandle): Promise<string[]> {
  if (handle.driver === 'pglite') return [];
  const tables = await tablesWithoutStatistics(handle);
  for (const table of tables) await handle.db.execute(sql`analyze ${sql.identifier(table)}`);
  return tables;
}

/**
 * Below this many pages (1 MB) a table is read whole as cheaply as through an index: its
 * visibility map does not change a plan.
 */
export const VISIBILITY_MAP_MIN_PAGES = 128;

/**
 * The tables of the schema of at least `minPages` pages whose visibility map covers less than half
 * of them: a table filled by a bulk load or a restore (or long unvacuumed) until VACUUM passes.
 * Index-only scans must then read the table too, and the planner, counting on that, leaves the
 * lists' and searches' covering indexes for whole-table scans: at 60,000 invoices the invoices
 * search `quarry` read every invoice instead of the 1,600 of its clients (docs/benchmarks.md).
 * `relpages` and `relallvisible` are what the last VACUUM or ANALYZE counted, so run this after
 * analyzeTablesWithoutStatistics.
 */
async function tablesWithoutVisibilityMap(handle: DatabaseHandle, minPages: number): Promise<string[]> {
  const result = await handle.db.execute<{ name: string }>(sql`
    select c.relname as name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema()
      and c.relkind = 'r'
      and c.relpages >= ${minPages}
      and c.relallvisible * 2 < c.relpages
    order by c.relname`);
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { name: string }[] }).rows;
  return rows.map((row) => row.name);
}

/**
 * Vacuums (and analyzes) every table whose visibility map covers less than half of it (see above)
 * and answers their names: run on PostgreSQL after start-up, for a database restored or
 * bulk-loaded where autovacuum is off or has not come by yet. VACUUM takes no lock that stops
 * reads or writes, so the server answers meanwhile. A usual start finds none and costs one catalog
 * query.
 */
export async function vacuumTablesWithoutVisibilityMap(
  handle: DatabaseHandle,
  options: { minPages?: number } = {},
): Promise<string[]> {
  if (handle.driver === 'pglite') return [];
  const tables = await tablesWithoutVisibilityMap(handle, options.minPages ?? VISIBILITY_MAP_MIN_PAGES);
  for (const table of tables) await handle.db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  return tables;
}

/**
 * What a bulk load ends with: `VACUUM (ANALYZE)` of the whole database, so that the planner has
 * statistics for the new rows and index-only scans need not read the tables, as they would until
 * autovacuum came by (and never, where autovacuum is off). `npm run seed` runs it.
 */
export async function settleAfterBulkLoad(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`vacuum (analyze)`);
}
