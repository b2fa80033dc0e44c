import { API_KEY_MSG, ROLE_RANK, type Role } from '@folio/contracts';
import { type Database, type OrgRow, schema, type UserRow } from '@folio/db';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { errors } from '../core/errors';
import { hashApiKeySecret } from './secret';

const { apiKeys, users, memberships, organizations, orgProfiles } = schema;

/** lastUsedAt is written at most this often per key: a busy key costs no write per request. */
const LAST_USED_GRANULARITY_SECONDS = 60;

/** A request made with a valid key: it acts in the key's organization as its creator, capped. */
export type KeyCaller = {
  key: { id: string; name: string; role: Role };
  /** The key's creator, whose current membership caps the key's role. */
  user: UserRow;
  org: OrgRow;
  /** The lower of the key's role and its creator's current role in the key's organization. */
  role: Role;
  /** The organization's time zone: a key has no person's "today". */
  timeZone: string;
};

/**
 * The key, its creator, the creator's membership of the KEY's organization (never the creator's
 * current one in the app) and that organization, in one statement.
 */
function buildKeyQuery(db: Database) {
  return db
    .select({
      key: apiKeys,
      user: users,
      org: organizations,
      memberRole: memberships.role,
      timeZone: orgProfiles.timeZone,
    })
    .from(apiKeys)
    .innerJoin(organizations, eq(organizations.id, apiKeys.orgId))
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, apiKeys.createdBy), eq(memberships.orgId, apiKeys.orgId)),
    )
    .leftJoin(orgProfiles, eq(orgProfiles.orgId, apiKeys.orgId))
    .where(eq(apiKeys.secretHash, sql.placeholder('hash')))
    .prepare('api_key_caller');
}

const keyQueries = new WeakMap<Database, ReturnType<typeof buildKeyQuery>>();

/**
 * The caller a key secret stands for, read on every request (nothing is cached: a revocation, an
 * expiry, a downgrade or a removal of the creator takes effect on the next request). 401 with the
 * reason otherwise: unknown, revoked, expired, or a creator no longer in the key's organization.
 */
export async function readKeyCaller(db: Database, secret: string, now = new Date()): Promise<KeyCaller> {
  let query = keyQueries.get(db);
  if (!query) {
    query = buildKeyQuery(db);
    keyQueries.set(db, query);
  }
  const [row] = await query.execute({ hash: hashApiKeySecret(secret) });
  if (!row) throw errors.unauthorized(API_KEY_MSG.unknown);
  const { key } = row;
  if (key.revokedAt) throw errors.unauthorized(API_KEY_MSG.revoked);
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime())
    throw errors.unauthorized(API_KEY_MSG.expired);
  if (!row.user || !row.memberRole) throw errors.unauthorized(API_KEY_MSG.creatorGone);
  await touchLastUsed(db, key, now);
  const role = ROLE_RANK[row.memberRole] < ROLE_RANK[key.role] ? row.memberRole : key.role;
  return {
    key: { id: key.id, name: key.name, role: key.role },
    user: row.user,
    org: row.org,
    role,
    timeZone: row.timeZone ?? 'UTC',
  };
}

/**
 * Advances lastUsedAt when it is older than a minute (or unset). Conditional in SQL too, so that
 * concurrent requests of one key write it once.
 */
async function touchLastUsed(db: Database, key: { id: string; lastUsedAt: Date | null }, now: Date) {
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < LAST_USED_GRANULARITY_SECONDS * 1000)
    return;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, key.id),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${LAST_USED_GRANULARITY_SECONDS})`),
        ),
      ),
    );
}
