import { ORG_PROFILE_MSG, type OrgProfile } from '@folio/contracts';
import { type Executor, schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { errors } from '../core/errors';
import type { ReadScope } from '../core/scope';

const { orgProfiles } = schema;

/** The profile's columns without the logo's bytes: every read but the image itself takes these. */
const profileColumns = {
  legalName: orgProfiles.legalName,
  address: orgProfiles.address,
  taxId: orgProfiles.taxId,
  email: orgProfiles.email,
  phone: orgProfiles.phone,
  website: orgProfiles.website,
  paymentInstructions: orgProfiles.paymentInstructions,
  invoiceFooter: orgProfiles.invoiceFooter,
  paymentTermsDays: orgProfiles.paymentTermsDays,
  locale: orgProfiles.locale,
  timeZone: orgProfiles.timeZone,
  logoHash: orgProfiles.logoHash,
};
type ProfileRow = { [K in keyof typeof profileColumns]: (typeof profileColumns)[K]['_']['data'] | null };

/** The logo's URL carries its hash: a changed logo gets a new URL, so no cache shows the old one. */
const orgLogoUrl = (hash: string) => `/api/org/logo?v=${hash}`;

/**
 * The wire shape; an organization that never saved its details answers every text field null, and
 * its language and time zone as the defaults.
 */
export function toOrgProfile(row: Partial<ProfileRow> | undefined): OrgProfile {
  return {
    legalName: row?.legalName ?? null,
    address: row?.address ?? null,
    taxId: row?.taxId ?? null,
    email: row?.email ?? null,
    phone: row?.phone ?? null,
    website: row?.website ?? null,
    paymentInstructions: row?.paymentInstructions ?? null,
    invoiceFooter: row?.invoiceFooter ?? null,
    paymentTermsDays: row?.paymentTermsDays ?? null,
    // The columns' defaults: an organization that never saved its details is English, on UTC.
    locale: row?.locale ?? 'en',
    timeZone: row?.timeZone ?? 'UTC',
    logo: row?.logoHash ? { url: orgLogoUrl(row.logoHash) } : null,
  };
}

/** The organization's profile row without the logo's bytes (undefined before the first save). */
export async function profileRow(db: Executor, orgId: string, lock?: 'update') {
  const query = db.select(profileColumns).from(orgProfiles).where(eq(orgProfiles.orgId, orgId));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** GET /api/org/profile: any member. */
export async function readOrgProfile(scope: ReadScope): Promise<OrgProfile> {
  return toOrgProfile(await profileRow(scope.db, scope.org.id));
}

/** GET /api/org/logo: the image and its type, 404 when the organization has none. */
export async function readOrgLogo(scope: ReadScope) {
  const [row] = await scope.db
    .select({ image: orgProfiles.logo, contentType: orgProfiles.logoContentType, hash: orgProfiles.logoHash })
    .from(orgProfiles)
    .where(eq(orgProfiles.orgId, scope.org.id));
  if (!row?.image || !row.contentType || !row.hash) throw errors.notFound(ORG_PROFILE_MSG.logoNotFound);
  return { image: row.image, contentType: row.contentType, hash: row.hash };
}
