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
