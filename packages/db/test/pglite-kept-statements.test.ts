import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_STATEMENTS_MAX, PGliteWithKeptStatements } from '../src/pglite-kept-statements';

/**
 * The embedded database's kept statements answer exactly as PGlite's own `query()` does, and keep
 * its guarantees: one statement at a time, never inside someone else's open transaction.
 */
describe('PGliteWithKeptStatements', () => {
  let kept: PGliteWithKeptStatements;
  let plain: PGlite;
  const schema = `
    create table things (id int primary key, name text not null, tags text[], meta jsonb,
      at timestamptz, price numeric(12, 2));
    insert into things values
      (1, 'Anvil', '{heavy,iron}', '{"n": 1}', '2026-01-02T03:04:05Z', 12.5),
      (2, 'Élan', null, null, null, null),
      (3, 'Cog', '{}', '[1, "two"]', '2026-11-29T00:00:00Z', 0.1);`;
  beforeAll(async () => {
    kept = new PGliteWithKeptStatements({});
    plain = new PGlite();
    await kept.exec(schema);
    await plain.exec(schema);
  });
  afterAll(async () => {
    await kept.close();
    await plain.close();
  });

  const select = 'select id, name, tags, meta, at, price from things where id = any($1::int[]) order by id';

  it('answers the same rows and types as PGlite, again and again with new values', async () => {
    for (const ids of [[1, 2, 3], [2], [3, 1], []]) {
      for (const options of [undefined, { rowMode: 'array' as const }]) {
        const expected = await plain.query(select, [ids], options);
        const actual = await kept.query(select, [ids], options);
        expect(actual.rows).toEqual(expected.rows);
        expect(actual.fields).toEqual(expected.fields);
      }
    }
    const first = await kept.query<{ name: string; at: Date }>(select, [[1]]);
    expect(first.rows[0]?.name).toBe('Anvil');
    expect(first.rows[0]?.at).toEqual(new Date('2026-01-02T03:04:05Z'));
  });

  it('binds every kind of value as PGlite does: null, text, numbers, arrays, JSON, dates', async () => {
    const text =
      'select $1::text as a, $2::int as b, $3::text[] as c, $4::jsonb as d, $5::timestamptz as e, $6::bool as f';
    const values = [null, 42, ['x', 'y,z'], { k: ['v'] }, new Date('2026-11-29T12:00:00Z'), false];
    expect((await kept.query(text, values)).rows).toEqual((await plain.query(text, values)).rows);
  });

  it('reports a statement that fails, changes nothing, and runs the next one', async () => {
    const insert = 'insert into things (id, name) values ($1, $2) returning id';
    await expect(kept.query(insert, [1, 'Duplicate'])).rejects.toMatchObject({ code: '23505' });
    await expect(kept.query(insert, [4, null])).rejects.toMatchObject({ code: '23502' });
    // Refused when parsed, and when its value is bound.
    await expect(kept.query('selec $1::int as n', [1])).rejects.toMatchObject({ code: '42601' });
    await expect(kept.query('select $1::int as n', ['one'])).rejects.toMatchObject({ code: '22P02' });
    expect((await kept.query('select $1::int as n', ['1'])).rows).toEqual([{ n: 1 }]);
    expect((await kept.query(insert, [4, 'Bolt'])).rows).toEqual([{ id: 4 }]);
    expect((await kept.query('select count(*)::int as n from things where id > $1', [0])).rows).toEqual([
      { n: 4 },
    ]);
  });

  it('waits for a transaction in progress instead of reading inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const written = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = kept.transaction(async (tx) => {
      await tx.query('insert into things (id, name) values ($1, $2)', [10, 'Uncommitted']);
      inserted();
      await held;
      await tx.rollback();
    });
    await written;
    const read = kept.query<{ n: number }>('select count(*)::int as n from things where id = $1', [10]);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ n: 0 }]);
  });

  it("keeps a transaction's statements too: they see its writes, and roll back or commit with it", async () => {
    const insert = 'insert into things (id, name) values ($1, $2) returning name';
    const named = 'select name from things where id = $1';
    await expect(
      kept.transaction(async (tx) => {
        expect((await tx.query(insert, [20, 'Rolled back'])).rows).toEqual([{ name: 'Rolled back' }]);
        expect((await tx.query(named, [20])).rows).toEqual([{ name: 'Rolled back' }]);
        await tx.query(insert, [20, 'Twice']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await kept.query(named, [20])).rows).toEqual([]);
    const keptBefore = kept.keptStatements;
    await kept.transaction(async (tx) => {
      await tx.query(insert, [21, 'Committed']);
      await tx.query('select $1::text as kept_in_a_transaction', ['yes']);
    });
    expect(kept.keptStatements).toBe(keptBefore + 1);
    expect((await kept.query(named, [21])).rows).toEqual([{ name: 'Committed' }]);
    expect((await kept.query('select current_setting($1) as mode', ['plan_cache_mode'])).rows).toEqual([
      { mode: 'force_custom_plan' },
    ]);
  });

  it('keeps at most KEPT_STATEMENTS_MAX statements, closing the least recently used', async () => {
    const texts = Array.from({ length: KEPT_STATEMENTS_MAX + 5 }, (_, i) => `select $1::int + ${i} as n`);
    for (const [i, text] of texts.entries()) {
      expect((await kept.query(text, [1])).rows).toEqual([{ n: 1 + i }]);
      // The first stays in use, so it is never the least recently used.
      expect((await kept.query(texts[0]!, [2])).rows).toEqual([{ n: 2 }]);
    }
    expect(kept.keptStatements).toBe(KEPT_STATEMENTS_MAX);
    const [prepared] = await kept.exec('select count(*)::int as n from pg_prepared_statements');
    expect(prepared?.rows).toEqual([{ n: KEPT_STATEMENTS_MAX }]);
    // A closed one is parsed again when it comes back.
    expect((await kept.query(texts[1]!, [5])).rows).toEqual([{ n: 6 }]);
  });

  it('plans each execution for its own values', async () => {
    const { rows } = await kept.query<{ mode: string }>('select current_setting($1) as mode', [
      'plan_cache_mode',
    ]);
    expect(rows).toEqual([{ mode: 'force_custom_plan' }]);
  });
});
