import type { Role } from '@folio/contracts';
import type { Executor, OrgRow, UserRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { builtOnce } from '../core/prepared';

/** What every signed-in request needs to know of its caller, read fresh on every call. */
export type RequestCaller = {
  user: UserRow;
  /** The refresh-session family the access token names has been revoked (sign-out, reuse, reset). */
  sessionRevoked: boolean;
  /** The caller's current organization and role there; null when they are no member of it (any more). */
  membership: { org: OrgRow; role: Role } | null;
};

/** The caller's columns, as a row of the caller's statement (or of a statement built on it) has them. */
export type CallerColumns = { user: UserRow; org: OrgRow | null; role: Role | null; sessionRevoked: unknown };

const { users, memberships, organizations, refreshSessions } = schema;

/**
 * The caller's current organization in a statement built on `callerSelect`: null when they are
 * no member of it, so that whatever is joined on it is found only for a member.
 */
export const callerOrgId = memberships.orgId;

/**
 * The user, whether their session family was revoked, and their membership of their current
 * organization, in one statement, with the placeholders `user` and `family`. `extra` columns (and
 * the joins the caller adds with the dynamic builder) let a read put its own record in the same
 * statement (trpc/point-read.ts): one round trip instead of two.
 */
export function callerSelect<Extra extends SelectedFields>(db: Executor, extra: Extra) {
  return db
    .select({
      ...extra,
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
    .$dynamic();
}

/** The caller as a statement built on `callerSelect` read them; null when there was no such user. */
export function toRequestCaller(row: CallerColumns | undefined): RequestCaller | null {
  if (!row) return null;
  return {
    user: row.user,
    sessionRevoked: Boolean(row.sessionRevoked),
    membership: row.org && row.role ? { org: row.org, role: row.role } : null,
  };
}

/**
 * Every request of a signed-in user starts with this statement (or one built on it), so it is one
 * round trip, prepared once per connection (named, so PostgreSQL parses and plans it once).
 */
const callerQuery = (db: Executor) =>
  builtOnce(db, 'request_caller', () =>
    callerSelect(db, {})
      .where(eq(users.id, sql.placeholder('user')))
      .prepare('request_caller'),
  );

/** The caller named by an access token's claims, or null when the user no longer exists. */
export async function readRequestCaller(
  db: Executor,
  userId: string,
  sessionFamily: string | null,
): Promise<RequestCaller | null> {
  const [row] = await callerQuery(db).execute({ user: userId, family: sessionFamily });
  return toRequestCaller(row as CallerColumns | undefined);
}
