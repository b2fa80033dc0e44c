import { DEFAULT_ROLE, type Role } from '@folio/contracts';
import { trpc } from './trpc';

/** What each role may do in the workspace screens; the server enforces the same rules. */
export type Permissions = {
  role: Role;
  /** New, Edit in the panels, Archive/Unarchive, Delete, project status, mark sent/paid. */
  manage: boolean;
  /** Viewers read notes but cannot add them. */
  addNotes: boolean;
  /** Admins and managers edit or delete any note; others only their own. */
  changeNote: (authorId: string | null | undefined) => boolean;
};

export function permissionsFor(
  role: Role | null | undefined,
  userId: string | null | undefined,
): Permissions {
  const known: Role = role ?? DEFAULT_ROLE;
  const manage = known === 'admin' || known === 'manager';
  return {
    role: known,
    manage,
    addNotes: known !== 'viewer',
    changeNote: (authorId) => manage || (!!authorId && !!userId && authorId === userId),
  };
}

/**
 * The caller's permissions, from the signed-in user's data (auth.me, which the signed-in layout has
 * already loaded), never from storage: a role kept in the browser could be stale or edited. Until
 * the user is known, and when the lookup fails, the caller is treated as a viewer.
 */
export function useCan(): Permissions {
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 30_000 }).data;
  return permissionsFor(me?.role, me?.user._id);
}
