import { LIST_PAGE_MAX, REST_LIST_PAGE_SIZE, SEARCH_TOTAL_CAP, WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { describe, expect, it } from 'vitest';
import type { Member } from './helpers/org';
import { ids, type Rec, TIE, usePagingWorld } from './helpers/paging-world';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

/*
 * The paging contract of the clients, projects and invoices lists (docs/decisions.md §13), REST
 * side: the lists keep their array bodies and page with `limit` / `after` plus X-Total-Count,
 * X-Next-Cursor and Link headers (list-paging-trpc.test.ts has tRPC's page procedures). The
 * records under test come from helpers/paging-world.ts.
 */

const { t, rest } = useTestApp();
const { owner, outsider, foreign, clientIds, projectIds, invoiceIds, create, setCreatedAt, unpaged } =
  usePagingWorld(t, rest);

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

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
    expect(ids(await unpaged('/clients?status=all'))).not.toContain(foreign.client);
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
    // Every list's search says what it matches, and a capped total says so.
    for (const [path, matches] of [
      ['/clients', /name or email/],
      ['/projects', /title or description/],
      ['/invoices', /number .* client’s name/],
      ['/quotes', /number .* client’s name/],
      ['/activity', /action, the actor’s name/],
    ] as const) {
      const q = doc.paths[path].get.parameters.find((p: { name: string }) => p.name === 'q');
      expect(q?.description, path).toMatch(matches);
      if (path !== '/quotes') expect(q.description, path).toContain(`at most ${SEARCH_TOTAL_CAP} matches`);
    }
    // The tRPC page procedures are not part of the REST facade.
    expect(Object.keys(doc.paths).filter((path) => /page/i.test(path))).toEqual([]);
  });
});
