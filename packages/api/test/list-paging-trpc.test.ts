import { LIST_PAGE_MAX, LIST_PAGE_SIZE, WORKSPACE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import type { Member } from './helpers/org';
import { ids, type Rec, usePagingWorld } from './helpers/paging-world';
import { useTestApp } from './helpers/suite';

/*
 * The tRPC side of the paging contract (list-paging.test.ts has the REST side): clients.page,
 * projects.page and invoices.page answer the REST lists page by page, within the caller's
 * organization.
 */

const { t, rest } = useTestApp();
const { owner, outsider, foreign, clientIds, projectIds, unpaged } = usePagingWorld(t, rest);

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
    expect(ids(mine.items)).not.toContain(foreign.client);
    expect(
      mine.items.every((client) => !(client as unknown as { name: string }).name.startsWith('Bulk')),
    ).toBe(true);
    const theirs = await allTrpcPages('clients.page', { status: 'all', limit: 50 }, outsider);
    expect(theirs.total).toBe(61);
    expect(ids(theirs.items)).not.toContain(clientIds.Acme);

    // Filtering by another organization's client finds nothing of theirs.
    for (const procedure of ['projects.page', 'invoices.page']) {
      const res = await trpc(procedure, { client: foreign.client, status: 'all' });
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
