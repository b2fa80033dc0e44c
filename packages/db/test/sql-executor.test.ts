import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, isEmbedded, openDatabase, sqlExecutor } from '../src/client';
import { organizations } from '../src/schema';
import { createTestDatabase } from '../src/testing';

/** Plain `$1…` SQL on an ORM executor, as the job queue writes its jobs inside Folio's transactions. */
describe('sqlExecutor', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  const named = (name: string) => handle.db.select().from(organizations).where(eq(organizations.name, name));

  it('binds the parameters (objects as JSON, undefined as null) and answers the rows', async () => {
    const { rows } = await sqlExecutor(handle.db).executeSql(
      'select $1::text as name, ($2::jsonb ->> $3) as tier, $4::text is null as missing',
      ['Sole', { plan: 'pro' }, 'plan', undefined],
    );
    expect(rows).toEqual([{ name: 'Sole', tier: 'pro', missing: true }]);
  });

  it('writes inside the transaction it is given: committed with it, or rolled back with it', async () => {
    const insert = 'insert into organizations (name) values ($1) returning name';
    await handle.db.transaction(async (tx) => {
      const { rows } = await sqlExecutor(tx).executeSql(insert, ['Committed']);
      expect(rows).toEqual([{ name: 'Committed' }]);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await sqlExecutor(tx).executeSql(insert, ['Rolled back']);
        throw new Error('the caller fails after the insert');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await named('Committed')).toHaveLength(1);
    expect(await named('Rolled back')).toHaveLength(0);
  });
});

/** Queries that skip work only large organizations on PostgreSQL repay ask which database they run on. */
describe('isEmbedded', () => {
  it('is true for the embedded database, and false for a transaction on it', async () => {
    const handle = openDatabase({});
    try {
      expect(isEmbedded(handle.db)).toBe(true);
      await handle.db.transaction(async (tx) => {
        expect(isEmbedded(tx)).toBe(false);
      });
    } finally {
      await handle.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL)('is false for PostgreSQL', async () => {
    const handle = await createTestDatabase();
    try {
      expect(handle.driver).toBe('postgres');
      expect(isEmbedded(handle.db)).toBe(false);
    } finally {
      await handle.close();
    }
  });
});
