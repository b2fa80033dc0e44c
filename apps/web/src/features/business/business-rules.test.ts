import { ORG_LOGO_MAX_BYTES, ORG_PROFILE_MSG, type OrgProfile } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { logoRefusal, profileInput, profileValues } from './business-rules';

const profile: OrgProfile = {
  legalName: 'Acme Ltd',
  address: '1 Main St\nSpringfield',
  taxId: null,
  email: null,
  phone: null,
  website: null,
  paymentInstructions: null,
  invoiceFooter: null,
  paymentTermsDays: 30,
  locale: 'fr',
  timeZone: 'Europe/Paris',
  logo: null,
};

describe('business details values', () => {
  it('shows nulls as empty fields and the terms as text', () => {
    const values = profileValues(profile);
    expect(values.legalName).toBe('Acme Ltd');
    expect(values.taxId).toBe('');
    expect(values.paymentTermsDays).toBe('30');
  });

  it('keeps the language and time zone chosen, and sends them as they are', () => {
    const values = profileValues(profile);
    expect([values.locale, values.timeZone]).toEqual(['fr', 'Europe/Paris']);
    expect(profileInput({ ...values, timeZone: 'Asia/Tokyo' })).toMatchObject({
      locale: 'fr',
      timeZone: 'Asia/Tokyo',
    });
  });

  it('sends the terms as a number, none when empty, and anything else for the schema to refuse', () => {
    const values = profileValues(profile);
    expect(profileInput(values).paymentTermsDays).toBe(30);
    expect(profileInput({ ...values, paymentTermsDays: ' ' }).paymentTermsDays).toBeNull();
    expect(profileInput({ ...values, paymentTermsDays: 'abc' }).paymentTermsDays).toBe('abc');
  });
});

describe('logoRefusal', () => {
  it('takes a PNG or JPEG of at most 1 MB', () => {
    expect(logoRefusal({ type: 'image/png', size: ORG_LOGO_MAX_BYTES })).toBeNull();
    expect(logoRefusal({ type: 'image/jpeg', size: 10 })).toBeNull();
  });

  it("refuses other types and larger files with the server's messages", () => {
    expect(logoRefusal({ type: 'image/gif', size: 10 })).toBe(ORG_PROFILE_MSG.logoTypeUnsupported);
    expect(logoRefusal({ type: 'image/png', size: ORG_LOGO_MAX_BYTES + 1 })).toBe(
      ORG_PROFILE_MSG.logoTooLarge,
    );
  });
});
