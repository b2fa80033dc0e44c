import { ORG_LOGO_MAX_BYTES, ORG_LOGO_TYPES, ORG_PROFILE_MSG, type OrgProfile } from '@folio/contracts';

/** The text fields of the business details form, in the order they show. */
export const PROFILE_FIELDS = [
  'legalName',
  'address',
  'taxId',
  'email',
  'phone',
  'website',
  'paymentInstructions',
  'invoiceFooter',
  'paymentTermsDays',
  'locale',
  'timeZone',
] as const;

type ProfileField = (typeof PROFILE_FIELDS)[number];
/**
 * The form's values: every field as typed, the payment terms too ('' when none), the language and
 * time zone as chosen.
 */
export type ProfileValues = Record<ProfileField, string>;

export function profileValues(profile: OrgProfile): ProfileValues {
  const values = {} as ProfileValues;
  for (const field of PROFILE_FIELDS) {
    const value = profile[field];
    values[field] = value === null ? '' : String(value);
  }
  return values;
}

/**
 * The update's input: texts as typed (the schema trims them and makes blanks null); the payment
 * terms a number, or null when the field is empty. A value that is not a number stays as typed,
 * so the schema refuses it with the server's own message.
 */
export function profileInput(values: ProfileValues) {
  const terms = values.paymentTermsDays.trim();
  return {
    ...values,
    paymentTermsDays: terms === '' ? null : Number.isNaN(Number(terms)) ? terms : Number(terms),
  };
}

/**
 * Why the browser refuses a logo file before sending it, with the server's own message, or null
 * when the server may take it: a PNG or JPEG of at most 1 MB.
 */
export function logoRefusal(file: { type: string; size: number }): string | null {
  if (!(ORG_LOGO_TYPES as readonly string[]).includes(file.type)) return ORG_PROFILE_MSG.logoTypeUnsupported;
  if (file.size > ORG_LOGO_MAX_BYTES) return ORG_PROFILE_MSG.logoTooLarge;
  return null;
}
