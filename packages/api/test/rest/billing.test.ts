/**
 * What the REST facade adds to billing in mock mode (the rules themselves, the overview, checkout,
 * portal and the free plan's limits, are in billing-mock.test.ts, team.test.ts, clients.test.ts and
 * invoices.test.ts): the error envelopes, exactly, with their codes.
 */
import { BILLING_MSG, MSG } from '@folio/contracts';
import { describe, it } from 'vitest';
import { expectAnswer, expectInsufficientRole, forbiddenBody, validationBody } from '../helpers/answers';
import { createOrg } from '../helpers/org';
import { as } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';

const { t, rest } = useTestApp();

describe('/api/billing', () => {
  it('errors travel as { msg } envelopes: 403 with a code, 422 with errors, 400, 401', async () => {
    const unverified = await createOrg(t, rest, { verify: false });
    expectAnswer(
      await rest.post('/billing/checkout', { tier: 'pro' }, as(unverified.admin)),
      403,
      forbiddenBody('EMAIL_NOT_VERIFIED', MSG.emailNotVerified),
    );
    const org = await createOrg(t, rest);
    for (const tier of ['gold', 'free']) {
      expectAnswer(
        await rest.post('/billing/checkout', { tier }, as(org.admin)),
        422,
        validationBody(['tier', BILLING_MSG.invalidTier]),
      );
    }
    const member = as(await org.add('member'));
    expectInsufficientRole(await rest.post('/billing/checkout', { tier: 'business' }, member));
    expectInsufficientRole(await rest.post('/billing/portal', undefined, member));
    expectAnswer(await rest.post('/billing/portal', undefined, as(org.admin)), 400, {
      msg: BILLING_MSG.portalUnavailable,
    });
    expectAnswer(await rest.get('/billing/overview'), 401, { msg: MSG.noTokenProvided });
  });
});
