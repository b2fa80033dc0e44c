import { sql } from 'drizzle-orm';
import type { TestApp } from './app';

/** The transaction `handle.db.transaction()` hands its callback. */
export type TestTransaction = Parameters<Parameters<TestApp['handle']['db']['transaction']>[0]>[0];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until some session of this database waits for a lock (PostgreSQL), at most `timeoutMs`. */
async function untilSomeoneWaitsForALock(t: TestApp, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await t.handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const first = (Array.isArray(rows) ? rows[0] : (rows as { rows: { n: number }[] }).rows[0]) as
      | { n: number }
      | undefined;
    if (Number(first?.n ?? 0) > 0) return;
    await sleep(20);
  }
}

/**
 * A concurrent change, made deterministic: `change` runs in a transaction of its own, `request`
 * starts while that transaction is still open, and the change commits only once the request is
 * waiting for one of its locks. On PostgreSQL the request has then read the data as it was
 * before the change and must cope with the change landing under it. PGlite is a single
 * connection: there the request simply starts after the commit (nothing can interleave).
 */
export async function whileUncommitted<T>(
  t: TestApp,
  change: (tx: TestTransaction) => Promise<unknown>,
  request: () => Promise<T>,
): Promise<T> {
  let pending: Promise<T> | undefined;
  await t.handle.db.transaction(async (tx) => {
    await change(tx);
    pending = request();
    // Keep a rejection from going unhandled while the transaction finishes.
    pending.catch(() => {});
    if (t.handle.driver === 'postgres') await untilSomeoneWaitsForALock(t);
  });
  return pending!;
}
