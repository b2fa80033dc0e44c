import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../src/client';
import {
  analyzeTablesWithoutStatistics,
  maintainEmbeddedDatabase,
  settleAfterBulkLoad,
  vacuumTablesWithoutVisibilityMap,
} from '../src/maintenance';
import { runMigrations } from '../src/migrate';
import { organizations } from '../src/schema';
import { createScratchDatabaseUrl } from '../src/testing';

/** PostgreSQL's estimate of a table's rows: -1 until the table is first vacuumed or analyzed. */
async function estimatedRows(handle: ReturnType<typeof openDatabase>, table: string): Promise<number> {
  const result = await handle.db.execute<{ n: number }>(
    sql`select reltuples::int as n from pg_class where relname = ${table}`,
  );
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]!.n);
}

it('an embedded database is vacuumed and analyzed at once, so the planner knows its tables', async () => {
  const handle = openDatabase({});
  try {
    await runMigrations(handle);
    await handle.db.insert(organizations).values([{ name: 'One' }, { name: 'Two' }, { name: 'Three' }]);
    expect(await estimatedRows(handle, 'organizations')).toBe(-1);

    const stop = await maintainEmbeddedDatabase(handle, { intervalMs: 60_000 });
    stop();

    expect(await estimatedRows(handle, 'organizations')).toBe(3);
  } finally {
    await handle.close();
  }
}, 60_000);

const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

/**
 * A new PostgreSQL database, migrated, with three organizations written where autovacuum cannot
 * get to them first (a database just restored or bulk-loaded); dropped after `check`.
 */
async function withThreeOrganizations(check: (handle: ReturnType<typeof openDatabase>) => Promise<void>) {
  const scratch = await createScratchDatabaseUrl();
  const handle = openDatabase({ databaseUrl: scratch!.url });
  try {
    await runMigrations(handle);
    await handle.db.execute(sql`alter table organizations set (autovacuum_enabled = false)`);
    await handle.db.insert(organizations).values([{ name: 'One' }, { name: 'Two' }, { name: 'Three' }]);
    await check(handle);
  } finally {
    await handle.close();
    await scratch!.drop();
  }
}

/** How many statistics rows pg_stats holds under `name` (a table, or an index on expressions). */
async function statisticsRows(handle: ReturnType<typeof openDatabase>, name: string): Promise<number> {
  const result = await handle.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stats where tablename = ${name}`,
  );
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]!.n);
}

it.runIf(postgresUrl)(
  'on PostgreSQL, tables loaded without planner statistics are analyzed at start, and only those',
  () =>
    withThreeOrganizations(async (handle) => {
      expect(await statisticsRows(handle, 'organizations')).toBe(0);

      const analyzed = await analyzeTablesWithoutStatistics(handle);
      expect(analyzed).toContain('organizations');
      expect(await statisticsRows(handle, 'organizations')).toBeGreaterThan(0);
      expect(await estimatedRows(handle, 'organizations')).toBe(3);
      // Once analyzed (or analyzed while empty), a table is not analyzed again at the next start.
      expect(await analyzeTablesWithoutStatistics(handle)).toEqual([]);
    }),
  60_000,
);

it.runIf(postgresUrl)(
  'on PostgreSQL, a table analyzed before an index on an expression was added is analyzed again at start',
  () =>
    withThreeOrganizations(async (handle) => {
      await handle.db.execute(sql`analyze organizations`);
      expect(await analyzeTablesWithoutStatistics(handle)).not.toContain('organizations');

      // What a migration adding a search index does: the table has statistics, its new expression none.
      await handle.db.execute(sql`create index organizations_lower_name_idx on organizations (lower(name))`);
      expect(await statisticsRows(handle, 'organizations_lower_name_idx')).toBe(0);

      expect(await analyzeTablesWithoutStatistics(handle)).toContain('organizations');
      expect(await statisticsRows(handle, 'organizations_lower_name_idx')).toBe(1);
      expect(await analyzeTablesWithoutStatistics(handle)).toEqual([]);

      // A partial index that no row meets never gets statistics: no reason to analyze at every start.
      await handle.db.execute(
        sql`create index organizations_nobody_idx on organizations (upper(name)) where name = 'Nobody'`,
      );
      await handle.db.execute(sql`analyze organizations`);
      expect(await statisticsRows(handle, 'organizations_nobody_idx')).toBe(0);
      expect(await analyzeTablesWithoutStatistics(handle)).toEqual([]);
    }),
  60_000,
);

/** The pages a table spans and how many of them its visibility map marks all-visible, as last counted. */
async function visibility(handle: ReturnType<typeof openDatabase>, table: string) {
  const result = await handle.db.execute<{ pages: number; visible: number }>(
    sql`select relpages as pages, relallvisible as visible from pg_class where relname = ${table}`,
  );
  const rows = Array.isArray(result)
    ? result
    : (result as unknown as { rows: { pages: number; visible: number }[] }).rows;
  return { pages: Number(rows[0]!.pages), visible: Number(rows[0]!.visible) };
}

it.runIf(postgresUrl)(
  'on PostgreSQL, a loaded table with no visibility map is vacuumed after start, and only once',
  () =>
    withThreeOrganizations(async (handle) => {
      // Analyzed, as the start does first, but never vacuumed: no page is marked all-visible.
      await analyzeTablesWithoutStatistics(handle);
      expect(await visibility(handle, 'organizations')).toEqual({ pages: 1, visible: 0 });
      // A table this small is left alone at the usual size threshold.
      expect(await vacuumTablesWithoutVisibilityMap(handle)).not.toContain('organizations');

      expect(await vacuumTablesWithoutVisibilityMap(handle, { minPages: 1 })).toContain('organizations');
      expect(await visibility(handle, 'organizations')).toEqual({ pages: 1, visible: 1 });
      expect(await vacuumTablesWithoutVisibilityMap(handle, { minPages: 1 })).not.toContain('organizations');
    }),
  60_000,
);

it.runIf(postgresUrl)(
  'on PostgreSQL, a bulk load ends with the tables analyzed and their visibility maps set',
  () =>
    withThreeOrganizations(async (handle) => {
      expect(await statisticsRows(handle, 'organizations')).toBe(0);
      await settleAfterBulkLoad(handle);
      expect(await statisticsRows(handle, 'organizations')).toBeGreaterThan(0);
      expect(await visibility(handle, 'organizations')).toEqual({ pages: 1, visible: 1 });
    }),
  60_000,
);
