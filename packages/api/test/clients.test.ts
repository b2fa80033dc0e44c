import { FREE_PLAN_LIMITS, MSG, WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordActivity } from './helpers/fixtures';
import { createClient, createOrg, createTeam, setPlan, type Team } from './helpers/org';
import { as, signUp } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
let team: Team;

beforeAll(async () => {
  team = await createTeam(t, rest);
});

const activityOf = (objectId: string) => recordActivity(t, objectId);

/** The client form's messages, in order, when its name, email, one tag and status are all invalid. */
const everyFieldInvalid = (tagField: string) => [
  { field: 'name', msg: 'Name is required' },
  { field: 'email', msg: 'Enter a valid email address' },
  { field: tagField, msg: 'Tags cannot be empty' },
  { field: 'status', msg: 'Invalid status' },
];

const clientRow = async (id: string) =>
  (await t.handle.db.select().from(schema.clients).where(eq(schema.clients.id, id)))[0];

describe('POST /api/clients', () => {
  it('creates a client with trimmed text, a lowercased email and de-duplicated tags, and records it', async () => {
    const res = await rest.post(
      '/clients',
      {
        name: '  Globex Corp ',
        email: ' Billing@GLOBEX.example ',
        phone: ' +1 555 0100 ',
        address: '1 Main St',
        tags: [' vip ', 'VIP', 'retail'],
      },
      as(team.admin),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Globex Corp',
      email: 'billing@globex.example',
      phone: '+1 555 0100',
      address: '1 Main St',
      taxId: null,
      locale: null,
      sendReminders: true,
      tags: ['vip', 'retail'],
      status: 'active',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const fetched = await rest.get(`/clients/${res.body._id}`, as(team.viewer));
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(res.body);

    const [entry, ...more] = await activityOf(res.body._id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      orgId: team.orgId,
      userId: team.admin.userId,
      userName: team.admin.name,
      action: 'created',
      entityType: 'client',
      entity: { name: 'Globex Corp' },
    });
  });

  it('keeps optional fields empty: blank email, phone and address become null, tags []', async () => {
    const res = await rest.post(
      '/clients',
      { name: 'Bare', email: '', phone: ' ', address: null },
      as(team.manager),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Bare',
      email: null,
      phone: null,
      address: null,
      tags: [],
      status: 'active',
    });
  });

  it("answers 422 with the client form's messages and creates nothing", async () => {
    const before = await t.handle.db.select({ n: count() }).from(schema.clients);
    const empty = await rest.post('/clients', {}, as(team.admin));
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      msg: WORKSPACE_MSG.clientNameRequired,
      errors: [{ field: 'name', msg: 'Name is required' }],
    });
    const bad = await rest.post(
      '/clients',
      { name: '   ', email: 'not-an-email', tags: ['ok', '  '], status: 'deleted' },
      as(team.admin),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(everyFieldInvalid('tags.1'));
    const after = await t.handle.db.select({ n: count() }).from(schema.clients);
    expect(after).toEqual(before);
  });

  it('is for admins and managers only: member and viewer get 403 INSUFFICIENT_ROLE', async () => {
    for (const who of [team.member, team.viewer]) {
      const res = await rest.post('/clients', { name: `By ${who.role}` }, as(who));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ msg: MSG.insufficientRole, code: 'INSUFFICIENT_ROLE' });
    }
    const rows = await t.handle.db.select().from(schema.clients).where(eq(schema.clients.name, 'By viewer'));
    expect(rows).toHaveLength(0);
    expect((await rest.post('/clients', { name: 'X' })).status).toBe(401);
  });
});

describe('PUT /api/clients/{id}', () => {
  it('changes only the fields given and records them as "updated"', async () => {
    const client = await createClient(rest, team.admin, {
      name: 'Initech',
      email: 'a@initech.example',
      tags: ['b2b'],
    });
    const res = await rest.put(
      `/clients/${client._id}`,
      { phone: '555-0199', tags: ['B2B', 'tps'] },
      as(team.manager),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Initech',
      email: 'a@initech.example',
      phone: '555-0199',
      tags: ['B2B', 'tps'],
      status: 'active',
    });
    const cleared = await rest.put(`/clients/${client._id}`, { email: '' }, as(team.admin));
    expect(cleared.body.email).toBeNull();

    const entries = await activityOf(client._id);
    expect(entries.map((e) => e.action)).toEqual(['created', 'updated', 'updated']);
    expect(entries[1]).toMatchObject({ userId: team.manager.userId, meta: { fields: ['phone', 'tags'] } });
    expect(entries[2]).toMatchObject({ meta: { fields: ['email'] } });
  });

  it('archives and restores with a body of only {status}, recorded as status_changed {from, to}', async () => {
    const client = await createClient(rest, team.admin, { name: 'Umbrella', email: 'x@umbrella.example' });
    const archived = await rest.put(`/clients/${client._id}`, { status: 'archived' }, as(team.admin));
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({
      name: 'Umbrella',
      email: 'x@umbrella.example',
      status: 'archived',
    });
    const restored = await rest.put(`/clients/${client._id}`, { status: 'active' }, as(team.manager));
    expect(restored.body.status).toBe('active');
    const entries = await activityOf(client._id);
    expect(entries.map((e) => [e.action, e.meta])).toEqual([
      ['created', null],
      ['status_changed', { from: 'active', to: 'archived' }],
      ['status_changed', { from: 'archived', to: 'active' }],
    ]);
  });

  it('writes nothing when nothing changes', async () => {
    const client = await createClient(rest, team.admin, { name: 'Same Co', tags: ['a'] });
    const res = await rest.put(
      `/clients/${client._id}`,
      { name: 'Same Co', tags: ['a'], status: 'active' },
      as(team.admin),
    );
    expect(res.status).toBe(200);
    expect((await activityOf(client._id)).map((e) => e.action)).toEqual(['created']);
  });

  it('validates like create, with the exact messages, and changes nothing', async () => {
    const client = await createClient(rest, team.admin, { name: 'Valid Ltd' });
    const res = await rest.put(
      `/clients/${client._id}`,
      { name: '', email: 'nope@', tags: [''], status: 'ARCHIVED' },
      as(team.admin),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(everyFieldInvalid('tags.0'));
    expect((await clientRow(client._id))?.name).toBe('Valid Ltd');
  });

  it('is for admins and managers only, whatever the change', async () => {
    const client = await createClient(rest, team.admin, { name: 'Locked' });
    for (const who of [team.member, team.viewer]) {
      for (const change of [{ status: 'archived' }, { name: 'Mine' }]) {
        const res = await rest.put(`/clients/${client._id}`, change, as(who));
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('INSUFFICIENT_ROLE');
      }
    }
    expect(await clientRow(client._id)).toMatchObject({ name: 'Locked', status: 'active' });
  });
});

describe('sendReminders', () => {
  it('is on by default, can be turned off and on, and refuses anything but a boolean without changing the client', async () => {
    const client = await createClient(rest, team.admin, {
      name: 'Reminded Co',
      email: 'ap@reminded.example',
    });
    expect(client.sendReminders).toBe(true);
    const off = await rest.post('/clients', { name: 'Quiet Co', sendReminders: false }, as(team.manager));
    expect(off.status).toBe(200);
    expect(off.body.sendReminders).toBe(false);
    expect((await clientRow(off.body._id))?.sendReminders).toBe(false);

    const turnedOff = await rest.put(`/clients/${client._id}`, { sendReminders: false }, as(team.manager));
    expect(turnedOff.body.sendReminders).toBe(false);
    expect((await activityOf(client._id)).at(-1)).toMatchObject({
      action: 'updated',
      meta: { fields: ['sendReminders'] },
    });

    const refused = await rest.put(`/clients/${client._id}`, { sendReminders: 'no' }, as(team.admin));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ field: 'sendReminders', msg: 'Reminders must be true or false' }]);
    expect((await clientRow(client._id))?.sendReminders).toBe(false);
  });
});

describe('GET /api/clients', () => {
  let listOrg: { token: string };
  const names = (res: { body: { name: string }[] }) => res.body.map((c) => c.name);

  beforeAll(async () => {
    listOrg = await signUp(rest, t.outbox, { orgName: 'List Org' });
    for (const body of [
      { name: 'beta Works', email: 'hello@beta.example' },
      { name: 'Alpha 50% Off', email: 'sales@alpha.example' },
      { name: 'Charlie', email: 'c@ALPHA-partner.example' },
      { name: 'Delta Old', status: 'archived' },
    ]) {
      await createClient(rest, listOrg, body);
    }
  });

  it('answers an array of active clients ordered by name, ignoring case', async () => {
    const res = await rest.get('/clients', as(listOrg));
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Alpha 50% Off', 'beta Works', 'Charlie']);
    expect(res.body[0]).toMatchObject({ _id: expect.any(String), email: 'sales@alpha.example', tags: [] });
  });

  it('sanitises the status filter: empty, "undefined", "null" or unknown values mean active, case is ignored', async () => {
    const active = ['Alpha 50% Off', 'beta Works', 'Charlie'];
    const cases: [string, string[]][] = [
      ['', active],
      ['undefined', active],
      ['null', active],
      ['bogus', active],
      ['active', active],
      ['archived', ['Delta Old']],
      ['ARCHIVED', ['Delta Old']],
      ['all', ['Alpha 50% Off', 'beta Works', 'Charlie', 'Delta Old']],
      ['nonarchived', active],
      ['nonArchived', active],
      ['completed', []],
    ];
    for (const [status, expected] of cases) {
      const res = await rest.get(`/clients?status=${encodeURIComponent(status)}`, as(listOrg));
      expect(res.status, status).toBe(200);
      expect(names(res), `status=${status}`).toEqual(expected);
    }
  });

  it('q matches part of the name or the email, ignoring case; % and _ are literal', async () => {
    const q = async (text: string, status = '') =>
      names(await rest.get(`/clients?q=${encodeURIComponent(text)}&status=${status}`, as(listOrg)));
    expect(await q('ALPHA')).toEqual(['Alpha 50% Off', 'Charlie']);
    expect(await q('beta.example')).toEqual(['beta Works']);
    expect(await q('50%')).toEqual(['Alpha 50% Off']);
    expect(await q('%')).toEqual(['Alpha 50% Off']);
    expect(await q('_')).toEqual([]);
    expect(await q('old', 'all')).toEqual(['Delta Old']);
    expect(await q('   ')).toHaveLength(3);
  });

  it("lists only the caller's organization, for every role", async () => {
    for (const who of [team.admin, team.manager, team.member, team.viewer]) {
      const res = await rest.get('/clients?status=all', as(who));
      expect(res.status).toBe(200);
      expect(names(res)).not.toContain('beta Works');
    }
    expect((await rest.get('/clients')).status).toBe(401);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another organization's client and changes nothing", async () => {
    const client = await createClient(rest, team.admin, { name: 'Private Client' });
    const outsider = as(team.outsider);
    for (const path of ['', '/summary', '/projects', '/invoices']) {
      const res = await rest.get(`/clients/${client._id}${path}`, outsider);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ msg: WORKSPACE_MSG.clientNotFound });
    }
    expect((await rest.put(`/clients/${client._id}`, { name: 'Hijacked' }, outsider)).status).toBe(404);
    expect((await rest.put(`/clients/${client._id}`, { status: 'archived' }, outsider)).status).toBe(404);
    expect((await rest.delete(`/clients/${client._id}`, outsider)).status).toBe(404);
    expect(await clientRow(client._id)).toMatchObject({ name: 'Private Client', status: 'active' });
    expect((await activityOf(client._id)).map((e) => e.action)).toEqual(['created']);
  });

  it('answers 404 for ids that are not UUIDs or do not exist', async () => {
    for (const id of ['nope', '123', '00000000-0000-4000-8000-000000000000']) {
      expect((await rest.get(`/clients/${id}`, as(team.admin))).status).toBe(404);
      expect((await rest.put(`/clients/${id}`, { name: 'X' }, as(team.admin))).status).toBe(404);
      expect((await rest.delete(`/clients/${id}`, as(team.admin))).status).toBe(404);
    }
  });
});

describe('free plan client limit', () => {
  it('refuses the 51st client with 403 PLAN_UPGRADE_REQUIRED and creates nothing; pro is unlimited', async () => {
    const { admin: owner, orgId } = await createOrg(t, rest, { orgName: 'Busy Agency' });
    // 49 rows straight into the table (archived ones count too), then the 50th through the API.
    await t.handle.db.insert(schema.clients).values(
      Array.from({ length: FREE_PLAN_LIMITS.clients - 1 }, (_, i) => ({
        orgId,
        name: `Client ${i}`,
        status: i % 2 === 0 ? ('active' as const) : ('archived' as const),
      })),
    );
    // Eight requests race for the last free slot: exactly one gets it (PostgreSQL really races).
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) => rest.post('/clients', { name: `Racer ${i}` }, as(owner))),
    );
    expect(racing.map((res) => res.status).sort()).toEqual([200, 403, 403, 403, 403, 403, 403, 403]);

    const refused = await rest.post('/clients', { name: 'Number 51' }, as(owner));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      msg: WORKSPACE_MSG.clientLimit,
      code: 'PLAN_UPGRADE_REQUIRED',
      requiredPlan: 'pro',
      currentPlan: 'free',
      subscriptionStatus: 'inactive',
    });
    const countClients = async () =>
      (
        await t.handle.db.select({ n: count() }).from(schema.clients).where(eq(schema.clients.orgId, orgId))
      )[0]?.n;
    expect(await countClients()).toBe(50);
    const created = await t.handle.db
      .select()
      .from(schema.activityEntries)
      .where(eq(schema.activityEntries.orgId, orgId));
    expect(created.filter((e) => e.action === 'created')).toHaveLength(1);

    await setPlan(t, orgId, 'pro');
    const allowed = await rest.post('/clients', { name: 'Number 51' }, as(owner));
    expect(allowed.status).toBe(200);
    expect(await countClients()).toBe(51);
  });
});
