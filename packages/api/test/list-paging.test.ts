import { LIST_PAGE_MAX, LIST_PAGE_SIZE, REST_LIST_PAGE_SIZE, WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrg, type Member } from './helpers/org';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

/*
 * The paging contract of the clients, projects and invoices lists (docs/decisions.md §13): REST
 * keeps its array bodies and pages with `limit` / `after` plus X-Total-Count, X-Next-Cursor and
 * Link headers; tRPC has clients.page, projects.page and invoices.page. One organization holds
 * the records under test (with ties and microsecond-apart timestamps), a second one shows that
 * nothing crosses between tenants.
 */

const { t, rest } = useTestApp();
let owner: Member;
let outsider: Member;
let outsiderOrg: string;

type Rec = { _id: string };
const ids = (records: Rec[]) => records.map((record) => record._id);

async function create(path: string, body: Record<string, unknown>, who: Member = owner) {
  const res = await rest.post(path, body, as(who));
  if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Rec;
}

const clientIds: Record<string, string> = {};
const projectIds: Record<string, string> = {};
const invoiceIds: string[] = [];
let foreignClient: string;

/** The same instant for several rows, and rows a microsecond before and after it (same millisecond). */
const TIE = '2024-05-05 12:00:00.123456+00';
const setCreatedAt = async (table: typeof schema.projects | typeof schema.invoices, id: string, at: string) =>
  t.handle.db
    .update(table)
    .set({ createdAt: sql`${at}::timestamptz` })
    .where(inArray(table.id, [id]));

beforeAll(async () => {
  const paging = await createOrg(t, rest, { orgName: 'Paging Org', plan: 'pro' });
  const other = await createOrg(t, rest, { orgName: 'Other Tenant', plan: 'pro' });
  [owner, outsider, outsiderOrg] = [paging.admin, other.admin, other.orgId];

  // Names that tie ignoring case (ordered by name, then id), one archived, one matching q by email.
  const clients: [string, string | null, boolean][] = [
    ['acme', 'one@acme.test', false],
    ['Acme', null, false],
    ['ACME', null, false],
    ['Beta Ltd', null, false],
    ['beta ltd', null, false],
    ['Delta', null, false],
    ['Échelle', null, false],
    ['Gamma', null, true],
    ['Zed & Co', 'hello@acme.test', false],
  ];
  for (const [name, email, archived] of clients) {
    const client = await create('/clients', { name, email });
    clientIds[name] = client._id;
    if (archived) await rest.put(`/clients/${client._id}`, { status: 'archived' }, as(owner));
  }

  const projects: [string, string, string[], string?][] = [
    ['Site one', 'Acme', ['web']],
    ['Site two', 'Acme', ['web', 'design']],
    ['Logo', 'Acme', ['design']],
    ['Brochure', 'Beta Ltd', ['print', 'Design']],
    ['Shop', 'Beta Ltd', ['web']],
    ['Old site', 'Beta Ltd', ['web'], 'completed'],
    ['Shelved', 'Acme', ['web'], 'archived'],
    ['App', 'Acme', []],
  ];
  for (const [title, client, tags, status] of projects) {
    const project = await create('/projects', { title, client: clientIds[client], tags });
    projectIds[title] = project._id;
    if (status) await rest.patch(`/projects/${project._id}/status`, { status }, as(owner));
  }
  for (const title of ['Site one', 'Logo', 'Shop'])
    await setCreatedAt(schema.projects, projectIds[title]!, TIE);
  await setCreatedAt(schema.projects, projectIds.Brochure!, '2024-05-05 12:00:00.123457+00');
  await setCreatedAt(schema.projects, projectIds.App!, '2024-05-05 12:00:00.123455+00');

  const invoices: [string, string, string?][] = [
    ['Acme', 'Site one'],
    ['Acme', 'Logo'],
    ['Beta Ltd', 'Shop'],
    ['Acme', 'Site two', 'archived'],
    ['Beta Ltd', 'Brochure', 'paid'],
    ['Acme', 'Logo'],
    ['Beta Ltd', 'Shop'],
  ];
  for (const [client, project, status] of invoices) {
    const invoice = await create('/invoices', {
      client: clientIds[client],
      project: [projectIds[project]],
      items: [{ description: 'Work', quantity: 1, unitPrice: 100 }],
    });
    invoiceIds.push(invoice._id);
    if (status === 'archived') await rest.put(`/invoices/${invoice._id}`, { status }, as(owner));
    if (status === 'paid') await rest.patch(`/invoices/${invoice._id}/mark-paid`, {}, as(owner));
  }
  for (const i of [0, 2, 5]) await setCreatedAt(schema.invoices, invoiceIds[i]!, TIE);
  await setCreatedAt(schema.invoices, invoiceIds[1]!, '2024-05-05 12:00:00.123457+00');
  await setCreatedAt(schema.invoices, invoiceIds[6]!, '2024-05-05 12:00:00.123455+00');

  // The other organization: look-alike records, and enough clients to see the default page sizes.
  foreignClient = (await create('/clients', { name: 'Acme Foreign' }, outsider))._id;
  const foreignProject = await create(
    '/projects',
    { title: 'Site foreign', client: foreignClient, tags: ['web'] },
    outsider,
  );
  await create(
    '/invoices',
    {
      client: foreignClient,
      project: [foreignProject._id],
      items: [{ description: 'Work', quantity: 1, unitPrice: 1 }],
    },
    outsider,
  );
  await t.handle.db.insert(schema.clients).values(
    Array.from({ length: 60 }, (_, i) => ({
      orgId: outsiderOrg,
      name: `Bulk ${String(i).padStart(3, '0')}`,
    })),
  );
});

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** The whole list, as integrators written against the original API get it. */
async function unpaged(path: string, who: Member = owner) {
  const res = await rest.get(path, as(who));
  expect(res.status, path).toBe(200);
  expect(Array.isArray(res.body), path).toBe(true);
  expect(res.headers['x-total-count']).toBeUndefined();
  expect(res.headers['x-next-cursor']).toBeUndefined();
  expect(res.headers.link).toBeUndefined();
  return res.body as Rec[];
}

/** Every page of a list from its first page of `limit`, following the Link header to the end. */
async function allPages(path: string, limit: number, who: Member = owner) {
  const pages: Rec[][] = [];
  const totals = new Set<string>();
  let url: string | null = withQuery(path, `limit=${limit}`);
  while (url) {
    const res = await rest.get(url, as(who));
    expect(res.status, url).toBe(200);
    expect(Array.isArray(res.body), url).toBe(true);
    expect(res.body.length).toBeLessThanOrEqual(limit);
    totals.add(String(res.headers['x-total-count']));
    const link = res.headers.link as string | undefined;
    const cursor = res.headers['x-next-cursor'] as string | undefined;
    if (link === undefined) {
      expect(cursor).toBeUndefined();
      url = null;
    } else {
      const target = /^<\/api(\/[^>]+)>; rel="next"$/.exec(link)?.[1];
      expect(target, link).toBeDefined();
      expect(new URL(target!, 'http://x').searchParams.get('after')).toBe(cursor);
      // Only the last page may be short.
      expect(res.body).toHaveLength(limit);
      url = target!;
    }
    pages.push(res.body);
    if (pages.length > 200) throw new Error(`${path}: no end of pages`);
  }
  expect(totals.size, `${path}: one total on every page`).toBe(1);
  return { items: pages.flat(), total: Number([...totals][0]), pages };
}

/** Paging with limits 1, 2 and 3 gives exactly the unpaged list: same records, order and total. */
async function expectPagesMatch(path: string) {
  const whole = await unpaged(path);
  for (const limit of [1, 2, 3]) {
    const paged = await allPages(path, limit);
    expect(ids(paged.items), `${path} limit=${limit}`).toEqual(ids(whole));
    expect(new Set(ids(paged.items)).size).toBe(paged.items.length);
    expect(paged.total, `${path} X-Total-Count`).toBe(whole.length);
    expect(paged.items).toEqual(whole);
  }
  return whole;
}

const cursorOf = async (path: string, who: Member = owner) => {
  const res = await rest.get(path, as(who));
  expect(res.status, path).toBe(200);
  return res.headers['x-next-cursor'] as string;
};
const decode = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

const PAGED_PATHS = () => [
  '/clients',
  '/projects',
  '/invoices',
  `/clients/${clientIds.Acme}/projects`,
  `/clients/${clientIds.Acme}/invoices`,
];

describe('REST: every list pages through Link to the end, equal to the unpaged list', () => {
  it('clients, with the status and q filters', async () => {
    const all = await expectPagesMatch('/clients?status=all');
    expect(all).toHaveLength(9);
    expect((await expectPagesMatch('/clients')).length).toBe(8);
    expect((await expectPagesMatch('/clients?status=archived')).length).toBe(1);
    expect((await expectPagesMatch('/clients?q=ACME')).length).toBe(4);
    expect(await expectPagesMatch('/clients?status=completed')).toEqual([]);
    // Names that tie ignoring case stay together, in a fixed order.
    const names = (all as unknown as { name: string }[]).map((client) => client.name);
    expect(names.slice(0, 3).map((name) => name.toLowerCase())).toEqual(['acme', 'acme', 'acme']);
  });

  it('projects, with the status, client, q and tag filters', async () => {
    expect((await expectPagesMatch('/projects?status=all')).length).toBe(8);
    expect((await expectPagesMatch('/projects')).length).toBe(6);
    expect((await expectPagesMatch(`/projects?client=${clientIds.Acme}&status=all`)).length).toBe(5);
    expect((await expectPagesMatch('/projects?tag=web&status=all')).length).toBe(5);
    expect((await expectPagesMatch('/projects?q=SITE&status=nonArchived')).length).toBe(3);
    expect((await expectPagesMatch(`/projects?tag=design&client=${clientIds['Beta Ltd']}`)).length).toBe(1);
    expect(await expectPagesMatch('/projects?client=not-a-uuid')).toEqual([]);
  });

  it('invoices, with the status, client, project and q filters', async () => {
    expect((await expectPagesMatch('/invoices?status=all')).length).toBe(7);
    expect((await expectPagesMatch('/invoices')).length).toBe(6);
    expect((await expectPagesMatch(`/invoices?client=${clientIds['Beta Ltd']}&status=all`)).length).toBe(3);
    expect((await expectPagesMatch(`/invoices?project=${projectIds.Logo}`)).length).toBe(2);
    expect((await expectPagesMatch('/invoices?q=beta')).length).toBe(3);
    expect((await expectPagesMatch('/invoices?status=completed')).length).toBe(1);
  });

  it("a client's projects and invoices", async () => {
    expect((await expectPagesMatch(`/clients/${clientIds.Acme}/projects?status=all`)).length).toBe(5);
    expect((await expectPagesMatch(`/clients/${clientIds.Acme}/projects`)).length).toBe(4);
    expect((await expectPagesMatch(`/clients/${clientIds.Acme}/invoices?status=all`)).length).toBe(4);
    expect((await expectPagesMatch(`/clients/${clientIds['Beta Ltd']}/invoices`)).length).toBe(3);
  });

  it('orders timestamps a microsecond apart and equal ones (by id; invoices by number) without loss', async () => {
    // All five carry the same millisecond: a cursor rounded to it would repeat or skip rows.
    const block = [
      projectIds.Brochure,
      projectIds['Site one'],
      projectIds.Logo,
      projectIds.Shop,
      projectIds.App,
    ];
    const listed = ids(await unpaged('/projects?status=all')).filter((id) => block.includes(id));
    const tied = [projectIds['Site one'], projectIds.Logo, projectIds.Shop].sort().reverse();
    expect(listed).toEqual([projectIds.Brochure, ...tied, projectIds.App]);

    const invoices = (await unpaged('/invoices?status=all')) as unknown as { _id: string; number: number }[];
    const tiedInvoices = invoices.filter((invoice) => [0, 2, 5].some((i) => invoiceIds[i] === invoice._id));
    expect(tiedInvoices.map((invoice) => invoice.number)).toEqual([6, 3, 1]);
    expect(ids(invoices).slice(-5)).toEqual([
      invoiceIds[1],
      invoiceIds[5],
      invoiceIds[2],
      invoiceIds[0],
      invoiceIds[6],
    ]);
  });

  it('a page holds at most limit records; its headers keep the path and the query', async () => {
    const res = await rest.get('/clients?status=all&q=a&limit=2', as(owner));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.headers['x-total-count']).toBe(String((await unpaged('/clients?status=all&q=a')).length));
    const cursor = res.headers['x-next-cursor'] as string;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(res.headers.link).toBe(`</api/clients?status=all&q=a&limit=2&after=${cursor}>; rel="next"`);

    const sub = await rest.get(`/clients/${clientIds.Acme}/projects?limit=1&status=all`, as(owner));
    expect(sub.headers.link).toMatch(
      new RegExp(
        `^</api/clients/${clientIds.Acme}/projects\\?limit=1&status=all&after=[A-Za-z0-9_-]+>; rel="next"$`,
      ),
    );

    const whole = await rest.get('/clients?status=all&limit=200', as(owner));
    expect(whole.body).toHaveLength(9);
    expect(whole.headers['x-total-count']).toBe('9');
    expect(whole.headers['x-next-cursor']).toBeUndefined();
    expect(whole.headers.link).toBeUndefined();
  });

  it(`after alone pages with the default size (${REST_LIST_PAGE_SIZE})`, async () => {
    const cursor = await cursorOf('/clients?limit=1', outsider);
    const res = await rest.get(`/clients?after=${cursor}`, as(outsider));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(REST_LIST_PAGE_SIZE);
    expect(res.headers['x-total-count']).toBe('61');
    expect(res.headers.link).toMatch(/^<\/api\/clients\?after=[A-Za-z0-9_-]+>; rel="next"$/);
    const rest_ = await allPages('/clients', 25, outsider);
    expect(rest_.items).toHaveLength(61);
  });

  it('without limit and after every list answers the whole array as before, without paging headers', async () => {
    for (const path of PAGED_PATHS()) {
      const whole = await unpaged(path);
      expect(whole.length, path).toBeGreaterThan(0);
      // Empty parameters, as forms send them, are no parameters.
      expect(await unpaged(withQuery(path, 'limit=&after='))).toEqual(whole);
    }
    expect(ids(await unpaged('/clients?status=all'))).not.toContain(foreignClient);
  });
});

describe('cursors survive deletes and inserts', () => {
  it('clients: the cursor row deleted, rows inserted before and after it', async () => {
    const made: Rec[] = [];
    for (const name of ['Kilo', 'Lima', 'Mike', 'November', 'Oscar']) {
      made.push(await create('/clients', { name: `${name} (tmp)` }));
    }
    const first = await rest.get('/clients?q=tmp&limit=2', as(owner));
    expect(ids(first.body)).toEqual(ids(made.slice(0, 2)));
    const cursor = first.headers['x-next-cursor'] as string;

    expect((await rest.delete(`/clients/${made[1]!._id}`, as(owner))).status).toBe(200);
    const early = await create('/clients', { name: 'Alpha (tmp)' });
    const late = await create('/clients', { name: 'Papa (tmp)' });

    const following = await allPages(`/clients?q=tmp&after=${cursor}`, 2);
    // What follows the deleted row's place in the list as it is now: nothing repeated or skipped.
    expect(ids(following.items)).toEqual([...ids(made.slice(2)), late._id]);
    expect(ids(following.items)).not.toContain(early._id);
    expect(following.total).toBe(6);

    for (const client of [made[0]!, ...made.slice(2), early, late]) {
      await rest.delete(`/clients/${client._id}`, as(owner));
    }
  });

  it('projects: the same with timestamp keys, the cursor inside a tie', async () => {
    const client = await create('/clients', { name: 'Temp Projects' });
    const path = `/projects?status=all&client=${client._id}`;
    const made: Rec[] = [];
    for (const title of ['A', 'B', 'C', 'D', 'E']) {
      made.push(await create('/projects', { title, client: client._id }));
    }
    await setCreatedAt(schema.projects, made[2]!._id, TIE);
    await setCreatedAt(schema.projects, made[3]!._id, TIE);
    await setCreatedAt(schema.projects, made[4]!._id, '2024-05-05 12:00:00.123455+00');
    const before = ids(await unpaged(path));
    const first = await rest.get(`${path}&limit=3`, as(owner));
    expect(ids(first.body)).toEqual(before.slice(0, 3));
    // The page ends on the first of the two rows that share TIE.
    expect([made[2]!._id, made[3]!._id]).toContain(before[2]);
    const cursor = first.headers['x-next-cursor'] as string;

    expect((await rest.delete(`/projects/${before[2]}`, as(owner))).status).toBe(200);
    // A new project is the newest, before the cursor's place: not on the following pages.
    const newest = await create('/projects', { title: 'Newest', client: client._id });
    // One a microsecond below TIE belongs to the following pages.
    const between = await create('/projects', { title: 'Between', client: client._id });
    await setCreatedAt(schema.projects, between._id, '2024-05-05 12:00:00.123455+00');

    const following = await allPages(`${path}&after=${cursor}`, 2);
    const now = ids(await unpaged(path));
    expect(ids(following.items)).toEqual(now.slice(now.indexOf(before[1]!) + 1));
    expect(ids(following.items)).toEqual(expect.arrayContaining([before[3], before[4], between._id]));
    expect(following.items).toHaveLength(3);
    expect(ids(following.items)).not.toContain(newest._id);
    expect(following.total).toBe(6);

    await rest.delete(`/clients/${client._id}`, as(owner));
  });
});

describe('bad input is refused with 422 on the field', () => {
  it('limit that is not a whole number from 1 to 200', async () => {
    const error = {
      msg: WORKSPACE_MSG.pageLimit,
      errors: [{ field: 'limit', msg: WORKSPACE_MSG.pageLimit }],
    };
    for (const path of PAGED_PATHS()) {
      for (const limit of ['0', String(LIST_PAGE_MAX + 1), 'abc', '1.5', '-3']) {
        const res = await rest.get(withQuery(path, `limit=${limit}`), as(owner));
        expect(res.status, `${path} limit=${limit}`).toBe(422);
        expect(res.body).toEqual(error);
      }
    }
  });

  it('a cursor that does not decode, or was made for another list or organization', async () => {
    const error = { msg: WORKSPACE_MSG.invalidCursor, errors: [{ field: 'after', msg: 'Invalid cursor' }] };
    const clientsCursor = await cursorOf('/clients?limit=1');
    const projectsCursor = await cursorOf('/projects?limit=1');
    const invoicesCursor = await cursorOf('/invoices?limit=1');
    const foreignCursor = await cursorOf('/clients?limit=1', outsider);
    const [list, tag, ...key] = decode(projectsCursor);
    const refused: [string, string][] = [
      ['/clients', encodeURIComponent('not a cursor!')],
      ['/clients', 'abc'],
      ['/clients', encode({})],
      ['/clients', encode(['clients'])],
      ['/clients', projectsCursor],
      ['/clients', foreignCursor],
      ['/projects', clientsCursor],
      ['/projects', invoicesCursor],
      ['/projects', encode([list, tag, key[0], 'not-a-uuid'])],
      ['/projects', encode([list, tag, '2024-02-30T12:00:00.000000Z', key[1]])],
      ['/projects', encode([list, tag, '2024-05-05 12:00:00', key[1]])],
      ['/projects', encode([list, tag, ...key, 'extra'])],
      ['/invoices', projectsCursor],
      ['/invoices', encode([...decode(invoicesCursor).slice(0, 3), '1e3'])],
      [`/clients/${clientIds.Acme}/projects`, invoicesCursor],
      [`/clients/${clientIds.Acme}/invoices`, clientsCursor],
    ];
    for (const [path, after] of refused) {
      const res = await rest.get(withQuery(path, `after=${after}`), as(owner));
      expect(res.status, `${path} after=${after}`).toBe(422);
      expect(res.body).toEqual(error);
    }
    // A projects cursor serves a client's projects too: the same list, narrowed.
    expect(
      (await rest.get(`/clients/${clientIds.Acme}/projects?after=${projectsCursor}`, as(owner))).status,
    ).toBe(200);
  });
});

describe('GET /api/openapi.json', () => {
  it('documents limit and after and the paging headers on every paged list', async () => {
    const doc = (await rest.get('/openapi.json')).body;
    expect(String(doc.openapi)).toMatch(/^3\./);
    for (const path of [
      '/clients',
      '/projects',
      '/invoices',
      '/clients/{id}/projects',
      '/clients/{id}/invoices',
    ]) {
      const operation = doc.paths[path].get;
      const param = (name: string) =>
        operation.parameters.find((p: { name: string; in: string }) => p.name === name && p.in === 'query');
      expect(param('limit'), path).toMatchObject({
        schema: { type: 'integer', minimum: 1, maximum: LIST_PAGE_MAX },
      });
      expect(param('limit').description).toMatch(/X-Total-Count/);
      expect(param('after'), path).toMatchObject({ schema: { type: 'string' } });
      expect(param('after').description).toMatch(/cursor/i);
      for (const name of ['limit', 'after']) expect(param(name).required ?? false, name).toBe(false);
      expect(Object.keys(operation.responses['200'].headers)).toEqual([
        'X-Total-Count',
        'X-Next-Cursor',
        'Link',
      ]);
      expect(operation.responses['200'].content['application/json'].schema.type).toBe('array');
      expect(operation.responses['422']).toBeDefined();
    }
    // The tRPC page procedures are not part of the REST facade.
    expect(Object.keys(doc.paths).filter((path) => /page/i.test(path))).toEqual([]);
  });
});

describe('tRPC page procedures', () => {
  async function trpc(path: string, input: unknown, who: Member = owner) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
      headers: { authorization: `Bearer ${who.token}` },
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  }
  type PageBody = { items: Rec[]; total: number; nextCursor: string | null };

  /** Every page from `cursor: null` on, checking each page's shape. */
  async function allTrpcPages(path: string, input: Record<string, unknown>, who: Member = owner) {
    const items: Rec[] = [];
    let cursor: string | null = null;
    let total: number | null = null;
    do {
      const res = await trpc(path, { ...input, cursor }, who);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = res.body.result.data as PageBody;
      expect(Object.keys(page).sort()).toEqual(['items', 'nextCursor', 'total']);
      total ??= page.total;
      expect(page.total).toBe(total);
      items.push(...page.items);
      cursor = page.nextCursor;
      if (items.length > 1000) throw new Error('no end of pages');
    } while (cursor);
    return { items, total: total ?? 0 };
  }

  it('clients.page, projects.page and invoices.page answer the REST lists page by page', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['clients.page', { status: 'all' }, '/clients?status=all'],
      ['clients.page', { q: 'acme' }, '/clients?q=acme'],
      ['projects.page', { status: 'all', tag: 'web' }, '/projects?status=all&tag=web'],
      ['projects.page', { q: 'site' }, '/projects?q=site'],
      ['invoices.page', { status: 'all' }, '/invoices?status=all'],
      ['invoices.page', { project: projectIds.Logo }, `/invoices?project=${projectIds.Logo}`],
    ];
    for (const [procedure, filters, path] of cases) {
      const whole = await unpaged(path);
      for (const limit of [1, 3]) {
        const paged = await allTrpcPages(procedure, { ...filters, limit });
        expect(paged.items, `${procedure} ${JSON.stringify(filters)} limit=${limit}`).toEqual(whole);
        expect(paged.total).toBe(whole.length);
      }
    }
  });

  it("the client panel's calls: projects.page and invoices.page with client and status", async () => {
    for (const status of ['all', 'active', 'nonArchived', 'completed']) {
      const client = clientIds.Acme!;
      const projects = await allTrpcPages('projects.page', { client, status, limit: 2 });
      expect(projects.items, `projects ${status}`).toEqual(
        await unpaged(`/clients/${client}/projects?status=${status}`),
      );
      const invoices = await allTrpcPages('invoices.page', { client, status, limit: 2 });
      expect(invoices.items, `invoices ${status}`).toEqual(
        await unpaged(`/clients/${client}/invoices?status=${status}`),
      );
    }
  });

  it(`pages hold ${LIST_PAGE_SIZE} records unless told otherwise`, async () => {
    const res = await trpc('clients.page', {}, outsider);
    const page = res.body.result.data as PageBody;
    expect(page.items).toHaveLength(LIST_PAGE_SIZE);
    expect(page.total).toBe(61);
    expect(page.nextCursor).toEqual(expect.any(String));
    const last = await trpc('clients.page', { cursor: page.nextCursor, limit: LIST_PAGE_MAX }, outsider);
    expect(last.body.result.data.items).toHaveLength(61 - LIST_PAGE_SIZE);
    expect(last.body.result.data.nextCursor).toBeNull();
  });

  it("stay within the caller's organization; another organization's cursor is refused", async () => {
    const mine = await allTrpcPages('clients.page', { status: 'all', limit: 5 });
    expect(ids(mine.items)).not.toContain(foreignClient);
    expect(
      mine.items.every((client) => !(client as unknown as { name: string }).name.startsWith('Bulk')),
    ).toBe(true);
    const theirs = await allTrpcPages('clients.page', { status: 'all', limit: 50 }, outsider);
    expect(theirs.total).toBe(61);
    expect(ids(theirs.items)).not.toContain(clientIds.Acme);

    // Filtering by another organization's client finds nothing of theirs.
    for (const procedure of ['projects.page', 'invoices.page']) {
      const res = await trpc(procedure, { client: foreignClient, status: 'all' });
      expect(res.body.result.data).toEqual({ items: [], total: 0, nextCursor: null });
    }

    const foreignCursor = (await trpc('clients.page', { limit: 1 }, outsider)).body.result.data.nextCursor;
    const refused = await trpc('clients.page', { cursor: foreignCursor });
    expect(refused.status).toBe(422);
    expect(refused.body.error.data.errors).toEqual([{ field: 'cursor', msg: WORKSPACE_MSG.invalidCursor }]);
  });

  it('refuse a bad limit or cursor with 422 on the field', async () => {
    for (const procedure of ['clients.page', 'projects.page', 'invoices.page']) {
      for (const limit of [0, LIST_PAGE_MAX + 1, 2.5, 'abc']) {
        const res = await trpc(procedure, { limit });
        expect(res.status, `${procedure} limit=${limit}`).toBe(422);
        expect(res.body.error.data.errors).toEqual([{ field: 'limit', msg: WORKSPACE_MSG.pageLimit }]);
      }
      const res = await trpc(procedure, { cursor: 'garbage' });
      expect(res.status).toBe(422);
      expect(res.body.error.data.errors).toEqual([{ field: 'cursor', msg: WORKSPACE_MSG.invalidCursor }]);
    }
  });

  it('the tRPC list procedures send no paging headers', async () => {
    const res = await trpc('clients.list', { status: 'all', limit: 2 });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toHaveLength(2);
    expect(res.headers['x-total-count']).toBeUndefined();
    expect(res.headers.link).toBeUndefined();
  });
});
