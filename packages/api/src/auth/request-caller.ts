import type { Role } from '@folio/contracts';
import type { Executor, OrgRow, UserRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { ListSizes } from '../core/list-size';
import { builtOnce } from '../core/prepared';

/** What every signed-in request needs to know of its caller, read fresh on every call. */
export type RequestCaller = {
  user: UserRow;
  /** The refresh-session family the access token names has been revoked (sign-out, reuse, reset). */
  sessionRevoked: boolean;
  /** The caller's current organization and role there; null when they are no member of it (any more). */
  membership: { org: OrgRow; role: Role; listSizes: ListSizes } | null;
};

/** The caller's columns as `callerSelect` answers them. */
type CallerColumns = {
  user: UserRow;
  org: OrgRow | null;
  role: Role | null;
  sessionRevoked: unknown;
  listSizes: [number, number, number] | null;
};

const { users, memberships, organizations, refreshSessions, recordCounts, invoiceTotals } = schema;

/**
 * The caller's organization's list sizes, as [clients, projects, invoices]: a few rows of each
 * rollup, by their primary keys (led by org_id).
 */
const organizationListSizes = sql<[number, number, number] | null>`json_build_array(
  (select coalesce(sum(${recordCounts.records}), 0) from ${recordCounts}
    where ${recordCounts.orgId} = ${memberships.orgId} and ${recordCounts.entity} = 'client'),
  (select coalesce(sum(${recordCounts.records}), 0) from ${recordCounts}
    where ${recordCounts.orgId} = ${memberships.orgId} and ${recordCounts.entity} = 'project'),
  (select coalesce(sum(${invoiceTotals.invoices}), 0) from ${invoiceTotals}
    where ${invoiceTotals.orgId} = ${memberships.orgId}))`;

/** Whether the session family the placeholder `family` names was revoked. */
const revokedFamily = sql<boolean>`exists (
  select 1 from ${refreshSessions}
  where ${refreshSessions.familyId} = ${sql.placeholder('family')}
    and ${refreshSessions.revokedAt} is not null)`;

/**
 * The caller's current organization in a statement built on `memberCallerSelect`: null when they
 * are no member of it, so that whatever is joined on it is found only for a member.
 */
export const callerOrgId = memberships.orgId;

/**
 * The user, whether their session family was revoked, and their membership of their current
 * organization, in one statement, with the placeholders `user` and `family`.
 */
function callerSelect(db: Executor) {
  return db
    .select({
      user: users,
      org: organizations,
      role: memberships.role,
      sessionRevoked: revokedFamily,
      listSizes: organizationListSizes,
    })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.orgId, users.currentOrgId)))
    .leftJoin(organizations, eq(organizations.id, memberships.orgId));
}

/** What `memberCallerSelect` reads of the caller. */
export type MemberCallerColumns = {
  callerPreferences: UserRow['preferences'];
  /** The caller's current organization, null when they are no member of it (any more). */
  callerOrgId: string | null;
  callerRole: Role | null;
  sessionRevoked: unknown;
};

/**
 * `callerSelect` reduced to what a read of the caller's organization needs when it answers
 * nothing of the caller: whether the session was revoked, the user's language and time zone, and
 * their membership of their current organization, with the same placeholders (`user`, `family`)
 * and `callerOrgId` to join on. A point read (trpc/point-read.ts) puts its record beside it.
 */
export function memberCallerSelect<Extra extends SelectedFields>(db: Executor, extra: Extra) {
  return db
    .select({
      ...extra,
      callerPreferences: users.preferences,
      callerOrgId: memberships.orgId,
      callerRole: memberships.role,
      sessionRevoked: revokedFamily,
    })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.orgId, users.currentOrgId)))
    .$dynamic();
}

/** The rollups' counts (sums, which the driver may answer as text) as numbers. */
function toListSizes(sizes: CallerColumns['listSizes']): ListSizes {
  const [clients, projects, invoices] = (sizes ?? [0, 0, 0]).map(Number);
  return { clients: clients ?? 0, projects: projects ?? 0, invoices: invoices ?? 0 };
}

/** The caller as `callerSelect` read them; null when there was no such user. */
function toRequestCaller(row: CallerColumns | undefined): RequestCaller | null {
  if (!row) return null;
  return {
    user: row.user,
    sessionRevoked: Boolean(row.sessionRevoked),
    membership:
      row.org && row.role ? { org: row.org, role: row.role, listSizes: toListSizes(row.listSizes) } : null,
  };
}

/**
 * Every request of a signed-in user starts with this statement (or one built on it), so it is one
 * round trip, prepared once per connection (named, so PostgreSQL parses and plans it once).
 */
const callerQuery = (db: Executor) =>
  builtOnce(db, 'request_caller', () =>
    callerSelect(db)
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
