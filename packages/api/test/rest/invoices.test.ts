/**
 * Invoices over REST: the form's validation (docs/product.md#invoice-form), the record with its
 * client, projects, items and money in major units with cents precision, numbers sequential per
 * organization, sending and payments (#payment-amount, #invoice-status: paid once nothing is left
 * to pay, overdue when unpaid, not archived and due before today), archiving, the lists' status
 * filter (default nonArchived, unknown values sanitised), the PDF, other organizations' invoices
 * (404) and deletion. Each test has an organization of its own, on the pro plan.
 */
import { INVOICE_MSG, MSG, WORKSPACE_MSG } from '@folio/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  anId,
  aTimestamp,
  expectAnswer,
  expectInsufficientRole,
  idsOf,
  validationBody,
} from '../helpers/answers';
import {
  clientWithProject,
  createClient,
  createInvoice,
  createOrg,
  createProject,
  day,
  invoiceBody,
} from '../helpers/org';
import { as } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';

const { t, rest } = useTestApp();

const NOT_FOUND = { msg: WORKSPACE_MSG.invoiceNotFound };
const item = (description: string, quantity: number, unitPrice: number) => ({
  description,
  quantity,
  unitPrice,
});

/** An organization on the pro plan with a client "Globex Corporation" and its project "Website". */
async function world() {
  const org = await createOrg(t, rest, { plan: 'pro' });
  const { client, project } = await clientWithProject(rest, org.admin, {
    client: 'Globex Corporation',
    project: 'Website',
  });
  /** Creates an invoice for the client's project as the admin, due in 14 days. */
  const invoice = (items = [item('Work', 1, 10)], dueDate = day(14)) =>
    createInvoice(rest, org.admin, invoiceBody(client._id, [project._id], items, dueDate));
  return { org, client, project, invoice };
}

async function patch(who: { token: string }, path: string, body?: unknown) {
  const res = await rest.patch(path, body, as(who));
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

describe('creating invoices', () => {
  it('the form is validated: 422 with the field messages, and nothing is created', async () => {
    const { org, client, project } = await world();
    const A = as(org.admin);
    expectAnswer(
      await rest.post('/invoices', {}, A),
      422,
      validationBody(
        ['client', WORKSPACE_MSG.clientRequired],
        ['project', WORKSPACE_MSG.selectProject],
        ['items', WORKSPACE_MSG.addLineItem],
      ),
    );
    expectAnswer(
      await rest.post('/invoices', invoiceBody(client._id, [project._id], [item('', 0, -1)], day(14)), A),
      422,
      validationBody(
        ['items.0.description', WORKSPACE_MSG.descriptionRequired],
        ['items.0.quantity', WORKSPACE_MSG.quantityPositive],
        ['items.0.unitPrice', WORKSPACE_MSG.unitPriceNonNegative],
      ),
    );
    expectAnswer(
      await rest.post('/invoices', invoiceBody(client._id, [project._id], [item('   ', 1, 1)], day(14)), A),
      422,
      validationBody(['items.0.description', WORKSPACE_MSG.descriptionRequired]),
    );
    expectAnswer(
      await rest.post(
        '/invoices',
        { ...invoiceBody(client._id, [project._id], [item('x', 1, 1)], day(14)), currency: 'XYZ' },
        A,
      ),
      422,
      validationBody(['currency', WORKSPACE_MSG.invalidCurrency]),
    );
    const initech = await createClient(rest, org.admin, { name: 'Initech' });
    expectAnswer(
      await rest.post('/invoices', invoiceBody(initech._id, [project._id], [item('X', 1, 1)], day(14)), A),
      422,
      validationBody(['project', WORKSPACE_MSG.projectNotOfClient]),
    );
    const viewer = await org.add('viewer');
    expectInsufficientRole(
      await rest.post(
        '/invoices',
        invoiceBody(client._id, [project._id], [item('X', 1, 1)], day(14)),
        as(viewer),
      ),
    );
    expectAnswer(await rest.get('/invoices?status=all', A), 200, []);
  });

  it('the record: client, projects by title, items with amounts, totals in major units, number 1 then 2', async () => {
    const { org, client, project } = await world();
    const manager = await org.add('manager');
    const app = await createProject(rest, org.admin, { title: 'App', client: client._id });
    const res = await rest.post(
      '/invoices',
      invoiceBody(
        client._id,
        [project._id, app._id],
        [item('Design', 1.5, 100), item('Development', 2, 50.25)],
        day(14),
      ),
      as(org.admin),
    );
    const first = {
      _id: anId(),
      number: 1,
      numberSuffix: null,
      displayNumber: '0001',
      client: { _id: client._id, name: 'Globex Corporation' },
      project: [
        { _id: app._id, title: 'App' },
        { _id: project._id, title: 'Website' },
      ],
      items: [
        { description: 'Design', quantity: 1.5, unitPrice: 100, amount: 150 },
        { description: 'Development', quantity: 2, unitPrice: 50.25, amount: 100.5 },
      ],
      currency: 'USD',
      dueDate: day(14),
      status: 'draft',
      overdue: false,
      total: 250.5,
      paidAmount: 0,
      balanceDue: 250.5,
      createdAt: aTimestamp(),
      updatedAt: aTimestamp(),
      sentAt: null,
      paidAt: null,
    };
    expectAnswer(res, 200, first);
    expectAnswer(await rest.get(`/invoices/${res.body._id}`, as(manager)), 200, res.body);

    const second = await rest.post(
      '/invoices',
      invoiceBody(client._id, [project._id], [item('Hosting', 1, 40)], day(14)),
      as(manager),
    );
    expectAnswer(second, 200, {
      ...first,
      number: 2,
      displayNumber: '0002',
      project: [{ _id: project._id, title: 'Website' }],
      items: [{ description: 'Hosting', quantity: 1, unitPrice: 40, amount: 40 }],
      total: 40,
      balanceDue: 40,
    });
  });

  it('PUT with the full payload recomputes the total; an unknown status is 422', async () => {
    const { org, client, project, invoice } = await world();
    const hosting = await invoice([item('Hosting', 1, 40)]);
    const edit = await rest.put(
      `/invoices/${hosting._id}`,
      invoiceBody(client._id, [project._id], [item('Hosting', 3, 40)], day(20)),
      as(org.admin),
    );
    const edited = {
      ...hosting,
      items: [{ description: 'Hosting', quantity: 3, unitPrice: 40, amount: 120 }],
      dueDate: day(20),
      total: 120,
      balanceDue: 120,
      updatedAt: aTimestamp(),
    };
    expectAnswer(edit, 200, edited);
    expectAnswer(await rest.get(`/invoices/${hosting._id}`, as(org.admin)), 200, edited);
    expectAnswer(
      await rest.put(`/invoices/${hosting._id}`, { status: 'bogus' }, as(org.admin)),
      422,
      validationBody(['status', WORKSPACE_MSG.invalidStatus]),
    );
  });

  it('money keeps cents precision; a zero total is already paid, so it is neither sent nor paid', async () => {
    const { org, invoice } = await world();
    const cents = await invoice([item('Dimes', 3, 0.1), item('Free', 1, 0)]);
    expect(cents).toMatchObject({ total: 0.3, paidAmount: 0, balanceDue: 0.3 });
    expect(cents.items).toEqual([
      { description: 'Dimes', quantity: 3, unitPrice: 0.1, amount: 0.3 },
      { description: 'Free', quantity: 1, unitPrice: 0, amount: 0 },
    ]);

    const zero = await invoice([item('Free', 1, 0)]);
    expect(zero).toMatchObject({ total: 0, balanceDue: 0, status: 'draft' });
    expectAnswer(await rest.patch(`/invoices/${zero._id}/mark-sent`, undefined, as(org.admin)), 409, {
      msg: WORKSPACE_MSG.alreadyPaid,
    });
    expectAnswer(await rest.patch(`/invoices/${zero._id}/mark-paid`, { amount: 1 }, as(org.admin)), 409, {
      msg: WORKSPACE_MSG.alreadyPaid,
    });
  });

  it('due dates start today; numbers stay sequential under concurrent creation', async () => {
    const { org, client, project, invoice } = await world();
    expectAnswer(
      await rest.post(
        '/invoices',
        invoiceBody(client._id, [project._id], [item('Late work', 1, 70)], day(-3)),
        as(org.admin),
      ),
      422,
      validationBody(['dueDate', WORKSPACE_MSG.dueDateInPast]),
    );
    const today = await invoice([item('x', 1, 1)], day(0));
    expect(today).toMatchObject({ number: 1, dueDate: day(0), overdue: false });

    const many = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        rest.post(
          '/invoices',
          invoiceBody(client._id, [project._id], [item('x', 1, 1)], day(14)),
          as(org.admin),
        ),
      ),
    );
    expect(many.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(many.map((r) => r.body.number as number).sort((x, y) => x - y)).toEqual([2, 3, 4, 5, 6]);
  });
});

describe('sending and payments', () => {
  it('mark-sent, then payments: "Enter a valid amount.", partial, capped at the balance, then paid', async () => {
    const { org, invoice } = await world();
    const manager = await org.add('manager');
    const member = await org.add('member');
    const viewer = await org.add('viewer');
    const i = await invoice([item('Design', 1.5, 100), item('Development', 2, 50.25)]);
    expectInsufficientRole(await rest.patch(`/invoices/${i._id}/mark-sent`, undefined, as(viewer)));
    expectInsufficientRole(await rest.patch(`/invoices/${i._id}/mark-paid`, { amount: 1 }, as(member)));

    const sent = await rest.patch(`/invoices/${i._id}/mark-sent`, undefined, as(org.admin));
    expectAnswer(sent, 200, { ...i, status: 'sent', sentAt: aTimestamp(), updatedAt: aTimestamp() });
    expectAnswer(await rest.get(`/invoices/${i._id}`, as(org.admin)), 200, sent.body);
    expectAnswer(await rest.patch(`/invoices/${i._id}/mark-sent`, undefined, as(org.admin)), 409, {
      msg: WORKSPACE_MSG.alreadySent,
    });

    for (const amount of [0, -5, 'abc']) {
      expectAnswer(
        await rest.patch(`/invoices/${i._id}/mark-paid`, { amount }, as(org.admin)),
        422,
        validationBody(['amount', WORKSPACE_MSG.invalidAmount]),
      );
    }

    const partial = await rest.patch(`/invoices/${i._id}/mark-paid`, { amount: 50 }, as(org.admin));
    expectAnswer(partial, 200, { ...sent.body, paidAmount: 50, balanceDue: 200.5, updatedAt: aTimestamp() });

    const paid = await rest.patch(`/invoices/${i._id}/mark-paid`, { amount: 1000 }, as(manager));
    expectAnswer(paid, 200, {
      ...sent.body,
      status: 'paid',
      paidAmount: 250.5,
      balanceDue: 0,
      paidAt: aTimestamp(),
      updatedAt: aTimestamp(),
    });
    expectAnswer(await rest.patch(`/invoices/${i._id}/mark-paid`, { amount: 1 }, as(org.admin)), 409, {
      msg: WORKSPACE_MSG.alreadyPaid,
    });
    expectAnswer(await rest.patch(`/invoices/${i._id}/mark-sent`, undefined, as(org.admin)), 409, {
      msg: WORKSPACE_MSG.alreadyPaid,
    });
    expectAnswer(await rest.get(`/invoices/${i._id}`, as(org.admin)), 200, paid.body);
  });

  it('overdue: unpaid, not archived and due before today; paid or archived invoices are not', async () => {
    const { org, client, project, invoice } = await world();
    // Issued five days ago (the server's clock), due three days ago.
    const dueDate = day(-3);
    const made: { _id: string }[] = [];
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 5 * 86_400_000 });
    try {
      const login = await rest.post('/auth/login', { email: org.admin.email, password: org.admin.password });
      expect(login.status).toBe(200);
      for (let i = 0; i < 3; i += 1) {
        made.push(
          await createInvoice(
            rest,
            login.body,
            invoiceBody(client._id, [project._id], [item('Late work', 1, 70)], dueDate),
          ),
        );
      }
      await patch(login.body, `/invoices/${made[0]!._id}/mark-sent`);
      await patch(login.body, `/invoices/${made[1]!._id}/mark-sent`);
    } finally {
      vi.useRealTimers();
    }
    const [late, latePaid, lateArchived] = made as [{ _id: string }, { _id: string }, { _id: string }];
    const future = await invoice();

    expect((await rest.get(`/invoices/${late._id}`, as(org.admin))).body).toMatchObject({
      status: 'sent',
      overdue: true,
      dueDate,
      balanceDue: 70,
    });
    expect(idsOf((await rest.get('/invoices', as(org.admin))).body)).toEqual([
      future._id,
      lateArchived._id,
      latePaid._id,
      late._id,
    ]);
    expect(await patch(org.admin, `/invoices/${latePaid._id}/mark-paid`, { amount: 70 })).toMatchObject({
      status: 'paid',
      overdue: false,
      balanceDue: 0,
    });
    expect(
      (await rest.put(`/invoices/${lateArchived._id}`, { status: 'archived' }, as(org.admin))).body,
    ).toMatchObject({ status: 'archived', overdue: false });
    expect((await rest.get(`/invoices/${future._id}`, as(org.admin))).body).toMatchObject({
      status: 'draft',
      overdue: false,
    });
  });
});

describe('archiving and listing invoices', () => {
  it('archive sets archived, unarchive sets draft; an archived invoice takes no payment', async () => {
    const { org, invoice } = await world();
    const two = await invoice();
    const archived = await rest.put(`/invoices/${two._id}`, { status: 'archived' }, as(org.admin));
    expectAnswer(archived, 200, { ...two, status: 'archived', updatedAt: aTimestamp() });
    expectAnswer(await rest.patch(`/invoices/${two._id}/mark-paid`, { amount: 1 }, as(org.admin)), 409, {
      msg: WORKSPACE_MSG.invoiceArchived,
    });
    expectAnswer(await rest.patch(`/invoices/${two._id}/mark-sent`, undefined, as(org.admin)), 409, {
      msg: WORKSPACE_MSG.invoiceArchived,
    });
    expectAnswer(await rest.put(`/invoices/${two._id}`, { status: 'draft' }, as(org.admin)), 200, {
      ...two,
      updatedAt: aTimestamp(),
    });
  });

  it('lists are arrays, newest first, non-archived by default with unknown filters sanitised; a client and a project narrow them', async () => {
    const { org, client, project, invoice } = await world();
    const app = await createProject(rest, org.admin, { title: 'App', client: client._id });
    const one = await createInvoice(
      rest,
      org.admin,
      invoiceBody(client._id, [project._id, app._id], [item('Design', 1, 100)], day(14)),
    );
    const two = await invoice();
    const archived = await patch(org.admin, `/invoices/${two._id}/mark-sent`).then(async () => {
      const res = await rest.put(`/invoices/${two._id}`, { status: 'archived' }, as(org.admin));
      return res.body;
    });
    const initech = await clientWithProject(rest, org.admin, { client: 'Initech', project: 'Portal' });
    const theirs = await createInvoice(
      rest,
      org.admin,
      invoiceBody(initech.client._id, [initech.project._id], [item('Portal', 1, 5)], day(14)),
    );

    expectAnswer(await rest.get('/invoices', as(org.admin)), 200, [theirs, one]);
    for (const status of ['nonArchived', 'nonarchived', '', 'undefined', 'null', 'bogus']) {
      const res = await rest.get(`/invoices?status=${status}`, as(org.admin));
      expect({ status, answer: res.status, ids: idsOf(res.body) }).toEqual({
        status,
        answer: 200,
        ids: [theirs._id, one._id],
      });
    }
    expectAnswer(await rest.get('/invoices?status=archived', as(org.admin)), 200, [archived]);
    expect(idsOf((await rest.get('/invoices?status=all', as(org.admin))).body)).toEqual([
      theirs._id,
      two._id,
      one._id,
    ]);
    expectAnswer(await rest.get('/invoices?status=active', as(org.admin)), 200, [theirs, one]);

    const byClient = `/clients/${client._id}/invoices`;
    expectAnswer(await rest.get(byClient, as(org.admin)), 200, [one]);
    expectAnswer(await rest.get(`${byClient}?status=nonArchived`, as(org.admin)), 200, [one]);
    expectAnswer(await rest.get(`${byClient}?status=bogus`, as(org.admin)), 200, [one]);
    expect(idsOf((await rest.get(`${byClient}?status=all`, as(org.admin))).body)).toEqual([two._id, one._id]);

    expectAnswer(await rest.get(`/invoices?project=${app._id}`, as(org.admin)), 200, [one]);
    expectAnswer(await rest.get(`/invoices?client=${initech.client._id}`, as(org.admin)), 200, [theirs]);
  });
});

describe('the PDF, other organizations and deletion', () => {
  it('GET /invoices/{id}/pdf is application/pdf for any member; other tenants get 404; no token 401', async () => {
    const { org, invoice } = await world();
    const viewer = await org.add('viewer');
    const i = await invoice();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${i._id}/pdf`,
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const other = await createOrg(t, rest, { orgName: 'Other Tenant' });
    expectAnswer(await rest.get(`/invoices/${i._id}/pdf`, as(other.admin)), 404, NOT_FOUND);
    expectAnswer(await rest.get(`/invoices/${i._id}/pdf`), 401, { msg: MSG.noTokenProvided });
  });

  it("another organization's invoice is 404 for reads and writes, and never listed", async () => {
    const { org, invoice } = await world();
    const one = await invoice();
    const other = await createOrg(t, rest, { orgName: 'Other Tenant' });
    const O = as(other.admin);
    expectAnswer(await rest.get(`/invoices/${one._id}`, O), 404, NOT_FOUND);
    expectAnswer(await rest.put(`/invoices/${one._id}`, { status: 'archived' }, O), 404, NOT_FOUND);
    expectAnswer(await rest.patch(`/invoices/${one._id}/mark-sent`, undefined, O), 404, NOT_FOUND);
    expectAnswer(await rest.patch(`/invoices/${one._id}/mark-paid`, { amount: 1 }, O), 404, NOT_FOUND);
    expectAnswer(await rest.delete(`/invoices/${one._id}`, O), 404, NOT_FOUND);
    expectAnswer(await rest.get('/invoices?status=all', O), 200, []);
    expectAnswer(await rest.get(`/invoices/${one._id}`, as(org.admin)), 200, one);
  });

  it('admins and managers delete an invoice; members cannot', async () => {
    const { org, invoice } = await world();
    const member = await org.add('member');
    const i = await invoice();
    expectInsufficientRole(await rest.delete(`/invoices/${i._id}`, as(member)));
    expectAnswer(await rest.delete(`/invoices/${i._id}`, as(org.admin)), 200, {
      msg: INVOICE_MSG.invoiceDeleted,
    });
    expectAnswer(await rest.get(`/invoices/${i._id}`, as(org.admin)), 404, NOT_FOUND);
  });
});
