import {
  ACTIVITY_ACTIONS,
  ORG_PROFILE_MSG,
  type OrgProfile,
  type UpdateOrgProfileInput,
} from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { activitySubject, recordScopeActivity } from '../core/activity';
import { type OrgScope, withTransaction } from '../core/scope';
import type { LogoImage } from './logo-image';
import { profileRow, toOrgProfile } from './org-profile.queries';

const { orgProfiles } = schema;

/** One `updated` entry on the organization, named "business details", with the fields that changed. */
function recordProfileActivity(txScope: OrgScope, fields: string[]) {
  return recordScopeActivity(txScope, {
    action: ACTIVITY_ACTIONS.updated,
    ...activitySubject.other({ id: txScope.org.id, name: ORG_PROFILE_MSG.activitySubject }),
    meta: { fields },
  });
}

/**
 * PUT /api/org/profile (admins): replaces every text field and the payment terms (a field left
 * out is null) and the language and time zone (left out: 'en', 'UTC'); the logo stays. Only a real change writes and is recorded.
 */
export async function updateOrgProfile(scope: OrgScope, input: UpdateOrgProfileInput): Promise<OrgProfile> {
  return withTransaction(scope, async (txScope) => {
    const current = await profileRow(txScope.db, scope.org.id, 'update');
    const fields = (Object.keys(input) as (keyof UpdateOrgProfileInput)[]).filter(
      (field) => input[field] !== (current?.[field] ?? toOrgProfile(undefined)[field]),
    );
    if (fields.length === 0) return toOrgProfile(current);
    await txScope.db
      .insert(orgProfiles)
      .values({ orgId: scope.org.id, ...input })
      .onConflictDoUpdate({ target: orgProfiles.orgId, set: input });
    await recordProfileActivity(txScope, fields);
    return toOrgProfile({ ...input, logoHash: current?.logoHash ?? null });
  });
}

/** PUT /api/org/logo (admins): stores the checked image; the same image again changes nothing. */
export async function setOrgLogo(scope: OrgScope, logo: LogoImage): Promise<OrgProfile> {
  return withTransaction(scope, async (txScope) => {
    const current = await profileRow(txScope.db, scope.org.id, 'update');
    if (current?.logoHash === logo.hash) return toOrgProfile(current);
    const columns = { logo: logo.image, logoContentType: logo.contentType, logoHash: logo.hash };
    await txScope.db
      .insert(orgProfiles)
      .values({ orgId: scope.org.id, ...columns })
      .onConflictDoUpdate({ target: orgProfiles.orgId, set: columns });
    await recordProfileActivity(txScope, ['logo']);
    return toOrgProfile({ ...current, logoHash: logo.hash });
  });
}

/** DELETE /api/org/logo (admins): the organization has no logo afterwards (none before is fine). */
export async function deleteOrgLogo(scope: OrgScope): Promise<OrgProfile> {
  return withTransaction(scope, async (txScope) => {
    const current = await profileRow(txScope.db, scope.org.id, 'update');
    if (!current?.logoHash) return toOrgProfile(current);
    await txScope.db
      .update(orgProfiles)
      .set({ logo: null, logoContentType: null, logoHash: null })
      .where(eq(orgProfiles.orgId, scope.org.id));
    await recordProfileActivity(txScope, ['logo']);
    return toOrgProfile({ ...current, logoHash: null });
  });
}
