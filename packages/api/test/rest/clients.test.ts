/**
 * What the REST facade adds to the clients API (the rules themselves are in clients.test.ts and
 * clients-related.test.ts): the paths and methods, the record as it travels (every field, ids and
 * ISO timestamps, absent values as null), bare arrays for lists, and the error envelopes of 401,
 * 403, 404 and 422.
 */
import { MSG, WORKSPACE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { expectAnswer, expectInsufficientRole, MISSING_ID, validationBody } from '../helpers/answers';
import { createClient, createOrg } from '../helpers/org';
import { as } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';
import { changed, clientRecord } from './records';

const { t, rest } = useTestApp();

const NOT_FOUND = { msg: WORKSPACE_MSG.clientNotFound };

describe('/api/clients', () => {
  it('POST, GET, PUT and DELETE answer the whole record; GET /clients a bare array', async () => {
    const org = await createOrg(t, rest);
    const A = as(org.admin);
    const full = {
      name: 'Globex Corporation',
      email: 'ap@globex.example',
      phone: '+1 555 0100',
      address: '1 Globex Way',
      locale: 'de',
      tags: ['vip', 'net30'],
    };
    const created = await rest.post('/clients', full, A);
    expectAnswer(created, 200, clientRecord(full));
    const bare = await rest.post('/clients', { name: 'Initech' }, A);
    expectAnswer(bare, 200, clientRecord({ name: 'Initech' }));
    expectAnswer(await rest.get(`/clients/${created.body._id}`, A), 200, created.body);
    expectAnswer(await rest.get('/clients', A), 200, [created.body, bare.body]);

    const archived = await rest.put(`/clients/${created.body._id}`, { status: 'archived' }, A);
    expectAnswer(archived, 200, changed(created.body, { status: 'archived' }));
    const edited = await rest.put(
      `/clients/${bare.body._id}`,
      { name: 'Initech LLC', tags: ['printer'], locale: 'es' },
      A,
    );
    expectAnswer(
      edited,
      200,
      changed(bare.body, {
        name: 'Initech LLC',
        tags: ['printer'],
        locale: 'es',
      }),
    );
    expectAnswer(await rest.get(`/clients/${bare.body._id}`, A), 200, edited.body);

    expectAnswer(await rest.delete(`/clients/${bare.body._id}`, A), 200, {
      msg: 'Client deleted',
      deleted: { projects: 0, invoices: 0, notes: 0 },
    });
  });

  it('errors travel as { msg } envelopes: 422 with errors, 403 with a code, 404, 401', async () => {
    const org = await createOrg(t, rest);
    const A = as(org.admin);
    expectAnswer(
      await rest.post('/clients', {}, A),
      422,
      validationBody(['name', WORKSPACE_MSG.clientNameRequired]),
    );
    expectAnswer(
      await rest.post('/clients', { name: '   ', email: 'bad', status: 'gone' }, A),
      422,
      validationBody(
        ['name', WORKSPACE_MSG.clientNameRequired],
        ['email', WORKSPACE_MSG.clientEmailInvalid],
        ['status', WORKSPACE_MSG.invalidStatus],
      ),
    );
    expectInsufficientRole(await rest.post('/clients', { name: 'Nope' }, as(await org.add('viewer'))));

    const globex = await createClient(rest, org.admin, { name: 'Globex Corporation' });
    const other = as((await createOrg(t, rest, { orgName: 'Other Tenant' })).admin);
    expectAnswer(await rest.get(`/clients/${globex._id}`, other), 404, NOT_FOUND);
    expectAnswer(await rest.put(`/clients/${globex._id}`, { status: 'archived' }, other), 404, NOT_FOUND);
    expectAnswer(await rest.delete(`/clients/${globex._id}`, other), 404, NOT_FOUND);
    expectAnswer(await rest.get(`/clients/${globex._id}/summary`, other), 404, NOT_FOUND);
    expectAnswer(await rest.get(`/clients/${MISSING_ID}`, A), 404, NOT_FOUND);
    expectAnswer(await rest.get('/clients'), 401, { msg: MSG.noTokenProvided });
    expect((await rest.get(`/clients/${globex._id}`, A)).body).toEqual(globex);
  });
});
