import { LOCALES, ORG_LOGO_TYPES } from '@folio/contracts';
import { customType, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './accounts';
import { oneOf, updatedAt } from './columns';

/** Binary data (an image), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The organization's business details and logo, at most one row per organization (none until an
 * admin saves them). A table of its own, not columns of `organizations`: that row is read on every
 * request to check the caller, and the logo (up to 1 MB) and long texts stay out of it. The logo's
 * three columns are all set or all null.
 */
export const orgProfiles = pgTable(
  'org_profiles',
  {
    orgId: uuid('org_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    legalName: text('legal_name'),
    address: text('address'),
    taxId: text('tax_id'),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    paymentInstructions: text('payment_instructions'),
    invoiceFooter: text('invoice_footer'),
    paymentTermsDays: integer('payment_terms_days'),
    /** The organization's language: its clients' documents default to it. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /** An IANA time zone: the organization's "today" (overdue counts, reminders, recurring invoices). */
    timeZone: text('time_zone').notNull().default('UTC'),
    logo: bytea('logo'),
    logoContentType: text('logo_content_type', { enum: ORG_LOGO_TYPES }),
    /** A short hash of the image's bytes: the logo's URL carries it, so a new logo gets a new URL. */
    logoHash: text('logo_hash'),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('org_profiles_logo_content_type_check', t.logoContentType, ORG_LOGO_TYPES),
    oneOf('org_profiles_locale_check', t.locale, LOCALES),
  ],
);
