import { type DatabaseHandle, type Executor, organizationPlanPool, schema } from '@folio/db';
import { createTestDatabase } from '@folio/db/testing';
import { eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtOnce, executeListStatement, withOrganizationWritten } from '../src/core/prepared';

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

/** The organization `orgId` when its name contains `pattern`, as a large list's page runs. */
const organizationLike = (db: Executor, orgId: string, pattern: string) =>
  executeListStatement(
    db,
    { name: 'test_organization_like', shape: 'kept' },
    () =>
      db
        .select({
          name: organizations.name,
          marker: sql<number>`1`.as('test_organization_like_marker'),
        })
        .from(organizations)
        .where(
          sql`${organizations.id} = ${sql.placeholder('orgId')} and ${ilike(organizations.name, sql.placeholder('pattern'))}`,
        ),
    { orgId, pattern },
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

  // A large organization's page or search is planned once for that organization: its id is
  // written into the statement's text, which runs named on connections that keep one plan for it.
  // Planning it anew for every execution had cost more than running it.
  it("runs named on PostgreSQL with the organization's id written in, one plan per organization", async () => {
    const [north, south] = await first.db
      .insert(organizations)
      .values([{ name: 'Quarry Works North' }, { name: 'Quarry Works South' }])
      .returning({ id: organizations.id });
    const found = async (orgId: string, pattern: string) =>
      (await organizationLike(first.db, orgId, pattern)).map((row) => row.name);
    expect(await found(north!.id, '%quarry works%')).toEqual(['Quarry Works North']);
    expect(await found(south!.id, '%works%')).toEqual(['Quarry Works South']);
    expect(await found(south!.id, '%north%')).toEqual([]);
    const pool = organizationPlanPool(first.db) as
      | { unsafe(text: string): Promise<PreparedStatementRow[]> }
      | undefined;
    if (first.driver === 'pglite') {
      expect(pool).toBeUndefined();
      return;
    }
    for (const pattern of ['%a%', '%quarry%', '%zz%', '%q%'])
      await organizationLike(first.db, north!.id, pattern);
    // One after the other above: the pool's one open connection ran them all, and answers this.
    const kept = (
      await pool!.unsafe('select statement, custom_plans, generic_plans from pg_prepared_statements')
    ).filter((row) => row.statement.includes('test_organization_like_marker'));
    expect(
      kept.map((row) => [row.statement.includes(north!.id), row.statement.includes(south!.id)]).sort(),
    ).toEqual([
      [false, true],
      [true, false],
    ]);
    for (const row of kept) {
      expect(Number(row.custom_plans)).toBe(0);
      expect(Number(row.generic_plans)).toBeGreaterThanOrEqual(1);
    }
  });

  it('plans a statement without an organization for each execution (sent unnamed)', async () => {
    type Pool = { unsafe(text: string): Promise<PreparedStatementRow[]> };
    const pool = organizationPlanPool(first.db) as Pool | undefined;
    for (const pattern of ['%quarry%', '%north%']) await organizationsLike(first.db, pattern);
    if (!pool) return;
    // Neither pool's connection holds it as a prepared statement: it went unnamed.
    const main = (first.db as unknown as { $client: Pool }).$client;
    for (const connections of [pool, main]) {
      const kept = (
        await connections.unsafe('select statement, custom_plans, generic_plans from pg_prepared_statements')
      ).filter(
        (row) => row.statement.includes('ilike') && !row.statement.includes('test_organization_like_marker'),
      );
      expect(kept).toEqual([]);
    }
  });
});

describe('withOrganizationWritten', () => {
  const statement = (queryString: string, params: unknown[]) => ({ queryString, params });
  const orgId = '3f0c2a6e-8d1b-4c55-9a27-0b6a1e2f4c10';

  it('writes the organization in and renumbers the other parameters', () => {
    const written = withOrganizationWritten(
      statement('select 1 from t where org_id = $1 and name like $2 and org_id = $3 limit $10', [
        sql.placeholder('orgId'),
        sql.placeholder('pattern'),
        sql.placeholder('orgId'),
        4,
        5,
        6,
        7,
        8,
        9,
        sql.placeholder('take'),
      ]),
      orgId,
    ) as { queryString: string; params: unknown[] };
    expect(written.queryString).toBe(
      `select 1 from t where org_id = '${orgId}' and name like $1 and org_id = '${orgId}' limit $8`,
    );
    expect(written.params).toEqual([sql.placeholder('pattern'), 4, 5, 6, 7, 8, 9, sql.placeholder('take')]);
  });

  it('writes in nothing but an id, and leaves a statement without the placeholder alone', () => {
    const withPlaceholder = statement('select 1 from t where org_id = $1', [sql.placeholder('orgId')]);
    expect(withOrganizationWritten(withPlaceholder, "x' or true --")).toBeUndefined();
    expect(
      withOrganizationWritten(statement('select 1 from t where id = $1', [sql.placeholder('id')]), orgId),
    ).toBeUndefined();
  });
});
