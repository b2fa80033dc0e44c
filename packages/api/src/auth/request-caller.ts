import type { Role } from '@folio/contracts';
import type { OrgRow, UserRow } from '@folio/db';
import { type Database, schema } from '@folio/db';
import { and, eq, sql } from 'drizzle-orm';

/** What every signed-in request needs to know of its caller, read fresh on every call. */
export type RequestCaller = {
  user: UserRow;
  /** The refresh-session family the access token names has been revoked (sign-out, reuse, reset). */
  sessionRevoked: boolean;
  /** The caller's current organization and role there; null when they are no member of it (any more). */
  membership: { org: OrgRow; role: Role } | null;
};

const { users, memberships, organizations, refreshSessions } = schema;

/**
 * The user, whether their session family was revoked, and their membership of their current
 * organization, in one statement: every request of a signed-in user starts with it, so it is one
 * round trip, prepared once per connection (named, so PostgreSQL parses and plans it once).
 */
function buildCallerQuery(db: Database) {
  return db
    .select({
      user: users,
      org: organizations,
      role: memberships.role,
      sessionRevoked: sql<boolean>`exists (
        select 1 from ${refreshSessions}
        where ${refreshSessions.familyId} = ${sql.placeholder('family')}
          and ${refreshSessions.revokedAt} is not null)`,
    })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.orgId, users.currentOrgId)))
    .leftJoin(organizations, eq(organizations.id, memberships.orgId))
    .where(eq(users.id, sql.placeholder('user')))
    .prepare('request_caller');
}

const callerQueries = new WeakMap<Database, ReturnType<typeof buildCallerQuery>>();

/** The caller named by an access token's claims, or null when the user no longer exists. */
export async function readRequestCaller(
  db: Database,
  userId: string,
  sessionFamily: string | null,
): Promise<RequestCaller | null> {
  let query = callerQueries.get(db);
  if (!query) {
    query = buildCallerQuery(db);
    callerQueries.set(db, query);
  }
  const [row] = await query.execute({ user: userId, family: sessionFamily });
  if (!row) return null;
  return {
    user: row.user,
    sessionRevoked: Boolean(row.sessionRevoked),
    membership: row.org && row.role ? { org: row.org, role: row.role } : null,
  };
}
