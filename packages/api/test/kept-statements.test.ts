import { customPlanPool, type DatabaseHandle, type Executor, schema } from '@folio/db';
import { createTestDatabase } from '@folio/db/testing';
import { eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtOnce, executeListStatement } from '../src/core/prepared';

/*
 * builtOnce keeps a statement per database, and runs it on whichever executor asks: the database
 * itself or one of its transactions. A kept statement that ran on the wrong one would read past a
 * transaction (not seeing its own rows, or, on the embedded database, waiting for it forever).
 */

const { organizations } = schema;

let first: DatabaseHandle;
let second: DatabaseHandle;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

let builds = 0;
/** The organization named `name`, by a statement kept under `key`. */
const organizationNamed = (db: Executor, name: string, key = 'test_organization_named') =>
  builtOnce(db, key, () => {
    builds += 1;
    return db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.name, sql.placeholder('name')))
      .prepare(key);
  }).execute({ name });

/** Rolls a transaction back after `work`, keeping what it answered. */
async function inRolledBackTransaction<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  await db
    .transaction(async (tx) => {
      answer = await work(tx);
      throw new Error('roll back');
    })
    .catch((error: Error) => {
      if (error.message !== 'roll back') throw error;
    });
  return answer as T;
}

describe('statements kept once per database (builtOnce)', () => {
  it('reads a transaction’s own rows, in every transaction, and is built once', async () => {
    builds = 0;
    // Built by the database itself, on its pool of connections.
    expect(await organizationNamed(first.db, 'Nobody')).toEqual([]);
    const seen = [];
    for (const name of ['Uncommitted A', 'Uncommitted B']) {
      seen.push(
        await inRolledBackTransaction(first.db, async (tx) => {
          await tx.insert(organizations).values({ name });
          return (await organizationNamed(tx, name)).map((row) => row.name);
        }),
      );
    }
    expect(seen).toEqual([['Uncommitted A'], ['Uncommitted B']]);
    // Rolled back: the database itself, with the same kept statement, finds neither.
    expect(await organizationNamed(first.db, 'Uncommitted A')).toEqual([]);
    expect(builds).toBe(1);
  });

  it('runs on the database it is asked on, each database keeping its own', async () => {
    builds = 0;
    await second.db.insert(organizations).values({ name: 'Only in the second' });
    expect((await organizationNamed(second.db, 'Only in the second')).map((row) => row.name)).toEqual([
      'Only in the second',
    ]);
    expect(await organizationNamed(first.db, 'Only in the second')).toEqual([]);
    const inTransaction = await inRolledBackTransaction(second.db, (tx) =>
      organizationNamed(tx, 'Only in the second'),
    );
    expect(inTransaction.map((row) => row.name)).toEqual(['Only in the second']);
    // The first database kept its statement from the test before; the second built its own.
    expect(builds).toBe(1);
  });

  it('runs on the database after a transaction built it', async () => {
    const key = 'test_organization_named_in_transaction';
    await inRolledBackTransaction(first.db, (tx) => organizationNamed(tx, 'Nobody', key));
    await first.db.insert(organizations).values({ name: 'Committed' });
    expect((await organizationNamed(first.db, 'Committed', key)).map((row) => row.name)).toEqual([
      'Committed',
    ]);
  });
});

/** Organizations whose name contains `pattern`, as a list's page runs (executeListStatement). */
const organizationsLike = (db: Executor, pattern: string) =>
  executeListStatement(
    db,
    { name: 'test_organizations_like', shape: 'kept' },
    () =>
      db
        .select({ name: organizations.name })
        .from(organizations)
        .where(ilike(organizations.name, sql.placeholder('pattern')))
        .orderBy(organizations.name),
    { pattern },
  );

type PreparedStatementRow = { statement: string; custom_plans: string; generic_plans: string };

describe("a list's page or a search's statement (executeListStatement)", () => {
  it('answers the same rows on the database and in a transaction, which sees its own', async () => {
    await first.db.insert(organizations).values([{ name: 'Quarry North' }, { name: 'Quarry South' }]);
    expect((await organizationsLike(first.db, '%quarry%')).map((row) => row.name)).toEqual([
      'Quarry North',
      'Quarry South',
    ]);
    const inTransaction = await inRolledBackTransaction(first.db, async (tx) => {
      await tx.insert(organizations).values({ name: 'Quarry East' });
      return organizationsLike(tx, '%quarry%');
    });
    expect(inTransaction.map((row) => row.name)).toEqual(['Quarry East', 'Quarry North', 'Quarry South']);
  });

  // How a pattern is best read depends on the pattern: on PostgreSQL every execution is planned
  // for its own values, never by a generic plan, and the text is parsed once per connection. The
  // embedded database has no such pool: it sends the statement unnamed, planned each time.
  it('runs named on PostgreSQL, parsed once and planned for each pattern', async () => {
    const pool = customPlanPool(first.db) as
      | { unsafe(text: string): Promise<PreparedStatementRow[]> }
      | undefined;
    if (first.driver === 'pglite') {
      expect(pool).toBeUndefined();
      return;
    }
    const patterns = ['%a%', '%quarry%', '%north%', '%south%', '%zz%', '%q%', '%r%'];
    // One after the other: the pool's one open connection runs them all, and the check below.
    for (const pattern of patterns) await organizationsLike(first.db, pattern);
    const kept = (
      await pool!.unsafe('select statement, custom_plans, generic_plans from pg_prepared_statements')
    ).filter((row) => row.statement.includes('ilike'));
    expect(kept).toHaveLength(1);
    expect(Number(kept[0]!.custom_plans)).toBeGreaterThanOrEqual(patterns.length);
    expect(Number(kept[0]!.generic_plans)).toBe(0);
  });
});
