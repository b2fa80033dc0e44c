import { BILLING_MSG, FALLBACK_PRICES_CENTS, MSG, ORG_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectPlanUpgrade } from './helpers/answers';
import { createTeam, type Team } from './helpers/org';
import { signUp, uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

// Billing without STRIPE_SECRET_KEY: the mock mode every fresh install starts in.
const { t, rest } = useTestApp();
let team: Team;

beforeAll(async () => {
  team = await createTeam(t, rest);
});

const planChanges = (orgId: string) =>
  t.handle.db
    .select()
    .from(schema.activityEntries)
    .where(and(eq(schema.activityEntries.orgId, orgId), eq(schema.activityEntries.action, 'plan_changed')));

const orgOf = async (token: string) =>
  (await rest.get('/auth/me', { token })).body.user.currentOrg._id as string;

describe('GET /api/billing/overview in mock mode', () => {
  it('answers the free plan, the fallback prices and mockMode to every member', async () => {
    for (const who of [team.admin, team.manager, team.member, team.viewer]) {
      const res = await rest.get('/billing/overview', { token: who.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        org: {
          _id: team.orgId,
          name: 'Acme Studio',
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
      });
    }
    expect(FALLBACK_PRICES_CENTS).toEqual({ pro: 1200, business: 3000 });
  });

  it("shows each caller their own organization's plan, and needs a token", async () => {
    const other = await rest.get('/billing/overview', { token: team.outsider.token });
    expect(other.body.org._id).toBe(team.outsider.orgId);
    const anonymous = await rest.get('/billing/overview');
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/billing/checkout in mock mode', () => {
  it('is refused to members and viewers (INSUFFICIENT_ROLE) and changes nothing', async () => {
    for (const who of [team.member, team.viewer]) {
      const res = await rest.post('/billing/checkout', { tier: 'pro' }, { token: who.token });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'INSUFFICIENT_ROLE', msg: MSG.insufficientRole });
    }
    expect((await rest.get('/billing/overview', { token: team.admin.token })).body.org.planTier).toBe('free');
    expect(await planChanges(team.orgId)).toHaveLength(0);
  });

  it('needs a verified email (EMAIL_NOT_VERIFIED) and changes nothing', async () => {
    const unverified = await signUp(rest, t.outbox, { orgName: 'Unverified Co', verify: false });
    const res = await rest.post('/billing/checkout', { tier: 'pro' }, { token: unverified.token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', msg: MSG.emailNotVerified });
    const overview = await rest.get('/billing/overview', { token: unverified.token });
    expect(overview.body.org).toMatchObject({ planTier: 'free', subscriptionStatus: 'inactive' });
  });

  it('accepts only the pro or business plan (422)', async () => {
    for (const body of [{ tier: 'free' }, { tier: 'enterprise' }, {}]) {
      const res = await rest.post('/billing/checkout', body, { token: team.admin.token });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'tier', msg: BILLING_MSG.invalidTier }]);
    }
  });

  it("activates the plan at once, for a month, and lifts the free plan's limits", async () => {
    const owner = await signUp(rest, t.outbox, { orgName: 'Solo Studio' });
    const orgId = await orgOf(owner.token);
    const invite = () =>
      rest.post(
        '/org/invite',
        { name: 'Teammate', email: uniqueEmail(), role: 'member' },
        { token: owner.token },
      );
    expect((await invite()).status).toBe(200);
    const overLimit = await invite();
    expectPlanUpgrade(overLimit, ORG_MSG.memberLimit);

    const before = Date.now();
    const res = await rest.post('/billing/checkout', { tier: 'pro' }, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      msg: BILLING_MSG.planActivated,
      planTier: 'pro',
      subscriptionStatus: 'active',
    });
    expect(res.body.url).toBeUndefined();

    const overview = (await rest.get('/billing/overview', { token: owner.token })).body;
    expect(overview.org).toMatchObject({ planTier: 'pro', subscriptionStatus: 'active' });
    const start = new Date(overview.org.billing.periodStart);
    const end = new Date(overview.org.billing.periodEnd);
    expect(start.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(start.getTime()).toBeLessThanOrEqual(Date.now());
    const oneMonthLater = new Date(start);
    oneMonthLater.setUTCMonth(oneMonthLater.getUTCMonth() + 1);
    expect(end.toISOString()).toBe(oneMonthLater.toISOString());
    expect(overview.hasCustomer).toBe(false);
    expect(overview.mockMode).toBe(true);

    expect((await invite()).status).toBe(200);

    const entries = await planChanges(orgId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userEmail: owner.email,
      entityType: 'other',
      objectId: orgId,
      entity: { name: 'Solo Studio' },
      meta: {
        from: { planTier: 'free', subscriptionStatus: 'inactive' },
        to: { planTier: 'pro', subscriptionStatus: 'active' },
        source: 'mock',
      },
    });
  });

  it('lets a manager switch plans, and writes an entry only when the plan changes', async () => {
    const first = await rest.post('/billing/checkout', { tier: 'business' }, { token: team.manager.token });
    expect(first.body).toMatchObject({ msg: BILLING_MSG.planActivated, planTier: 'business' });
    const again = await rest.post('/billing/checkout', { tier: 'business' }, { token: team.admin.token });
    expect(again.status).toBe(200);
    const overview = await rest.get('/billing/overview', { token: team.viewer.token });
    expect(overview.body.org).toMatchObject({ planTier: 'business', subscriptionStatus: 'active' });
    const entries = await planChanges(team.orgId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ userEmail: team.manager.email });
    // Another tenant is untouched.
    const other = await rest.get('/billing/overview', { token: team.outsider.token });
    expect(other.body.org.planTier).toBe('free');
  });
});

describe('POST /api/billing/portal and the webhook in mock mode', () => {
  it('has no portal in mock mode (400), and is for admins and managers only', async () => {
    for (const who of [team.admin, team.manager]) {
      const res = await rest.post('/billing/portal', undefined, { token: who.token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ msg: 'Portal unavailable in mock mode' });
    }
    for (const who of [team.member, team.viewer]) {
      const res = await rest.post('/billing/portal', undefined, { token: who.token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('INSUFFICIENT_ROLE');
    }
  });

  it('answers webhooks with 503 "not configured" and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({ id: 'evt_mock', type: 'checkout.session.completed' }),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ msg: BILLING_MSG.webhookNotConfigured });
    expect(await t.handle.db.select().from(schema.stripeEvents)).toHaveLength(0);
  });

  it('lists the billing calls and the webhook in the OpenAPI document', async () => {
    const doc = (await rest.get('/openapi.json')).body;
    expect(doc.paths['/billing/overview']).toHaveProperty('get');
    expect(doc.paths['/billing/checkout']).toHaveProperty('post');
    expect(doc.paths['/billing/portal']).toHaveProperty('post');
    expect(doc.paths['/billing/webhook'].post.security).toEqual([]);
  });
});
