import { type Member, ORG_MSG, ROLE_RANK, ROLES, type Role } from '@folio/contracts';
import { serverMessage } from '../../lib/server-messages';
import { TEAM_TEXTS } from './texts';

/** Who is acting on the Team screen. */
export type Caller = { id: string; role: Role };

/** Admins and managers invite, see pending invites, change roles and remove members. */
export const managesTeam = (role: Role) => role === 'admin' || role === 'manager';

/** The roles a caller may give, highest first: only an admin may grant (or even see) Admin. */
export function assignableRoles(callerRole: Role): Role[] {
  return [...ROLES]
    .filter((role) => callerRole === 'admin' || role !== 'admin')
    .sort((a, b) => ROLE_RANK[b] - ROLE_RANK[a]);
}

export const adminCount = (members: readonly Member[]) =>
  members.filter((member) => member.role === 'admin').length;

/**
 * Why the caller may not give `target` the role `to`, or null when the server will accept it:
 * nobody changes their own role, managers leave admins alone and cannot grant Admin, and the
 * organization keeps at least one admin.
 */
export function roleChangeRefusal(caller: Caller, target: Member, to: Role, admins: number): string | null {
  if (target.user._id === caller.id) return ORG_MSG.cannotChangeOwnRole;
  if (caller.role !== 'admin' && target.role === 'admin') return ORG_MSG.managersCannotChangeAdmins;
  if (caller.role !== 'admin' && to === 'admin') return ORG_MSG.onlyAdminsGrantAdmin;
  if (target.role === 'admin' && to !== 'admin' && admins <= 1) return ORG_MSG.atLeastOneAdmin;
  return null;
}

/** Why the caller may not remove `target`, or null: not themselves, not an admin as a manager, not the last admin. */
export function removalRefusal(caller: Caller, target: Member, admins: number): string | null {
  if (target.user._id === caller.id) return ORG_MSG.cannotRemoveYourself;
  if (target.role === 'admin') {
    if (caller.role !== 'admin') return ORG_MSG.managersCannotRemoveAdmins;
    if (admins <= 1) return ORG_MSG.cannotRemoveLastAdmin;
  }
  return null;
}

/** Case-insensitive match on name or email; an empty search keeps everyone. */
export function matchesMemberSearch(member: Member, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return member.user.name.toLowerCase().includes(needle) || member.user.email.toLowerCase().includes(needle);
}

/** The invite form's answer as a toast: someone added, an invitation created, or neither. */
export function inviteOutcomeText(answer: { added: boolean; invited: boolean }): string {
  if (answer.added) return serverMessage(ORG_MSG.userAdded);
  if (answer.invited) return serverMessage(ORG_MSG.inviteCreated);
  return TEAM_TEXTS.inviteProcessed;
}
