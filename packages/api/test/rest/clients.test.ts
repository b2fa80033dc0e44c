/**
 * Clients over REST: the form's validation (docs/product.md#client-form), who may create, edit
 * and delete (#roles-and-permissions), the record's shape, the list's status filter (a value it
 * does not know means the default, active), the summary, other organizations' clients (404) and
 * what a deletion takes with it. Each test has an organization of its own.
 */
import { WORKSPACE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import {
  anId,
  aTimestamp,
  expectAnswer,
  expectInsufficientRole,
  idsOf,
  MISSING_ID,
  validationBody,
} from '../helpers/answers';
import { createClient, createInvoice, createOrg, createProject, day, invoiceBody } from '../helpers/org';
import { as } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';

const { t, rest } = useTestApp();

const NOT_FOUND = { msg: WORKSPACE_MSG.clientNotFound };

/** A client record as the API answers it. */
const clientRecord = (fields: Record<string, unknown>) => ({
  _id: anId(),
  email: null,
  phone: null,
  address: null,
  tags: [],
  status: 'active',
  createdAt: aTimestamp(),
  updatedAt: aTimestamp(),
  ...fields,
});

describe('creating clients', () => {
  it('the form is validated: 422 with the field messages', async () => {
    const { admin } = await createOrg(t, rest);
    const A = as(admin);
    expectAnswer(
      await rest.post('/clients', {}, A),
      422,
      validationBody(['name', WORKSPACE_MSG.clientNameRequired]),
    );
    expectAnswer(
      await rest.post('/clients', { name: '   ' }, A),
      422,
      validationBody(['name', WORKSPACE_MSG.clientNameRequired]),
    );
    expectAnswer(
      await rest.post('/clients', { name: 'X', email: 'bad' }, A),
      422,
      validationBody(['email', WORKSPACE_MSG.clientEmailInvalid]),
    );
    expectAnswer(
      await rest.post('/clients', { name: 'X', status: 'gone' }, A),
      422,
      validationBody(['status', WORKSPACE_MSG.invalidStatus]),
    );
    expectAnswer(
      await rest.post('/clients', { name: 'Tagged', tags: [''] }, A),
      422,
      validationBody(['tags.0', WORKSPACE_MSG.tagsEmpty]),
    );
    expectAnswer(await rest.get('/clients?status=all', A), 200, []);
  });

  it('only admins and managers create; the record has every field', async () => {
    const org = await createOrg(t, rest);
    const manager = await org.add('manager');
    for (const who of [await org.add('member'), await org.add('viewer')]) {
      expectInsufficientRole(await rest.post('/clients', { name: 'Nope' }, as(who)));
    }
    const res = await rest.post(
      '/clients',
      {
        name: 'Globex Corporation',
        email: 'ap@globex.example',
        phone: '+1 555 0100',
        address: '1 Globex Way',
        tags: ['vip', 'net30'],
      },
      as(org.admin),
    );
    expectAnswer(
      res,
      200,
      clientRecord({
        name: 'Globex Corporation',
        email: 'ap@globex.example',
        phone: '+1 555 0100',
        address: '1 Globex Way',
        tags: ['vip', 'net30'],
      }),
    );
    expectAnswer(await rest.get(`/clients/${res.body._id}`, as(manager)), 200, res.body);
    expectAnswer(
      await rest.post('/clients', { name: 'Initech' }, as(manager)),
      200,
      clientRecord({ name: 'Initech' }),
    );
    expect(idsOf((await rest.get('/clients', as(org.admin))).body)).toHaveLength(2);
  });
});

describe('editing and listing clients', () => {
  it('PUT with only a status archives and restores, keeping the rest', async () => {
    const org = await createOrg(t, rest);
    const viewer = await org.add('viewer');
    const umbrella = await createClient(rest, org.admin, { name: 'Umbrella', tags: ['bio'] });
    const archived = await rest.put(`/clients/${umbrella._id}`, { status: 'archived' }, as(org.admin));
    expectAnswer(archived, 200, { ...umbrella, status: 'archived', updatedAt: aTimestamp() });
    expectAnswer(await rest.get(`/clients/${umbrella._id}`, as(org.admin)), 200, archived.body);
    expectInsufficientRole(await rest.put(`/clients/${umbrella._id}`, { status: 'active' }, as(viewer)));
    expectAnswer(await rest.put(`/clients/${umbrella._id}`, { status: 'active' }, as(org.admin)), 200, {
      ...umbrella,
      updatedAt: aTimestamp(),
    });
  });

  it('managers edit the fields they send; viewers cannot', async () => {
    const org = await createOrg(t, rest);
    const manager = await org.add('manager');
    const viewer = await org.add('viewer');
    const initech = await createClient(rest, org.admin, { name: 'Initech', phone: '555' });
    const edited = await rest.put(
      `/clients/${initech._id}`,
      { name: 'Initech LLC', email: 'billing@initech.example', tags: ['printer'] },
      as(manager),
    );
    expectAnswer(edited, 200, {
      ...initech,
      name: 'Initech LLC',
      email: 'billing@initech.example',
      tags: ['printer'],
      updatedAt: aTimestamp(),
    });
    expectAnswer(await rest.get(`/clients/${initech._id}`, as(viewer)), 200, edited.body);
    expectInsufficientRole(await rest.put(`/clients/${initech._id}`, { status: 'archived' }, as(viewer)));
    expectInsufficientRole(await rest.put(`/clients/${initech._id}`, { name: 'Mine' }, as(viewer)));
  });

  it('GET /clients is an array by name; the status filter defaults to active and sanitises unknown values', async () => {
    const org = await createOrg(t, rest);
    const globex = await createClient(rest, org.admin, { name: 'Globex Corporation' });
    const acme = await createClient(rest, org.admin, { name: 'acme' });
    const umbrella = await createClient(rest, org.admin, { name: 'Umbrella' });
    await rest.put(`/clients/${umbrella._id}`, { status: 'archived' }, as(org.admin));
    const other = await createOrg(t, rest, { orgName: 'Other Tenant' });
    await createClient(rest, other.admin, { name: 'Globex Rival' });

    const list = await rest.get('/clients', as(org.admin));
    expectAnswer(list, 200, [acme, globex]);
    expect(idsOf((await rest.get('/clients?status=archived', as(org.admin))).body)).toEqual([umbrella._id]);
    expect(idsOf((await rest.get('/clients?status=all', as(org.admin))).body)).toEqual([
      acme._id,
      globex._id,
      umbrella._id,
    ]);
    for (const status of ['', 'undefined', 'null', 'bogus', 'active', 'nonArchived']) {
      const res = await rest.get(`/clients?status=${status}`, as(org.admin));
      expect({ status, answer: res.status, ids: idsOf(res.body) }).toEqual({
        status,
        answer: 200,
        ids: [acme._id, globex._id],
      });
    }
    expectAnswer(await rest.get('/clients?status=completed', as(org.admin)), 200, []);
  });
});

describe('a client summary', () => {
  it('counts its projects by status and its invoices (revenue paid, outstanding, non-archived count)', async () => {
    const org = await createOrg(t, rest, { plan: 'pro' });
    const initech = await createClient(rest, org.admin, { name: 'Initech' });
    const portal = await createProject(rest, org.admin, { title: 'Initech Portal', client: initech._id });
    const legacy = await createProject(rest, org.admin, { title: 'Initech Legacy', client: initech._id });
    expect(
      (await rest.patch(`/projects/${legacy._id}/status`, { status: 'completed' }, as(org.admin))).status,
    ).toBe(200);
    const invoice = () =>
      createInvoice(
        rest,
        org.admin,
        invoiceBody(
          initech._id,
          [portal._id],
          [{ description: 'Work', quantity: 1, unitPrice: 70 }],
          day(14),
        ),
      );
    const [sent, paid, archived] = [await invoice(), await invoice(), await invoice()];
    expect((await rest.patch(`/invoices/${sent._id}/mark-sent`, undefined, as(org.admin))).status).toBe(200);
    expect((await rest.patch(`/invoices/${paid._id}/mark-paid`, { amount: 70 }, as(org.admin))).status).toBe(
      200,
    );
    expect((await rest.put(`/invoices/${archived._id}`, { status: 'archived' }, as(org.admin))).status).toBe(
      200,
    );

    const viewer = await org.add('viewer');
    expectAnswer(await rest.get(`/clients/${initech._id}/summary`, as(viewer)), 200, {
      invoices: {
        revenuePaid: 70,
        outstanding: 70,
        count: 2,
        currency: 'USD',
        byCurrency: [{ currency: 'USD', revenuePaid: 70, outstanding: 70, count: 2 }],
      },
      projects: { active: 1, completed: 1, archived: 0 },
    });
  });
});

describe('other organizations and deletion', () => {
  it("another organization's client is 404 for reads and writes, as is an unknown id", async () => {
    const org = await createOrg(t, rest);
    const globex = await createClient(rest, org.admin, { name: 'Globex Corporation' });
    const other = await createOrg(t, rest, { orgName: 'Other Tenant' });
    const O = as(other.admin);
    expectAnswer(await rest.get(`/clients/${globex._id}`, O), 404, NOT_FOUND);
    expectAnswer(await rest.put(`/clients/${globex._id}`, { status: 'archived' }, O), 404, NOT_FOUND);
    expectAnswer(await rest.delete(`/clients/${globex._id}`, O), 404, NOT_FOUND);
    expectAnswer(await rest.get(`/clients/${globex._id}/summary`, O), 404, NOT_FOUND);
    expectAnswer(await rest.get(`/clients/${MISSING_ID}`, as(org.admin)), 404, NOT_FOUND);
    expectAnswer(await rest.get('/clients?status=all', O), 200, []);
    expectAnswer(await rest.get(`/clients/${globex._id}`, as(org.admin)), 200, globex);
  });

  it('viewers cannot delete; a client goes with its projects and invoices', async () => {
    const org = await createOrg(t, rest);
    const manager = await org.add('manager');
    const viewer = await org.add('viewer');
    const doomed = await createClient(rest, org.admin, { name: 'Doomed Client' });
    const project = await createProject(rest, org.admin, { title: 'Doomed Project', client: doomed._id });
    const invoice = await createInvoice(
      rest,
      org.admin,
      invoiceBody(doomed._id, [project._id], [{ description: 'Gone', quantity: 1, unitPrice: 5 }], day(14)),
    );
    expectInsufficientRole(await rest.delete(`/clients/${doomed._id}`, as(viewer)));
    expectAnswer(await rest.delete(`/clients/${doomed._id}`, as(manager)), 200, {
      msg: 'Client deleted',
      deleted: { projects: 1, invoices: 1, notes: 0 },
    });
    expectAnswer(await rest.get(`/clients/${doomed._id}`, as(org.admin)), 404, NOT_FOUND);
    expectAnswer(await rest.get(`/projects/${project._id}`, as(org.admin)), 404, {
      msg: WORKSPACE_MSG.projectNotFound,
    });
    expectAnswer(await rest.get(`/invoices/${invoice._id}`, as(org.admin)), 404, {
      msg: WORKSPACE_MSG.invoiceNotFound,
    });
  });
});
