/**
 * Projects over REST: the form's validation (docs/product.md#project-form), the record with its
 * client `{_id, name}`, status changes, the list's status filter (a value it does not know means
 * the default, active), a client's projects, other organizations' projects (404) and deletion.
 * Each test has an organization of its own.
 */
import { WORKSPACE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import {
  anId,
  aTimestamp,
  expectAnswer,
  expectInsufficientRole,
  idsOf,
  validationBody,
} from '../helpers/answers';
import { createClient, createOrg, createProject, day } from '../helpers/org';
import { as } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';

const { t, rest } = useTestApp();

const NOT_FOUND = { msg: WORKSPACE_MSG.projectNotFound };

/** A project record as the API answers it. */
const projectRecord = (client: { _id: string; name: string }, fields: Record<string, unknown>) => ({
  _id: anId(),
  description: '',
  client: { _id: client._id, name: client.name },
  priceCents: 0,
  currency: 'USD',
  dueDate: null,
  tags: [],
  status: 'active',
  overdue: false,
  createdAt: aTimestamp(),
  updatedAt: aTimestamp(),
  ...fields,
});

async function setStatus(who: { token: string }, id: string, status: string) {
  const res = await rest.patch(`/projects/${id}/status`, { status }, as(who));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('creating projects', () => {
  it('the form is validated: 422 with the field messages', async () => {
    const { admin } = await createOrg(t, rest);
    const A = as(admin);
    const globex = await createClient(rest, admin, { name: 'Globex Corporation' });
    expectAnswer(
      await rest.post('/projects', {}, A),
      422,
      validationBody(['title', WORKSPACE_MSG.titleRequired], ['client', WORKSPACE_MSG.clientRequired]),
    );
    expectAnswer(
      await rest.post('/projects', { title: '   ', client: globex._id }, A),
      422,
      validationBody(['title', WORKSPACE_MSG.titleRequired]),
    );
    expectAnswer(
      await rest.post('/projects', { title: 'T', client: globex._id, priceCents: -1 }, A),
      422,
      validationBody(['priceCents', WORKSPACE_MSG.budgetNonNegative]),
    );
    expectAnswer(
      await rest.post('/projects', { title: 'T', client: globex._id, currency: 'XYZ' }, A),
      422,
      validationBody(['currency', WORKSPACE_MSG.invalidCurrency]),
    );
    const other = await createOrg(t, rest, { orgName: 'Other Tenant' });
    const foreign = await createClient(rest, other.admin, { name: 'Globex Rival' });
    expectAnswer(
      await rest.post('/projects', { title: 'T', client: foreign._id }, A),
      422,
      validationBody(['client', WORKSPACE_MSG.clientNotActive]),
    );
    expectAnswer(await rest.get('/projects?status=all', A), 200, []);
  });

  it('admins and managers create; the record names its client; members cannot', async () => {
    const org = await createOrg(t, rest);
    const manager = await org.add('manager');
    const member = await org.add('member');
    const globex = await createClient(rest, org.admin, { name: 'Globex Corporation' });
    const res = await rest.post(
      '/projects',
      {
        title: 'Website Redesign',
        description: 'New marketing site',
        client: globex._id,
        priceCents: 250_000,
        currency: 'EUR',
        dueDate: day(60),
        tags: ['web', 'design'],
      },
      as(org.admin),
    );
    expectAnswer(
      res,
      200,
      projectRecord(globex, {
        title: 'Website Redesign',
        description: 'New marketing site',
        priceCents: 250_000,
        currency: 'EUR',
        dueDate: day(60),
        tags: ['web', 'design'],
      }),
    );
    expectAnswer(await rest.get(`/projects/${res.body._id}`, as(member)), 200, res.body);
    expectAnswer(
      await rest.post('/projects', { title: 'Mobile App', client: globex._id }, as(manager)),
      200,
      projectRecord(globex, { title: 'Mobile App' }),
    );
    expectInsufficientRole(await rest.post('/projects', { title: 'No', client: globex._id }, as(member)));
  });
});

describe('changing projects', () => {
  it('PATCH …/status moves a project between active, completed and archived', async () => {
    const org = await createOrg(t, rest);
    const viewer = await org.add('viewer');
    const client = await createClient(rest, org.admin, { name: 'Initech' });
    const project = await createProject(rest, org.admin, { title: 'Initech Legacy', client: client._id });
    const done = await rest.patch(`/projects/${project._id}/status`, { status: 'completed' }, as(org.admin));
    expectAnswer(done, 200, { ...project, status: 'completed', updatedAt: aTimestamp() });
    expectAnswer(await rest.get(`/projects/${project._id}`, as(viewer)), 200, done.body);
    expectAnswer(
      await rest.patch(`/projects/${project._id}/status`, { status: 'done' }, as(org.admin)),
      422,
      validationBody(['status', WORKSPACE_MSG.invalidStatus]),
    );
    expectInsufficientRole(
      await rest.patch(`/projects/${project._id}/status`, { status: 'archived' }, as(viewer)),
    );
    expect((await setStatus(org.admin, project._id, 'archived')).status).toBe('archived');
    expect((await setStatus(org.admin, project._id, 'active')).status).toBe('active');
  });

  it('PUT changes the fields sent, and clears the due date with null', async () => {
    const org = await createOrg(t, rest);
    const globex = await createClient(rest, org.admin, { name: 'Globex Corporation' });
    const project = await createProject(rest, org.admin, {
      title: 'Website Redesign',
      client: globex._id,
      priceCents: 250_000,
      currency: 'EUR',
      dueDate: day(60),
      tags: ['web', 'design'],
    });
    const edit = await rest.put(
      `/projects/${project._id}`,
      {
        title: 'Website Redesign v2',
        description: 'New marketing site',
        client: globex._id,
        priceCents: 300_000,
        currency: 'GBP',
        dueDate: null,
        tags: ['web'],
      },
      as(org.admin),
    );
    const edited = {
      ...project,
      title: 'Website Redesign v2',
      description: 'New marketing site',
      priceCents: 300_000,
      currency: 'GBP',
      dueDate: null,
      tags: ['web'],
      updatedAt: aTimestamp(),
    };
    expectAnswer(edit, 200, edited);
    expectAnswer(await rest.get(`/projects/${project._id}`, as(org.admin)), 200, edited);
  });
});

describe('listing projects', () => {
  it('GET /projects is an array, newest first; the status filter defaults to active and sanitises unknown values', async () => {
    const org = await createOrg(t, rest);
    const globex = await createClient(rest, org.admin, { name: 'Globex Corporation' });
    const initech = await createClient(rest, org.admin, { name: 'Initech' });
    const web = await createProject(rest, org.admin, { title: 'Website', client: globex._id });
    const portal = await createProject(rest, org.admin, { title: 'Initech Portal', client: initech._id });
    const done = await createProject(rest, org.admin, { title: 'Initech Legacy', client: initech._id });
    const archived = await createProject(rest, org.admin, { title: 'Old App', client: globex._id });
    const completed = await setStatus(org.admin, done._id, 'completed');
    await setStatus(org.admin, archived._id, 'archived');
    const other = await createOrg(t, rest, { orgName: 'Other Tenant' });
    const theirClient = await createClient(rest, other.admin, { name: 'Theirs' });
    await createProject(rest, other.admin, { title: 'Their Website', client: theirClient._id });

    expectAnswer(await rest.get('/projects', as(org.admin)), 200, [portal, web]);
    expectAnswer(await rest.get('/projects?status=completed', as(org.admin)), 200, [completed]);
    expect(idsOf((await rest.get('/projects?status=archived', as(org.admin))).body)).toEqual([archived._id]);
    expect(idsOf((await rest.get('/projects?status=all', as(org.admin))).body)).toEqual([
      archived._id,
      done._id,
      portal._id,
      web._id,
    ]);
    for (const status of ['', 'undefined', 'null', 'bogus']) {
      const res = await rest.get(`/projects?status=${status}`, as(org.admin));
      expect({ status, answer: res.status, ids: idsOf(res.body) }).toEqual({
        status,
        answer: 200,
        ids: [portal._id, web._id],
      });
    }
  });

  it("a client's projects: active by default, sanitised, or all", async () => {
    const org = await createOrg(t, rest);
    const initech = await createClient(rest, org.admin, { name: 'Initech' });
    const globex = await createClient(rest, org.admin, { name: 'Globex Corporation' });
    await createProject(rest, org.admin, { title: 'Website', client: globex._id });
    const portal = await createProject(rest, org.admin, { title: 'Initech Portal', client: initech._id });
    const done = await createProject(rest, org.admin, { title: 'Initech Legacy', client: initech._id });
    const completed = await setStatus(org.admin, done._id, 'completed');
    const path = `/clients/${initech._id}/projects`;
    expectAnswer(await rest.get(path, as(org.admin)), 200, [portal]);
    expectAnswer(await rest.get(`${path}?status=active`, as(org.admin)), 200, [portal]);
    expectAnswer(await rest.get(`${path}?status=bogus`, as(org.admin)), 200, [portal]);
    expectAnswer(await rest.get(`${path}?status=all`, as(org.admin)), 200, [completed, portal]);
  });
});

describe('other organizations and deletion', () => {
  it("another organization's project is 404 for reads and writes", async () => {
    const org = await createOrg(t, rest);
    const globex = await createClient(rest, org.admin, { name: 'Globex Corporation' });
    const web = await createProject(rest, org.admin, { title: 'Website', client: globex._id });
    const other = await createOrg(t, rest, { orgName: 'Other Tenant' });
    const O = as(other.admin);
    expectAnswer(await rest.get(`/projects/${web._id}`, O), 404, NOT_FOUND);
    expectAnswer(await rest.patch(`/projects/${web._id}/status`, { status: 'archived' }, O), 404, NOT_FOUND);
    expectAnswer(await rest.put(`/projects/${web._id}`, { title: 'Mine' }, O), 404, NOT_FOUND);
    expectAnswer(await rest.delete(`/projects/${web._id}`, O), 404, NOT_FOUND);
    expectAnswer(await rest.get('/projects?status=all', O), 200, []);
    expectAnswer(await rest.get(`/projects/${web._id}`, as(org.admin)), 200, web);
  });

  it('admins and managers delete a project; members cannot', async () => {
    const org = await createOrg(t, rest);
    const member = await org.add('member');
    const client = await createClient(rest, org.admin, { name: 'Initech' });
    const project = await createProject(rest, org.admin, { title: 'Initech Legacy', client: client._id });
    expectInsufficientRole(await rest.delete(`/projects/${project._id}`, as(member)));
    expectAnswer(await rest.delete(`/projects/${project._id}`, as(org.admin)), 200, {
      msg: 'Project deleted',
    });
    expectAnswer(await rest.get(`/projects/${project._id}`, as(org.admin)), 404, NOT_FOUND);
  });
});
