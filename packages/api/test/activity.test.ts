import { type EntityType, WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTeam, type Member, type Team } from './helpers/org';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
let team: Team;

type Seed = {
  id: string;
  orgId: string;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  action: string;
  entityType: EntityType;
  objectId: string | null;
  entity: schema.ActivityEntitySnapshot | null;
  createdAt: Date;
};
let seeds: Seed[] = [];

const BASE = Date.UTC(2025, 2, 1); // 2025-03-01T00:00:00Z
const hour = 3_600_000;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function actor(who: Member | null) {
  return who
    ? { userId: who.userId, userName: who.name, userEmail: who.email }
    : { userId: null, userName: null, userEmail: null };
}

/** 45 entries in the team's organization, one hour apart, across types, actors and actions. */
function teamSeeds(): Seed[] {
  const types: EntityType[] = ['client', 'project', 'invoice', 'other'];
  const actors = [team.admin, team.manager, team.member];
  const actions = ['created', 'updated', 'status_changed'];
  const entityFor = (type: EntityType, i: number): schema.ActivityEntitySnapshot => {
    if (type === 'client') return { name: `Client ${i}` };
    if (type === 'project') return { title: `Project ${i}` };
    if (type === 'invoice') return { number: i, numberSuffix: `S${i}` };
    return { name: 'Acme Studio' };
  };
  return Array.from({ length: 45 }, (_, i) => {
    const type = types[i % 4]!;
    return {
      id: uuid(1000 + i),
      orgId: team.orgId,
      ...actor(actors[i % 3]!),
      action: actions[i % 3]!,
      entityType: type,
      objectId: uuid(5000 + i),
      entity: entityFor(type, i),
      createdAt: new Date(BASE + i * hour),
    };
  });
}

/** Entries with texts the q filter must find, escape or ignore. */
function specialSeeds(): Seed[] {
  const at = (h: number) => new Date(BASE + (100 + h) * hour);
  return [
    {
      id: uuid(2001),
      orgId: team.orgId,
      ...actor(team.manager),
      action: 'payment_recorded',
      entityType: 'invoice',
      objectId: uuid(6001),
      entity: { number: 42, numberSuffix: 'XQ' },
      createdAt: at(1),
    },
    {
      id: uuid(2002),
      orgId: team.orgId,
      userId: null,
      userName: 'Former Colleague',
      userEmail: 'gone@example.com',
      action: 'updated',
      entityType: 'client',
      objectId: uuid(6002),
      entity: { name: 'Growth 100% Ltd' },
      createdAt: at(2),
    },
    {
      id: uuid(2003),
      orgId: team.orgId,
      ...actor(null),
      action: 'plan_changed',
      entityType: 'other',
      objectId: null,
      entity: null,
      createdAt: at(3),
    },
    {
      id: uuid(2004),
      orgId: team.orgId,
      ...actor(team.admin),
      action: 'created',
      entityType: 'project',
      objectId: uuid(6004),
      entity: { title: 'snake_case tooling' },
      createdAt: at(4),
    },
  ];
}

beforeAll(async () => {
  team = await createTeam(t, rest);
  // Start from a known log: drop what registration wrote.
  await t.handle.db.delete(schema.activityEntries);
  seeds = [...teamSeeds(), ...specialSeeds()];
  const outsiderSeeds: Seed[] = teamSeeds().map((seed, i) => ({
    ...seed,
    id: uuid(3000 + i),
    orgId: team.outsider.orgId,
    ...actor(team.outsider),
  }));
  await t.handle.db.insert(schema.activityEntries).values([...seeds, ...outsiderSeeds]);
});

const newestFirst = (list: Seed[]) =>
  [...list].sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime()).map((s) => s.id);

/** Every id the list answers for a query, following the pages at limit=100. */
async function allIds(query: string, token = team.viewer.token) {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const res = await rest.get(`/activity?${query}&limit=100&page=${page}`, { token });
    expect(res.status).toBe(200);
    ids.push(...res.body.items.map((e: { _id: string }) => e._id));
    if (page >= res.body.pages) return { ids, total: res.body.total as number };
  }
}

describe('GET /api/activity', () => {
  it('answers the newest 20 by default, with total and pages, in the activity entry shape', async () => {
    const res = await rest.get('/activity', { token: team.viewer.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(49);
    expect(res.body.pages).toBe(3);
    expect(res.body.items).toHaveLength(20);
    expect(res.body.items.map((e: { _id: string }) => e._id)).toEqual(newestFirst(seeds).slice(0, 20));
    const entry = res.body.items.find((e: { _id: string }) => e._id === uuid(2001));
    expect(entry).toEqual({
      _id: uuid(2001),
      user: { _id: team.manager.userId, name: 'Mona Manager', email: team.manager.email },
      action: 'payment_recorded',
      entityType: 'invoice',
      objectId: uuid(6001),
      entity: { number: 42, numberSuffix: 'XQ' },
      details: null,
      createdAt: new Date(BASE + 101 * hour).toISOString(),
    });
  });

  it('keeps the user snapshot of someone who left, and answers user null for system entries', async () => {
    const res = await rest.get('/activity?limit=10', { token: team.member.token });
    const byId = new Map(res.body.items.map((e: { _id: string }) => [e._id, e]));
    expect(byId.get(uuid(2002))).toMatchObject({
      user: { _id: null, name: 'Former Colleague', email: 'gone@example.com' },
    });
    expect(byId.get(uuid(2003))).toMatchObject({ user: null, objectId: null, entity: null });
  });

  it('pages: page × limit, pages = ceil(total / limit), past the end is empty', async () => {
    const order = newestFirst(seeds);
    const page3 = await rest.get('/activity?page=3&limit=20', { token: team.viewer.token });
    expect(page3.body).toMatchObject({ total: 49, pages: 3 });
    expect(page3.body.items.map((e: { _id: string }) => e._id)).toEqual(order.slice(40, 49));
    const tens = await rest.get('/activity?page=5&limit=10', { token: team.viewer.token });
    expect(tens.body).toMatchObject({ total: 49, pages: 5 });
    expect(tens.body.items).toHaveLength(9);
    for (const limit of [50, 100]) {
      const res = await rest.get(`/activity?limit=${limit}`, { token: team.viewer.token });
      expect(res.body).toMatchObject({ total: 49, pages: 1 });
      expect(res.body.items).toHaveLength(49);
    }
    const past = await rest.get('/activity?page=9&limit=10', { token: team.viewer.token });
    expect(past.body).toEqual({ items: [], total: 49, pages: 5 });
  });

  it('accepts any page size from 1 to 100, and pages from 1', async () => {
    for (const limit of ['0', '101', '1000', 'abc', '-20', '20.5']) {
      const res = await rest.get(`/activity?limit=${limit}`, { token: team.admin.token });
      expect(res.status, `limit=${limit}`).toBe(422);
      expect(res.body.errors).toEqual([
        { field: 'limit', msg: 'limit must be a whole number from 1 to 100' },
      ]);
    }
    for (const [limit, pages] of [
      ['1', 49],
      ['15', 4],
      ['100', 1],
    ] as const) {
      const res = await rest.get(`/activity?limit=${limit}`, { token: team.admin.token });
      expect(res.status, `limit=${limit}`).toBe(200);
      expect(res.body.items).toHaveLength(Math.min(Number(limit), 49));
      expect(res.body.pages).toBe(pages);
    }
    for (const page of ['0', '-1', 'x']) {
      const res = await rest.get(`/activity?page=${page}`, { token: team.admin.token });
      expect(res.status, `page=${page}`).toBe(422);
      expect(res.body.errors[0].field).toBe('page');
    }
  });

  it('filters by entity type', async () => {
    for (const type of ['client', 'project', 'invoice', 'other'] as const) {
      const { ids, total } = await allIds(`type=${type}`);
      expect(ids).toEqual(newestFirst(seeds.filter((s) => s.entityType === type)));
      expect(total).toBe(ids.length);
    }
    expect((await allIds('type=')).ids).toHaveLength(49);
    const bad = await rest.get('/activity?type=user', { token: team.viewer.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      { field: 'type', msg: 'type must be client, project, invoice or other' },
    ]);
  });

  it('filters by user id', async () => {
    const { ids } = await allIds(`userId=${team.member.userId}`);
    expect(ids).toEqual(newestFirst(seeds.filter((s) => s.userId === team.member.userId)));
    expect(ids.length).toBeGreaterThan(10);
    expect((await allIds(`userId=${team.outsider.userId}`)).ids).toEqual([]);
    const bad = await rest.get('/activity?userId=bob', { token: team.viewer.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('userId');
  });

  it('searches action, user name and email, and the entity name, title and number, case-insensitively', async () => {
    const cases: [string, string[]][] = [
      ['PAYMENT RECORDED', [uuid(2001)]],
      ['payment_recorded', [uuid(2001)]],
      ['xq', [uuid(2001)]],
      ['former', [uuid(2002)]],
      ['GONE@EXAMPLE', [uuid(2002)]],
      ['100%', [uuid(2002)]],
      ['snake_case', [uuid(2004)]],
      ['Tooling', [uuid(2004)]],
      ['plan changed', [uuid(2003)]],
    ];
    for (const [q, expected] of cases) {
      expect((await allIds(`q=${encodeURIComponent(q)}`)).ids, q).toEqual(expected);
    }
    // % and _ are literal characters, not wildcards.
    expect((await allIds(`q=${encodeURIComponent('e_c')}`)).ids).toEqual([uuid(2004)]);
    expect((await allIds(`q=${encodeURIComponent('h%L')}`)).ids).toEqual([]);

    const byName = (await allIds('q=mona')).ids;
    expect(byName).toEqual(newestFirst(seeds.filter((s) => s.userName === 'Mona Manager')));
    const byEmail = (await allIds(`q=${encodeURIComponent(team.member.email.toUpperCase())}`)).ids;
    expect(byEmail).toEqual(newestFirst(seeds.filter((s) => s.userEmail === team.member.email)));
    const byTitle = (await allIds('q=project%201')).ids; // "Project 1", "Project 13", "Project 17"
    expect(byTitle).toEqual(newestFirst(seeds.filter((s) => s.entity?.title?.startsWith('Project 1'))));
    expect(byTitle.length).toBeGreaterThan(1);
  });

  it('filters by date range: from inclusive, to exclusive, dates as midnight UTC', async () => {
    const from = new Date(BASE + 10 * hour).toISOString();
    const to = new Date(BASE + 20 * hour).toISOString();
    const { ids } = await allIds(`from=${from}&to=${to}`);
    const inRange = seeds.filter(
      (s) => s.createdAt.getTime() >= BASE + 10 * hour && s.createdAt.getTime() < BASE + 20 * hour,
    );
    expect(ids).toEqual(newestFirst(inRange));
    expect(ids).toHaveLength(10);
    const withOffset = await allIds(`from=${encodeURIComponent('2025-03-01T11:00:00+01:00')}&to=${to}`);
    expect(withOffset.ids).toEqual(ids);
    // 2025-03-02 is 24 hours after BASE.
    const day = await allIds('from=2025-03-02&to=2025-03-03');
    expect(day.ids).toEqual(newestFirst(seeds.filter((s) => s.createdAt.getUTCDate() === 2)));
    expect(day.ids).toHaveLength(21);
    for (const bad of ['from=yesterday', 'to=2025-13-01', 'from=2025-03-01T10:00:00']) {
      const res = await rest.get(`/activity?${bad}`, { token: team.viewer.token });
      expect(res.status, bad).toBe(422);
      expect(res.body.errors[0].msg).toMatch(/must be an ISO 8601 date or date-time/);
    }
  });

  it('combines filters', async () => {
    const { ids } = await allIds(
      `type=client&userId=${team.admin.userId}&q=client&from=2025-03-01T12:00:00Z`,
    );
    const expected = seeds.filter(
      (s) =>
        s.entityType === 'client' &&
        s.userId === team.admin.userId &&
        s.createdAt.getTime() >= BASE + 12 * hour,
    );
    expect(ids).toEqual(newestFirst(expected));
    expect(ids.length).toBeGreaterThan(0);
  });

  it('shows each organization only its own log, and needs a token', async () => {
    const outsider = await allIds('q=client', team.outsider.token);
    expect(outsider.total).toBe(12);
    const theirs = new Set(Array.from({ length: 45 }, (_, i) => uuid(3000 + i)));
    expect(outsider.ids.every((id) => theirs.has(id))).toBe(true);
    const mine = await allIds('q=client');
    expect(mine.ids.some((id) => theirs.has(id))).toBe(false);
    const anonymous = await rest.get('/activity');
    expect(anonymous.status).toBe(401);
  });
});

describe('writing entries', () => {
  it('stores the snapshot and the details as written, and no details as SQL NULL', async () => {
    const created = await rest.post('/clients', { name: 'Ledger Lane' }, { token: team.manager.token });
    expect(created.status).toBe(200);
    const id = created.body._id as string;
    const archived = await rest.put(`/clients/${id}`, { status: 'archived' }, { token: team.manager.token });
    expect(archived.status).toBe(200);
    const rows = await t.handle.db
      .select({
        action: schema.activityEntries.action,
        userEmail: schema.activityEntries.userEmail,
        entity: schema.activityEntries.entity,
        meta: schema.activityEntries.meta,
        metaIsSqlNull: sql<boolean>`${schema.activityEntries.meta} is null`,
      })
      .from(schema.activityEntries)
      .where(eq(schema.activityEntries.objectId, id))
      .orderBy(schema.activityEntries.createdAt);
    expect(rows).toEqual([
      {
        action: 'created',
        userEmail: team.manager.email,
        entity: { name: 'Ledger Lane' },
        meta: null,
        metaIsSqlNull: true,
      },
      {
        action: 'status_changed',
        userEmail: team.manager.email,
        entity: { name: 'Ledger Lane' },
        meta: { from: 'active', to: 'archived' },
        metaIsSqlNull: false,
      },
    ]);
  });
});

describe('GET /api/activity/{id}/client|project|invoice', () => {
  let client: string;
  let project: string;
  let invoice: string;
  let outsiderClient: string;

  beforeAll(async () => {
    const db = t.handle.db;
    const [c] = await db.insert(schema.clients).values({ orgId: team.orgId, name: 'Feed Co' }).returning();
    const [p] = await db
      .insert(schema.projects)
      .values({ orgId: team.orgId, clientId: c!.id, title: 'Feed site' })
      .returning();
    const [i] = await db
      .insert(schema.invoices)
      .values({ orgId: team.orgId, clientId: c!.id, number: 1 })
      .returning();
    const [o] = await db
      .insert(schema.clients)
      .values({ orgId: team.outsider.orgId, name: 'Elsewhere' })
      .returning();
    client = c!.id;
    project = p!.id;
    invoice = i!.id;
    outsiderClient = o!.id;
    const entry = (objectId: string, entityType: EntityType, n: number, orgId = team.orgId) => ({
      orgId,
      ...actor(team.manager),
      action: n === 0 ? 'created' : 'updated',
      entityType,
      objectId,
      entity: { name: 'Feed Co' },
      createdAt: new Date(BASE + n * 60_000),
    });
    await db
      .insert(schema.activityEntries)
      .values([
        ...Array.from({ length: 60 }, (_, n) => entry(client, 'client', n)),
        entry(project, 'project', 5),
        entry(project, 'project', 6),
        entry(invoice, 'invoice', 7),
        entry(outsiderClient, 'client', 1, team.outsider.orgId),
      ]);
  });

  it("answers a record's entries newest first, at most 50, to every role", async () => {
    for (const who of [team.admin, team.manager, team.member, team.viewer]) {
      const res = await rest.get(`/activity/${client}/client`, { token: who.token });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(50);
    }
    const res = await rest.get(`/activity/${client}/client`, { token: team.viewer.token });
    const times = res.body.map((e: { createdAt: string }) => e.createdAt);
    expect(times[0]).toBe(new Date(BASE + 59 * 60_000).toISOString());
    expect(times.at(-1)).toBe(new Date(BASE + 10 * 60_000).toISOString());
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.body[0]).toMatchObject({ objectId: client, entityType: 'client', action: 'updated' });

    const projectFeed = await rest.get(`/activity/${project}/project`, { token: team.viewer.token });
    expect(projectFeed.body.map((e: { createdAt: string }) => e.createdAt)).toEqual([
      new Date(BASE + 6 * 60_000).toISOString(),
      new Date(BASE + 5 * 60_000).toISOString(),
    ]);
    const invoiceFeed = await rest.get(`/activity/${invoice}/invoice`, { token: team.viewer.token });
    expect(invoiceFeed.body).toHaveLength(1);
    expect(invoiceFeed.body[0].objectId).toBe(invoice);
  });

  it("answers 404 for another organization's record, the wrong kind, a bad id, or a deleted record", async () => {
    const other = await rest.get(`/activity/${outsiderClient}/client`, { token: team.admin.token });
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe(WORKSPACE_MSG.clientNotFound);
    const theirs = await rest.get(`/activity/${client}/client`, { token: team.outsider.token });
    expect(theirs.status).toBe(404);
    expect((await rest.get(`/activity/${client}/project`, { token: team.admin.token })).status).toBe(404);
    expect((await rest.get(`/activity/${project}/invoice`, { token: team.admin.token })).body.msg).toBe(
      WORKSPACE_MSG.invoiceNotFound,
    );
    expect((await rest.get('/activity/not-a-uuid/client', { token: team.admin.token })).status).toBe(404);

    const [gone] = await t.handle.db
      .insert(schema.clients)
      .values({ orgId: team.orgId, name: 'Gone Ltd' })
      .returning();
    await t.handle.db.insert(schema.activityEntries).values({
      orgId: team.orgId,
      action: 'deleted',
      entityType: 'client',
      objectId: gone!.id,
      entity: { name: 'Gone Ltd' },
    });
    await t.handle.db.delete(schema.clients).where(eq(schema.clients.id, gone!.id));
    expect((await rest.get(`/activity/${gone!.id}/client`, { token: team.admin.token })).status).toBe(404);
    expect((await rest.get(`/activity/${client}/client`)).status).toBe(401);
  });
});
