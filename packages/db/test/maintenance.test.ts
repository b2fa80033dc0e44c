import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../src/client';
import { maintainEmbeddedDatabase } from '../src/maintenance';
import { runMigrations } from '../src/migrate';
import { organizations } from '../src/schema';

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
