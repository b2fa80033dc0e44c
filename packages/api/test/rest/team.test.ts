/**
 * What the REST facade adds to the team API, /api/org/… and the invitations under /api/auth/…
 * (the rules themselves are in team.test.ts, team-roles.test.ts, auth-invites.test.ts and
 * organizations.test.ts): the answers as they travel (the invitation with its link, the invite
 * check, the members list, pending invitations, role changes, removals and the organization's
 * name), and the error envelopes with their texts. Each test has an organization of its own.
 */
import { MSG, ORG_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { anId, aTimestamp, expectAnswer, expectInsufficientRole, validationBody } from '../helpers/answers';
import { TEST_APP_URL } from '../helpers/app';
import { createOrg, type Member } from '../helpers/org';
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
/** A member as GET /org/members lists it. */
const entry = (who: Member) => ({
  user: { _id: who.userId, name: who.name, email: who.email },
  role: who.role,
  joinedAt: aTimestamp(),
});

describe('/api/org and invitations', () => {
  it('an invitation: its answer, the invite check, the pending list, resend and revoke; the members list', async () => {
    const org = await createOrg(t, rest, { orgName: 'Compilers Inc', name: 'Grace Hopper', plan: 'pro' });
    const email = uniqueEmail('manager');
    const res = await invite(org.admin, 'Mary Manager', email, 'manager');
    expectAnswer(res, 200, inviteAnswer());
    const invitation = {
      email,
      name: 'Mary Manager',
      role: 'manager',
      expiresAt: aTimestamp(),
    };
    expectAnswer(await rest.get(`/auth/invite/${encodeURIComponent(inviteToken(res.body.link))}`), 200, {
      valid: true,
      msg: 'Invitation is valid',
      org: { _id: org.orgId, name: 'Compilers Inc' },
      ...invitation,
    });
    const pending = await rest.get('/org/invites', as(org.admin));
    expectAnswer(pending, 200, [
      {
        _id: anId(),
        invitedBy: { _id: org.admin.userId, name: 'Grace Hopper' },
        inviterName: 'Grace Hopper',
        createdAt: aTimestamp(),
        expired: false,
        ...invitation,
      },
    ]);
    const id = pending.body[0]._id as string;
    expectAnswer(await rest.post(`/org/invites/${id}/resend`, undefined, as(org.admin)), 200, {
      msg: ORG_MSG.inviteResent,
      link: inviteAnswer().link,
    });
    expectAnswer(await rest.delete(`/org/invites/${id}`, as(org.admin)), 200, { msg: ORG_MSG.inviteRevoked });
    expectAnswer(await rest.get('/auth/invite/not-a-real-token'), 200, {
      valid: false,
      msg: MSG.invalidInviteToken,
    });

    const manager = await org.add('manager', 'Mona Manager');
    expectAnswer(await rest.get('/org/members', as(manager)), 200, {
      _id: org.orgId,
      name: 'Compilers Inc',
      members: [entry(org.admin), entry(manager)],
    });
  });

  it('an existing account: its pending invitations and the answer to accepting one', async () => {
    const org = await createOrg(t, rest, { orgName: 'Compilers Inc', name: 'Grace Hopper' });
    const existing = await signUp(rest, t.outbox, { name: 'Erin Existing', orgName: 'Erin Org' });
    expectAnswer(await invite(org.admin, 'Erin Existing', existing.email, 'member'), 200, inviteAnswer());
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
    expectAnswer(
      await rest.post(`/auth/invitations/${pending.body.items[0]._id}/accept`, undefined, as(existing)),
      200,
      {
        msg: ORG_MSG.invitationAccepted,
        currentOrg: { _id: org.orgId, name: 'Compilers Inc' },
        role: 'member',
      },
    );
  });

  it('a role change answers the member, a removal a message, the name its new value', async () => {
    const org = await createOrg(t, rest, { orgName: 'Compilers Inc', plan: 'pro' });
    const member = await org.add('member');
    const viewer = await org.add('viewer');
    expectAnswer(
      await rest.patch(`/org/members/${member.userId}/role`, { role: 'viewer' }, as(org.admin)),
      200,
      { msg: ORG_MSG.roleUpdated, member: { ...entry(member), role: 'viewer' } },
    );
    expectAnswer(await rest.delete(`/org/members/${viewer.userId}`, as(org.admin)), 200, {
      msg: ORG_MSG.memberRemoved,
    });
    expectAnswer(await rest.get('/org/name', as(member)), 200, { name: 'Compilers Inc' });
    expectAnswer(await rest.put('/org/name', { name: ' Compilers Ltd ' }, as(org.admin)), 200, {
      name: 'Compilers Ltd',
      msg: ORG_MSG.orgNameUpdated,
    });
  });

  it('errors travel as { msg } envelopes: 422 with errors, 403 with a code and the rule, 404, 409', async () => {
    const org = await createOrg(t, rest, { plan: 'pro' });
    const manager = await org.add('manager');
    const member = await org.add('member');
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
      await rest.put('/org/name', { name: 'x'.repeat(81) }, as(org.admin)),
      422,
      validationBody(['name', MSG.orgNameTooLong]),
    );
    const email = uniqueEmail('invited');
    const invited = await invite(org.admin, 'Iris', email, 'viewer');
    expectAnswer(
      await rest.post('/auth/register', {
        name: 'Iris',
        email: uniqueEmail('swapped'),
        password: PASSWORD,
        invite: inviteToken(invited.body.link),
      }),
      422,
      validationBody(['email', MSG.inviteEmailMismatch]),
    );

    const patchRole = (who: Member, target: Member, role: string) =>
      rest.patch(`/org/members/${target.userId}/role`, { role }, as(who));
    expectInsufficientRole(
      await invite(manager, 'Would-be Admin', uniqueEmail('a'), 'admin'),
      ORG_MSG.onlyAdminsInviteAdmins,
    );
    expectInsufficientRole(await patchRole(manager, org.admin, 'viewer'), ORG_MSG.managersCannotChangeAdmins);
    expectInsufficientRole(await patchRole(manager, member, 'admin'), ORG_MSG.onlyAdminsGrantAdmin);
    expectInsufficientRole(await patchRole(org.admin, org.admin, 'manager'), ORG_MSG.cannotChangeOwnRole);
    expectInsufficientRole(
      await rest.delete(`/org/members/${org.admin.userId}`, as(manager)),
      ORG_MSG.managersCannotRemoveAdmins,
    );
    expectInsufficientRole(
      await rest.delete(`/org/members/${org.admin.userId}`, as(org.admin)),
      ORG_MSG.cannotRemoveYourself,
    );
    expectInsufficientRole(await rest.put('/org/name', { name: 'Hijacked' }, as(manager)));

    const stranger = await createOrg(t, rest, { orgName: 'Stranger Org', name: 'Sam Stranger' });
    const notMember = { msg: ORG_MSG.memberNotFound };
    expectAnswer(await patchRole(org.admin, stranger.admin, 'viewer'), 404, notMember);
    expectAnswer(await rest.delete(`/org/members/${stranger.admin.userId}`, as(org.admin)), 404, notMember);
    await invite(stranger.admin, 'Theirs', uniqueEmail('theirs'), 'viewer');
    const theirId = (await rest.get('/org/invites', as(stranger.admin))).body[0]._id;
    expectAnswer(await rest.delete(`/org/invites/${theirId}`, as(org.admin)), 404, {
      msg: ORG_MSG.inviteNotFound,
    });

    expectAnswer(await invite(org.admin, 'Mary', manager.email, 'viewer'), 409, {
      msg: ORG_MSG.alreadyMember,
    });
    expectAnswer(await invite(manager, 'Iris', email, 'viewer'), 409, { msg: ORG_MSG.invitePending });
  });
});
