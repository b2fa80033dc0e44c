/**
 * The team over REST (/api/org/…, invitations under /api/auth/…): invitations by email, the
 * members list, role changes and removals under the team rules of docs/product.md
 * (#roles-and-permissions, #team-changes), and the organization's name. Each test has an
 * organization of its own.
 */
import { MSG, ORG_MSG, WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  anId,
  aTimestamp,
  expectAnswer,
  expectInsufficientRole,
  MISSING_ID,
  validationBody,
} from '../helpers/answers';
import { TEST_APP_URL } from '../helpers/app';
import { whileUncommitted } from '../helpers/concurrency';
import { createClient, createOrg, inviteAndJoin, type Member } from '../helpers/org';
import { as, signUp, uniqueEmail } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';

const PASSWORD = 'Str0ng-Passw0rd';

const { t, rest } = useTestApp();

/** POST /org/invite as `who`. */
const invite = (who: { token: string }, name: string, email: string, role: string) =>
  rest.post('/org/invite', { name, email, role }, as(who));
const inviteToken = (link: string) => new URL(link).searchParams.get('invite')!;
const inviteAnswer = () => ({
  added: false,
  invited: true,
  msg: ORG_MSG.inviteCreated,
  link: expect.stringMatching(new RegExp(`^${TEST_APP_URL}/register\\?invite=[\\w-]+$`)),
});
const entry = (who: Member) => ({
  user: { _id: who.userId, name: who.name, email: who.email },
  role: who.role,
  joinedAt: aTimestamp(),
});

/** GET /org/members as `who`: the organization with its members, admins first. */
async function members(who: { token: string }) {
  const res = await rest.get('/org/members', as(who));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { _id: string; name: string; members: { user: { _id: string }; role: string }[] };
}
const roleOf = async (who: { token: string }, userId: string) =>
  (await members(who)).members.find((m) => m.user._id === userId)?.role;

describe('invitations', () => {
  it('the invite form is validated: 422 with every field message', async () => {
    const org = await createOrg(t, rest);
    expectAnswer(
      await rest.post('/org/invite', {}, as(org.admin)),
      422,
      validationBody(['name', MSG.nameRequired], ['email', MSG.emailRequired], ['role', ORG_MSG.selectRole]),
    );
    expectAnswer(
      await invite(org.admin, 'X', 'nope', 'viewer'),
      422,
      validationBody(['email', MSG.emailInvalid]),
    );
    expectAnswer(
      await invite(org.admin, 'X', uniqueEmail('x'), 'owner'),
      422,
      validationBody(['role', ORG_MSG.selectRole]),
    );
  });

  it('invite by email: {added, invited, msg, link}, the same link mailed, the invite check, and registering joins with that role', async () => {
    const org = await createOrg(t, rest, { orgName: 'Compilers Inc', name: 'Grace Hopper' });
    const email = uniqueEmail('manager');
    const res = await invite(org.admin, 'Mary Manager', email, 'manager');
    expectAnswer(res, 200, inviteAnswer());
    const token = inviteToken(res.body.link);
    expect(t.outbox.latest(email).link).toBe(res.body.link);

    const check = await rest.get(`/auth/invite/${encodeURIComponent(token)}`);
    expectAnswer(check, 200, {
      valid: true,
      msg: 'Invitation is valid',
      email,
      name: 'Mary Manager',
      org: { _id: org.orgId, name: 'Compilers Inc' },
      role: 'manager',
      expiresAt: aTimestamp(),
    });

    const reg = await rest.post('/auth/register', {
      name: 'Mary Manager',
      email,
      password: PASSWORD,
      invite: token,
    });
    expectAnswer(reg, 200, { token: expect.any(String) });
    const who = await rest.get('/auth/me', as(reg.body));
    expect(who.body.role).toBe('manager');
    expect(who.body.user).toMatchObject({
      email,
      isVerified: false,
      currentOrg: { _id: org.orgId, name: 'Compilers Inc' },
    });
    const manager: Member = {
      email,
      password: PASSWORD,
      name: 'Mary Manager',
      token: reg.body.token,
      refresh: reg.refreshCookie!,
      userId: who.body.user._id,
      role: 'manager',
    };

    expectAnswer(await rest.get('/org/members', as(org.admin)), 200, {
      _id: org.orgId,
      name: 'Compilers Inc',
      members: [entry(org.admin), entry(manager)],
    });
    expectAnswer(await rest.get(`/auth/invite/${encodeURIComponent(token)}`), 200, {
      valid: false,
      msg: MSG.invalidInviteToken,
    });
  });

  it('an unknown invite token is reported invalid', async () => {
    expectAnswer(await rest.get('/auth/invite/not-a-real-token'), 200, {
      valid: false,
      msg: MSG.invalidInviteToken,
    });
  });

  it('only admins and managers invite; only admins invite admins', async () => {
    const org = await createOrg(t, rest, { plan: 'pro' });
    const manager = await org.add('manager');
    const member = await org.add('member');
    const viewer = await org.add('viewer');
    expectInsufficientRole(
      await invite(manager, 'Would-be Admin', uniqueEmail('admin'), 'admin'),
      ORG_MSG.onlyAdminsInviteAdmins,
    );
    for (const who of [member, viewer]) {
      expectInsufficientRole(await invite(who, 'Someone', uniqueEmail('someone'), 'viewer'));
    }
    expectAnswer(await invite(manager, 'Sam', uniqueEmail('someone'), 'viewer'), 200, inviteAnswer());
    expectAnswer(await invite(org.admin, 'New Admin', uniqueEmail('admin'), 'admin'), 200, inviteAnswer());
  });

  it('inviting an existing account: the same answer as for a new address, and it joins by accepting', async () => {
    const org = await createOrg(t, rest, { orgName: 'Compilers Inc', name: 'Grace Hopper' });
    const existing = await signUp(rest, t.outbox, { name: 'Erin Existing', orgName: 'Erin Org' });
    const res = await invite(org.admin, 'Erin Existing', existing.email, 'member');
    expectAnswer(res, 200, inviteAnswer());
    const orgNames = async () =>
      (await rest.get('/auth/orgs', as(existing))).body.orgs.map(
        (o: { org: { name: string } }) => o.org.name,
      );
    expect(await orgNames()).toEqual(['Erin Org']);

    const pending = await rest.get('/auth/invitations', as(existing));
    expectAnswer(pending, 200, {
      items: [
        {
          _id: anId(),
          org: { _id: org.orgId, name: 'Compilers Inc' },
          role: 'member',
          inviterName: 'Grace Hopper',
          createdAt: aTimestamp(),
          expiresAt: aTimestamp(),
        },
      ],
    });
    const accepted = await rest.post(
      `/auth/invitations/${pending.body.items[0]._id}/accept`,
      undefined,
      as(existing),
    );
    expectAnswer(accepted, 200, {
      msg: ORG_MSG.invitationAccepted,
      currentOrg: { _id: org.orgId, name: 'Compilers Inc' },
      role: 'member',
    });
    expect(await orgNames()).toEqual(['Compilers Inc', 'Erin Org']);
    expectAnswer(await rest.get('/auth/invitations', as(existing)), 200, { items: [] });
  });

  it('registering with an invitation needs the invited address', async () => {
    const org = await createOrg(t, rest);
    const email = uniqueEmail('invited');
    const res = await invite(org.admin, 'Iris', email, 'viewer');
    expectAnswer(res, 200, inviteAnswer());
    const other = uniqueEmail('swapped');
    expectAnswer(
      await rest.post('/auth/register', {
        name: 'Iris',
        email: other,
        password: PASSWORD,
        invite: inviteToken(res.body.link),
      }),
      422,
      validationBody(['email', MSG.inviteEmailMismatch]),
    );
    expectAnswer(await rest.post('/auth/login', { email: other, password: PASSWORD }), 401, {
      msg: MSG.invalidCredentials,
    });
  });

  it('pending invites: listed for admins and managers only, resend answers a new link, revoke ends it', async () => {
    const org = await createOrg(t, rest, { name: 'Grace Hopper', plan: 'pro' });
    const manager = await org.add('manager');
    const member = await org.add('member');
    const email = uniqueEmail('pending');
    expectAnswer(await invite(org.admin, 'Pending Person', email, 'viewer'), 200, inviteAnswer());
    const list = await rest.get('/org/invites', as(manager));
    const pending = {
      _id: anId(),
      email,
      name: 'Pending Person',
      role: 'viewer',
      invitedBy: { _id: org.admin.userId, name: 'Grace Hopper' },
      inviterName: 'Grace Hopper',
      createdAt: aTimestamp(),
      expiresAt: aTimestamp(),
      expired: false,
    };
    expectAnswer(list, 200, [pending]);
    const id = list.body[0]._id as string;
    expectInsufficientRole(await rest.get('/org/invites', as(member)));

    const mailsBefore = t.outbox.to(email).length;
    const resent = await rest.post(`/org/invites/${id}/resend`, undefined, as(org.admin));
    expectAnswer(resent, 200, { msg: ORG_MSG.inviteResent, link: inviteAnswer().link });
    expect(t.outbox.to(email)).toHaveLength(mailsBefore + 1);
    expect(t.outbox.latest(email).link).toBe(resent.body.link);
    const token = inviteToken(resent.body.link);
    expect((await rest.get(`/auth/invite/${encodeURIComponent(token)}`)).body.valid).toBe(true);

    expectAnswer(await rest.delete(`/org/invites/${id}`, as(org.admin)), 200, {
      msg: ORG_MSG.inviteRevoked,
    });
    expectAnswer(await rest.get('/org/invites', as(org.admin)), 200, []);
    expectAnswer(await rest.get(`/auth/invite/${encodeURIComponent(token)}`), 200, {
      valid: false,
      msg: MSG.invalidInviteToken,
    });
    expectAnswer(
      await rest.post('/auth/register', { name: 'Pending Person', email, password: PASSWORD, invite: token }),
      422,
      validationBody(['invite', MSG.invalidInvitation]),
    );
  });

  it('an address already in the organization, or already invited, is refused with 409', async () => {
    const org = await createOrg(t, rest, { plan: 'pro' });
    const manager = await org.add('manager');
    expectAnswer(await invite(org.admin, 'Mary', manager.email, 'viewer'), 409, {
      msg: ORG_MSG.alreadyMember,
    });
    const email = uniqueEmail('twice');
    expectAnswer(await invite(org.admin, 'Twice', email, 'viewer'), 200, inviteAnswer());
    expectAnswer(await invite(manager, 'Twice', email, 'viewer'), 409, {
      msg: ORG_MSG.invitePending,
    });
  });

  it("another organization's members and invitations are 404", async () => {
    const org = await createOrg(t, rest);
    const stranger = await createOrg(t, rest, { orgName: 'Stranger Org', name: 'Sam Stranger' });
    const notMember = { msg: ORG_MSG.memberNotFound };
    expectAnswer(
      await rest.patch(`/org/members/${stranger.admin.userId}/role`, { role: 'viewer' }, as(org.admin)),
      404,
      notMember,
    );
    expectAnswer(await rest.delete(`/org/members/${stranger.admin.userId}`, as(org.admin)), 404, notMember);
    expectAnswer(
      await invite(stranger.admin, 'Theirs', uniqueEmail('theirs'), 'viewer'),
      200,
      inviteAnswer(),
    );
    const theirId = (await rest.get('/org/invites', as(stranger.admin))).body[0]._id;
    const noInvite = { msg: ORG_MSG.inviteNotFound };
    expectAnswer(await rest.delete(`/org/invites/${theirId}`, as(org.admin)), 404, noInvite);
    expectAnswer(await rest.post(`/org/invites/${theirId}/resend`, undefined, as(org.admin)), 404, noInvite);
    expect((await rest.get('/org/invites', as(stranger.admin))).body).toHaveLength(1);
  });
});

describe('roles', () => {
  it('role changes follow the team rules', async () => {
    const org = await createOrg(t, rest, { plan: 'pro' });
    const manager = await org.add('manager');
    const member = await org.add('member');
    const viewer = await org.add('viewer');

    expectInsufficientRole(
      await rest.patch(`/org/members/${org.admin.userId}/role`, { role: 'viewer' }, as(manager)),
      ORG_MSG.managersCannotChangeAdmins,
    );
    expectInsufficientRole(
      await rest.patch(`/org/members/${member.userId}/role`, { role: 'admin' }, as(manager)),
      ORG_MSG.onlyAdminsGrantAdmin,
    );
    expectInsufficientRole(
      await rest.patch(`/org/members/${manager.userId}/role`, { role: 'admin' }, as(manager)),
      ORG_MSG.cannotChangeOwnRole,
    );
    expectInsufficientRole(
      await rest.patch(`/org/members/${manager.userId}/role`, { role: 'viewer' }, as(manager)),
      ORG_MSG.cannotChangeOwnRole,
    );
    expect(await roleOf(org.admin, manager.userId)).toBe('manager');
    expect(await roleOf(org.admin, member.userId)).toBe('member');

    expectAnswer(
      await rest.patch(`/org/members/${member.userId}/role`, { role: 'viewer' }, as(manager)),
      200,
      {
        msg: ORG_MSG.roleUpdated,
        member: { ...entry(member), role: 'viewer' },
      },
    );
    expect(await roleOf(org.admin, member.userId)).toBe('viewer');
    expectAnswer(
      await rest.patch(`/org/members/${member.userId}/role`, { role: 'member' }, as(manager)),
      200,
      {
        msg: ORG_MSG.roleUpdated,
        member: entry(member),
      },
    );

    for (const who of [member, viewer]) {
      expectInsufficientRole(
        await rest.patch(`/org/members/${manager.userId}/role`, { role: 'viewer' }, as(who)),
      );
    }
    expectAnswer(
      await rest.patch(`/org/members/${member.userId}/role`, { role: 'owner' }, as(org.admin)),
      422,
      validationBody(['role', ORG_MSG.selectRole]),
    );
    // Nobody changes their own role, so the last admin cannot demote themselves.
    expectInsufficientRole(
      await rest.patch(`/org/members/${org.admin.userId}/role`, { role: 'manager' }, as(org.admin)),
      ORG_MSG.cannotChangeOwnRole,
    );
    expect(await roleOf(org.admin, org.admin.userId)).toBe('admin');
    expectAnswer(
      await rest.patch(`/org/members/${MISSING_ID}/role`, { role: 'viewer' }, as(org.admin)),
      404,
      {
        msg: ORG_MSG.memberNotFound,
      },
    );
  });

  it('a role change takes effect on the next call', async () => {
    const org = await createOrg(t, rest);
    const member = await org.add('member');
    const client = await createClient(rest, org.admin, { name: 'Noted' });
    const note = { entityType: 'client', objectId: client._id, body: 'Allowed' };
    expect((await rest.post('/notes', note, as(member))).status).toBe(200);
    expect(
      (await rest.patch(`/org/members/${member.userId}/role`, { role: 'viewer' }, as(org.admin))).status,
    ).toBe(200);
    expectInsufficientRole(await rest.post('/notes', note, as(member)), WORKSPACE_MSG.notePermission);
  });

  it('between two admins: either may demote the other, and a manager cannot act on an admin', async () => {
    const org = await createOrg(t, rest, { plan: 'pro' });
    const second = await org.add('manager');
    expect(
      (await rest.patch(`/org/members/${second.userId}/role`, { role: 'admin' }, as(org.admin))).status,
    ).toBe(200);
    expectAnswer(
      await rest.patch(`/org/members/${org.admin.userId}/role`, { role: 'manager' }, as(second)),
      200,
      { msg: ORG_MSG.roleUpdated, member: { ...entry(org.admin), role: 'manager' } },
    );
    expectInsufficientRole(
      await rest.delete(`/org/members/${second.userId}`, as(org.admin)),
      ORG_MSG.managersCannotRemoveAdmins,
    );
    expectAnswer(
      await rest.patch(`/org/members/${org.admin.userId}/role`, { role: 'admin' }, as(second)),
      200,
      { msg: ORG_MSG.roleUpdated, member: entry(org.admin) },
    );
    expect((await members(org.admin)).members.map((m) => m.role)).toEqual(['admin', 'admin']);
  });

  it('two admins demoting each other at once leave one admin', async () => {
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
    if (t.handle.driver === 'postgres') {
      // The request read its caller as an admin before the other demotion committed: under the
      // lock it finds no other admin left.
      expectAnswer(res, 409, { msg: ORG_MSG.atLeastOneAdmin });
    } else {
      // PGlite runs one statement at a time: the request starts after the commit, as a manager.
      expectInsufficientRole(res, ORG_MSG.managersCannotChangeAdmins);
    }
    const after = await members(org.admin);
    expect(after.members.map((m) => [m.user._id, m.role])).toEqual([
      [org.admin.userId, 'admin'],
      [second.userId, 'manager'],
    ]);
  });
});

describe('removing members', () => {
  it('removal follows the team rules and takes effect at once', async () => {
    const org = await createOrg(t, rest, { orgName: 'Compilers Inc', plan: 'pro' });
    const manager = await org.add('manager');
    const member = await org.add('member');
    const viewer = await inviteAndJoin(t, rest, org.admin, 'viewer', 'Vic Viewer');

    expectInsufficientRole(
      await rest.delete(`/org/members/${org.admin.userId}`, as(manager)),
      ORG_MSG.managersCannotRemoveAdmins,
    );
    // Nobody removes themselves, so the last admin stays.
    expectInsufficientRole(
      await rest.delete(`/org/members/${org.admin.userId}`, as(org.admin)),
      ORG_MSG.cannotRemoveYourself,
    );
    expectInsufficientRole(
      await rest.delete(`/org/members/${manager.userId}`, as(manager)),
      ORG_MSG.cannotRemoveYourself,
    );
    expectAnswer(await rest.delete(`/org/members/${MISSING_ID}`, as(org.admin)), 404, {
      msg: ORG_MSG.memberNotFound,
    });
    expectInsufficientRole(await rest.delete(`/org/members/${member.userId}`, as(viewer)));

    expectAnswer(await rest.get('/clients', as(viewer)), 200, []);
    expectAnswer(await rest.delete(`/org/members/${viewer.userId}`, as(manager)), 200, {
      msg: ORG_MSG.memberRemoved,
    });
    expect((await members(org.admin)).members.map((m) => m.user._id)).toEqual([
      org.admin.userId,
      manager.userId,
      member.userId,
    ]);
    // The removed viewer belonged to no other organization: they are left with none.
    expectInsufficientRole(await rest.get('/clients', as(viewer)), MSG.notAMember);
    expectAnswer(await rest.get('/auth/orgs', as(viewer)), 200, { orgs: [], currentOrg: null });
    expectAnswer(await rest.put('/auth/switch-org', { orgId: org.orgId }, as(viewer)), 404, {
      msg: MSG.orgNotFound,
    });
  });
});

describe('organization name', () => {
  it('everyone reads it, only admins change it', async () => {
    const org = await createOrg(t, rest, { orgName: 'Compilers Inc', plan: 'pro' });
    const manager = await org.add('manager');
    const member = await org.add('member');
    expectAnswer(await rest.get('/org/name', as(member)), 200, { name: 'Compilers Inc' });
    expectInsufficientRole(await rest.put('/org/name', { name: 'Hijacked' }, as(manager)));
    expectAnswer(
      await rest.put('/org/name', { name: '  ' }, as(org.admin)),
      422,
      validationBody(['name', MSG.orgNameRequired]),
    );
    expectAnswer(
      await rest.put('/org/name', { name: 'x'.repeat(81) }, as(org.admin)),
      422,
      validationBody(['name', MSG.orgNameTooLong]),
    );
    expectAnswer(await rest.put('/org/name', { name: ' Compilers Ltd ' }, as(org.admin)), 200, {
      name: 'Compilers Ltd',
      msg: ORG_MSG.orgNameUpdated,
    });
    expectAnswer(await rest.get('/org/name', as(member)), 200, { name: 'Compilers Ltd' });
  });

  it("the organizations list counts the members; the team's changes are activity of type other", async () => {
    const org = await createOrg(t, rest, { orgName: 'Compilers Inc', plan: 'pro' });
    await org.add('manager');
    await inviteAndJoin(t, rest, org.admin, 'viewer');
    expectAnswer(await rest.put('/org/name', { name: 'Compilers Ltd' }, as(org.admin)), 200, {
      name: 'Compilers Ltd',
      msg: ORG_MSG.orgNameUpdated,
    });
    expect((await members(org.admin)).members).toHaveLength(3);
    expect((await rest.get('/auth/orgs', as(org.admin))).body.orgs).toEqual([
      {
        org: { _id: org.orgId, name: 'Compilers Ltd' },
        role: 'admin',
        members: 3,
        projects: 0,
        current: true,
      },
    ]);

    const other = await rest.get('/activity?type=other&limit=100', as(org.admin));
    expect(other.status).toBe(200);
    expect(other.body.items.map((e: { action: string }) => e.action)).toEqual([
      'org_renamed',
      'member_joined',
      'member_invited',
      'org_created',
    ]);
    expect(other.body).toMatchObject({ total: 4, pages: 1 });
    for (const e of other.body.items) expect(e.entityType).toBe('other');
  });
});
