import type { Role } from '@folio/contracts';
import type { Executor, OrgRow, UserRow } from '@folio/db';
import type { ApiDeps } from '../deps';
import type { Actor } from './activity';
import type { SmallLists } from './list-size';
import type { RequestContext } from './request-context';

/** Who acts: the signed-in user as activity entries name them, with their role in the organization. */
type Caller = Actor & { role: Role };

/**
 * What every service of an organization's data works with, built once per request by the
 * organization tier (`orgProcedure` in trpc/procedures.ts): the dependencies, the database (or the
 * transaction the work runs in, see `withTransaction`), the caller's current organization with its
 * plan as read at the start of the request, the caller with their role, and the caller's time zone
 * (their "today" for due dates and overdue flags: a user's preferences.tz). Services take
 * `(scope, input)`, with input types from @folio/contracts.
 */
export type OrgScope = {
  deps: ApiDeps;
  db: Executor;
  org: OrgRow;
  caller: Caller;
  timeZone: string;
  /** Which of the organization's lists were small as the request started, when that was read. */
  smallLists?: SmallLists | undefined;
};

/**
 * An account's own business, outside any one organization (profile, its organizations, the
 * invitations addressed to it): the request context with the signed-in user.
 */
export type AccountScope = RequestContext & { user: UserRow; caller: Actor };

/**
 * Runs `work` in one transaction of the scope's database: `work` gets the same scope with `db` bound
 * to the transaction (call it `txScope`), and every read and write of the work goes through it, so
 * they commit or fail together.
 */
export function withTransaction<S extends { db: Executor }, T>(
  scope: S,
  work: (txScope: S) => Promise<T>,
): Promise<T> {
  return scope.db.transaction((tx) => work({ ...scope, db: tx }));
}

/**
 * What a read needs of the scope: the database (or transaction), the organization, and the caller's
 * time zone when there is a caller (without one, dates are read in the organization's zone). Every
 * OrgScope is one.
 */
export type ReadScope = {
  db: Executor;
  org: Pick<OrgRow, 'id'>;
  timeZone?: string | undefined;
  smallLists?: SmallLists | undefined;
};
