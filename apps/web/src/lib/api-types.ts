import type { AppRouter } from '@folio/api';
import type { inferRouterOutputs } from '@trpc/server';

/**
 * The API's answers as the web app receives them, named once. A row type that @folio/contracts
 * exports (Client, Invoice, Member …) is imported from there; only answers it has no name for are
 * named here, from the router's own output types.
 */
type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The current organization with its members (`org.members`). */
export type OrgMembers = RouterOutputs['org']['members'];
