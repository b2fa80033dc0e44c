import type { Role } from '@folio/contracts';
import type { Executor, schema } from '@folio/db';
import type { ApiDeps } from '../deps';
import type { Context } from '../trpc/context';
import type { Actor } from './activity';

export type UserRow = typeof schema.users.$inferSelect;
export type OrgRow = typeof schema.organizations.$inferSelect;

/** Who acts: the signed-in user as activity entries name them, with their role in the organization. */
type Caller = Actor & { role: Role };

/**
 * What every service of an organization's data works with, built once per request by the
 * organization tier (`orgProcedure` in trpc/procedures.ts): the dependencies, the database (or the
 * transaction the work runs in, see `inTransaction`), the caller's current organization with its
 * plan as read at the start of the request, and the caller with their role. Services take
 * `(scope, input)`, with input types from @folio/contracts.
 */
export type OrgScope = { deps: ApiDeps; db: Executor; org: OrgRow; caller: Caller };

/**
 * An account's own business, outside any one organization (profile, its organizations, the
 * invitations addressed to it): the procedure context with the signed-in user.
 */
export type AccountScope = Context & { user: UserRow; caller: Actor };

/** The same scope, working in `tx`. */
export const inTransaction = <S extends { db: Executor }>(scope: S, tx: Executor): S => ({
  ...scope,
  db: tx,
});

/** What a read needs of the scope: the database (or transaction) and the organization. Every OrgScope is one. */
export type ReadScope = { db: Executor; org: Pick<OrgRow, 'id'> };
