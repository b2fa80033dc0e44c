/**
 * What the REST facade adds to the activity log (the rules themselves, paging, filters, feeds and
 * the CSV's cells, are in activity.test.ts and activity-export.test.ts): the entries as they
 * travel (actor and record snapshot, ISO timestamps) in the `{items, total, pages}` envelope,
 * page, limit and empty filters from the query string, feeds as bare arrays, the team summary's
 * body, the CSV's content type and file name, and the error envelopes. Each test has an
 * organization of its own.
 */
import { MSG, WORKSPACE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { aTimestamp, expectAnswer, validationBody } from '../helpers/answers';
import {
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
import { activityEntry } from './records';

const { t, rest } = useTestApp();

const userOf = (who: Member) => ({ _id: who.userId, name: who.name, email: who.email });

/**
 * An organization whose log has 23 entries: it was created; the admin added 15 clients (Globex
 * Corporation first), the project Website Redesign and an invoice for it, sent it and recorded two
 * payments; the manager added the client Initech and its project Initech Portal.
 */
async function busyOrg() {
  const org = await createOrg(t, rest, { orgName: 'Turing Works', name: 'Alan Admin', plan: 'pro' });
  const manager = await org.add('manager', 'Mona Manager');
  const globex = await createClient(rest, org.admin, { name: 'Globex Corporation' });
  for (let i = 2; i <= 15; i += 1) await createClient(rest, org.admin, { name: `Client ${i}` });
  const initech = await createClient(rest, manager, { name: 'Initech' });
  const portal = await createProject(rest, manager, { title: 'Initech Portal', client: initech._id });
  const web = await createProject(rest, org.admin, { title: 'Website Redesign', client: globex._id });
  const invoice = await createInvoice(
    rest,
    org.admin,
    invoiceBody(globex._id, [web._id], [{ description: 'Design', quantity: 1, unitPrice: 100 }], day(14)),
  );
  for (const [path, body] of [
    [`/invoices/${invoice._id}/mark-sent`, undefined],
    [`/invoices/${invoice._id}/mark-paid`, { amount: 40 }],
    [`/invoices/${invoice._id}/mark-paid`, { amount: 60 }],
  ] as const) {
    expect((await rest.patch(path, body, as(org.admin))).status).toBe(200);
  }
  return { org, manager, globex, initech, portal, web, invoice, total: 23 };
}

const actionsOf = (entries: { action: string }[]) => entries.map((e) => e.action);

describe('the organization log', () => {
  it('answers pages of entries, newest first, each with its actor and record', async () => {
    const { org, manager, invoice, total } = await busyOrg();
    const A = as(org.admin);
    const base = await rest.get('/activity', A);
    expect(base.status).toBe(200);
    expect(base.body).toEqual({ items: expect.any(Array), total, pages: 2 });
    expect(base.body.items).toHaveLength(20);
    const invoiceEntry = (action: string, details: Record<string, unknown> | null) =>
      activityEntry(org.admin, action, 'invoice', invoice._id, { number: 1, numberSuffix: null }, details);
    // Each entry carries what its action adds: the payment and what it left, the status change.
    expect(base.body.items.slice(0, 4)).toEqual([
      invoiceEntry('payment_recorded', { amount: 60, balanceDue: 0, currency: 'USD', paidInFull: true }),
      invoiceEntry('payment_recorded', { amount: 40, balanceDue: 60, currency: 'USD', paidInFull: false }),
      invoiceEntry('marked_sent', { from: 'draft', to: 'sent' }),
      invoiceEntry('created', null),
    ]);
    expect(base.body.items[6]).toEqual(
      activityEntry(manager, 'created', 'client', expect.any(String), { name: 'Initech' }),
    );

    expect((await rest.get('/activity?page=2&limit=10', A)).body).toMatchObject({ total, pages: 3 });
    expect((await rest.get('/activity?type=&q=&userId=', A)).body.total).toBe(total);
    expectAnswer(
      await rest.get('/activity?limit=1000', A),
      422,
      validationBody(['limit', 'limit must be a whole number from 1 to 100']),
    );
  });
});

describe('feeds and the team summary', () => {
  it("each record's feed lists its own entries, newest first; another organization's record is 404", async () => {
    const { org, globex, web, invoice } = await busyOrg();
    const A = as(org.admin);
    const feed = async (id: string, type: string) => {
      const res = await rest.get(`/activity/${id}/${type}`, A);
      expect(res.status).toBe(200);
      for (const e of res.body)
        expect({ objectId: e.objectId, entityType: e.entityType }).toEqual({
          objectId: id,
          entityType: type,
        });
      return actionsOf(res.body);
    };
    expect(await feed(globex._id, 'client')).toEqual(['created']);
    expect(await feed(web._id, 'project')).toEqual(['created']);
    expect(await feed(invoice._id, 'invoice')).toEqual([
      'payment_recorded',
      'payment_recorded',
      'marked_sent',
      'created',
    ]);
    const other = await createOrg(t, rest, { orgName: 'Other Tenant' });
    expectAnswer(await rest.get(`/activity/${globex._id}/client`, as(other.admin)), 404, {
      msg: WORKSPACE_MSG.clientNotFound,
    });
    expectAnswer(await rest.get(`/activity/${web._id}/project`, as(other.admin)), 404, {
      msg: WORKSPACE_MSG.projectNotFound,
    });
    expectAnswer(await rest.get(`/activity/${invoice._id}/invoice`, as(other.admin)), 404, {
      msg: WORKSPACE_MSG.invoiceNotFound,
    });
  });

  it('GET /org/activity-summary counts the last 30 days by action, entity type and member', async () => {
    const { org, manager, total } = await busyOrg();
    const viewer = await org.add('viewer');
    const res = await rest.get('/org/activity-summary', as(viewer));
    expect(res.status).toBe(200);
    // Each list is ordered by count, most first; equal counts come in no particular order.
    type ActionCount = { action: string; count: number };
    const byCount = (list: ActionCount[]) =>
      [...list].sort((x, y) => y.count - x.count || x.action.localeCompare(y.action));
    const counts = res.body.byAction.map((x: { count: number }) => x.count);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect({
      ...res.body,
      byAction: byCount(res.body.byAction),
    }).toEqual({
      days: 30,
      since: aTimestamp(),
      total,
      byAction: [
        { action: 'created', count: 19 },
        { action: 'payment_recorded', count: 2 },
        { action: 'marked_sent', count: 1 },
        { action: 'org_created', count: 1 },
      ],
      byEntityType: [
        { entityType: 'client', count: 16 },
        { entityType: 'invoice', count: 4 },
        { entityType: 'project', count: 2 },
        { entityType: 'other', count: 1 },
      ],
      byMember: [
        { user: userOf(org.admin), count: 21 },
        { user: userOf(manager), count: 2 },
      ],
    });
    const since = new Date(res.body.since).getTime();
    expect(Math.abs(since - (Date.now() - 30 * 86_400_000))).toBeLessThan(60_000);
  });
});

describe('the CSV export', () => {
  it('a CSV file named by content-disposition; errors in the JSON envelope', async () => {
    const { org } = await busyOrg();
    const res = await rest.get('/activity/export?type=client', as(org.admin));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The web app names the file after this header (activity.csv without it).
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="activity-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(String(res.body).split('\r\n')[0]).toBe('date,user,email,action,type,entity,objectId');
    expectAnswer(await rest.get('/activity/export'), 401, { msg: MSG.noTokenProvided });
  });
});
