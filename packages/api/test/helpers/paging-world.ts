import { schema } from '@folio/db';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { TestApp } from './app';
import { createOrg, type Member } from './org';
import { as, type RestClient } from './rest';

/*
 * The records the paging tests page through: one organization holds clients, projects and
 * invoices with names that tie ignoring case and timestamps a microsecond apart; a second one has
 * look-alike records and enough clients to fill the default page sizes.
 */

export type Rec = { _id: string };
export const ids = (records: Rec[]) => records.map((record) => record._id);

/** The same instant for several rows, and rows a microsecond before and after it (same millisecond). */
export const TIE = '2024-05-05 12:00:00.123456+00';

/** The paging world of a test file, made by a beforeAll hook registered here. */
export function usePagingWorld(t: TestApp, rest: RestClient) {
  const owner = {} as Member;
  const outsider = {} as Member;
  /** The other organization and its client "Acme Foreign". */
  const foreign = { org: '', client: '' };

  async function create(path: string, body: Record<string, unknown>, who: Member = owner) {
    const res = await rest.post(path, body, as(who));
    if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Rec;
  }

  const clientIds: Record<string, string> = {};
  const projectIds: Record<string, string> = {};
  const invoiceIds: string[] = [];

  const setCreatedAt = async (
    table: typeof schema.projects | typeof schema.invoices,
    id: string,
    at: string,
  ) =>
    t.handle.db
      .update(table)
      .set({ createdAt: sql`${at}::timestamptz` })
      .where(inArray(table.id, [id]));

  beforeAll(async () => {
    const paging = await createOrg(t, rest, { orgName: 'Paging Org', plan: 'pro' });
    const other = await createOrg(t, rest, { orgName: 'Other Tenant', plan: 'pro' });
    Object.assign(owner, paging.admin);
    Object.assign(outsider, other.admin);
    foreign.org = other.orgId;

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
    foreign.client = (await create('/clients', { name: 'Acme Foreign' }, outsider))._id;
    const foreignProject = await create(
      '/projects',
      { title: 'Site foreign', client: foreign.client, tags: ['web'] },
      outsider,
    );
    await create(
      '/invoices',
      {
        client: foreign.client,
        project: [foreignProject._id],
        items: [{ description: 'Work', quantity: 1, unitPrice: 1 }],
      },
      outsider,
    );
    await t.handle.db.insert(schema.clients).values(
      Array.from({ length: 60 }, (_, i) => ({
        orgId: foreign.org,
        name: `Bulk ${String(i).padStart(3, '0')}`,
      })),
    );
  });

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

  return { owner, outsider, foreign, clientIds, projectIds, invoiceIds, create, setCreatedAt, unpaged };
}
