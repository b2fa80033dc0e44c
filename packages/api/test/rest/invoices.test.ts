/**
 * What the REST facade adds to the invoices API (the rules themselves are in invoices.test.ts,
 * invoices-status.test.ts and invoices-pdf.test.ts): the paths and methods, the record as it
 * travels (client and projects by name, items with amounts, money in major units, ISO timestamps,
 * absent values as null), bare arrays for lists, the PDF's content type, and the error envelopes
 * of 401, 403, 404, 409 and 422. Each test has an organization of its own, on the pro plan.
 */
import { INVOICE_MSG, MSG, WORKSPACE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { anId, aTimestamp, expectAnswer, expectInsufficientRole, validationBody } from '../helpers/answers';
import { clientWithProject, createInvoice, createOrg, createProject, day, invoiceBody } from '../helpers/org';
import { as } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';
import { changed } from './records';

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
  const invoice = (items = [item('Work', 1, 10)]) =>
    createInvoice(rest, org.admin, invoiceBody(client._id, [project._id], items, day(14)));
  return { org, client, project, invoice };
}

describe('/api/invoices', () => {
  it('POST and GET answer the whole record; PUT, mark-sent, mark-paid and archiving answer it changed', async () => {
    const { org, client, project } = await world();
    const A = as(org.admin);
    const app = await createProject(rest, org.admin, { title: 'App', client: client._id });
    const res = await rest.post(
      '/invoices',
      invoiceBody(
        client._id,
        [project._id, app._id],
        [item('Design', 1.5, 100), item('Development', 2, 50.25)],
        day(14),
      ),
      A,
    );
    const created = {
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
        {
          description: 'Design',
          quantity: 1.5,
          unitPrice: 100,
          discountPercent: 0,
          taxRateIds: [],
          amount: 150,
        },
        {
          description: 'Development',
          quantity: 2,
          unitPrice: 50.25,
          discountPercent: 0,
          taxRateIds: [],
          amount: 100.5,
        },
      ],
      // Without discounts or taxes the subtotal is the total.
      discount: null,
      pricesIncludeTax: false,
      subtotal: 250.5,
      discountTotal: 0,
      taxTotal: 0,
      taxes: [],
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
      viewedAt: null,
      recurringInvoiceId: null,
      recurringDate: null,
      quoteId: null,
    };
    expectAnswer(res, 200, created);
    const i = res.body;
    expectAnswer(await rest.get(`/invoices/${i._id}`, A), 200, i);

    const edit = await rest.put(
      `/invoices/${i._id}`,
      invoiceBody(client._id, [project._id], [item('Hosting', 3, 40)], day(20)),
      A,
    );
    const edited = changed(i, {
      project: [{ _id: project._id, title: 'Website' }],
      items: [
        {
          description: 'Hosting',
          quantity: 3,
          unitPrice: 40,
          discountPercent: 0,
          taxRateIds: [],
          amount: 120,
        },
      ],
      dueDate: day(20),
      subtotal: 120,
      total: 120,
      balanceDue: 120,
    });
    expectAnswer(edit, 200, edited);
    expectAnswer(await rest.get(`/invoices/${i._id}`, A), 200, edited);

    const sent = await rest.patch(`/invoices/${i._id}/mark-sent`, undefined, A);
    expectAnswer(sent, 200, changed(edit.body, { status: 'sent', sentAt: aTimestamp() }));
    const partial = await rest.patch(`/invoices/${i._id}/mark-paid`, { amount: 50 }, A);
    expectAnswer(partial, 200, changed(sent.body, { paidAmount: 50, balanceDue: 70 }));
    const paid = await rest.patch(`/invoices/${i._id}/mark-paid`, { amount: 1000 }, A);
    expectAnswer(
      paid,
      200,
      changed(sent.body, {
        status: 'paid',
        paidAmount: 120,
        balanceDue: 0,
        paidAt: aTimestamp(),
      }),
    );
    const archived = await rest.put(`/invoices/${i._id}`, { status: 'archived' }, A);
    expectAnswer(archived, 200, changed(paid.body, { status: 'archived' }));
    expectAnswer(await rest.get(`/invoices/${i._id}`, A), 200, archived.body);
  });

  it('lists are bare arrays of whole records, newest first; DELETE answers a message', async () => {
    const { org, client, invoice } = await world();
    const A = as(org.admin);
    const one = await invoice();
    const two = await invoice([item('Hosting', 1, 40)]);
    expectAnswer(await rest.get('/invoices', A), 200, [two, one]);
    expectAnswer(await rest.get(`/clients/${client._id}/invoices`, A), 200, [two, one]);
    expectAnswer(await rest.delete(`/invoices/${one._id}`, A), 200, { msg: INVOICE_MSG.invoiceDeleted });
    expectAnswer(await rest.get('/invoices', A), 200, [two]);
  });

  it('GET /invoices/{id}/pdf is application/pdf, with the { msg } envelope for 404 and 401', async () => {
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

  it('errors travel as { msg } envelopes: 422 with errors, 409, 403 with a code, 404', async () => {
    const { org, client, project, invoice } = await world();
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
    const one = await invoice();
    expectAnswer(
      await rest.put(`/invoices/${one._id}`, { status: 'bogus' }, A),
      422,
      validationBody(['status', WORKSPACE_MSG.invalidStatus]),
    );
    expectAnswer(
      await rest.patch(`/invoices/${one._id}/mark-paid`, { amount: 'abc' }, A),
      422,
      validationBody(['amount', WORKSPACE_MSG.invalidAmount]),
    );
    expect((await rest.patch(`/invoices/${one._id}/mark-sent`, undefined, A)).status).toBe(200);
    expectAnswer(await rest.patch(`/invoices/${one._id}/mark-sent`, undefined, A), 409, {
      msg: WORKSPACE_MSG.alreadySent,
    });
    expectInsufficientRole(await rest.delete(`/invoices/${one._id}`, as(await org.add('member'))));

    const O = as((await createOrg(t, rest, { orgName: 'Other Tenant' })).admin);
    expectAnswer(await rest.get(`/invoices/${one._id}`, O), 404, NOT_FOUND);
    expectAnswer(await rest.put(`/invoices/${one._id}`, { status: 'archived' }, O), 404, NOT_FOUND);
    expectAnswer(await rest.patch(`/invoices/${one._id}/mark-sent`, undefined, O), 404, NOT_FOUND);
    expectAnswer(await rest.patch(`/invoices/${one._id}/mark-paid`, { amount: 1 }, O), 404, NOT_FOUND);
    expectAnswer(await rest.delete(`/invoices/${one._id}`, O), 404, NOT_FOUND);
  });
});
