import { MSG, ORG_LOGO_MAX_BYTES, ORG_PROFILE_LIMITS, ORG_PROFILE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { expectAnswer, expectInsufficientRole, validationBody } from './helpers/answers';
import { orgActivity } from './helpers/fixtures';
import { useTeam } from './helpers/org';
import { EMPTY_PROFILE, getLogo, JPEG, PNG, putLogo } from './helpers/org-profile';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
const team = useTeam(t, rest, { plan: 'pro' });

const EMPTY = EMPTY_PROFILE;
const FULL = {
  legalName: 'Acme Studio Ltd',
  address: '1 Main St\nLondon',
  taxId: 'GB123456789',
  email: 'billing@acme.example',
  phone: '+44 20 0000 0000',
  website: 'https://acme.example',
  paymentInstructions: 'IBAN GB00 0000\nBIC ACMEGB2L',
  invoiceFooter: 'Thank you',
  paymentTermsDays: 30,
  locale: 'fr',
  timeZone: 'Europe/Paris',
};

const profileOf = async (token: string) => (await rest.get('/org/profile', { token })).body;

describe('business details', () => {
  it('every member reads them; only admins write (403 INSUFFICIENT_ROLE); anonymous 401', async () => {
    for (const who of [team.viewer, team.member, team.manager, team.admin]) {
      expectAnswer(await rest.get('/org/profile', as(who)), 200, EMPTY);
    }
    for (const who of [team.viewer, team.member, team.manager]) {
      expectInsufficientRole(await rest.put('/org/profile', FULL, as(who)));
    }
    expect((await rest.get('/org/profile')).status).toBe(401);
    expect((await rest.put('/org/profile', FULL)).status).toBe(401);
    expect(await profileOf(team.admin.token)).toEqual(EMPTY);

    expectAnswer(await rest.put('/org/profile', FULL, as(team.admin)), 200, { ...FULL, logo: null });
    expect(await profileOf(team.viewer.token)).toEqual({ ...FULL, logo: null });
  });

  it('trims texts, lowercases the email, stores blanks as null, and PUT replaces the whole profile', async () => {
    const res = await rest.put(
      '/org/profile',
      { legalName: '  Acme  ', email: ' Billing@Acme.EXAMPLE ', taxId: '   ', website: 'example.com' },
      as(team.admin),
    );
    expectAnswer(res, 200, {
      ...EMPTY,
      legalName: 'Acme',
      email: 'billing@acme.example',
      website: 'example.com',
    });
    expectAnswer(await rest.put('/org/profile', { phone: '1' }, as(team.admin)), 200, {
      ...EMPTY,
      phone: '1',
    });
    expect(await profileOf(team.viewer.token)).toEqual({ ...EMPTY, phone: '1' });
  });

  it('refuses each invalid field with 422, its field and message, and changes nothing', async () => {
    await rest.put('/org/profile', FULL, as(team.admin));
    const long = (n: number) => 'x'.repeat(n + 1);
    const cases: [string, unknown, string][] = [
      ['legalName', long(ORG_PROFILE_LIMITS.legalName), ORG_PROFILE_MSG.legalNameTooLong],
      ['address', long(ORG_PROFILE_LIMITS.address), ORG_PROFILE_MSG.addressTooLong],
      ['taxId', long(ORG_PROFILE_LIMITS.taxId), ORG_PROFILE_MSG.taxIdTooLong],
      ['email', 'not-an-email', ORG_PROFILE_MSG.emailInvalid],
      ['email', `${'a'.repeat(250)}@x.io`, ORG_PROFILE_MSG.emailInvalid],
      ['phone', long(ORG_PROFILE_LIMITS.phone), ORG_PROFILE_MSG.phoneTooLong],
      ['website', `https://${long(ORG_PROFILE_LIMITS.website)}.com`, ORG_PROFILE_MSG.websiteTooLong],
      ['website', 'ftp://example.com', ORG_PROFILE_MSG.websiteInvalid],
      ['website', 'not a site', ORG_PROFILE_MSG.websiteInvalid],
      [
        'paymentInstructions',
        long(ORG_PROFILE_LIMITS.paymentInstructions),
        ORG_PROFILE_MSG.paymentInstructionsTooLong,
      ],
      ['invoiceFooter', long(ORG_PROFILE_LIMITS.invoiceFooter), ORG_PROFILE_MSG.invoiceFooterTooLong],
      ['paymentTermsDays', 366, ORG_PROFILE_MSG.paymentTermsInvalid],
      ['paymentTermsDays', -1, ORG_PROFILE_MSG.paymentTermsInvalid],
      ['paymentTermsDays', 1.5, ORG_PROFILE_MSG.paymentTermsInvalid],
      ['paymentTermsDays', '30', ORG_PROFILE_MSG.paymentTermsInvalid],
      ['locale', 'pt', ORG_PROFILE_MSG.localeInvalid],
      ['locale', 'FR', ORG_PROFILE_MSG.localeInvalid],
      ['locale', 7, ORG_PROFILE_MSG.localeInvalid],
      ['timeZone', 'Mars/Olympus', ORG_PROFILE_MSG.timeZoneInvalid],
      ['timeZone', 'europe/paris', ORG_PROFILE_MSG.timeZoneInvalid],
      ['timeZone', '', ORG_PROFILE_MSG.timeZoneInvalid],
    ];
    for (const [field, value, msg] of cases) {
      expectAnswer(
        await rest.put('/org/profile', { ...FULL, [field]: value }, as(team.admin)),
        422,
        validationBody([field, msg]),
      );
    }
    expect(await profileOf(team.admin.token)).toEqual({ ...FULL, logo: null });
  });

  it('keeps a language and time zone sent, and puts them back to English and UTC when a PUT leaves them out', async () => {
    expectAnswer(
      await rest.put('/org/profile', { locale: 'de', timeZone: 'Asia/Tokyo' }, as(team.admin)),
      200,
      { ...EMPTY, locale: 'de', timeZone: 'Asia/Tokyo' },
    );
    expect(await profileOf(team.viewer.token)).toEqual({ ...EMPTY, locale: 'de', timeZone: 'Asia/Tokyo' });

    // Any IANA zone the runtime knows, beyond the ones the form lists first.
    expect(
      (await rest.put('/org/profile', { timeZone: 'Pacific/Kiritimati' }, as(team.admin))).body.timeZone,
    ).toBe('Pacific/Kiritimati');
    expectAnswer(await rest.put('/org/profile', { legalName: 'Acme' }, as(team.admin)), 200, {
      ...EMPTY,
      legalName: 'Acme',
    });
    expectAnswer(
      await rest.put('/org/profile', { locale: null, timeZone: null }, as(team.admin)),
      200,
      EMPTY,
    );
  });

  it("another organization's admin never sees nor changes them", async () => {
    await rest.put('/org/profile', FULL, as(team.admin));
    expect(await profileOf(team.outsider.token)).toEqual(EMPTY);
    await rest.put('/org/profile', { legalName: 'Other Co' }, as(team.outsider));
    await putLogo(t, team.outsider.token, PNG, 'image/png');
    expect(await profileOf(team.admin.token)).toEqual({ ...FULL, logo: null });
    expect((await getLogo(t, team.admin.token)).status).toBe(404);
  });

  it('records "updated business details" with the changed fields, and nothing for an unchanged save', async () => {
    await rest.put('/org/profile', {}, as(team.admin));
    const before = (await orgActivity(t, team.orgId, 'updated')).length;
    await rest.put('/org/profile', { legalName: 'Acme Ltd', taxId: 'GB1' }, as(team.admin));
    await rest.put('/org/profile', { legalName: 'Acme Ltd', taxId: 'GB1' }, as(team.admin));
    const entries = await orgActivity(t, team.orgId, 'updated');
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      entityType: 'other',
      objectId: team.orgId,
      entity: { name: ORG_PROFILE_MSG.activitySubject },
      userId: team.admin.userId,
    });
    expect(entries.at(-1)!.meta).toEqual({ fields: ['legalName', 'taxId'] });
    await rest.put(
      '/org/profile',
      { legalName: 'Acme Ltd', taxId: 'GB1', timeZone: 'Europe/Berlin' },
      as(team.admin),
    );
    expect((await orgActivity(t, team.orgId, 'updated')).at(-1)!.meta).toEqual({ fields: ['timeZone'] });
  });
});

describe('the logo', () => {
  it('takes a PNG or a JPEG from an admin and answers it byte for byte to every member', async () => {
    for (const [image, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
    ] as const) {
      const res = await putLogo(t, team.admin.token, image, type);
      expect(res.status).toBe(200);
      expect(res.body.logo).toEqual({ url: expect.stringMatching(/^\/api\/org\/logo\?v=[0-9a-f]{16}$/) });
      expect((await profileOf(team.viewer.token)).logo).toEqual(res.body.logo);
      const read = await getLogo(t, team.viewer.token);
      expect(read.status).toBe(200);
      expect(read.headers['content-type']).toBe(type);
      expect(Buffer.compare(read.bytes, image)).toBe(0);
    }
  });

  it('gets a new URL when the logo changes; DELETE removes it and GET is 404 afterwards', async () => {
    const first = (await putLogo(t, team.admin.token, PNG, 'image/png')).body.logo.url;
    const second = (await putLogo(t, team.admin.token, JPEG, 'image/jpeg')).body.logo.url;
    expect(second).not.toBe(first);
    const deleted = await rest.delete('/org/logo', as(team.admin));
    expect(deleted.status).toBe(200);
    expect(deleted.body.logo).toBeNull();
    expectAnswer(await rest.get('/org/logo', as(team.viewer)), 404, { msg: ORG_PROFILE_MSG.logoNotFound });
  });

  it('keeps the business details when the logo changes, and the logo when the details change', async () => {
    await rest.put('/org/profile', FULL, as(team.admin));
    const withLogo = await putLogo(t, team.admin.token, PNG, 'image/png');
    expect(withLogo.body).toEqual({ ...FULL, logo: withLogo.body.logo });
    const saved = await rest.put('/org/profile', { legalName: 'Only' }, as(team.admin));
    expect(saved.body).toEqual({ ...EMPTY, legalName: 'Only', logo: withLogo.body.logo });
  });

  it('refuses other types (415), more than 1 MB (413) and bytes that are not the declared type (422), changing nothing', async () => {
    const kept = await putLogo(t, team.admin.token, PNG, 'image/png');
    const refusals: [Buffer, string | undefined, number, string][] = [
      [PNG, 'image/gif', 415, ORG_PROFILE_MSG.logoTypeUnsupported],
      [PNG, undefined, 415, ORG_PROFILE_MSG.logoTypeUnsupported],
      [Buffer.from('{}'), 'application/json', 415, ORG_PROFILE_MSG.logoTypeUnsupported],
      [
        Buffer.concat([PNG, Buffer.alloc(ORG_LOGO_MAX_BYTES)]),
        'image/png',
        413,
        ORG_PROFILE_MSG.logoTooLarge,
      ],
      [JPEG, 'image/png', 422, ORG_PROFILE_MSG.logoNotAnImage],
      [Buffer.from('GIF89a-not-a-png'), 'image/png', 422, ORG_PROFILE_MSG.logoNotAnImage],
      [Buffer.alloc(0), 'image/jpeg', 422, ORG_PROFILE_MSG.logoNotAnImage],
    ];
    for (const [body, type, status, msg] of refusals) {
      const res = await putLogo(t, team.admin.token, body, type);
      expect({ status: res.status, body: res.body }).toEqual({ status, body: { msg } });
    }
    expect((await profileOf(team.admin.token)).logo).toEqual(kept.body.logo);
    const read = await getLogo(t, team.admin.token);
    expect(Buffer.compare(read.bytes, PNG)).toBe(0);
  });

  it('lets only admins change it; members read it; anonymous calls are 401', async () => {
    for (const who of [team.viewer, team.member, team.manager]) {
      expectInsufficientRole(await putLogo(t, who.token, PNG, 'image/png'));
      expectInsufficientRole(await rest.delete('/org/logo', as(who)));
    }
    expectAnswer(await putLogo(t, null, PNG, 'image/png'), 401, { msg: MSG.noTokenProvided });
    expectAnswer(await rest.get('/org/logo'), 401, { msg: MSG.noTokenProvided });
  });
});
