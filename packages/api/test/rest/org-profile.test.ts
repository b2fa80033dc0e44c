/**
 * What the REST facade adds to the business details (the rules are in org-profile.test.ts): the
 * paths, the profile as it travels, the raw image in and out, and the error envelopes.
 */
import { ORG_PROFILE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { expectAnswer, validationBody } from '../helpers/answers';
import { createOrg } from '../helpers/org';
import { EMPTY_PROFILE, getLogo, PNG, putLogo } from '../helpers/org-profile';
import { as } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';

const { t, rest } = useTestApp();

describe('/api/org/profile and /api/org/logo', () => {
  it('GET and PUT answer every field, nulls included; the logo travels as raw bytes with its type', async () => {
    const org = await createOrg(t, rest);
    const A = as(org.admin);
    const empty = EMPTY_PROFILE;
    expectAnswer(await rest.get('/org/profile', A), 200, empty);
    const body = {
      legalName: 'Acme Ltd',
      address: 'Line 1\nLine 2',
      paymentTermsDays: 14,
      locale: 'it',
      timeZone: 'America/New_York',
    };
    expectAnswer(await rest.put('/org/profile', body, A), 200, { ...empty, ...body });

    const uploaded = await putLogo(t, org.admin.token, PNG, 'image/png');
    const logo = { url: expect.stringMatching(/^\/api\/org\/logo\?v=[0-9a-f]{16}$/) };
    expectAnswer(uploaded, 200, { ...empty, ...body, logo });
    expect(uploaded.headers['content-type']).toMatch(/^application\/json/);
    const read = await getLogo(t, org.admin.token);
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['content-disposition']).toBe('inline; filename="logo.png"');
    expect(read.bytes.equals(PNG)).toBe(true);
    expectAnswer(await rest.delete('/org/logo', A), 200, { ...empty, ...body });
  });

  it('errors travel as { msg } envelopes: 422 with errors, 415, 413 and 404 with the message', async () => {
    const org = await createOrg(t, rest);
    expectAnswer(
      await rest.put('/org/profile', { paymentTermsDays: 'soon' }, as(org.admin)),
      422,
      validationBody(['paymentTermsDays', ORG_PROFILE_MSG.paymentTermsInvalid]),
    );
    expectAnswer(
      await rest.put('/org/profile', { locale: 'pt', timeZone: 'Atlantis/Poseidonia' }, as(org.admin)),
      422,
      validationBody(
        ['locale', ORG_PROFILE_MSG.localeInvalid],
        ['timeZone', ORG_PROFILE_MSG.timeZoneInvalid],
      ),
    );
    expectAnswer(await putLogo(t, org.admin.token, PNG, 'text/plain'), 415, {
      msg: ORG_PROFILE_MSG.logoTypeUnsupported,
    });
    expectAnswer(await putLogo(t, org.admin.token, Buffer.from('nope'), 'image/png'), 422, {
      msg: ORG_PROFILE_MSG.logoNotAnImage,
    });
    expectAnswer(await rest.get('/org/logo', as(org.admin)), 404, { msg: ORG_PROFILE_MSG.logoNotFound });
  });
});
