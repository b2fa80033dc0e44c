/**
 * Billing over REST in mock mode (no Stripe keys): the overview, checkout and portal, and the
 * free plan's limits (docs/product.md#plans-and-limits): 2 users counting pending invitations,
 * 50 clients, 10 invoices per calendar month, lifted on a paid plan. Each test has an
 * organization of its own.
 */
import { BILLING_MSG, FALLBACK_PRICES_CENTS, MSG, ORG_MSG, WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { describe, expect, it } from 'vitest';
import {
  aTimestamp,
  expectAnswer,
  expectInsufficientRole,
  expectPlanUpgrade,
  forbiddenBody,
  validationBody,
} from '../helpers/answers';
import { clientWithProject, createInvoice, createOrg, day, inviteAndJoin, invoiceBody } from '../helpers/org';
import { as, uniqueEmail } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';

const { t, rest } = useTestApp();

const PLAN_ACTIVATED = { msg: BILLING_MSG.planActivated, planTier: 'pro', subscriptionStatus: 'active' };
const members = async (who: { token: string }) =>
  (await rest.get('/org/members', as(who))).body.members.map((m: { role: string }) => m.role);

describe('billing', () => {
  it('the overview of a new organization: free plan, an empty billing block, the prices, mock mode', async () => {
    const org = await createOrg(t, rest, { orgName: 'Compilers Inc' });
    const viewer = await org.add('viewer');
    const overview = {
      org: {
        _id: org.orgId,
        name: 'Compilers Inc',
        planTier: 'free',
        subscriptionStatus: 'inactive',
        billing: { periodStart: null, periodEnd: null, customerId: null, subscriptionId: null },
      },
      hasCustomer: false,
      prices: {
        pro: { amount: FALLBACK_PRICES_CENTS.pro, currency: 'USD', interval: 'month' },
        business: { amount: FALLBACK_PRICES_CENTS.business, currency: 'USD', interval: 'month' },
      },
      mockMode: true,
    };
    expectAnswer(await rest.get('/billing/overview', as(org.admin)), 200, overview);
    expectAnswer(await rest.get('/billing/overview', as(viewer)), 200, overview);
  });

  it('checkout needs a verified email and a paid tier', async () => {
    const unverified = await createOrg(t, rest, { verify: false });
    expectAnswer(
      await rest.post('/billing/checkout', { tier: 'pro' }, as(unverified.admin)),
      403,
      forbiddenBody('EMAIL_NOT_VERIFIED', MSG.emailNotVerified),
    );
    expect((await rest.get('/billing/overview', as(unverified.admin))).body.org.planTier).toBe('free');

    const org = await createOrg(t, rest);
    for (const tier of ['gold', 'free']) {
      expectAnswer(
        await rest.post('/billing/checkout', { tier }, as(org.admin)),
        422,
        validationBody(['tier', BILLING_MSG.invalidTier]),
      );
    }
  });

  it('checkout {tier: pro} in mock mode answers no url and activates the plan for a month', async () => {
    const org = await createOrg(t, rest);
    expectAnswer(await rest.post('/billing/checkout', { tier: 'pro' }, as(org.admin)), 200, PLAN_ACTIVATED);
    const overview = (await rest.get('/billing/overview', as(org.admin))).body;
    expect(overview.org).toMatchObject({
      planTier: 'pro',
      subscriptionStatus: 'active',
      billing: { periodStart: aTimestamp(), periodEnd: aTimestamp(), customerId: null, subscriptionId: null },
    });
    const start = new Date(overview.org.billing.periodStart);
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(overview.org.billing.periodEnd).toBe(end.toISOString());
    expect(Date.now() - start.getTime()).toBeLessThan(60_000);
  });

  it('the billing portal is unavailable in mock mode', async () => {
    const org = await createOrg(t, rest, { plan: 'pro' });
    expectAnswer(await rest.post('/billing/portal', undefined, as(org.admin)), 400, {
      msg: BILLING_MSG.portalUnavailable,
    });
  });

  it('members and viewers cannot change the plan', async () => {
    const org = await createOrg(t, rest);
    const member = await org.add('member');
    expectAnswer(await rest.post('/billing/checkout', { tier: 'pro' }, as(org.admin)), 200, PLAN_ACTIVATED);
    const viewer = await org.add('viewer');
    for (const who of [member, viewer]) {
      expectInsufficientRole(await rest.post('/billing/checkout', { tier: 'business' }, as(who)));
      expectInsufficientRole(await rest.post('/billing/portal', undefined, as(who)));
    }
    expect((await rest.get('/billing/overview', as(org.admin))).body.org.planTier).toBe('pro');
  });
});

describe('free plan limits', () => {
  it('users: a third one is refused with 403 PLAN_UPGRADE_REQUIRED; on pro more join', async () => {
    const org = await createOrg(t, rest);
    const manager = await org.add('manager');
    expectPlanUpgrade(
      await rest.post(
        '/org/invite',
        { name: 'Third', email: uniqueEmail('third'), role: 'viewer' },
        as(org.admin),
      ),
      ORG_MSG.memberLimit,
    );
    expect(await members(org.admin)).toEqual(['admin', 'manager']);
    expectAnswer(await rest.get('/org/invites', as(org.admin)), 200, []);

    expectAnswer(await rest.post('/billing/checkout', { tier: 'pro' }, as(org.admin)), 200, PLAN_ACTIVATED);
    const member = await inviteAndJoin(t, rest, manager, 'member', 'Max Member');
    const viewer = await inviteAndJoin(t, rest, org.admin, 'viewer', 'Vera Viewer');
    const list = (await rest.get('/org/members', as(org.admin))).body.members;
    expect(list.map((m: { user: { _id: string }; role: string }) => [m.user._id, m.role])).toEqual([
      [org.admin.userId, 'admin'],
      [manager.userId, 'manager'],
      [member.userId, 'member'],
      [viewer.userId, 'viewer'],
    ]);
  });

  it('users: pending invitations count, so they cannot take an organization past 2 users', async () => {
    const owner = await createOrg(t, rest, { orgName: 'Pending Org' });
    const first = uniqueEmail('pending.x');
    const invited = await rest.post(
      '/org/invite',
      { name: 'X', email: first, role: 'viewer' },
      as(owner.admin),
    );
    expect(invited.status).toBe(200);
    expectPlanUpgrade(
      await rest.post(
        '/org/invite',
        { name: 'Y', email: uniqueEmail('pending.y'), role: 'viewer' },
        as(owner.admin),
      ),
      ORG_MSG.memberLimit,
    );
    const invite = new URL(invited.body.link).searchParams.get('invite');
    expectAnswer(
      await rest.post('/auth/register', { name: 'X', email: first, password: 'Str0ng-Passw0rd', invite }),
      200,
      { token: expect.any(String) },
    );
    expect(await members(owner.admin)).toEqual(['admin', 'viewer']);
  });

  it('clients: 50, the 51st is 403 PLAN_UPGRADE_REQUIRED; on pro it is created', async () => {
    const org = await createOrg(t, rest);
    const manager = await org.add('manager');
    await t.handle.db
      .insert(schema.clients)
      .values(Array.from({ length: 49 }, (_, i) => ({ orgId: org.orgId, name: `Client ${i + 1}` })));
    expect((await rest.post('/clients', { name: 'Client 50' }, as(manager))).status).toBe(200);
    expectPlanUpgrade(
      await rest.post('/clients', { name: 'One too many' }, as(org.admin)),
      WORKSPACE_MSG.clientLimit,
    );
    expect((await rest.get('/clients?status=all', as(org.admin))).body).toHaveLength(50);

    expectAnswer(await rest.post('/billing/checkout', { tier: 'pro' }, as(org.admin)), 200, PLAN_ACTIVATED);
    expect((await rest.post('/clients', { name: 'Client 51' }, as(org.admin))).status).toBe(200);
    expect((await rest.get('/clients?status=all', as(org.admin))).body).toHaveLength(51);
  });

  it('invoices: 10 per calendar month, the 11th is 403 PLAN_UPGRADE_REQUIRED; on pro it is created', async () => {
    const org = await createOrg(t, rest);
    const { client, project } = await clientWithProject(rest, org.admin, { client: 'Limit Client' });
    const payload = () =>
      invoiceBody(client._id, [project._id], [{ description: 'Work', quantity: 1, unitPrice: 10 }], day(30));
    for (let i = 0; i < 10; i += 1) await createInvoice(rest, org.admin, payload());
    expectPlanUpgrade(await rest.post('/invoices', payload(), as(org.admin)), WORKSPACE_MSG.invoiceLimit);
    const list = (await rest.get('/invoices', as(org.admin))).body;
    expect(list).toHaveLength(10);
    // PDF export is open to the free plan.
    const pdf = await rest.get(`/invoices/${list[0]._id}/pdf`, as(org.admin));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    expectAnswer(await rest.post('/billing/checkout', { tier: 'pro' }, as(org.admin)), 200, PLAN_ACTIVATED);
    const eleventh = await rest.post('/invoices', payload(), as(org.admin));
    expect(eleventh.status).toBe(200);
    expect(eleventh.body.number).toBe(11);
    expect((await rest.get('/invoices', as(org.admin))).body).toHaveLength(11);
  });
});
