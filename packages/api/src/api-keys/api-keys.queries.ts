import type { ApiKey } from '@folio/contracts';
import { API_KEY_MSG } from '@folio/contracts';
import { type Executor, schema } from '@folio/db';
import { and, desc, eq } from 'drizzle-orm';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import type { ReadScope } from '../core/scope';

const { apiKeys } = schema;
type ApiKeyRow = typeof apiKeys.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A key as the API answers it: never its secret nor its hash. */
export const toApiKey = (row: ApiKeyRow): ApiKey => ({
  _id: row.id,
  name: row.name,
  role: row.role,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  createdBy: { _id: row.createdBy, name: row.createdByName },
  lastUsedAt: iso(row.lastUsedAt),
  expiresAt: iso(row.expiresAt),
  revokedAt: iso(row.revokedAt),
});

/** GET /api/org/api-keys: every key of the organization, revoked and expired ones too, newest first. */
export async function listApiKeys(scope: ReadScope): Promise<ApiKey[]> {
  const rows = await scope.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.orgId, scope.org.id))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

/** The organization's key `id`, locked for a change; 404 for another organization's or none. */
export async function findApiKeyForUpdate(db: Executor, orgId: string, id: string): Promise<ApiKeyRow> {
  if (!isUuid(id)) throw errors.notFound(API_KEY_MSG.notFound);
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.orgId, orgId), eq(apiKeys.id, id)))
    .for('update');
  if (!row) throw errors.notFound(API_KEY_MSG.notFound);
  return row;
}
