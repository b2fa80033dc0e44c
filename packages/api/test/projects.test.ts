import { MSG, WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordActivity } from './helpers/fixtures';
import { createClient, createProject, createTeam, type Team } from './helpers/org';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
let team: Team;
/** An active client of the team's organization. */
let acme: { _id: string; name: string };

beforeAll(async () => {
  team = await createTeam(t, rest);
  acme = await createClient(rest, team.admin, { name: 'Acme Corp' });
});

const activityOf = (objectId: string) => recordActivity(t, objectId);

const projectCount = async () => (await t.handle.db.select({ n: count() }).from(schema.projects))[0]?.n;

describe('POST /api/projects', () => {
  it('creates a project with the embedded client, tags split and de-duplicated, and records it', async () => {
    const res = await rest.post(
      '/projects',
      {
        title: '  Website Redesign ',
        description: ' New look ',
        client: acme._id,
        priceCents: 250_000,
        currency: 'EUR',
        dueDate: '2030-05-01',
        tags: 'Design, web\nDESIGN,, ',
      },
      as(team.manager),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Website Redesign',
      description: 'New look',
      client: { _id: acme._id, name: 'Acme Corp' },
      priceCents: 250_000,
      currency: 'EUR',
      dueDate: '2030-05-01',
      tags: ['Design', 'web'],
      status: 'active',
      overdue: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await rest.get(`/projects/${res.body._id}`, as(team.viewer))).body).toEqual(res.body);
    const entries = await activityOf(res.body._id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userId: team.manager.userId,
      action: 'created',
      entityType: 'project',
      entity: { title: 'Website Redesign' },
    });
  });

  it('defaults: budget 0 (missing, empty or null), currency USD, no due date, no tags', async () => {
    const minimal = await createProject(rest, team.admin, { title: 'Minimal', client: acme._id });
    expect(minimal).toMatchObject({
      description: '',
      priceCents: 0,
      currency: 'USD',
      dueDate: null,
      tags: [],
    });
    const blank = await createProject(rest, team.admin, {
      title: 'Blank',
      client: acme._id,
      priceCents: '',
      dueDate: '',
      description: null,
      tags: ['  ', 'a', 'A'],
    });
    expect(blank).toMatchObject({ priceCents: 0, dueDate: null, description: '', tags: ['a'] });
    expect(
      await createProject(rest, team.admin, { title: 'Null budget', client: acme._id, priceCents: null }),
    ).toMatchObject({
      priceCents: 0,
    });
    expect(
      await createProject(rest, team.admin, { title: 'Text budget', client: acme._id, priceCents: '1500' }),
    ).toMatchObject({
      priceCents: 1500,
    });
  });

  it("answers 422 with the project form's messages and creates nothing", async () => {
    const before = await projectCount();
    const empty = await rest.post('/projects', {}, as(team.admin));
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      msg: 'Title is required',
      errors: [
        { field: 'title', msg: 'Title is required' },
        { field: 'client', msg: 'Client is required' },
      ],
    });
    const blank = await rest.post('/projects', { title: ' ', client: '' }, as(team.admin));
    expect(blank.body.errors).toEqual([
      { field: 'title', msg: 'Title is required' },
      { field: 'client', msg: 'Client is required' },
    ]);
    for (const priceCents of [-1, -0.5, 'abc', '-100', true]) {
      const res = await rest.post('/projects', { title: 'T', client: acme._id, priceCents }, as(team.admin));
      expect(res.status, String(priceCents)).toBe(422);
      expect(res.body.errors, String(priceCents)).toEqual([
        { field: 'priceCents', msg: 'Budget must be ≥ 0' },
      ]);
    }
    const fractional = await rest.post(
      '/projects',
      { title: 'T', client: acme._id, priceCents: 10.5 },
      as(team.admin),
    );
    expect(fractional.body.errors).toEqual([{ field: 'priceCents', msg: WORKSPACE_MSG.budgetInteger }]);
    const other = await rest.post(
      '/projects',
      { title: 'T', client: acme._id, currency: 'JPY', dueDate: '2030-02-30' },
      as(team.admin),
    );
    expect(other.body.errors).toEqual([
      { field: 'currency', msg: WORKSPACE_MSG.invalidCurrency },
      { field: 'dueDate', msg: WORKSPACE_MSG.invalidDate },
    ]);
    expect(await projectCount()).toBe(before);
  });

  it('requires an active client of the same organization', async () => {
    const archived = await createClient(rest, team.admin, { name: 'Old Client', status: 'archived' });
    const foreign = await createClient(rest, team.outsider, { name: 'Foreign Client' });
    const before = await projectCount();
    for (const client of [archived._id, foreign._id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await rest.post('/projects', { title: 'Nope', client }, as(team.admin));
      expect(res.status, client).toBe(422);
      expect(res.body).toEqual({
        msg: WORKSPACE_MSG.clientNotActive,
        errors: [{ field: 'client', msg: WORKSPACE_MSG.clientNotActive }],
      });
    }
    expect(await projectCount()).toBe(before);
  });
});

describe('role matrix', () => {
  it('lets every member read, and only admins and managers write (403 INSUFFICIENT_ROLE)', async () => {
    const project = await createProject(rest, team.admin, { title: 'Roles', client: acme._id });
    for (const who of [team.admin, team.manager, team.member, team.viewer]) {
      expect((await rest.get(`/projects/${project._id}`, as(who))).status).toBe(200);
      expect((await rest.get('/projects', as(who))).status).toBe(200);
    }
    for (const who of [team.member, team.viewer]) {
      const calls = [
        rest.post('/projects', { title: 'X', client: acme._id }, as(who)),
        rest.put(`/projects/${project._id}`, { title: 'X' }, as(who)),
        rest.patch(`/projects/${project._id}/status`, { status: 'archived' }, as(who)),
        rest.delete(`/projects/${project._id}`, as(who)),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ msg: MSG.insufficientRole, code: 'INSUFFICIENT_ROLE' });
      }
    }
    expect((await rest.get(`/projects/${project._id}`, as(team.admin))).body).toMatchObject({
      title: 'Roles',
      status: 'active',
    });
    expect((await activityOf(project._id)).map((e) => e.action)).toEqual(['created']);
  });
});

describe('PUT /api/projects/{id}', () => {
  it('changes only the fields given and records "updated" with their names', async () => {
    const project = await createProject(rest, team.admin, {
      title: 'Partial',
      description: 'Keep me',
      client: acme._id,
      priceCents: 100,
      dueDate: '2030-01-01',
      tags: ['a'],
    });
    const res = await rest.put(`/projects/${project._id}`, { priceCents: 900, tags: 'b, c' }, as(team.admin));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Partial',
      description: 'Keep me',
      priceCents: 900,
      dueDate: '2030-01-01',
      tags: ['b', 'c'],
      client: { _id: acme._id, name: 'Acme Corp' },
    });
    const cleared = await rest.put(
      `/projects/${project._id}`,
      { dueDate: '', priceCents: '' },
      as(team.manager),
    );
    expect(cleared.body).toMatchObject({ dueDate: null, priceCents: 0, description: 'Keep me' });
    const statusOnly = await rest.put(`/projects/${project._id}`, { status: 'completed' }, as(team.admin));
    expect(statusOnly.body).toMatchObject({ status: 'completed', title: 'Partial', tags: ['b', 'c'] });
    const entries = await activityOf(project._id);
    expect(entries.map((e) => [e.action, e.meta])).toEqual([
      ['created', null],
      ['updated', { fields: ['priceCents', 'tags'] }],
      ['updated', { fields: ['priceCents', 'dueDate'] }],
      ['status_changed', { from: 'active', to: 'completed' }],
    ]);
  });

  it('moves a project only to an active client, and keeps it editable when its own client is archived', async () => {
    const first = await createClient(rest, team.admin, { name: 'First Client' });
    const second = await createClient(rest, team.admin, { name: 'Second Client' });
    const archived = await createClient(rest, team.admin, { name: 'Archived Client', status: 'archived' });
    const project = await createProject(rest, team.admin, { title: 'Mover', client: first._id });

    const moved = await rest.put(`/projects/${project._id}`, { client: second._id }, as(team.admin));
    expect(moved.body.client).toEqual({ _id: second._id, name: 'Second Client' });
    const refused = await rest.put(`/projects/${project._id}`, { client: archived._id }, as(team.admin));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ field: 'client', msg: WORKSPACE_MSG.clientNotActive }]);
    const foreign = await createClient(rest, team.outsider, { name: 'Theirs' });
    expect((await rest.put(`/projects/${project._id}`, { client: foreign._id }, as(team.admin))).status).toBe(
      422,
    );

    await rest.put(`/clients/${second._id}`, { status: 'archived' }, as(team.admin));
    const edited = await rest.put(
      `/projects/${project._id}`,
      { title: 'Mover 2', client: second._id, description: 'still editable' },
      as(team.admin),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Mover 2', client: { _id: second._id } });
  });

  it('validates with the exact messages and changes nothing', async () => {
    const project = await createProject(rest, team.admin, { title: 'Stable', client: acme._id });
    const res = await rest.put(
      `/projects/${project._id}`,
      { title: '', client: '', priceCents: -5, status: 'done' },
      as(team.admin),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'title', msg: 'Title is required' },
      { field: 'client', msg: 'Client is required' },
      { field: 'priceCents', msg: 'Budget must be ≥ 0' },
      { field: 'status', msg: 'Invalid status' },
    ]);
    expect((await rest.get(`/projects/${project._id}`, as(team.admin))).body.title).toBe('Stable');
  });
});

describe('PATCH /api/projects/{id}/status', () => {
  it('moves between any states and records status_changed {from, to}', async () => {
    const project = await createProject(rest, team.admin, { title: 'Lifecycle', client: acme._id });
    for (const status of ['completed', 'archived', 'active', 'archived']) {
      const res = await rest.patch(`/projects/${project._id}/status`, { status }, as(team.manager));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        _id: project._id,
        status,
        client: { _id: acme._id, name: 'Acme Corp' },
      });
    }
    // Setting the state it already has changes nothing and records nothing.
    expect(
      (await rest.patch(`/projects/${project._id}/status`, { status: 'archived' }, as(team.admin))).status,
    ).toBe(200);
    const entries = await activityOf(project._id);
    expect(entries.map((e) => [e.action, e.meta])).toEqual([
      ['created', null],
      ['status_changed', { from: 'active', to: 'completed' }],
      ['status_changed', { from: 'completed', to: 'archived' }],
      ['status_changed', { from: 'archived', to: 'active' }],
      ['status_changed', { from: 'active', to: 'archived' }],
    ]);
    expect(entries[1]).toMatchObject({ userId: team.manager.userId, entity: { title: 'Lifecycle' } });
  });

  it('refuses an unknown status with "Invalid status"', async () => {
    const project = await createProject(rest, team.admin, { title: 'Strict', client: acme._id });
    for (const body of [{ status: 'done' }, { status: 'ACTIVE' }, {}]) {
      const res = await rest.patch(`/projects/${project._id}/status`, body, as(team.admin));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'status', msg: 'Invalid status' }]);
    }
  });
});

describe('DELETE /api/projects/{id}', () => {
  it('deletes the project and its notes; invoices that billed it stay, without it', async () => {
    const project = await createProject(rest, team.admin, { title: 'Short-lived', client: acme._id });
    const other = await createProject(rest, team.admin, { title: 'Neighbour', client: acme._id });
    const db = t.handle.db;
    const [invoice] = await db
      .insert(schema.invoices)
      .values({ orgId: team.orgId, clientId: acme._id, number: 9001, totalCents: 500 })
      .returning();
    await db.insert(schema.invoiceProjects).values([
      { orgId: team.orgId, invoiceId: invoice!.id, projectId: project._id },
      { orgId: team.orgId, invoiceId: invoice!.id, projectId: other._id },
    ]);
    const notes = await db
      .insert(schema.notes)
      .values([
        { orgId: team.orgId, entityType: 'project' as const, objectId: project._id, body: 'gone' },
        { orgId: team.orgId, entityType: 'project' as const, objectId: other._id, body: 'kept' },
      ])
      .returning();

    const res = await rest.delete(`/projects/${project._id}`, as(team.manager));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: 'Project deleted' });
    expect((await rest.get(`/projects/${project._id}`, as(team.admin))).status).toBe(404);
    expect((await rest.delete(`/projects/${project._id}`, as(team.admin))).status).toBe(404);

    expect(await db.select().from(schema.invoices).where(eq(schema.invoices.id, invoice!.id))).toHaveLength(
      1,
    );
    const links = await db
      .select()
      .from(schema.invoiceProjects)
      .where(eq(schema.invoiceProjects.invoiceId, invoice!.id));
    expect(links.map((l) => l.projectId)).toEqual([other._id]);
    const left = await db.select().from(schema.notes).where(eq(schema.notes.orgId, team.orgId));
    expect(left.map((n) => n.id)).toContain(notes[1]!.id);
    expect(left.map((n) => n.id)).not.toContain(notes[0]!.id);

    const entries = await activityOf(project._id);
    expect(entries.map((e) => e.action)).toEqual(['created', 'deleted']);
    expect(entries[1]).toMatchObject({ userId: team.manager.userId, entity: { title: 'Short-lived' } });
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another organization's project and changes nothing", async () => {
    const project = await createProject(rest, team.admin, { title: 'Ours', client: acme._id });
    const outsider = as(team.outsider);
    const calls = [
      rest.get(`/projects/${project._id}`, outsider),
      rest.put(`/projects/${project._id}`, { title: 'Theirs' }, outsider),
      rest.patch(`/projects/${project._id}/status`, { status: 'archived' }, outsider),
      rest.delete(`/projects/${project._id}`, outsider),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ msg: WORKSPACE_MSG.projectNotFound });
    }
    const list = await rest.get('/projects?status=all', outsider);
    expect(list.body.map((p: { _id: string }) => p._id)).not.toContain(project._id);
    expect(await rest.get(`/projects?client=${acme._id}`, outsider)).toMatchObject({ status: 200, body: [] });
    expect((await rest.get(`/projects/${project._id}`, as(team.admin))).body).toMatchObject({
      title: 'Ours',
      status: 'active',
    });
    expect((await activityOf(project._id)).map((e) => e.action)).toEqual(['created']);
  });

  it('answers 404 for ids that are not UUIDs or do not exist', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect((await rest.get(`/projects/${id}`, as(team.admin))).status).toBe(404);
      expect((await rest.patch(`/projects/${id}/status`, { status: 'active' }, as(team.admin))).status).toBe(
        404,
      );
    }
  });
});
