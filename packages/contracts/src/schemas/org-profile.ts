import { LOCALES, ORG_PROFILE_LIMITS } from '../constants';
import { ORG_PROFILE_MSG } from '../messages';
import { z } from '../zod';
import { documentedAs, timeZoneField } from './common';

/**
 * An optional text of the business details: trimmed, at most `max` characters; missing, null,
 * empty or blank all mean "none" and are stored as null.
 */
const optionalProfileText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => value || null);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * A website: an http(s) URL or a bare domain with an optional path ("example.com",
 * "www.example.com/about"), stored as typed. Any other scheme, spaces or a name without a dot
 * are refused.
 */
const WEBSITE_PATTERN =
  /^([Hh][Tt][Tt][Pp][Ss]?:\/\/)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(:\d{1,5})?([/?#]\S*)?$/;

const profileFields = {
  legalName: optionalProfileText(ORG_PROFILE_LIMITS.legalName, ORG_PROFILE_MSG.legalNameTooLong),
  /** Several lines. */
  address: optionalProfileText(ORG_PROFILE_LIMITS.address, ORG_PROFILE_MSG.addressTooLong),
  /** VAT, GST, EIN or any other tax number, as printed. */
  taxId: optionalProfileText(ORG_PROFILE_LIMITS.taxId, ORG_PROFILE_MSG.taxIdTooLong),
  email: z
    .string({ error: ORG_PROFILE_MSG.emailInvalid })
    .trim()
    .toLowerCase()
    .max(ORG_PROFILE_LIMITS.email, { error: ORG_PROFILE_MSG.emailInvalid })
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: ORG_PROFILE_MSG.emailInvalid })
    .nullish()
    .transform((value) => value || null)
    .meta(
      documentedAs({
        anyOf: [
          { type: 'string', format: 'email', maxLength: ORG_PROFILE_LIMITS.email },
          { type: 'string', pattern: '^\\s*$' },
          { type: 'null' },
        ],
        description: 'An email address, stored lowercased; empty, blank or null for none.',
      }),
    ),
  phone: optionalProfileText(ORG_PROFILE_LIMITS.phone, ORG_PROFILE_MSG.phoneTooLong),
  website: z
    .string({ error: ORG_PROFILE_MSG.websiteInvalid })
    .trim()
    .max(ORG_PROFILE_LIMITS.website, { error: ORG_PROFILE_MSG.websiteTooLong, abort: true })
    .refine((value) => value === '' || WEBSITE_PATTERN.test(value), { error: ORG_PROFILE_MSG.websiteInvalid })
    .nullish()
    .transform((value) => value || null)
    .meta(
      documentedAs({
        anyOf: [
          { type: 'string', maxLength: ORG_PROFILE_LIMITS.website, pattern: WEBSITE_PATTERN.source },
          { type: 'string', pattern: '^\\s*$' },
          { type: 'null' },
        ],
        description:
          'An http(s) URL or a bare domain such as example.com (stored as given), at most ' +
          `${ORG_PROFILE_LIMITS.website} characters; empty, blank or null for none.`,
      }),
    ),
  /** Bank details and the like; several lines. */
  paymentInstructions: optionalProfileText(
    ORG_PROFILE_LIMITS.paymentInstructions,
    ORG_PROFILE_MSG.paymentInstructionsTooLong,
  ),
  /** Terms or a closing note printed at the foot of invoices; several lines. */
  invoiceFooter: optionalProfileText(ORG_PROFILE_LIMITS.invoiceFooter, ORG_PROFILE_MSG.invoiceFooterTooLong),
  /** The invoice form's default due date: this many days after the issue date. */
  paymentTermsDays: z
    .number({ error: ORG_PROFILE_MSG.paymentTermsInvalid })
    .int({ error: ORG_PROFILE_MSG.paymentTermsInvalid })
    .min(0, { error: ORG_PROFILE_MSG.paymentTermsInvalid })
    .max(ORG_PROFILE_LIMITS.paymentTermsDays, { error: ORG_PROFILE_MSG.paymentTermsInvalid })
    .nullish()
    .transform((value) => value ?? null),
  /**
   * The language of the organization's documents (invoice emails and PDFs) for clients without
   * one of their own. Left out or null: English, the default.
   */
  locale: z
    .enum(LOCALES, { error: ORG_PROFILE_MSG.localeInvalid })
    .nullish()
    .transform((value) => value ?? 'en')
    .meta({
      description:
        "The language of the organization's documents for clients without one of their own; left out or null: en.",
    }),
  /**
   * The organization's time zone (IANA): its "today" for figures no one user reads in their own
   * zone (the dashboard, rollups, and callers that are no user). Left out or null: UTC, the default.
   */
  timeZone: timeZoneField(ORG_PROFILE_MSG.timeZoneInvalid)
    .nullish()
    .transform((value) => value ?? 'UTC')
    .meta({
      description:
        "The organization's time zone (IANA), its today where no user's own applies; left out or null: UTC.",
    }),
};

/**
 * PUT /api/org/profile and tRPC org.updateProfile: the whole business details. Nothing is
 * required; a text field left out, null or blank becomes null (the call replaces the profile), and
 * a left-out `locale` or `timeZone` goes back to its default ('en', 'UTC').
 */
export const updateOrgProfileInput = z.object(profileFields);

/** The organization's business details, as every member reads them. */
export const orgProfileSchema = z.object({
  legalName: z.string().nullable(),
  address: z.string().nullable(),
  taxId: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  paymentInstructions: z.string().nullable(),
  invoiceFooter: z.string().nullable(),
  paymentTermsDays: z.number().int().nullable(),
  /** The language of the organization's documents, for clients without one of their own. */
  locale: z.enum(LOCALES),
  /** The organization's time zone (IANA): its "today" for the dashboard and other shared figures. */
  timeZone: z.string(),
  /** `url` serves the image (GET /api/org/logo); it changes whenever the logo does. */
  logo: z.object({ url: z.string() }).nullable(),
});
export type OrgProfile = z.infer<typeof orgProfileSchema>;
/** What the service receives: the input as the schema above parses it. */
export type UpdateOrgProfileInput = z.output<typeof updateOrgProfileInput>;
