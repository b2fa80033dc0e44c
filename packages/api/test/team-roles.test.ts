import { MSG, ORG_MSG, WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { whileUncommitted } from './helpers/concurrency';
import { orgActivity, registerInvited } from './helpers/fixtures';
import { createOrg, setPlan, useTeam } from './helpers/org';
import { as, signUp, uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

/*
 * Changing a member's role and removing a member: who may do what to whom, and that the change
 * holds from the next call on. Invitations and the member list are in team.test.ts.
 */

const { t, rest } = useTestApp();
const team = useTeam(t, rest, { plan: 'pro' });

describe('changing roles', () => {
  it('enforces the team rules: only managers and admins change roles, managers leave admins alone and never grant admin, nobody changes their own role', async () => {
    const res = await rest.patch(
      `/org/members/${team.member.userId}/role`,
      { role: 'viewer' },
      { token: team.viewer.token },
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('INSUFFICIENT_ROLE');

    const managerOnAdmin = await rest.patch(
      `/org/members/${team.admin.userId}/role`,
      { role: 'member' },
      { token: team.manager.token },
    );
    expect(managerOnAdmin.status).toBe(403);
    expect(managerOnAdmin.body.msg).toBe('Managers cannot change admins');

    const managerGrantsAdmin = await rest.patch(
      `/org/members/${team.member.userId}/role`,
      { role: 'admin' },
      { token: team.manager.token },
    );
    expect(managerGrantsAdmin.status).toBe(403);

    const self = await rest.patch(
      `/org/members/${team.manager.userId}/role`,
      { role: 'admin' },
      { token: team.manager.token },
    );
    expect(self.status).toBe(403);
    expect(self.body.msg).toBe(ORG_MSG.cannotChangeOwnRole);

    const badRole = await rest.patch(
      `/org/members/${team.member.userId}/role`,
      { role: 'owner' },
      { token: team.admin.token },
    );
    expect(badRole.status).toBe(422);
    expect(badRole.body.errors).toEqual([{ field: 'role', msg: 'Select a role' }]);

    const outsiderTarget = await rest.patch(
      `/org/members/${team.outsider.userId}/role`,
      { role: 'viewer' },
      { token: team.admin.token },
    );
    expect(outsiderTarget.status).toBe(404);

    const ok = await rest.patch(
      `/org/members/${team.member.userId}/role`,
      { role: 'manager' },
      { token: team.manager.token },
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ msg: 'Role updated', member: { role: 'manager' } });
    const [entry] = await orgActivity(t, team.orgId, 'role_changed');
    expect(entry?.meta).toEqual({ from: 'member', to: 'manager' });
    await rest.patch(
      `/org/members/${team.member.userId}/role`,
      { role: 'member' },
      { token: team.admin.token },
    );
  });

  it('keeps at least one admin', async () => {
    const owner = await signUp(rest, t.outbox, { orgName: 'Two Admins' });
    const other = await signUp(rest, t.outbox, { orgName: 'Elsewhere' });
    await setPlan(t, (await rest.get('/auth/me', { token: owner.token })).body.user.currentOrg._id, 'pro');
    await rest.post(
      '/org/invite',
      { name: 'Other', email: other.email, role: 'admin' },
      { token: owner.token },
    );
    const [invitation] = (await rest.get('/auth/invitations', { token: other.token })).body.items;
    await rest.post(`/auth/invitations/${invitation._id}/accept`, undefined, { token: other.token });
    const otherId = (await rest.get('/auth/me', { token: other.token })).body.user._id;
    const ownerId = (await rest.get('/auth/me', { token: owner.token })).body.user._id;
    // Demote the second admin: allowed, one admin remains.
    expect(
      (await rest.patch(`/org/members/${otherId}/role`, { role: 'manager' }, { token: owner.token })).status,
    ).toBe(200);
    // The remaining admin cannot be demoted by the manager, nor demote themselves.
    await rest.put(
      '/auth/switch-org',
      { orgId: (await rest.get('/auth/me', { token: owner.token })).body.user.currentOrg._id },
      { token: other.token },
    );
    const byManager = await rest.patch(
      `/org/members/${ownerId}/role`,
      { role: 'viewer' },
      { token: other.token },
    );
    expect(byManager.body.msg).toBe('Managers cannot change admins');
    // Promote back, then demoting one admin works while the other remains.
    expect(
      (await rest.patch(`/org/members/${otherId}/role`, { role: 'admin' }, { token: owner.token })).status,
    ).toBe(200);
    expect(
      (await rest.patch(`/org/members/${ownerId}/role`, { role: 'member' }, { token: other.token })).status,
    ).toBe(200);
    // Now `other` is the only admin: nobody can take that away.
    const last = await rest.patch(`/org/members/${otherId}/role`, { role: 'member' }, { token: owner.token });
    expect(last.status).toBe(403);
  });

  it('takes effect on the next call', async () => {
    const org = await createOrg(t, rest);
    const member = await org.add('member');
    const client = await rest.post('/clients', { name: 'Noted' }, as(org.admin));
    const note = { entityType: 'client', objectId: client.body._id, body: 'Allowed' };
    expect((await rest.post('/notes', note, as(member))).status).toBe(200);
    expect(
      (await rest.patch(`/org/members/${member.userId}/role`, { role: 'viewer' }, as(org.admin))).status,
    ).toBe(200);
    const refused = await rest.post('/notes', note, as(member));
    expect({ status: refused.status, msg: refused.body.msg }).toEqual({
      status: 403,
      msg: WORKSPACE_MSG.notePermission,
    });
  });

  it('leaves one admin when two admins demote each other at once', async () => {
    const org = await createOrg(t, rest, { plan: 'pro' });
    const second = await org.add('admin', 'Second Admin');
    // The first admin's demotion of the second one is committing (it holds the organization's
    // lock) while the second admin demotes the first.
    const res = await whileUncommitted(
      t,
      async (tx) => {
        await tx
          .select()
          .from(schema.organizations)
          .where(eq(schema.organizations.id, org.orgId))
          .for('update');
        await tx
          .update(schema.memberships)
          .set({ role: 'manager' })
          .where(eq(schema.memberships.userId, second.userId));
      },
      () => rest.patch(`/org/members/${org.admin.userId}/role`, { role: 'manager' }, as(second)),
    );
    // On PostgreSQL the request read its caller as an admin before the other demotion committed:
    // under the lock it finds no other admin left. PGlite runs one statement at a time: the
    // request starts after the commit, as a manager.
    const expected =
      t.handle.driver === 'postgres'
        ? { status: 409, body: { msg: ORG_MSG.atLeastOneAdmin } }
        : { status: 403, body: { msg: ORG_MSG.managersCannotChangeAdmins, code: 'INSUFFICIENT_ROLE' } };
    expect({ status: res.status, body: res.body }).toEqual(expected);
    const after = (await rest.get('/org/members', as(org.admin))).body.members;
    expect(after.map((m: { user: { _id: string }; role: string }) => [m.user._id, m.role])).toEqual([
      [org.admin.userId, 'admin'],
      [second.userId, 'manager'],
    ]);
  });
});

describe('removing members', () => {
  it('enforces the rules, and a removed member loses access at once', async () => {
    const managerOnAdmin = await rest.delete(`/org/members/${team.admin.userId}`, {
      token: team.manager.token,
    });
    expect(managerOnAdmin.status).toBe(403);
    expect(managerOnAdmin.body.msg).toBe('Managers cannot remove admins');
    const self = await rest.delete(`/org/members/${team.manager.userId}`, { token: team.manager.token });
    expect(self.status).toBe(403);
    expect(self.body.msg).toBe(ORG_MSG.cannotRemoveYourself);
    const byMember = await rest.delete(`/org/members/${team.viewer.userId}`, { token: team.member.token });
    expect(byMember.status).toBe(403);
    expect(
      (await rest.delete(`/org/members/${team.outsider.userId}`, { token: team.admin.token })).status,
    ).toBe(404);
    expect((await rest.delete('/org/members/not-a-uuid', { token: team.admin.token })).status).toBe(404);

    expect((await rest.get('/org/members', { token: team.viewer.token })).status).toBe(200);
    const removed = await rest.delete(`/org/members/${team.viewer.userId}`, { token: team.manager.token });
    expect(removed.status).toBe(200);
    expect(removed.body.msg).toBe('Member removed');
    // Same, still unexpired access token: that organization is gone for them at once; they are
    // moved to the other organization they belong to.
    const after = await rest.get('/org/members', { token: team.viewer.token });
    expect(after.body._id).not.toBe(team.orgId);
    const me = await rest.get('/auth/me', { token: team.viewer.token });
    expect(me.body.user.currentOrgName).toBe("Vera Viewer's own org");
    expect(
      (await rest.put('/auth/switch-org', { orgId: team.orgId }, { token: team.viewer.token })).status,
    ).toBe(404);
    expect(await orgActivity(t, team.orgId, 'member_removed')).toHaveLength(1);
  });

  it('refuses every organization call of a removed member who belongs nowhere else', async () => {
    const email = uniqueEmail('only-here');
    const invited = await rest.post(
      '/org/invite',
      { name: 'Olly', email, role: 'member' },
      { token: team.admin.token },
    );
    const token = new URL(invited.body.link).searchParams.get('invite')!;
    const joined = await registerInvited(rest, token, email, 'Olly', 'Passw0rd!');
    const userId = (await rest.get('/auth/me', { token: joined.body.token })).body.user._id;
    expect((await rest.get('/org/members', { token: joined.body.token })).status).toBe(200);
    expect((await rest.delete(`/org/members/${userId}`, { token: team.admin.token })).status).toBe(200);
    const after = await rest.get('/org/members', { token: joined.body.token });
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({ code: 'INSUFFICIENT_ROLE', msg: MSG.notAMember });
    expect((await rest.get('/auth/me', { token: joined.body.token })).body).toMatchObject({
      role: 'viewer',
      user: { currentOrg: null },
    });
    expect((await rest.get('/auth/orgs', { token: joined.body.token })).body).toEqual({
      orgs: [],
      currentOrg: null,
    });
    const back = await rest.put('/auth/switch-org', { orgId: team.orgId }, { token: joined.body.token });
    expect({ status: back.status, body: back.body }).toEqual({ status: 404, body: { msg: MSG.orgNotFound } });
  });
});
