import type { Member, Role } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import {
  adminCount,
  assignableRoles,
  inviteOutcomeText,
  managesTeam,
  matchesMemberSearch,
  removalRefusal,
  roleChangeRefusal,
} from './team-rules';

const member = (id: string, role: Role, name = `User ${id}`): Member => ({
  user: { _id: id, name, email: `${id}@example.com` },
  role,
  joinedAt: '2026-01-01T00:00:00.000Z',
});

const admin = { id: 'a1', role: 'admin' as const };
const manager = { id: 'm1', role: 'manager' as const };

describe('who manages the team', () => {
  it('is admins and managers only', () => {
    expect(managesTeam('admin')).toBe(true);
    expect(managesTeam('manager')).toBe(true);
    expect(managesTeam('member')).toBe(false);
    expect(managesTeam('viewer')).toBe(false);
  });

  it('offers the Admin option to admins only, highest role first', () => {
    expect(assignableRoles('admin')).toEqual(['admin', 'manager', 'member', 'viewer']);
    expect(assignableRoles('manager')).toEqual(['manager', 'member', 'viewer']);
  });
});

describe('role changes', () => {
  const team = [
    member('a1', 'admin'),
    member('a2', 'admin'),
    member('m1', 'manager'),
    member('v1', 'viewer'),
  ];

  it('refuses a change of one’s own role', () => {
    expect(roleChangeRefusal(admin, team[0]!, 'viewer', 2)).toBe('You cannot change your own role');
  });

  it('refuses managers any change to an admin, and granting Admin', () => {
    expect(roleChangeRefusal(manager, team[1]!, 'member', 2)).toBe('Managers cannot change admins');
    expect(roleChangeRefusal(manager, team[3]!, 'admin', 2)).toBe('Only admins can grant the admin role');
  });

  it('keeps at least one admin', () => {
    expect(roleChangeRefusal(admin, team[1]!, 'manager', 1)).toBe('At least one admin is required');
    expect(roleChangeRefusal(admin, team[1]!, 'manager', 2)).toBeNull();
  });

  it('lets a manager move non-admins between the other roles', () => {
    expect(roleChangeRefusal(manager, team[3]!, 'manager', 2)).toBeNull();
  });
});

describe('removals', () => {
  it('refuses removing oneself', () => {
    expect(removalRefusal(manager, member('m1', 'manager'), 1)).toBe('You cannot remove yourself');
  });

  it('refuses managers removing admins, and anyone removing the last admin', () => {
    expect(removalRefusal(manager, member('a2', 'admin'), 2)).toBe('Managers cannot remove admins');
    expect(removalRefusal(admin, member('a2', 'admin'), 1)).toBe('Cannot remove the last admin');
    expect(removalRefusal(admin, member('a2', 'admin'), 2)).toBeNull();
    expect(removalRefusal(manager, member('v1', 'viewer'), 1)).toBeNull();
  });
});

describe('the member list', () => {
  it('counts admins', () => {
    expect(adminCount([member('a', 'admin'), member('b', 'viewer'), member('c', 'admin')])).toBe(2);
  });

  it('searches name and email, ignoring case and surrounding spaces', () => {
    const ada = member('ada', 'admin', 'Ada Lovelace');
    expect(matchesMemberSearch(ada, '  LOVE ')).toBe(true);
    expect(matchesMemberSearch(ada, 'ada@example')).toBe(true);
    expect(matchesMemberSearch(ada, 'grace')).toBe(false);
    expect(matchesMemberSearch(ada, '')).toBe(true);
  });
});

describe('the invite answer', () => {
  it('says what happened', () => {
    expect(inviteOutcomeText({ added: true, invited: false })).toBe('User added to organization.');
    expect(inviteOutcomeText({ added: false, invited: true })).toBe('Invite created.');
    expect(inviteOutcomeText({ added: false, invited: false })).toBe('Invite processed.');
  });
});
