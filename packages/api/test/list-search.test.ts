import { ACTIVITY_ACTIONS } from '@folio/contracts';
import { schema } from '@folio/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SEARCH_SAMPLE } from '../src/clients/clients.queries';
import { TEXT_FILTER_COUNT_CAP } from '../src/core/text-filter';
import { INVOICE_SEARCH_SAMPLE } from '../src/invoices/invoices.queries';
import { createOrg, type Org } from './helpers/org';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

/*
 * The lists' search (`q`) as docs/product.md ("Lists' totals with a search") has it: the rows and
 * their order are the whole list's, whatever the number of matches, and the total counts at most
 * TEXT_FILTER_COUNT_CAP matches (the activity log: that many past the page's offset). The records
 * are written straight into the tables: a few hundred through the API would take minutes.
 */

// Every list here read as a large organization's, sampled where a word is searched: its
// hundreds of rows would otherwise make some of them small lists (core/list-size.ts), which
// list-search-small.test.ts compares with these statements.
const { t, rest } = useTestApp({ config: { smallListRows: 0 } });
const CAP = TEXT_FILTER_COUNT_CAP;
/** More matches than the cap: the total stops at the cap, the pages go on. */
const MANY = CAP + 20;
let org: Org;
/** An invoice whose client's name and number both match "0007": found once. */
let doubleMatch: string;

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000);

beforeAll(async () => {
  org = await createOrg(t, rest, { orgName: 'Search Studio', plan: 'business' });
  const { db } = t.handle;
  const orgId = org.orgId;
  const many = await db
    .insert(schema.clients)
    .values(Array.from({ length: MANY }, (_, i) => ({ orgId, name: `Harbour Client ${1000 + i}` })))
    .returning({ id: schema.clients.id });
  const [studio, plain] = await db
    .insert(schema.clients)
    .values([
      { orgId, name: 'Studio 0007' },
      { orgId, name: 'Plain Client' },
    ])
    .returning({ id: schema.clients.id });
  await db.insert(schema.projects).values(
    Array.from({ length: MANY * 2 }, (_, i) => ({
      orgId,
      clientId: plain!.id,
      title: `Project ${i}`,
      description: i % 2 ? 'Lighthouse keeping' : 'Harbour works',
      createdAt: at(i),
    })),
  );
  const invoices = await db
    .insert(schema.invoices)
    .values([
      ...Array.from({ length: MANY }, (_, i) => ({
        orgId,
        clientId: many[i]!.id,
        number: 100 + i,
        createdAt: at(i),
      })),
      { orgId, clientId: studio!.id, number: 7, createdAt: at(MANY + 1) },
      { orgId, clientId: plain!.id, number: 8, numberSuffix: 'XZ', createdAt: at(MANY + 2) },
    ])
    .returning({ id: schema.invoices.id, number: schema.invoices.number });
  doubleMatch = invoices.find((invoice) => invoice.number === 7)!.id;
  await db.insert(schema.activityEntries).values(
    Array.from({ length: MANY * 2 }, (_, i) => ({
      orgId,
      userId: org.admin.userId,
      userName: 'Alice Admin',
      action: ACTIVITY_ACTIONS.created,
      entityType: 'client' as const,
      entity: { name: i % 2 ? 'Harbour Client' : i % 4 ? 'Other Client' : 'Lighthouse' },
      createdAt: at(i),
    })),
  );
});

const get = async (path: string) => {
  const res = await rest.get(path, as(org.admin));
  expect(res.status, path).toBe(200);
  return res;
};
const ids = (items: { _id: string }[]) => items.map((item) => item._id);

/** Every page of `path` at `limit`, following X-Next-Cursor, with the totals they gave. */
async function allPages(path: string, limit: number) {
  const items: { _id: string }[] = [];
  const totals = new Set<string>();
  let after: string | undefined;
  do {
    const res = await get(`${path}&limit=${limit}${after ? `&after=${after}` : ''}`);
    items.push(...res.body);
    totals.add(String(res.headers['x-total-count']));
    after = res.headers['x-next-cursor'] as string | undefined;
  } while (after);
  return { items, totals: [...totals] };
}

/**
 * A searched list read a page at a time (30, then pages of 200 after each cursor) lists what the
 * whole list (no `limit`) does, in its order, and every page says the same total.
 */
async function expectPagedAsWhole(path: string, total: number) {
  const whole = (await get(path)).body as { _id: string }[];
  const first = await get(`${path}&limit=30`);
  expect(ids(first.body), path).toEqual(ids(whole.slice(0, 30)));
  expect(first.headers['x-total-count'], path).toBe(String(total));
  const paged = await allPages(path, 200);
  expect(ids(paged.items), path).toEqual(ids(whole));
  expect(paged.totals, path).toEqual([String(total)]);
}

/**
 * The ids a list's search for `q` finds on its first page, checked against the whole list's
 * search (no `limit`), which tests the original columns; the total is the page's length.
 */
async function searchFinds(list: 'clients' | 'projects' | 'invoices', q: string) {
  const path = `/${list}?q=${encodeURIComponent(q)}`;
  const page = await get(`${path}&limit=30`);
  expect(ids(page.body)).toEqual(ids((await get(path)).body));
  expect(page.headers['x-total-count']).toBe(String(page.body.length));
  return ids(page.body);
}

describe('a list searched for a term with more matches than the cap', () => {
  it.each([
    ['clients', '/clients?q=harbour'],
    // Every other project: looked up through the trigram index (core/text-filter.ts, sampledMatches).
    ['projects', '/projects?q=harbour'],
    // Every project: the list walked in its order.
    ['projects, a word in every title', '/projects?q=project'],
    ['invoices', '/invoices?q=harbour'],
    // A two-letter term: no trigram to look up, the list walked in order.
    ['invoices, a two-letter term', '/invoices?q=ha'],
  ])('%s: every match in the whole list order, page by page; the total says the cap', async (_, path) => {
    const whole = (await get(path)).body as { _id: string }[];
    expect(whole.length).toBeGreaterThan(CAP);
    const first = await get(`${path}&limit=30`);
    expect(ids(first.body)).toEqual(ids(whole.slice(0, 30)));
    expect(first.headers['x-total-count']).toBe(String(CAP));
    const paged = await allPages(path, 100);
    expect(ids(paged.items)).toEqual(ids(whole));
    expect(paged.totals).toEqual([String(CAP)]);
  });

  it('projects match the description as well as the title, newest first', async () => {
    const whole = (await get('/projects?q=harbour')).body as { title: string; description: string }[];
    expect(whole).toHaveLength(MANY);
    expect(whole.every((project) => project.description === 'Harbour works')).toBe(true);
    expect(whole[0]!.title).toBe(`Project ${MANY * 2 - 2}`);
  });
});

describe('clients searched for a word whose matches all sit past the start of the list', () => {
  it('every match in the whole list order, page by page, whether the start of the list matches or not', async () => {
    // "Zenith …" sorts after the "Harbour Client …" clients, more of them than the list's start
    // that a word is tried on (CLIENT_SEARCH_SAMPLE): none of those matches "zenith", every one
    // matches "client". A page after a cursor starts among the matches.
    expect(MANY).toBeGreaterThan(CLIENT_SEARCH_SAMPLE.rows);
    await t.handle.db.insert(schema.clients).values(
      Array.from({ length: MANY }, (_, i) => ({
        orgId: org.orgId,
        name: `Zenith Works ${1000 + i}`,
        email: i % 2 ? `accounts${i}@zenith.example` : null,
      })),
    );
    // In the email of every other Zenith client: fewer matches than the cap.
    const byEmail = (await get('/clients?q=ZENITH.EX')).body as { name: string }[];
    expect(byEmail).toHaveLength(MANY / 2);
    expect(byEmail.every((client) => client.name.startsWith('Zenith Works'))).toBe(true);
    for (const [path, total] of [
      ['/clients?q=zenith', CAP],
      ['/clients?q=client', CAP],
      ['/clients?q=ZENITH.EX', MANY / 2],
    ] as const) {
      await expectPagedAsWhole(path, total);
    }
  });
});

describe('clients searched by name and email with a short term', () => {
  it('in any case, letters beyond ASCII included, and never across the name and the email', async () => {
    const { db } = t.handle;
    const [client] = await db
      .insert(schema.clients)
      .values({ orgId: org.orgId, name: 'ÖKO Bäckerei', email: 'qj@backstube.example' })
      .returning({ id: schema.clients.id });
    expect(await searchFinds('clients', 'öK')).toEqual([client!.id]);
    expect(await searchFinds('clients', 'Ä')).toEqual([client!.id]);
    expect(await searchFinds('clients', 'QJ')).toEqual([client!.id]);
    // The name's end and the email's start are not one text.
    expect(await searchFinds('clients', 'i\nq')).toEqual([]);
    expect(await searchFinds('clients', 'iq')).toEqual([]);
  });
});

describe('projects searched by title and description', () => {
  it('in any case, letters beyond ASCII included, and never across the title and the description', async () => {
    const { db } = t.handle;
    const [client] = await db
      .insert(schema.clients)
      .values({ orgId: org.orgId, name: 'Praxis Client' })
      .returning({ id: schema.clients.id });
    const [project] = await db
      .insert(schema.projects)
      .values({
        orgId: org.orgId,
        clientId: client!.id,
        title: 'ÄRZTEHAUS Umbau',
        description: 'Fassade Nord',
      })
      .returning({ id: schema.projects.id });
    expect(await searchFinds('projects', 'ärzte')).toEqual([project!.id]);
    expect(await searchFinds('projects', 'HAUS UMB')).toEqual([project!.id]);
    expect(await searchFinds('projects', 'fASSADE')).toEqual([project!.id]);
    expect(await searchFinds('projects', 'äR')).toEqual([project!.id]);
    // The title's end and the description's start are not one text.
    expect(await searchFinds('projects', 'umbau\nfassade')).toEqual([]);
    expect(await searchFinds('projects', 'umbau fassade')).toEqual([]);
  });
});

describe('invoices searched by number and client name', () => {
  it('an invoice whose number and client name both match is listed and counted once', async () => {
    const first = await get('/invoices?q=0007&limit=30');
    expect(ids(first.body)).toEqual([doubleMatch]);
    expect(first.headers['x-total-count']).toBe('1');
  });

  it('a short term without digits finds the number suffix', async () => {
    const first = await get('/invoices?q=xz&limit=30');
    expect(first.body.map((invoice: { displayNumber: string }) => invoice.displayNumber)).toEqual([
      '0008-XZ',
    ]);
    expect(first.headers['x-total-count']).toBe('1');
  });

  it("a short term finds invoices by their client's name as it is now", async () => {
    const { db } = t.handle;
    const [client] = await db
      .insert(schema.clients)
      .values({ orgId: org.orgId, name: 'Jovial Quokka' })
      .returning({ id: schema.clients.id });
    const [invoice] = await db
      .insert(schema.invoices)
      .values({ orgId: org.orgId, clientId: client!.id, number: 9, createdAt: at(MANY + 3) })
      .returning({ id: schema.invoices.id });
    expect(await searchFinds('invoices', 'kk')).toEqual([invoice!.id]);
    expect(await searchFinds('invoices', 'zé')).toEqual([]);

    // Renamed, with letters beyond ASCII in both cases: the term's case does not matter either.
    const renamed = await rest.put(`/clients/${client!.id}`, { name: 'Vivid ZÉBRA' }, as(org.admin));
    expect(renamed.status).toBe(200);
    expect(await searchFinds('invoices', 'kk')).toEqual([]);
    expect(await searchFinds('invoices', 'zé')).toEqual([invoice!.id]);
    expect(await searchFinds('invoices', 'ÉB')).toEqual([invoice!.id]);
    expect(await searchFinds('invoices', 'É')).toEqual([invoice!.id]);
  });

  it('a word whose matches all sit past the start of the list, or fill it: every match in the list order', async () => {
    // The newest invoices are the Harbour clients' (a word tried on the list's start,
    // INVOICE_SEARCH_SAMPLE, matches nearly all of them: the list is walked); Zenith's are older
    // than any, more of them than the start holds (none of it matches: they are looked up).
    expect(MANY).toBeGreaterThan(INVOICE_SEARCH_SAMPLE.rows);
    const { db } = t.handle;
    const [zenith] = await db
      .insert(schema.clients)
      .values({ orgId: org.orgId, name: 'Zenith Wörks' })
      .returning({ id: schema.clients.id });
    await db.insert(schema.invoices).values(
      Array.from({ length: MANY }, (_, i) => ({
        orgId: org.orgId,
        clientId: zenith!.id,
        number: 5000 + i,
        // One in ten with a suffix that holds the word, which the walk tests on the suffix alone.
        numberSuffix: i % 10 ? null : 'ZENITH',
        createdAt: at(-MANY - 10 + i),
      })),
    );
    for (const [path, total] of [
      ['/invoices?q=ZENITH', CAP],
      ['/invoices?q=wörks', CAP],
      ['/invoices?q=harbour', CAP],
      // Digits: the walk tests the displayed number's label.
      ['/invoices?q=client 1', CAP],
      // In numbers 0500–0509 and 5050-ZENITH, and in the name of client 1050 (invoice 0150).
      ['/invoices?q=050', 12],
    ] as const) {
      await expectPagedAsWhole(path, total);
    }
  });

  it('a term nothing contains: no rows, total 0', async () => {
    const first = await get('/invoices?q=xyzzy&limit=30');
    expect(first.body).toEqual([]);
    expect(first.headers['x-total-count']).toBe('0');
  });
});

describe('the activity log searched for a term with more matches than the cap', () => {
  const page = (n: number) => get(`/activity?q=harbour&page=${n}&limit=20`);

  it('page 1 lists the newest matches and counts up to the cap', async () => {
    const res = await page(1);
    expect(res.body.items).toHaveLength(20);
    expect(
      res.body.items.every((e: { entity: { name: string } }) => e.entity.name === 'Harbour Client'),
    ).toBe(true);
    const times = res.body.items.map((e: { createdAt: string }) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(res.body.total).toBe(CAP);
    expect(res.body.pages).toBe(CAP / 20);
  });

  it('a page further on counts the cap past its offset, so the pages after it stay reachable; the last is exact', async () => {
    const deeper = await page(10);
    expect(deeper.body.total).toBe(MANY);
    expect(deeper.body.pages).toBe(Math.ceil(MANY / 20));
    const last = await page(Math.ceil(MANY / 20));
    expect(last.body.items).toHaveLength(MANY % 20 || 20);
    const past = await page(Math.ceil(MANY / 20) + 1);
    expect(past.body.items).toEqual([]);
    expect(past.body.total).toBe(MANY);
  });

  it('a term with fewer matches than the cap has its exact total', async () => {
    const res = await get('/activity?q=lighthouse&page=1&limit=20');
    expect(res.body.total).toBe(MANY / 2);
    expect(res.body.pages).toBe(Math.ceil(MANY / 2 / 20));
  });
});
