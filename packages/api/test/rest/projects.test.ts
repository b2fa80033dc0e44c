/**
 * What the REST facade adds to the projects API (the rules themselves are in projects.test.ts,
 * projects-list.test.ts and clients-related.test.ts): the paths and methods, the record as it
 * travels (its client as `{_id, name}`, budget in cents, ISO timestamps, absent values as null),
 * bare arrays for lists, and the error envelopes of 401, 403, 404 and 422.
 */
import { MSG, WORKSPACE_MSG } from '@folio/contracts';
import { describe, it } from 'vitest';
import { expectAnswer, expectInsufficientRole, MISSING_ID, validationBody } from '../helpers/answers';
import { createClient, createOrg, createProject, day } from '../helpers/org';
import { as } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';
import { changed, projectRecord } from './records';

const { t, rest } = useTestApp();

const NOT_FOUND = { msg: WORKSPACE_MSG.projectNotFound };

describe('/api/projects', () => {
  it('POST, GET, PUT, PATCH …/status and DELETE answer the whole record; lists are bare arrays', async () => {
    const org = await createOrg(t, rest);
    const A = as(org.admin);
    const globex = await createClient(rest, org.admin, { name: 'Globex Corporation' });
    const fields = {
      title: 'Website Redesign',
      description: 'New marketing site',
      priceCents: 250_000,
      currency: 'EUR',
      dueDate: day(60),
      tags: ['web', 'design'],
    };
    const created = await rest.post('/projects', { ...fields, client: globex._id }, A);
    expectAnswer(created, 200, projectRecord(globex, fields));
    const bare = await rest.post('/projects', { title: 'Mobile App', client: globex._id }, A);
    expectAnswer(bare, 200, projectRecord(globex, { title: 'Mobile App' }));
    expectAnswer(await rest.get(`/projects/${created.body._id}`, A), 200, created.body);
    expectAnswer(await rest.get('/projects', A), 200, [bare.body, created.body]);
    expectAnswer(await rest.get(`/clients/${globex._id}/projects`, A), 200, [bare.body, created.body]);

    const change = { title: 'Website v2', client: globex._id, currency: 'GBP', dueDate: null, tags: ['web'] };
    const edited = await rest.put(`/projects/${created.body._id}`, change, A);
    const expected = changed(created.body, { ...change, client: created.body.client });
    expectAnswer(edited, 200, expected);
    expectAnswer(await rest.get(`/projects/${created.body._id}`, A), 200, expected);
    expectAnswer(
      await rest.patch(`/projects/${bare.body._id}/status`, { status: 'completed' }, A),
      200,
      changed(bare.body, {
        status: 'completed',
      }),
    );
    expectAnswer(await rest.delete(`/projects/${bare.body._id}`, A), 200, { msg: 'Project deleted' });
  });

  it('errors travel as { msg } envelopes: 422 with errors, 403 with a code, 404, 401', async () => {
    const org = await createOrg(t, rest);
    const A = as(org.admin);
    const globex = await createClient(rest, org.admin, { name: 'Globex Corporation' });
    expectAnswer(
      await rest.post('/projects', {}, A),
      422,
      validationBody(['title', WORKSPACE_MSG.titleRequired], ['client', WORKSPACE_MSG.clientRequired]),
    );
    expectAnswer(
      await rest.post('/projects', { title: 'T', client: globex._id, currency: 'XYZ' }, A),
      422,
      validationBody(['currency', WORKSPACE_MSG.invalidCurrency]),
    );
    const web = await createProject(rest, org.admin, { title: 'Website', client: globex._id });
    expectAnswer(
      await rest.patch(`/projects/${web._id}/status`, { status: 'done' }, A),
      422,
      validationBody(['status', WORKSPACE_MSG.invalidStatus]),
    );
    const member = as(await org.add('member'));
    expectInsufficientRole(await rest.post('/projects', { title: 'No', client: globex._id }, member));
    expectInsufficientRole(await rest.delete(`/projects/${web._id}`, member));

    const other = as((await createOrg(t, rest, { orgName: 'Other Tenant' })).admin);
    expectAnswer(await rest.get(`/projects/${web._id}`, other), 404, NOT_FOUND);
    expectAnswer(
      await rest.patch(`/projects/${web._id}/status`, { status: 'archived' }, other),
      404,
      NOT_FOUND,
    );
    expectAnswer(await rest.put(`/projects/${web._id}`, { title: 'Mine' }, other), 404, NOT_FOUND);
    expectAnswer(await rest.delete(`/projects/${web._id}`, other), 404, NOT_FOUND);
    expectAnswer(await rest.get(`/projects/${MISSING_ID}`, A), 404, NOT_FOUND);
    expectAnswer(await rest.get('/projects'), 401, { msg: MSG.noTokenProvided });
    expectAnswer(await rest.get(`/projects/${web._id}`, A), 200, web);
  });
});
