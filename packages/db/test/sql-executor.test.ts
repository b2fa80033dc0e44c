import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, sqlExecutor } from '../src/client';
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
