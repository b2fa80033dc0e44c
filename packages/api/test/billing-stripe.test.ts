import { BILLING_MSG, BILLING_SERVER_MSG, FALLBACK_PRICES_CENTS, MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { planPrices } from '../src/billing/stripe-client';
import { TEST_APP_URL } from './helpers/app';
import { signUp } from './helpers/rest';
import { closedPort, useStripeApp } from './helpers/stripe';

/* Billing with Stripe configured: the overview, the portal and checkout (billing-webhook.test.ts has the webhook). */

const silentLog = { info() {}, warn() {}, error() {} };
const { fake, t, rest, team, stripeSettings, orgRow, planChanges } = useStripeApp();

describe('GET /api/billing/overview with Stripe', () => {
  it("answers the configured prices' unit amounts from Stripe, cached between calls", async () => {
    for (const who of [team.viewer, team.admin]) {
      const res = await rest.get('/billing/overview', { token: who.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        prices: {
          pro: { amount: 1900, currency: 'USD', interval: 'month' },
          business: { amount: 4900, currency: 'USD', interval: 'month' },
        },
        mockMode: false,
        hasCustomer: false,
      });
    }
    expect(fake.calls('GET', '/v1/prices/price_pro')).toHaveLength(1);
    expect(fake.calls('GET', '/v1/prices/price_biz')).toHaveLength(1);
  });

  it('falls back to the built-in price of a plan (FALLBACK_PRICES_CENTS) whose Stripe price cannot be read or is not configured', async () => {
    const missing = await planPrices(
      { ...t.deps.config, stripe: { ...stripeSettings(), pricePro: 'price_missing' } },
      silentLog,
    );
    expect(missing).toEqual({
      pro: { amount: FALLBACK_PRICES_CENTS.pro, currency: 'USD', interval: 'month' },
      business: { amount: 4900, currency: 'USD', interval: 'month' },
    });
    const unreachable = await planPrices(
      { ...t.deps.config, stripe: { ...stripeSettings(), port: await closedPort() } },
      silentLog,
    );
    expect(unreachable).toEqual({
      pro: { amount: FALLBACK_PRICES_CENTS.pro, currency: 'USD', interval: 'month' },
      business: { amount: FALLBACK_PRICES_CENTS.business, currency: 'USD', interval: 'month' },
    });
    const unconfigured = await planPrices(
      { ...t.deps.config, stripe: { ...stripeSettings(), priceBusiness: undefined } },
      silentLog,
    );
    expect(unconfigured.business.amount).toBe(FALLBACK_PRICES_CENTS.business);
    expect(unconfigured.pro.amount).toBe(1900);
  });
});

describe('POST /api/billing/portal before any purchase', () => {
  it('answers 400 "no billing account" while the organization has no Stripe customer', async () => {
    const res = await rest.post('/billing/portal', undefined, { token: team.outsider.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: BILLING_MSG.noBillingAccount });
    expect(fake.calls('POST', '/v1/billing_portal/sessions')).toHaveLength(0);
  });
});

describe('POST /api/billing/checkout with Stripe', () => {
  it('is refused to members, viewers and unverified admins without calling Stripe', async () => {
    for (const who of [team.member, team.viewer]) {
      const res = await rest.post('/billing/checkout', { tier: 'pro' }, { token: who.token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('INSUFFICIENT_ROLE');
    }
    const newcomer = await signUp(rest, t.outbox, { orgName: 'Unverified Co', verify: false });
    const unverified = await rest.post('/billing/checkout', { tier: 'pro' }, { token: newcomer.token });
    expect(unverified.status).toBe(403);
    expect(unverified.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', msg: MSG.emailNotVerified });
    expect(fake.calls('POST', '/v1/customers')).toHaveLength(0);
    expect(fake.calls('POST', '/v1/checkout/sessions')).toHaveLength(0);
  });

  it('answers a 4xx when the plan has no Stripe price configured', async () => {
    const settings = stripeSettings();
    settings.priceBusiness = undefined;
    try {
      const res = await rest.post('/billing/checkout', { tier: 'business' }, { token: team.admin.token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ msg: BILLING_MSG.priceNotConfigured });
    } finally {
      settings.priceBusiness = 'price_biz';
    }
    expect(fake.calls('POST', '/v1/checkout/sessions')).toHaveLength(0);
  });

  it("creates the organization's customer, then a subscription Checkout Session, and answers its url", async () => {
    const res = await rest.post('/billing/checkout', { tier: 'pro' }, { token: team.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.url).toBe('https://checkout.stripe.test/c/cs_fake_1');
    expect(typeof res.body.msg).toBe('string');

    const [customer] = fake.calls('POST', '/v1/customers');
    expect(customer?.form).toMatchObject({
      name: 'Acme Studio',
      email: team.admin.email,
      'metadata[orgId]': team.orgId,
    });
    const [session] = fake.calls('POST', '/v1/checkout/sessions');
    expect(session?.form).toMatchObject({
      mode: 'subscription',
      customer: 'cus_fake_1',
      'line_items[0][price]': 'price_pro',
      'line_items[0][quantity]': '1',
      success_url: `${TEST_APP_URL}/settings/billing?success=1`,
      cancel_url: `${TEST_APP_URL}/settings/billing?canceled=1`,
      client_reference_id: team.orgId,
      'metadata[orgId]': team.orgId,
      'metadata[tier]': 'pro',
      'subscription_data[metadata][orgId]': team.orgId,
      'subscription_data[metadata][tier]': 'pro',
    });
    // Nothing is granted before Stripe confirms the payment.
    const row = await orgRow(team.orgId);
    expect(row).toMatchObject({
      stripeCustomerId: 'cus_fake_1',
      planTier: 'free',
      subscriptionStatus: 'inactive',
    });
    const overview = await rest.get('/billing/overview', { token: team.member.token });
    expect(overview.body.hasCustomer).toBe(true);
    expect(overview.body.org.billing.customerId).toBe('cus_fake_1');
    expect(await planChanges(team.orgId)).toHaveLength(0);
  });

  it('reuses the customer on a second checkout (by a manager, for business)', async () => {
    const res = await rest.post('/billing/checkout', { tier: 'business' }, { token: team.manager.token });
    expect(res.status).toBe(200);
    expect(fake.calls('POST', '/v1/customers')).toHaveLength(1);
    const sessions = fake.calls('POST', '/v1/checkout/sessions');
    expect(sessions.at(-1)?.form).toMatchObject({
      customer: 'cus_fake_1',
      'line_items[0][price]': 'price_biz',
      'metadata[tier]': 'business',
    });
  });

  it('answers 503 "Upgrade failed" when Stripe refuses, and changes nothing', async () => {
    fake.rejectCheckout = true;
    try {
      const res = await rest.post('/billing/checkout', { tier: 'pro' }, { token: team.admin.token });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ msg: BILLING_SERVER_MSG.checkoutFailed });
    } finally {
      fake.rejectCheckout = false;
    }
    expect((await orgRow(team.orgId)).planTier).toBe('free');
  });

  it('opens the customer portal for admins and managers, returning to the billing page', async () => {
    const res = await rest.post('/billing/portal', undefined, { token: team.manager.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: 'https://billing.stripe.test/p/session_1' });
    expect(fake.calls('POST', '/v1/billing_portal/sessions').at(-1)?.form).toEqual({
      customer: 'cus_fake_1',
      return_url: `${TEST_APP_URL}/settings/billing`,
    });
    const byMember = await rest.post('/billing/portal', undefined, { token: team.member.token });
    expect(byMember.status).toBe(403);
    expect(byMember.body.code).toBe('INSUFFICIENT_ROLE');
  });
});
