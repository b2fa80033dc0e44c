import { randomUUID } from 'node:crypto';
import { type DatabaseHandle, schema } from '@folio/db';
import { createTestDatabase } from '@folio/db/testing';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inUuidList } from '../src/core/sql-helpers';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('inUuidList', () => {
  it('matches ids from a list longer than the 65,534 bind parameters a driver allows', async () => {
    const [org] = await handle.db.insert(schema.organizations).values({ name: 'Big' }).returning();
    const ids = [...Array.from({ length: 70_000 }, () => randomUUID()), org!.id];
    const rows = await handle.db
      .select()
      .from(schema.organizations)
      .where(inUuidList(schema.organizations.id, ids));
    expect(rows.map((row) => row.id)).toEqual([org!.id]);
    // The reason it exists: one parameter per id is refused by PostgreSQL drivers at this size.
    if (handle.driver === 'postgres') {
      await expect(
        handle.db.select().from(schema.organizations).where(inArray(schema.organizations.id, ids)),
      ).rejects.toThrow();
    }
  });

  it('matches nothing for an empty list', async () => {
    const rows = await handle.db
      .select()
      .from(schema.organizations)
      .where(inUuidList(schema.organizations.id, []));
    expect(rows).toEqual([]);
  });
});
