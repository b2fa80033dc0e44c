import { schema } from '@folio/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_LIST_ROWS } from '../src/core/list-size';
import { createTestApp, type TestApp } from './helpers/app';
import { createOrg, type Org } from './helpers/org';
import { as, type RestClient, restClient } from './helpers/rest';

/*
 * A small organization's lists (at most SMALL_LIST_ROWS rows, core/list-size.ts) are searched with
 * simpler statements than a large one's: the list walked in its order, without the sample of its
 * start, on connections where PostgreSQL may keep one plan. What a reader sees must not change:
 * every page, its order and its total are those the large organizations' statements answer. Two
 * instances of the server on one database: one reads the lists as small, the other as large.
 */

/** The SQL each statement sent, in order: to see which statements a request took. */
const sent: string[] = [];
let small: TestApp;
let large: TestApp;
let smallRest: RestClient;
let largeRest: RestClient;
let org: Org;

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 1) + minutes * 60_000);

beforeAll(async () => {
  small = await createTestApp({ onQuery: (query) => sent.push(query) });
  large = await createTestApp({ sharedDatabase: small, config: { smallListRows: 0 } });
  smallRest = restClient(small.app);
  largeRest = restClient(large.app);
  org = await createOrg(small, smallRest, { orgName: 'Small Search Studio', plan: 'business' });
  const { db } = small.handle;
  const orgId = org.orgId;
  const clients = await db
    .insert(schema.clients)
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        orgId,
        name: `${i % 3 ? 'Harbour' : 'Lighthouse'} Dental ${i}`,
        email: i % 4 ? `office${i}@harbour.example` : `ÉLODIE${i}@straße.example`,
        status: i % 7 ? ('active' as const) : ('archived' as const),
      })),
    )
    .returning({ id: schema.clients.id });
  await db.insert(schema.projects).values(
    Array.from({ length: 60 }, (_, i) => ({
      orgId,
      clientId: clients[i % clients.length]!.id,
      title: `Site survey ${i}`,
      description: i % 2 ? 'Pitch deck v2\nfor the harbour' : 'Lighthouse keeping',
      status: i % 5 ? ('active' as const) : ('completed' as const),
      createdAt: at(i),
    })),
  );
  await db.insert(schema.invoices).values(
    Array.from({ length: 50 }, (_, i) => ({
      orgId,
      clientId: clients[i % clients.length]!.id,
      number: 1 + i,
      ...(i % 6 === 0 ? { numberSuffix: 'HB' } : {}),
      ...(i % 9 === 0 ? { status: 'archived' as const } : {}),
      createdAt: at(i),
    })),
  );
});

afterAll(async () => {
  await large?.close();
  await small?.close();
});

type Answer = { ids: string[]; totals: string[] };

/** Every page of `path` at `limit`, following X-Next-Cursor: the ids in order and the totals given. */
async function pages(rest: RestClient, path: string, limit: number): Promise<Answer> {
  const ids: string[] = [];
  const totals: string[] = [];
  let after: string | undefined;
  do {
    const res = await rest.get(`${path}&limit=${limit}${after ? `&after=${after}` : ''}`, as(org.admin));
    expect(res.status, path).toBe(200);
    ids.push(...(res.body as { _id: string }[]).map((item) => item._id));
    totals.push(String(res.headers['x-total-count']));
    after = res.headers['x-next-cursor'] as string | undefined;
  } while (after);
  return { ids, totals };
}

const SEARCHES = [
  ['clients', ['harbour', 'dental 1', 'ha', 'élodie', 'STRASSE', 'straße', 'xyzzy', 'h']],
  ['projects', ['site', 'harbour', 'pitch deck v2', 'keeping', 'li', 'xyzzy']],
  ['invoices', ['harbour', 'lighthouse dental', '0007', '00', 'hb', '0013-hb', 'xyzzy']],
] as const;
/** Terms no record contains ("STRASSE" is not "straße" in any case). */
const NOTHING: readonly string[] = ['xyzzy', 'STRASSE'];
const STATUSES = { clients: 'all', projects: 'all', invoices: 'all' } as const;

describe("a small organization's search", () => {
  it('is within the small bound', () => {
    expect(40 + 60 + 50).toBeLessThan(SMALL_LIST_ROWS);
  });

  for (const [list, terms] of SEARCHES) {
    it.each(terms)(
      `${list} ?q=%j: the same pages, order and totals as a large organization's statements`,
      async (q) => {
        for (const status of [undefined, STATUSES[list]]) {
          const path = `/${list}?q=${encodeURIComponent(q)}${status ? `&status=${status}` : ''}`;
          for (const limit of [4, 30]) {
            const asSmall = await pages(smallRest, path, limit);
            const asLarge = await pages(largeRest, path, limit);
            expect(asSmall, `${path} at ${limit}`).toEqual(asLarge);
            // Only a term nothing contains finds nothing: the others compare real matches.
            expect(asSmall.ids.length > 0, path).toBe(!NOTHING.includes(q));
          }
        }
      },
    );
  }

  it.each(['harbour', 'de', 'h', '0007', 'hb', 'lighthouse dental', 'site survey 1', 'xyzzy'])(
    "global search ?q=%j: the same results as a large organization's statements",
    async (q) => {
      const path = `/search?q=${encodeURIComponent(q)}`;
      const asSmall = await smallRest.get(path, as(org.admin));
      const asLarge = await largeRest.get(path, as(org.admin));
      expect(asSmall.status, path).toBe(200);
      expect(asSmall.body, path).toEqual(asLarge.body);
      expect(asSmall.body.items.length > 0, path).toBe(!NOTHING.includes(q));
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL)(
    'skips the sample a large organization takes for a word (PostgreSQL)',
    async () => {
      for (const [rest, sampled] of [
        [smallRest, false],
        [largeRest, true],
      ] as const) {
        sent.length = 0;
        const res = await rest.get('/invoices?q=harbour&limit=30', as(org.admin));
        expect(res.status).toBe(200);
        expect(
          sent.some((text) => text.includes('with sampled as')),
          `sampled: ${sampled}`,
        ).toBe(sampled);
      }
    },
  );
});
