import { MSG, ORG_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectPlanUpgrade } from './helpers/answers';
import { orgActivity, registerInvited } from './helpers/fixtures';
import { setPlan, useTeam } from './helpers/org';
import { signUp, uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
// Most tests need more seats than the free plan's two; the limit has its own test below.
const team = useTeam(t, rest, { plan: 'pro' });

describe('GET /api/org/members and the organization name', () => {
  it('lists the organization with every member and role, for any member', async () => {
    for (const who of [team.admin, team.viewer]) {
      const res = await rest.get('/org/members', { token: who.token });
      expect(res.status).toBe(200);
      expect(res.body.name).toBe('Acme Studio');
      expect(res.body.members).toHaveLength(4);
      expect(res.body.members[0]).toMatchObject({
        role: 'admin',
        user: { _id: team.admin.userId, email: team.admin.email },
      });
      expect(res.body.members.map((m: { role: string }) => m.role).sort()).toEqual([
        'admin',
        'manager',
        'member',
        'viewer',
      ]);
    }
    const other = await rest.get('/org/members', { token: team.outsider.token });
    expect(other.body.members.map((m: { user: { _id: string } }) => m.user._id)).toEqual([
      team.outsider.userId,
    ]);
  });

  it('lets only admins rename it (trimmed, 1–80 characters) and records it', async () => {
    const byManager = await rest.put('/org/name', { name: 'Nope' }, { token: team.manager.token });
    expect(byManager.status).toBe(403);
    expect(byManager.body.code).toBe('INSUFFICIENT_ROLE');
    const empty = await rest.put('/org/name', { name: '   ' }, { token: team.admin.token });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual([{ field: 'name', msg: MSG.orgNameRequired }]);
    const long = await rest.put('/org/name', { name: 'x'.repeat(81) }, { token: team.admin.token });
    expect(long.body.errors).toEqual([{ field: 'name', msg: MSG.orgNameTooLong }]);
    const ok = await rest.put('/org/name', { name: '  Acme Works  ' }, { token: team.admin.token });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ name: 'Acme Works', msg: ORG_MSG.orgNameUpdated });
    expect((await rest.get('/org/name', { token: team.viewer.token })).body).toEqual({ name: 'Acme Works' });
    const [renamed, ...more] = await orgActivity(t, team.orgId, 'org_renamed');
    expect({ more: more.length, entityType: renamed?.entityType }).toEqual({ more: 0, entityType: 'other' });
    await rest.put('/org/name', { name: 'Acme Studio' }, { token: team.admin.token });
  });

  it('summarises the last 30 days of activity by action, entity type and member', async () => {
    const res = await rest.get('/org/activity-summary', { token: team.member.token });
    expect(res.status).toBe(200);
    expect(res.body.days).toBe(30);
    expect(res.body.total).toBe(
      res.body.byAction.reduce((s: number, a: { count: number }) => s + a.count, 0),
    );
    expect(res.body.byAction).toContainEqual({ action: 'org_renamed', count: 2 });
    expect(res.body.byMember).toContainEqual({
      user: { _id: team.admin.userId, name: 'Alice Admin', email: team.admin.email },
      count: expect.any(Number),
    });
  });
});

describe('POST /api/org/invite', () => {
  it("answers the invite form's messages for bad input", async () => {
    const res = await rest.post('/org/invite', {}, { token: team.admin.token });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'name', msg: 'Name is required' },
      { field: 'email', msg: 'Email is required' },
      { field: 'role', msg: 'Select a role' },
    ]);
    const bad = await rest.post(
      '/org/invite',
      { name: 'X', email: 'nope', role: 'owner' },
      { token: team.admin.token },
    );
    expect(bad.body.errors).toEqual([
      { field: 'email', msg: 'Enter a valid email' },
      { field: 'role', msg: 'Select a role' },
    ]);
  });

  it('is for admins and managers; only admins invite admins', async () => {
    for (const who of [team.member, team.viewer]) {
      const res = await rest.post(
        '/org/invite',
        { name: 'A', email: uniqueEmail(), role: 'viewer' },
        { token: who.token },
      );
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('INSUFFICIENT_ROLE');
    }
    const res = await rest.post(
      '/org/invite',
      { name: 'A', email: uniqueEmail(), role: 'admin' },
      { token: team.manager.token },
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'INSUFFICIENT_ROLE', msg: 'Only admins can invite admins' });
  });

  it('emails a link to a new address; registering with it joins with the invited role', async () => {
    const email = uniqueEmail('invitee');
    const res = await rest.post(
      '/org/invite',
      { name: 'Ivy Invitee', email: email.toUpperCase(), role: 'member' },
      { token: team.manager.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: false, invited: true, msg: 'Invite created.' });
    const mail = t.outbox.latest(email);
    expect(mail.subject).toContain('Acme Studio');
    expect(mail.link).toBe(res.body.link);
    const token = new URL(res.body.link).searchParams.get('invite')!;
    expect(new URL(res.body.link).pathname).toBe('/register');

    const check = await rest.get(`/auth/invite/${token}`);
    expect(check.body).toMatchObject({ valid: true, email, role: 'member', org: { name: 'Acme Studio' } });
    const list = await rest.get('/org/invites', { token: team.admin.token });
    expect(list.body).toContainEqual(
      expect.objectContaining({
        email,
        name: 'Ivy Invitee',
        role: 'member',
        inviterName: 'Mona Manager',
        expired: false,
      }),
    );
    const again = await rest.post(
      '/org/invite',
      { name: 'Ivy', email, role: 'member' },
      { token: team.admin.token },
    );
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(ORG_MSG.invitePending);

    const joined = await registerInvited(rest, token, email, 'Ivy Invitee', 'Passw0rd!');
    expect(joined.status).toBe(200);
    const me = await rest.get('/auth/me', { token: joined.body.token });
    expect(me.body).toMatchObject({
      role: 'member',
      user: { currentOrgName: 'Acme Studio', isVerified: false },
    });
    expect(
      (await rest.get('/org/invites', { token: team.admin.token })).body.map(
        (i: { email: string }) => i.email,
      ),
    ).not.toContain(email);
    // The team's changes are activity of type other.
    for (const action of ['member_invited', 'member_joined']) {
      const entries = await orgActivity(t, team.orgId, action);
      expect(entries, action).not.toHaveLength(0);
      expect(new Set(entries.map((e) => e.entityType)), action).toEqual(new Set(['other']));
    }
  });

  it('invites, and does not add, an account whose address was never verified', async () => {
    // Perhaps registered under a colleague's address by someone who cannot read that inbox.
    const squatter = await signUp(rest, t.outbox, { orgName: 'Decoy', name: 'Squatter', verify: false });
    const res = await rest.post(
      '/org/invite',
      { name: 'Colleague', email: squatter.email, role: 'member' },
      { token: team.admin.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      added: false,
      invited: true,
      msg: 'Invite created.',
      link: expect.stringContaining('/register?invite='),
    });
    const orgs = await rest.get('/auth/orgs', { token: squatter.token });
    expect(orgs.body.orgs.map((o: { org: { name: string } }) => o.org.name)).toEqual(['Decoy']);
    const members = await rest.get('/org/members', { token: team.admin.token });
    expect(members.body.members.map((m: { user: { email: string } }) => m.user.email)).not.toContain(
      squatter.email,
    );
    // The mail asks the account to sign in and answer the invitation in the app.
    expect(t.outbox.latest(squatter.email, 'invited').link).toBe('http://localhost:3000/orgs');
    // Not verified: it cannot accept (nobody showed they own that inbox).
    const [pending] = (await rest.get('/auth/invitations', { token: squatter.token })).body.items;
    const accept = await rest.post(`/auth/invitations/${pending._id}/accept`, undefined, {
      token: squatter.token,
    });
    expect(accept.status).toBe(403);
    expect(accept.body.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('invites an existing account, which joins only when it accepts; refuses someone already in the organization', async () => {
    const existing = await signUp(rest, t.outbox, { orgName: 'Solo', name: 'Eve Existing' });
    const res = await rest.post(
      '/org/invite',
      { name: 'Eve', email: existing.email, role: 'viewer' },
      { token: team.admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      added: false,
      invited: true,
      msg: 'Invite created.',
      link: expect.stringContaining('/register?invite='),
    });
    const before = await rest.get('/org/members', { token: team.admin.token });
    expect(before.body.members.map((m: { user: { email: string } }) => m.user.email)).not.toContain(
      existing.email,
    );

    const [invitation] = (await rest.get('/auth/invitations', { token: existing.token })).body.items;
    expect(invitation).toMatchObject({ org: { _id: team.orgId, name: 'Acme Studio' }, role: 'viewer' });
    const accepted = await rest.post(`/auth/invitations/${invitation._id}/accept`, undefined, {
      token: existing.token,
    });
    expect(accepted.status).toBe(200);
    const members = await rest.get('/org/members', { token: team.admin.token });
    expect(members.body.members).toContainEqual(
      expect.objectContaining({ role: 'viewer', user: expect.objectContaining({ email: existing.email }) }),
    );
    const orgs = await rest.get('/auth/orgs', { token: existing.token });
    expect(orgs.body.orgs.map((o: { org: { name: string } }) => o.org.name).sort()).toEqual([
      'Acme Studio',
      'Solo',
    ]);

    const dup = await rest.post(
      '/org/invite',
      { name: 'Eve', email: existing.email, role: 'viewer' },
      { token: team.admin.token },
    );
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe(ORG_MSG.alreadyMember);
  });
});

describe('revoking and resending invitations', () => {
  it('revoke makes the link unusable; resend issues a new link and the old one stops working', async () => {
    const email = uniqueEmail('pending');
    const created = await rest.post(
      '/org/invite',
      { name: 'Pat', email, role: 'viewer' },
      { token: team.admin.token },
    );
    const firstToken = new URL(created.body.link).searchParams.get('invite')!;
    const [row] = await t.handle.db.select().from(schema.invites).where(eq(schema.invites.email, email));

    const forbidden = await rest.post(`/org/invites/${row!.id}/resend`, undefined, {
      token: team.member.token,
    });
    expect(forbidden.status).toBe(403);
    const resent = await rest.post(`/org/invites/${row!.id}/resend`, undefined, {
      token: team.manager.token,
    });
    expect(resent.status).toBe(200);
    expect(resent.body.msg).toBe('Invite resent.');
    const secondToken = new URL(resent.body.link).searchParams.get('invite')!;
    expect(secondToken).not.toBe(firstToken);
    expect((await rest.get(`/auth/invite/${firstToken}`)).body.valid).toBe(false);
    expect((await rest.get(`/auth/invite/${secondToken}`)).body.valid).toBe(true);
    expect(t.outbox.latest(email).link).toBe(resent.body.link);

    expect((await rest.get('/org/invites', { token: team.member.token })).status).toBe(403);
    const outsider = await rest.delete(`/org/invites/${row!.id}`, { token: team.outsider.token });
    expect(outsider.status).toBe(404);
    const resentByOutsider = await rest.post(`/org/invites/${row!.id}/resend`, undefined, {
      token: team.outsider.token,
    });
    expect(resentByOutsider.status).toBe(404);
    const revoked = await rest.delete(`/org/invites/${row!.id}`, { token: team.admin.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.msg).toBe('Invite revoked');
    expect((await rest.get(`/auth/invite/${secondToken}`)).body).toMatchObject({
      valid: false,
      msg: MSG.invalidInviteToken,
    });
    const register = await registerInvited(rest, secondToken, email, 'Pat', 'Passw0rd!');
    expect(register.status).toBe(422);
    expect(register.body.errors).toEqual([{ field: 'invite', msg: MSG.invalidInvitation }]);
    expect((await rest.delete(`/org/invites/${row!.id}`, { token: team.admin.token })).status).toBe(404);
  });
});

describe('free plan member limit', () => {
  it('counts members plus pending invites (2 users), and lifts the limit on pro', async () => {
    const owner = await signUp(rest, t.outbox, { orgName: 'Tiny Co' });
    const firstEmail = uniqueEmail();
    const first = await rest.post(
      '/org/invite',
      { name: 'One', email: firstEmail, role: 'member' },
      { token: owner.token },
    );
    expect(first.status).toBe(200);
    const second = await rest.post(
      '/org/invite',
      { name: 'Two', email: uniqueEmail(), role: 'member' },
      { token: owner.token },
    );
    expectPlanUpgrade(second, ORG_MSG.memberLimit);
    const orgId = (await rest.get('/auth/me', { token: owner.token })).body.user.currentOrg._id;
    expect(
      await t.handle.db.select().from(schema.invites).where(eq(schema.invites.orgId, orgId)),
    ).toHaveLength(1);
    // The pending invitation holds its seat: its address can still join on the free plan.
    const joined = await rest.post('/auth/register', {
      name: 'One',
      email: firstEmail,
      password: 'Str0ng-Passw0rd',
      invite: new URL(first.body.link).searchParams.get('invite'),
    });
    expect(joined.status).toBe(200);
    const roles = (await rest.get('/org/members', { token: owner.token })).body.members.map(
      (m: { role: string }) => m.role,
    );
    expect(roles).toEqual(['admin', 'member']);
    await setPlan(t, orgId, 'pro');
    const afterUpgrade = await rest.post(
      '/org/invite',
      { name: 'Two', email: uniqueEmail(), role: 'member' },
      { token: owner.token },
    );
    expect(afterUpgrade.status).toBe(200);
  });
});
