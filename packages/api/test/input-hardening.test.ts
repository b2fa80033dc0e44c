import { MSG, WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userRow } from './helpers/fixtures';
import { createTeam, type Team } from './helpers/org';
import { as, uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
let team: Team;
let clientId: string;
let projectId: string;

beforeAll(async () => {
  team = await createTeam(t, rest, { plan: 'pro' });
  clientId = (await rest.post('/clients', { name: 'Base Client' }, as(team.admin))).body._id;
  projectId = (await rest.post('/projects', { title: 'Base Project', client: clientId }, as(team.admin))).body
    ._id;
});

/** PostgreSQL text cannot hold U+0000; every such input used to end in a 500. */
describe('NUL characters in text inputs', () => {
  const NUL = '\u0000';

  it('are dropped from workspace texts: clients, projects, invoices, notes', async () => {
    const client = await rest.post(
      '/clients',
      { name: `Acme${NUL} Inc`, tags: [`v${NUL}ip`] },
      as(team.admin),
    );
    expect(client.status, JSON.stringify(client.body)).toBe(200);
    expect(client.body).toMatchObject({ name: 'Acme Inc', tags: ['vip'] });

    const project = await rest.post(
      '/projects',
      { title: `Web${NUL}site`, client: client.body._id, description: `a${NUL}b`, tags: `x${NUL},y` },
      as(team.admin),
    );
    expect(project.status, JSON.stringify(project.body)).toBe(200);
    expect(project.body).toMatchObject({ title: 'Website', description: 'ab', tags: ['x', 'y'] });

    const invoice = await rest.post(
      '/invoices',
      {
        client: client.body._id,
        project: [project.body._id],
        items: [{ description: `De${NUL}sign`, quantity: 1, unitPrice: 10 }],
        numberSuffix: `A${NUL}B`,
      },
      as(team.admin),
    );
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    expect(invoice.body.items[0].description).toBe('Design');
    expect(invoice.body.numberSuffix).toBe('AB');

    const note = await rest.post(
      '/notes',
      { entityType: 'client', objectId: client.body._id, body: `call${NUL} back` },
      as(team.admin),
    );
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    expect(note.body.body).toBe('call back');
  });

  it('are dropped from account and organization texts, on REST and tRPC alike', async () => {
    const email = uniqueEmail('nul');
    const registered = await rest.post('/auth/register', {
      name: `Nu${NUL}la`,
      email,
      password: 'Str0ng-Passw0rd',
      orgName: `Nul${NUL} Org`,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect((await userRow(t, email)).name).toBe('Nula');

    const renamed = await rest.put('/org/name', { name: `Re${NUL}named` }, as(team.admin));
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.name).toBe('Renamed');

    const profile = await rest.put('/users/me', { name: `Al${NUL}ice` }, as(team.admin));
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect(profile.body.user.name).toBe('Alice');

    const viaTrpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/clients.create',
      headers: { authorization: `Bearer ${team.admin.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: `Tr${NUL}pc` }),
    });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(viaTrpc.json().result.data.name).toBe('Trpc');
  });

  it('leave an id that is no UUID a 404', async () => {
    const res = await rest.get(
      `/clients/${encodeURIComponent(`${clientId.slice(0, 8)}${NUL}`)}`,
      as(team.admin),
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: WORKSPACE_MSG.clientNotFound });
  });
});

/** PostgreSQL has no year 0: "0000-01-01" passes the format check but not the database. */
describe('dates in year 0', () => {
  it('a project due date in year 0 is a 422 on dueDate, and nothing is saved', async () => {
    const created = await rest.post(
      '/projects',
      { title: 'Ancient', client: clientId, dueDate: '0000-01-01' },
      as(team.admin),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(422);
    expect(created.body.errors).toEqual([{ field: 'dueDate', msg: WORKSPACE_MSG.invalidDate }]);
    const ancient = await t.handle.db
      .select()
      .from(schema.projects)
      .where(eq(schema.projects.title, 'Ancient'));
    expect(ancient).toEqual([]);

    const updated = await rest.put(`/projects/${projectId}`, { dueDate: '0000-12-31' }, as(team.admin));
    expect(updated.status, JSON.stringify(updated.body)).toBe(422);
    expect(updated.body.errors).toEqual([{ field: 'dueDate', msg: WORKSPACE_MSG.invalidDate }]);
    expect((await rest.get(`/projects/${projectId}`, as(team.admin))).body.dueDate).toBeNull();

    // Year 1 is the first the database holds, and is fine.
    const first = await rest.put(`/projects/${projectId}`, { dueDate: '0001-01-01' }, as(team.admin));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.dueDate).toBe('0001-01-01');
  });

  it('activity filters from or to year 0 mean "since the beginning" and "nothing before it"', async () => {
    const all = await rest.get('/activity', as(team.admin));
    expect(all.status).toBe(200);

    const from = await rest.get('/activity?from=0000-01-01', as(team.admin));
    expect(from.status, JSON.stringify(from.body)).toBe(200);
    expect(from.body.total).toBe(all.body.total);

    const to = await rest.get(`/activity?to=${encodeURIComponent('0000-06-01T00:00:00Z')}`, as(team.admin));
    expect(to.status, JSON.stringify(to.body)).toBe(200);
    expect(to.body).toEqual({ items: [], total: 0, pages: 0 });

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/activity/export?from=0000-01-01',
      headers: { authorization: `Bearer ${team.admin.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(all.body.total + 1);
  });
});

describe('deeply nested JSON bodies', () => {
  it('are refused with a 422 envelope instead of overflowing the stack (500)', async () => {
    const depth = 5_000;
    const payload = `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const before = await t.handle.db.select({ id: schema.clients.id }).from(schema.clients);
    for (const url of ['/api/clients', '/api/auth/login']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${team.admin.token}`, 'content-type': 'application/json' },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({ msg: MSG.validationFailed });
    }
    expect(await t.handle.db.select({ id: schema.clients.id }).from(schema.clients)).toHaveLength(
      before.length,
    );
  });
});

/**
 * A lone UTF-16 surrogate is valid in a JSON string but not in PostgreSQL's jsonb (the activity
 * entry snapshots names and titles): it used to end in a 500. It becomes U+FFFD, the replacement
 * character, wherever input arrives.
 */
describe('lone surrogates in text inputs', () => {
  const LONE = '\ud800';
  // JSON.stringify writes a lone surrogate as the escape "\ud800", exactly as a hostile client would.
  const REPLACED = '\ufffd';

  it('are replaced in organization names, invite names, project titles and notes, with their activity', async () => {
    const renamed = await rest.put('/org/name', { name: `Org${LONE}Name` }, as(team.admin));
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.name).toBe(`Org${REPLACED}Name`);

    const invited = await rest.post(
      '/org/invite',
      { name: `In${LONE}vitee`, email: uniqueEmail('surrogate'), role: 'viewer' },
      as(team.admin),
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);

    const project = await rest.post('/projects', { title: `Ti${LONE}tle`, client: clientId }, as(team.admin));
    expect(project.status, JSON.stringify(project.body)).toBe(200);
    expect(project.body.title).toBe(`Ti${REPLACED}tle`);

    const note = await rest.post(
      '/notes',
      { entityType: 'project', objectId: project.body._id, body: `x${'\udc00'}y` },
      as(team.admin),
    );
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    expect(note.body.body).toBe(`x${REPLACED}y`);

    const feed = await rest.get(`/activity/${project.body._id}/project`, as(team.admin));
    expect(feed.status).toBe(200);
    expect(JSON.stringify(feed.body)).toContain(`Ti${REPLACED}tle`);
  });

  it('keep well-formed pairs (emoji) as they are, and work on tRPC too', async () => {
    const viaTrpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/clients.create',
      headers: { authorization: `Bearer ${team.admin.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: `Caf${LONE} 🚀` }),
    });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(viaTrpc.json().result.data.name).toBe(`Caf${REPLACED} 🚀`);
  });

  it('in a registration leave a storable account and organization', async () => {
    const email = uniqueEmail('surrogate-reg');
    const res = await rest.post('/auth/register', {
      name: `Sur${LONE}`,
      email,
      password: 'Str0ng-Passw0rd',
      orgName: `Org ${'\udfff'}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await userRow(t, email)).name).toBe(`Sur${REPLACED}`);
  });
});

/** Project tags are held to the bounds of client tags (each tag's length and how many). */
describe('project tag bounds', () => {
  it('refuse an oversized tag or too many tags with a 422, on create and update, storing nothing', async () => {
    const huge = 'x'.repeat(300_000);
    const many = Array.from({ length: 20_000 }, (_, i) => `t${i}`);
    const cases = [
      { tags: [huge], msg: WORKSPACE_MSG.tagTooLong },
      { tags: huge, msg: WORKSPACE_MSG.tagTooLong },
      { tags: many, msg: WORKSPACE_MSG.tooManyTags },
      { tags: many.join(','), msg: WORKSPACE_MSG.tooManyTags },
    ];
    for (const { tags, msg } of cases) {
      const created = await rest.post(
        '/projects',
        { title: 'Tagged', client: clientId, tags },
        as(team.admin),
      );
      expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(422);
      expect(created.body.errors).toContainEqual(expect.objectContaining({ msg }));
      expect(created.body.errors.every((e: { field: string }) => e.field.startsWith('tags'))).toBe(true);

      const updated = await rest.put(`/projects/${projectId}`, { tags }, as(team.admin));
      expect(updated.status).toBe(422);
    }
    const stored = await t.handle.db
      .select()
      .from(schema.projects)
      .where(eq(schema.projects.title, 'Tagged'));
    expect(stored).toEqual([]);
    expect((await rest.get(`/projects/${projectId}`, as(team.admin))).body.tags).toEqual([]);

    // At the bounds it is accepted: 50 tags of 50 characters.
    const atBound = Array.from({ length: 50 }, (_, i) => `${i}`.padStart(50, 'a'));
    const ok = await rest.put(`/projects/${projectId}`, { tags: atBound }, as(team.admin));
    expect(ok.status, JSON.stringify(ok.body).slice(0, 300)).toBe(200);
    expect(ok.body.tags).toHaveLength(50);
  });
});

describe('malformed percent-encoding in a path', () => {
  it('answers 400 with the { msg } envelope, on /api and /trpc, without echoing the path', async () => {
    for (const url of ['/api/clients/%zz', '/api/auth/invite/%E0%A4%A', '/trpc/%zz']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${team.admin.token}` },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ msg: MSG.malformedUrl });
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });
});
