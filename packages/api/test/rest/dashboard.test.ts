/**
 * What the REST facade adds to the dashboard (the rules themselves are in dashboard.test.ts): the
 * summary as it travels, its cards, months and recent activity, from a new organization's to what
 * a client, a project and a sent and paid invoice change.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswer } from '../helpers/answers';
import { clientWithProject, createInvoice, createOrg, day, invoiceBody } from '../helpers/org';
import { as } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';
import { activityEntry } from './records';

const { t, rest } = useTestApp();

describe('dashboard', () => {
  /** The last six calendar months (UTC), oldest first, with no revenue. */
  const sixEmptyMonths = () => {
    const now = new Date();
    return Array.from({ length: 6 }, (_, i) => {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5 + i, 1));
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, total: 0 };
    });
  };

  /** The summary's four cards. */
  const cards = (
    totalClients: number,
    activeProjects: number,
    unpaidInvoices: number,
    unpaidTotal: number,
  ) => ({
    totalClients,
    activeProjects,
    unpaidInvoices,
    unpaidTotal,
  });

  it('the summary of a new organization, then what a client, a project and a sent and paid invoice change', async () => {
    const org = await createOrg(t, rest, { orgName: 'Turing Works', name: 'Alan Admin' });
    const months = sixEmptyMonths();
    const empty = await rest.get('/dashboard/summary', as(org.admin));
    expectAnswer(empty, 200, {
      ...cards(0, 0, 0, 0),
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
    expect(sent).toMatchObject({ ...cards(1, 1, 1, 100), revenueByMonth: months });
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
      activityEntry(
        org.admin,
        'marked_sent',
        'invoice',
        invoice._id,
        { number: 1, numberSuffix: null },
        { from: 'draft', to: 'sent' },
      ),
    );

    expect(
      (await rest.patch(`/invoices/${invoice._id}/mark-paid`, { amount: 100 }, as(org.admin))).status,
    ).toBe(200);
    const paid = (await rest.get('/dashboard/summary', as(org.admin))).body;
    expect(paid).toMatchObject({
      ...cards(1, 1, 0, 0),
      revenueByMonth: [...months.slice(0, 5), { ...months[5], total: 100 }],
    });
    expect(paid.recentActivity[0]).toMatchObject({ action: 'payment_recorded', objectId: invoice._id });
  });
});
