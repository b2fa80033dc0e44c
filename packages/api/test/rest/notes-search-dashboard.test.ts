/**
 * What the REST facade adds to notes, search and the dashboard (the rules themselves are in
 * notes.test.ts, search.test.ts and dashboard.test.ts): the records as they travel (a note with
 * its author, typed search results, the dashboard's cards, months and recent activity), the
 * notes' page envelope and its query string, and the error envelopes. Each test has an
 * organization of its own.
 */
import { MSG, WORKSPACE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { expectAnswer, expectInsufficientRole, MISSING_ID, validationBody } from '../helpers/answers';
import {
  clientWithProject,
  createClient,
  createInvoice,
  createOrg,
  createProject,
  day,
  invoiceBody,
  type Member,
} from '../helpers/org';
import { as } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';
import { activityEntry, changed, noteRecord } from './records';

const { t, rest } = useTestApp();

const notesOf = (entityType: string, id: string) =>
  `/notes?entityType=${entityType}&objectId=${id}&page=1&limit=100`;

async function addNote(who: Member, entityType: string, objectId: string, body: string) {
  const res = await rest.post('/notes', { entityType, objectId, body }, as(who));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('notes', () => {
  it('POST, PUT and DELETE answer the note (with its author) or a message; GET a page envelope', async () => {
    const org = await createOrg(t, rest, { name: 'Alan Admin' });
    const manager = await org.add('manager');
    const { client: globex, project: web } = await clientWithProject(rest, org.admin);
    const A = as(org.admin);
    const note = await rest.post(
      '/notes',
      { entityType: 'client', objectId: globex._id, body: '  Call back on Monday  ' },
      A,
    );
    expectAnswer(note, 200, noteRecord('client', globex._id, 'Call back on Monday', org.admin));
    expectAnswer(await rest.get(notesOf('client', globex._id), A), 200, {
      items: [note.body],
      total: 1,
      pages: 1,
    });
    const edited = await rest.put(`/notes/${note.body._id}`, { body: 'Manager edit' }, as(manager));
    expectAnswer(edited, 200, changed(note.body, { body: 'Manager edit' }));

    const first = await addNote(org.admin, 'project', web._id, 'First');
    await addNote(org.admin, 'project', web._id, 'Second');
    // page and limit come as text in the query string.
    expectAnswer(await rest.get(`/notes?entityType=project&objectId=${web._id}&page=2&limit=1`, A), 200, {
      items: [first],
      total: 2,
      pages: 2,
    });
    expectAnswer(await rest.delete(`/notes/${note.body._id}`, A), 200, { msg: 'Note deleted' });
    expectAnswer(await rest.get(notesOf('client', globex._id), A), 200, { items: [], total: 0, pages: 0 });
  });

  it('errors travel as { msg } envelopes: 422 with errors, 403 with a code, 404', async () => {
    const org = await createOrg(t, rest);
    const viewer = await org.add('viewer');
    const globex = await createClient(rest, org.admin, { name: 'Globex Corporation' });
    const A = as(org.admin);
    const post = (body: Record<string, unknown>, who = A) =>
      rest.post('/notes', { entityType: 'client', objectId: globex._id, ...body }, who);
    expectAnswer(await post({ body: '   ' }), 422, validationBody(['body', WORKSPACE_MSG.noteEmpty]));
    expectAnswer(
      await post({ body: 'x'.repeat(5001) }),
      422,
      validationBody(['body', WORKSPACE_MSG.noteTooLong]),
    );
    expectAnswer(
      await post({ entityType: 'spaceship', body: 'x' }),
      422,
      validationBody(['entityType', 'entityType must be client, project or invoice']),
    );
    expectAnswer(
      await rest.get(`/notes?entityType=client&objectId=${globex._id}&page=1&limit=1000`, A),
      422,
      validationBody(['limit', 'Too big: expected number to be <=100']),
    );
    expectInsufficientRole(await post({ body: 'Viewer note' }, as(viewer)), WORKSPACE_MSG.notePermission);

    const note = await addNote(org.admin, 'client', globex._id, 'Ours');
    const other = await createOrg(t, rest, { orgName: 'Other Tenant' });
    const foreign = await createClient(rest, other.admin, { name: 'Globex Rival' });
    const O = as(other.admin);
    expectAnswer(await post({ objectId: foreign._id, body: 'Sneaky' }), 404, {
      msg: WORKSPACE_MSG.clientNotFound,
    });
    expectAnswer(await rest.get(notesOf('client', globex._id), O), 404, {
      msg: WORKSPACE_MSG.clientNotFound,
    });
    expectAnswer(await rest.put(`/notes/${note._id}`, { body: 'x' }, O), 404, {
      msg: WORKSPACE_MSG.noteNotFound,
    });
    expectAnswer(await rest.delete(`/notes/${note._id}`, O), 404, { msg: WORKSPACE_MSG.noteNotFound });
    expectAnswer(await rest.put(`/notes/${MISSING_ID}`, { body: 'x' }, A), 404, {
      msg: WORKSPACE_MSG.noteNotFound,
    });
  });
});

describe('search', () => {
  it('answers typed results of the organization only', async () => {
    const org = await createOrg(t, rest);
    const globex = await createClient(rest, org.admin, { name: 'Globex Corporation' });
    const web = await createProject(rest, org.admin, { title: 'Website Redesign', client: globex._id });
    const invoice = await createInvoice(
      rest,
      org.admin,
      invoiceBody(globex._id, [web._id], [{ description: 'Work', quantity: 1, unitPrice: 10 }], day(14)),
    );
    const other = await createOrg(t, rest, { orgName: 'Other Tenant' });
    const foreign = await createClient(rest, other.admin, { name: 'Globex Rival' });
    const globexRef = { _id: globex._id, name: 'Globex Corporation' };

    expectAnswer(await rest.get('/search?q=Globex', as(org.admin)), 200, {
      items: [
        { type: 'client', _id: globex._id, name: 'Globex Corporation' },
        { type: 'invoice', _id: invoice._id, number: 1, numberSuffix: null, client: globexRef },
      ],
    });
    expectAnswer(await rest.get('/search?q=Website', as(org.admin)), 200, {
      items: [{ type: 'project', _id: web._id, title: 'Website Redesign', client: globexRef }],
    });
    expectAnswer(await rest.get('/search?q=Globex', as(other.admin)), 200, {
      items: [{ type: 'client', _id: foreign._id, name: 'Globex Rival' }],
    });
    expectAnswer(await rest.get('/search?q=', as(org.admin)), 200, { items: [] });
    expectAnswer(await rest.get('/search?q=Globex'), 401, { msg: MSG.noTokenProvided });
  });
});

describe('dashboard', () => {
  /** The last six calendar months (UTC), oldest first, with no revenue. */
  const sixEmptyMonths = () => {
    const now = new Date();
    return Array.from({ length: 6 }, (_, i) => {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5 + i, 1));
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, total: 0 };
    });
  };

  it('the summary of a new organization, then what a client, a project and a sent and paid invoice change', async () => {
    const org = await createOrg(t, rest, { orgName: 'Turing Works', name: 'Alan Admin' });
    const months = sixEmptyMonths();
    const empty = await rest.get('/dashboard/summary', as(org.admin));
    expectAnswer(empty, 200, {
      totalClients: 0,
      activeProjects: 0,
      unpaidInvoices: 0,
      unpaidTotal: 0,
      currency: 'USD',
      revenueByMonth: months,
      otherCurrencies: [],
      recentActivity: [activityEntry(org.admin, 'org_created', 'other', org.orgId, { name: 'Turing Works' })],
    });

    const { client, project } = await clientWithProject(rest, org.admin, {
      client: 'Dash Client',
      project: 'Dash',
    });
    const invoice = await createInvoice(
      rest,
      org.admin,
      invoiceBody(client._id, [project._id], [{ description: 'Dash', quantity: 1, unitPrice: 100 }], day(14)),
    );
    expect((await rest.patch(`/invoices/${invoice._id}/mark-sent`, undefined, as(org.admin))).status).toBe(
      200,
    );
    const sent = (await rest.get('/dashboard/summary', as(org.admin))).body;
    expect(sent).toMatchObject({
      totalClients: 1,
      activeProjects: 1,
      unpaidInvoices: 1,
      unpaidTotal: 100,
      revenueByMonth: months,
    });
    expect(
      sent.recentActivity.map((e: { action: string; entityType: string }) => [e.action, e.entityType]),
    ).toEqual([
      ['marked_sent', 'invoice'],
      ['created', 'invoice'],
      ['created', 'project'],
      ['created', 'client'],
      ['org_created', 'other'],
    ]);
    expect(sent.recentActivity[0]).toEqual(
      activityEntry(org.admin, 'marked_sent', 'invoice', invoice._id, { number: 1, numberSuffix: null }),
    );

    expect(
      (await rest.patch(`/invoices/${invoice._id}/mark-paid`, { amount: 100 }, as(org.admin))).status,
    ).toBe(200);
    const paid = (await rest.get('/dashboard/summary', as(org.admin))).body;
    expect(paid).toMatchObject({
      totalClients: 1,
      activeProjects: 1,
      unpaidInvoices: 0,
      unpaidTotal: 0,
      revenueByMonth: [...months.slice(0, 5), { ...months[5], total: 100 }],
    });
    expect(paid.recentActivity[0]).toMatchObject({ action: 'payment_recorded', objectId: invoice._id });
  });
});
