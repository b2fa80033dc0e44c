import { createHash } from 'node:crypto';
import { schema } from '@folio/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { search, searchQueries } from '../src/search/search.queries';
import { createTeam, type Team } from './helpers/org';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
let team: Team;
const ids: Record<string, string> = {};

async function client(
  orgId: string,
  name: string,
  email: string | null = null,
  status: 'active' | 'archived' = 'active',
) {
  const [row] = await t.handle.db.insert(schema.clients).values({ orgId, name, email, status }).returning();
  ids[name] = row!.id;
  return row!.id;
}
async function project(orgId: string, clientId: string, title: string, tags: string[] = []) {
  const [row] = await t.handle.db
    .insert(schema.projects)
    .values({ orgId, clientId, title, tags })
    .returning();
  ids[title] = row!.id;
  return row!.id;
}
async function invoice(orgId: string, clientId: string, number: number, numberSuffix: string | null = null) {
  const [row] = await t.handle.db
    .insert(schema.invoices)
    .values({ orgId, clientId, number, numberSuffix })
    .returning();
  return row!.id;
}

const find = (q: string, token = team.member.token) =>
  rest.get(`/search?q=${encodeURIComponent(q)}`, { token });
const brief = (items: { type: string; name?: string; title?: string; number?: number }[]) =>
  items.map((item) => `${item.type}:${item.name ?? item.title ?? item.number}`);

beforeAll(async () => {
  team = await createTeam(t, rest);
  const org = team.orgId;
  const acme = await client(org, 'Acme Corp', 'billing@acme.io');
  await client(org, 'Bacme Ltd', 'hello@bacme.co');
  await client(org, 'Old Acme Archive', null, 'archived');
  const globex = await client(org, 'Globex', 'ops@globex.com');
  await client(org, '100% Pure');
  await client(org, 'snake_case Co');
  await project(org, acme, 'Website Redesign', ['Design', 'web']);
  await project(org, globex, 'Mobile App', ['ios', 'Swift']);
  ids.inv12 = await invoice(org, acme, 12, 'A');
  ids.inv1200 = await invoice(org, acme, 1200);
  ids.inv7 = await invoice(org, globex, 7);
  ids.inv112 = await invoice(org, globex, 112);

  const theirs = await client(team.outsider.orgId, 'Acme Outsider', 'x@acme.io');
  await project(team.outsider.orgId, theirs, 'Acme secret');
  await invoice(team.outsider.orgId, theirs, 12, 'A');
});

describe('GET /api/search', () => {
  it('matches client names case-insensitively and partially, best match first, with their invoices', async () => {
    const res = await find('ACME');
    expect(res.status).toBe(200);
    expect(brief(res.body.items)).toEqual([
      'client:Acme Corp',
      'client:Old Acme Archive',
      'client:Bacme Ltd',
      'invoice:1200',
      'invoice:12',
    ]);
    expect(res.body.items[0]).toEqual({ type: 'client', _id: ids['Acme Corp'], name: 'Acme Corp' });
    expect(res.body.items.at(-1)).toEqual({
      type: 'invoice',
      _id: ids.inv12,
      number: 12,
      numberSuffix: 'A',
      client: { _id: ids['Acme Corp'], name: 'Acme Corp' },
    });
  });

  it('matches client emails, project titles and project tags', async () => {
    expect(brief((await find('globex.COM')).body.items)).toEqual(['client:Globex']);
    const byTag = await find('swif');
    expect(byTag.body.items).toEqual([
      {
        type: 'project',
        _id: ids['Mobile App'],
        title: 'Mobile App',
        client: { _id: ids.Globex, name: 'Globex' },
      },
    ]);
    expect(brief((await find('redesign')).body.items)).toEqual(['project:Website Redesign']);
    expect(brief((await find('design')).body.items)).toEqual(['project:Website Redesign']);
  });

  it('matches invoices by number as text, by the displayed number and with a leading #', async () => {
    expect(brief((await find('12')).body.items)).toEqual(['invoice:12', 'invoice:1200', 'invoice:112']);
    expect(brief((await find('0012-a')).body.items)).toEqual(['invoice:12']);
    expect(brief((await find('#7')).body.items)).toEqual(['invoice:7']);
    expect(brief((await find('0112')).body.items)).toEqual(['invoice:112']);
    expect((await find('#')).body.items).toEqual([]);
  });

  it('treats % and _ as plain characters', async () => {
    expect(brief((await find('%')).body.items)).toEqual(['client:100% Pure']);
    expect(brief((await find('_')).body.items)).toEqual(['client:snake_case Co']);
    expect(brief((await find('e_c')).body.items)).toEqual(['client:snake_case Co']);
    expect((await find('\\')).body.items).toEqual([]);
  });

  it('answers no items for an empty or blank q, and 422 for one over 200 characters', async () => {
    expect((await rest.get('/search', { token: team.member.token })).body).toEqual({ items: [] });
    expect((await find('')).body).toEqual({ items: [] });
    expect((await find('   ')).body).toEqual({ items: [] });
    const long = await find('a'.repeat(201));
    expect(long.status).toBe(422);
    expect(long.body.errors[0].field).toBe('q');
  });

  it("never shows another organization's records", async () => {
    const mine = await find('acme');
    expect(mine.body.items.map((i: { _id: string }) => i._id)).not.toContain(ids['Acme Outsider']);
    expect(brief((await find('secret')).body.items)).toEqual([]);
    const theirs = await find('acme', team.outsider.token);
    expect(brief(theirs.body.items)).toEqual(['client:Acme Outsider', 'project:Acme secret', 'invoice:12']);
    expect(theirs.body.items[2]._id).not.toBe(ids.inv12);
  });

  it('answers every role, and needs a token', async () => {
    for (const who of [team.admin, team.manager, team.viewer]) {
      expect(brief((await find('globex', who.token)).body.items)).toContain('client:Globex');
    }
    expect((await rest.get('/search?q=acme')).status).toBe(401);
  });

  it('answers at most 20 results, shared between clients, projects and invoices', async () => {
    const org = team.orgId;
    const zeta = await client(org, 'Zeta Holdings');
    await t.handle.db
      .insert(schema.clients)
      .values(Array.from({ length: 30 }, (_, i) => ({ orgId: org, name: `Zeta ${i}` })));
    await t.handle.db
      .insert(schema.projects)
      .values(
        Array.from({ length: 30 }, (_, i) => ({ orgId: org, clientId: zeta, title: `Zeta project ${i}` })),
      );
    await t.handle.db
      .insert(schema.invoices)
      .values(Array.from({ length: 30 }, (_, i) => ({ orgId: org, clientId: zeta, number: 5000 + i })));
    const res = await find('zeta');
    const types = res.body.items.map((i: { type: string }) => i.type);
    expect(types).toEqual([
      ...Array(7).fill('client'),
      ...Array(7).fill('project'),
      ...Array(6).fill('invoice'),
    ]);
    // Invoices matched through their client's name: newest numbers first.
    expect(res.body.items.slice(14).map((i: { number: number }) => i.number)).toEqual([
      5029, 5028, 5027, 5026, 5025, 5024,
    ]);
  });
});

describe('search on a large organization', () => {
  const BIG = '00000000-0000-4000-8000-00000000b16b';
  const ROWS = 4000;

  type Plan = { [key: string]: unknown };
  /** The index names a plan reads, from EXPLAIN (FORMAT JSON). */
  function indexesIn(plan: Plan, found = new Set<string>()): Set<string> {
    if (typeof plan['Index Name'] === 'string') found.add(plan['Index Name']);
    for (const child of (plan.Plans as Plan[] | undefined) ?? []) indexesIn(child, found);
    return found;
  }
  /** The indexes PostgreSQL chooses for one of the search's own statements (EXPLAIN, not run). */
  async function explain(query: { getSQL(): unknown }) {
    const result = await t.handle.db.execute(sql`explain (format json) ${query}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      'QUERY PLAN': unknown;
    }[];
    const raw = rows[0]!['QUERY PLAN'];
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Plan }[];
    return indexesIn(parsed[0]!.Plan);
  }

  beforeAll(async () => {
    // One big tenant and the team's own rows beside it: md5 names make every record distinct.
    await t.handle.db.insert(schema.organizations).values({ id: BIG, name: 'Big Co' });
    await t.handle.db.execute(sql`
      insert into clients (org_id, name, email)
      select ${BIG}::uuid, 'Client ' || md5(g::text), 'c' || g || '@' || substr(md5(g::text), 1, 8) || '.example'
      from generate_series(1, ${ROWS}) as g`);
    await t.handle.db.execute(sql`
      insert into projects (org_id, client_id, title, tags)
      select org_id, id, 'Project ' || md5(id::text), array['tag' || substr(md5(name), 1, 6)] from clients where org_id = ${BIG}::uuid`);
    await t.handle.db.execute(sql`
      insert into invoices (org_id, client_id, number, number_suffix)
      select org_id, id, n, case when n % 8 = 0 then substr(md5(name), 1, 3) end
      from (select org_id, id, name, row_number() over (order by name) as n from clients where org_id = ${BIG}::uuid) as numbered`);
    // As autovacuum would: statistics, and the GIN pending lists merged into the indexes.
    await t.handle.db.execute(sql`vacuum analyze clients, projects, invoices`);
  });

  it('finds the one matching record among thousands', async () => {
    const hash = createHash('md5').update('1234').digest('hex');
    const { items } = await search(
      { db: t.handle.db, org: { id: BIG } },
      { q: hash.slice(4, 14).toUpperCase() },
    );
    const clients = items.filter((i) => i.type === 'client');
    expect(clients.map((c) => c.name)).toEqual([`Client ${hash}`]);
    const byEmail = await search({ db: t.handle.db, org: { id: BIG } }, { q: `c1234@${hash.slice(0, 8)}` });
    expect(byEmail.items.map((i) => i.name)).toEqual([`Client ${hash}`]);
  });

  it('plans each query on its trigram index, which leads with org_id', async () => {
    const queries = searchQueries(t.handle.db, BIG, '3fa2b');
    expect(await explain(queries.clients)).toContain('clients_org_search_idx');
    expect(await explain(queries.projects)).toContain('projects_org_search_idx');
    expect(await explain(queries.invoicesByClient)).toContain('clients_org_search_idx');
    expect(await explain(searchQueries(t.handle.db, BIG, '3123').invoicesByNumber)).toContain(
      'invoices_org_search_idx',
    );
    const tags = searchQueries(t.handle.db, BIG, 'tag3fa2');
    expect(await explain(tags.projects)).toContain('projects_org_search_idx');
  });

  it('finds a whole client name and an exact invoice number however many newer records contain them', async () => {
    // Every one of the 4,000 clients' names contains "client", and 4,000 invoice numbers
    // contain "12" many times over; the exact matches are the oldest of them.
    await t.handle.db.insert(schema.clients).values({
      orgId: BIG,
      name: 'Client',
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    const byName = await search({ db: t.handle.db, org: { id: BIG } }, { q: 'client' });
    expect(byName.items[0]).toMatchObject({ type: 'client', name: 'Client' });
    for (const q of ['12', '0012', '#12']) {
      const byNumber = await search({ db: t.handle.db, org: { id: BIG } }, { q });
      const invoices = byNumber.items.filter((item) => item.type === 'invoice');
      expect(invoices[0]).toMatchObject({ number: 12 });
    }
  });

  it('looks for a one- or two-character term among the newest records of each kind', async () => {
    const [oldest] = await t.handle.db
      .insert(schema.clients)
      .values({ orgId: BIG, name: 'Qx Oldest', createdAt: new Date('2019-01-01T00:00:00Z') })
      .returning();
    const [newest] = await t.handle.db
      .insert(schema.clients)
      .values({ orgId: BIG, name: 'Qz Newest', createdAt: new Date('2100-01-01T00:00:00Z') })
      .returning();
    const find = (q: string) => search({ db: t.handle.db, org: { id: BIG } }, { q });
    expect((await find('qz')).items.map((item) => item._id)).toEqual([newest!.id]);
    // Behind 4,000 newer clients, the oldest is out of a short term's reach; its whole name and
    // any three characters still find it.
    expect((await find('qx')).items).toEqual([]);
    expect((await find('qx oldest')).items.map((item) => item._id)).toEqual([oldest!.id]);
    expect((await find('x o')).items.map((item) => item._id)).toEqual([oldest!.id]);
  });

  it("finds a client's invoices by name, newest first, however far back they are", async () => {
    const find = async (q: string) =>
      (await search({ db: t.handle.db, org: { id: BIG } }, { q })).items
        .filter((item) => item.type === 'invoice')
        .map((item) => item.number);
    const clientNamed = async (name: string) =>
      (await t.handle.db.insert(schema.clients).values({ orgId: BIG, name }).returning())[0]!.id;
    const invoicesOf = (clientId: string, numbers: number[]) =>
      t.handle.db.insert(schema.invoices).values(numbers.map((number) => ({ orgId: BIG, clientId, number })));
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const quokka = await clientNamed('Quokka Quarry');
    // Newest by number: a client with five of the newest invoices and thirty behind 2,200 newer
    // ones (another client's), and a client with only such old ones.
    const wombat = await clientNamed('Wombat Works');
    await invoicesOf(wombat, [...range(9001, 9005), ...range(4001, 4030)]);
    const numbat = await clientNamed('Numbat Nursery');
    await invoicesOf(numbat, range(4101, 4140));
    await t.handle.db.execute(sql`
      insert into invoices (org_id, client_id, number)
      select ${BIG}::uuid, ${quokka}::uuid, g from generate_series(5001, 7200) as g`);
    // Nineteen places after the one client: the newest five, then the newest of the old ones.
    expect(await find('wombat')).toEqual([...range(4017, 4030), ...range(9001, 9005)].reverse());
    expect(await find('numbat')).toEqual(range(4122, 4140).reverse());
    // Many newest invoices: the newest of them.
    await invoicesOf(quokka, range(9101, 9140));
    expect(await find('quokka')).toEqual(range(9122, 9140).reverse());
  });

  it('plans exact matches on btree indexes, and a short letter term on the suffixed invoices only', async () => {
    const exact = searchQueries(t.handle.db, BIG, '0012');
    expect(await explain(exact.invoicesByExactNumber)).toContain('invoices_org_number_key');
    expect(await explain(exact.clientsByName)).toContain('clients_org_order_idx');
    // Two letters have no trigram: the term can only match a suffix, and only suffixed invoices are read.
    expect(await explain(searchQueries(t.handle.db, BIG, 'ab').invoicesByNumber)).toContain(
      'invoices_org_suffixed_number_idx',
    );
  });
});
