import {
  ACTIVITY_ACTIONS,
  API_KEY_MSG,
  type ApiKey,
  type ApiKeyIdInput,
  type CreateApiKeyInput,
  type CreatedApiKey,
  ROLE_RANK,
} from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { activitySubject, recordScopeActivity } from '../core/activity';
import { AppError, errors } from '../core/errors';
import { type OrgScope, withTransaction } from '../core/scope';
import { findApiKeyForUpdate, toApiKey } from './api-keys.queries';
import { apiKeyPrefix, hashApiKeySecret, newApiKeySecret } from './secret';

const { apiKeys, users } = schema;

const subjectOf = (row: { id: string; name: string }) =>
  activitySubject.other({ id: row.id, name: row.name });

/**
 * POST /api/org/api-keys (admins, signed in as a person): a new key of the organization, with the
 * creator's name kept beside it. The answer carries the secret, the only time it is ever shown;
 * only its SHA-256 is stored. A key never holds a role above its creator's, and a key cannot make
 * another (a leaked key must not be able to outlive its own revocation).
 */
export async function createApiKey(scope: OrgScope, input: CreateApiKeyInput): Promise<CreatedApiKey> {
  if (scope.caller.apiKeyId) throw new AppError('FORBIDDEN', API_KEY_MSG.keysCannotCreateKeys);
  if (ROLE_RANK[input.role] > ROLE_RANK[scope.caller.role]) {
    throw errors.insufficientRole(API_KEY_MSG.roleAboveYours);
  }
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now())
    throw errors.field('expiresAt', API_KEY_MSG.expiresAtPast);
  const secret = newApiKeySecret();
  return withTransaction(scope, async (txScope) => {
    // The account's own name, not the caller's display name (a key's would read "… (API key)").
    const [creator] = await txScope.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, scope.caller.id));
    const [row] = await txScope.db
      .insert(apiKeys)
      .values({
        orgId: scope.org.id,
        name: input.name,
        role: input.role,
        prefix: apiKeyPrefix(secret),
        secretHash: hashApiKeySecret(secret),
        createdBy: scope.caller.id,
        createdByName: creator?.name ?? scope.caller.name,
        expiresAt,
      })
      .returning();
    await recordScopeActivity(txScope, {
      action: ACTIVITY_ACTIONS.created,
      ...subjectOf(row!),
      meta: { kind: 'api_key', role: row!.role },
    });
    return { ...toApiKey(row!), secret };
  });
}

/**
 * DELETE /api/org/api-keys/{id} (admins): revokes the key; its next request is refused with 401.
 * The key stays in the list, with revokedAt. Revoking a revoked key changes nothing.
 */
export async function revokeApiKey(scope: OrgScope, input: ApiKeyIdInput): Promise<ApiKey> {
  return withTransaction(scope, async (txScope) => {
    const current = await findApiKeyForUpdate(txScope.db, scope.org.id, input.id);
    if (current.revokedAt) return toApiKey(current);
    const [row] = await txScope.db
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.orgId, scope.org.id), eq(apiKeys.id, current.id)))
      .returning();
    await recordScopeActivity(txScope, {
      action: ACTIVITY_ACTIONS.statusChanged,
      ...subjectOf(row!),
      meta: { kind: 'api_key', from: 'active', to: 'revoked' },
    });
    return toApiKey(row!);
  });
}
