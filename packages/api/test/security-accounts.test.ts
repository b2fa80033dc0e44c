import { MSG, ORG_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectPlanUpgrade } from './helpers/answers';
import { countRows, memberships, orgActivity, registerInvited, userRow } from './helpers/fixtures';
import { setPlan } from './helpers/org';
import { type Account, signUp, uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

/**
 * Findings 1, 2, 3 and 15 of the second security review, each reproduced through the REST facade
 * as the outside review did, and refused.
 */
const { t, rest } = useTestApp();

const me = async (token: string) => (await rest.get('/auth/me', { token })).body;
const orgIdOf = async (account: Account) => (await me(account.token)).user.currentOrg._id as string;
const memberEmails = async (token: string) =>
  (await rest.get('/org/members', { token })).body.members.map(
    (m: { user: { email: string } }) => m.user.email,
  );
const invite = (token: string, email: string, role = 'member') =>
  rest.post('/org/invite', { name: 'Colleague', email, role }, { token });
const inviteToken = (link: string) => new URL(link).searchParams.get('invite')!;
/** Registers `email` with the invitation `link` under `name` and `password`. */
const registerWith = (link: string, email: string, name: string, password: string) =>
  registerInvited(rest, inviteToken(link), email, name, password);
const invitationsOf = async (token: string) => (await rest.get('/auth/invitations', { token })).body.items;

describe('an invitation link does not prove the inbox (pre-registered invitee)', () => {
  it('a stranger who registers a colleague’s address with their own invite link never gets into the company', async () => {
    const company = await signUp(rest, t.outbox, { orgName: 'Real Company', name: 'Carla CFO' });
    await setPlan(t, await orgIdOf(company), 'pro');
    const stranger = await signUp(rest, t.outbox, { orgName: 'Stranger Things', name: 'Sam Stranger' });
    const victim = uniqueEmail('victim');

    // The stranger invites the address and registers it with the link the answer hands back.
    const bait = await invite(stranger.token, victim);
    expect(bait.status).toBe(200);
    const squat = await registerWith(bait.body.link, victim, 'Not The Victim', 'Squatter-Passw0rd');
    expect(squat.status).toBe(200);
    // The account is not verified: the only proof is the link mailed to the inbox.
    expect((await me(squat.body.token)).user.isVerified).toBe(false);
    expect(t.outbox.latest(victim, 'Verify').text).not.toContain('Not The Victim');

    // The company invites the real person: nobody is added, and the squatter cannot accept.
    const real = await invite(company.token, victim);
    expect(real.body).toMatchObject({ added: false, invited: true });
    expect(await memberEmails(company.token)).not.toContain(victim);
    const [pending] = await invitationsOf(squat.body.token);
    const accept = await rest.post(`/auth/invitations/${pending._id}/accept`, undefined, {
      token: squat.body.token,
    });
    expect(accept.status).toBe(403);
    expect(accept.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(await memberEmails(company.token)).not.toContain(victim);

    // The company's sign-up link cannot take the account over either.
    const takeover = await registerWith(real.body.link, victim, 'Victim', 'Victim-Passw0rd');
    expect(takeover.status).toBe(409);
    expect(takeover.body).toEqual({ msg: MSG.emailTaken });

    // The real owner recovers the account from their inbox (a reset link proves it too), which
    // signs the squatter out, and joins by accepting.
    await rest.post('/auth/forgot-password', { email: victim });
    await t.settled();
    const reset = await rest.post('/auth/reset-password', {
      token: t.outbox.token(victim, 'Reset'),
      newPassword: 'Victim-Passw0rd',
    });
    expect(reset.status).toBe(200);
    expect((await rest.get('/auth/me', { token: squat.body.token })).status).toBe(401);
    const owner = await rest.post('/auth/login', { email: victim, password: 'Victim-Passw0rd' });
    expect((await me(owner.body.token)).user.isVerified).toBe(true);
    const mine = await invitationsOf(owner.body.token);
    const fromCompany = mine.find((i: { org: { name: string } }) => i.org.name === 'Real Company');
    const joined = await rest.post(`/auth/invitations/${fromCompany._id}/accept`, undefined, {
      token: owner.body.token,
    });
    expect(joined.status).toBe(200);
    expect(await memberEmails(company.token)).toContain(victim);
  });
});

describe('an existing account joins an organization only with its consent', () => {
  it('answers the same for an existing account as for a new address, and mails the account instead of adding it', async () => {
    const inviter = await signUp(rest, t.outbox, { orgName: 'Curious Co' });
    await setPlan(t, await orgIdOf(inviter), 'pro');
    const existing = await signUp(rest, t.outbox, { name: 'Private Person', orgName: 'Mine' });
    const fresh = uniqueEmail('fresh');

    const forExisting = await invite(inviter.token, existing.email);
    const forFresh = await invite(inviter.token, fresh);
    const shape = (res: typeof forFresh) => ({
      status: res.status,
      keys: Object.keys(res.body).sort(),
      added: res.body.added,
      invited: res.body.invited,
      msg: res.body.msg,
      link: new URL(res.body.link).pathname,
    });
    expect(shape(forExisting)).toEqual(shape(forFresh));
    expect(shape(forFresh)).toEqual({
      status: 200,
      keys: ['added', 'invited', 'link', 'msg'],
      added: false,
      invited: true,
      msg: ORG_MSG.inviteCreated,
      link: '/register',
    });

    // Not a member, so the inviter cannot read the account's name or anything else of it.
    expect(await memberEmails(inviter.token)).not.toContain(existing.email);
    const members = JSON.stringify((await rest.get('/org/members', { token: inviter.token })).body);
    expect(members).not.toContain('Private Person');
    // The account's owner is told, and sent to the app to answer (the sign-up link would be refused).
    const mail = t.outbox.latest(existing.email, 'invited');
    expect(mail.link).toBe('http://localhost:3000/orgs');
    expect(mail.text).not.toContain('/register');
    expect(t.outbox.latest(fresh, 'invited').link).toBe(forFresh.body.link);
  });

  it('lists the pending invitations of the signed-in address; accepting joins, switches and records it', async () => {
    const inviter = await signUp(rest, t.outbox, { orgName: 'Joinable', name: 'Ivan Inviter' });
    const orgId = await orgIdOf(inviter);
    const invitee = await signUp(rest, t.outbox, { orgName: 'Home Base' });
    await invite(inviter.token, invitee.email, 'manager');

    const list = await rest.get('/auth/invitations', { token: invitee.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      items: [
        {
          _id: expect.any(String),
          org: { _id: orgId, name: 'Joinable' },
          role: 'manager',
          inviterName: 'Ivan Inviter',
          createdAt: expect.any(String),
          expiresAt: expect.any(String),
        },
      ],
    });
    const id = list.body.items[0]._id;
    // Nobody else can see or answer it.
    expect(await invitationsOf(inviter.token)).toEqual([]);
    for (const action of ['accept', 'decline']) {
      const other = await rest.post(`/auth/invitations/${id}/${action}`, undefined, { token: inviter.token });
      expect(other.status, action).toBe(404);
      expect(other.body).toEqual({ msg: ORG_MSG.invitationNotFound });
    }
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(
        (await rest.post(`/auth/invitations/${bad}/accept`, undefined, { token: invitee.token })).status,
      ).toBe(404);
    }

    const accepted = await rest.post(`/auth/invitations/${id}/accept`, undefined, { token: invitee.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      msg: ORG_MSG.invitationAccepted,
      currentOrg: { _id: orgId, name: 'Joinable' },
      role: 'manager',
    });
    expect((await me(invitee.token)).user.currentOrg).toEqual({ _id: orgId, name: 'Joinable' });
    expect(await memberEmails(inviter.token)).toContain(invitee.email);
    const [joined] = await orgActivity(t, orgId, 'member_joined');
    expect(joined).toMatchObject({ userEmail: invitee.email, meta: { role: 'manager', via: 'accepted' } });
    // Used up: it is no longer listed, and cannot be answered again.
    expect(await invitationsOf(invitee.token)).toEqual([]);
    expect(
      (await rest.post(`/auth/invitations/${id}/accept`, undefined, { token: invitee.token })).status,
    ).toBe(404);
    expect(
      (await rest.post(`/auth/invitations/${id}/decline`, undefined, { token: invitee.token })).status,
    ).toBe(404);
  });

  it('declining settles the invitation: it leaves the team list, frees its seat and is recorded', async () => {
    const inviter = await signUp(rest, t.outbox, { orgName: 'Tiny Free Team' });
    const orgId = await orgIdOf(inviter);
    const invitee = await signUp(rest, t.outbox, { orgName: 'Elsewhere' });
    await invite(inviter.token, invitee.email);
    // Free plan: the pending invitation holds the second seat.
    expect((await invite(inviter.token, uniqueEmail('third'))).status).toBe(403);

    const [invitation] = await invitationsOf(invitee.token);
    const declined = await rest.post(`/auth/invitations/${invitation._id}/decline`, undefined, {
      token: invitee.token,
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ msg: ORG_MSG.invitationDeclined });
    expect(await invitationsOf(invitee.token)).toEqual([]);
    expect((await rest.get('/org/invites', { token: inviter.token })).body).toEqual([]);
    const entries = await orgActivity(t, orgId, 'invite_declined');
    expect(entries).toHaveLength(1);
    // Saying no does not show the organization the account's name.
    expect(entries[0]).toMatchObject({ userId: null, userName: null, meta: { email: invitee.email } });
    expect(await memberships(t, orgId)).toHaveLength(1);
    expect(
      (await rest.post(`/auth/invitations/${invitation._id}/accept`, undefined, { token: invitee.token }))
        .status,
    ).toBe(404);
    // The seat is free again.
    expect((await invite(inviter.token, uniqueEmail('next'))).status).toBe(200);
  });

  it('an accepted invitation still needs a seat on the free plan', async () => {
    const inviter = await signUp(rest, t.outbox, { orgName: 'Full Free Team' });
    const orgId = await orgIdOf(inviter);
    const invitee = await signUp(rest, t.outbox, { orgName: 'Invitee Home' });
    await invite(inviter.token, invitee.email);
    const [invitation] = await invitationsOf(invitee.token);
    // Someone joined meanwhile (straight into the database, as an earlier invitation would have).
    const other = await signUp(rest, t.outbox, { orgName: 'Other Home' });
    await t.handle.db
      .insert(schema.memberships)
      .values({ orgId, userId: (await userRow(t, other.email)).id, role: 'viewer' });

    const res = await rest.post(`/auth/invitations/${invitation._id}/accept`, undefined, {
      token: invitee.token,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'PLAN_UPGRADE_REQUIRED',
      requiredPlan: 'pro',
      currentPlan: 'free',
    });
    expect(await memberships(t, orgId)).toHaveLength(2);
    expect(await invitationsOf(invitee.token)).toHaveLength(1);
  });
});

describe('an email change needs the password, tells the old address and ends every session', () => {
  it('a stolen access token alone cannot move the account to another inbox', async () => {
    const account = await signUp(rest, t.outbox);
    const thief = uniqueEmail('thief');
    const viaProfile = await rest.put('/users/me', { email: thief }, { token: account.token });
    expect(viaProfile.status).toBe(422);
    expect(viaProfile.body.errors).toEqual([{ field: 'currentPassword', msg: MSG.currentPasswordRequired }]);
    const viaAuth = await rest.post(
      '/auth/request-email-change',
      { newEmail: thief, currentPassword: 'Guessed-Passw0rd' },
      { token: account.token },
    );
    expect(viaAuth.status).toBe(422);
    expect(viaAuth.body.errors).toEqual([{ field: 'currentPassword', msg: MSG.currentPasswordWrong }]);
    expect(t.outbox.to(thief)).toHaveLength(0);
    expect((await userRow(t, account.email)).pendingEmail).toBeNull();
  });

  it('a confirmed change signs every session out and mails the old address an undo link that restores it', async () => {
    const account = await signUp(rest, t.outbox);
    const laptop = await rest.post('/auth/login', { email: account.email, password: account.password });
    const newEmail = uniqueEmail('moved');
    await rest.post(
      '/auth/request-email-change',
      { newEmail, currentPassword: account.password },
      { token: account.token },
    );
    expect((await rest.get(`/auth/verify-email?token=${t.outbox.token(newEmail)}`)).status).toBe(200);

    for (const session of [account, { token: laptop.body.token, refresh: laptop.refreshCookie! }]) {
      expect((await rest.get('/auth/me', { token: session.token })).status).toBe(401);
      expect((await rest.post('/auth/refresh', undefined, { cookie: session.refresh })).status).toBe(401);
    }
    const notice = t.outbox.latest(account.email, 'changed');
    expect(notice.text).not.toContain(newEmail);
    expect(new URL(notice.link!).pathname).toBe('/undo-email-change');

    const undo = await rest.post('/auth/undo-email-change', {
      token: t.outbox.token(account.email, 'changed'),
    });
    expect(undo.status).toBe(200);
    expect(undo.body).toEqual({
      msg: 'Your previous email address is restored. Reset your password to secure your account.',
    });
    expect(await userRow(t, account.email)).toMatchObject({ isVerified: true, pendingEmail: null });
    expect((await rest.post('/auth/login', { email: newEmail, password: account.password })).status).toBe(
      401,
    );
  });

  it('a thief who changes the address twice cannot take the first owner’s way back', async () => {
    const account = await signUp(rest, t.outbox);
    const change = async (password: string, token: string, to: string) => {
      await rest.post('/auth/request-email-change', { newEmail: to, currentPassword: password }, { token });
      expect((await rest.get(`/auth/verify-email?token=${t.outbox.token(to)}`)).status).toBe(200);
      return (await rest.post('/auth/login', { email: to, password })).body.token as string;
    };
    const first = uniqueEmail('thief.one');
    const second = uniqueEmail('thief.two');
    const token = await change(account.password, account.token, first);
    await change(account.password, token, second);
    // The thief restores an address of theirs: the owner's undo link still works, and wins.
    expect(
      (await rest.post('/auth/undo-email-change', { token: t.outbox.token(first, 'changed') })).status,
    ).toBe(200);
    const ownerUndo = await rest.post('/auth/undo-email-change', {
      token: t.outbox.token(account.email, 'changed'),
    });
    expect(ownerUndo.status).toBe(200);
    expect((await userRow(t, account.email)).email).toBe(account.email);
  });

  it('mails to unproven addresses carry no name typed by a user; invitations need a verified inviter', async () => {
    const phisher = await signUp(rest, t.outbox, { name: 'Call +1 555 0100 now', verify: false });
    expect(t.outbox.latest(phisher.email, 'Verify').text).toMatch(/^Hello,/);
    expect(t.outbox.latest(phisher.email, 'Verify').text).not.toContain('555');
    const target = uniqueEmail('target');
    const refused = await invite(phisher.token, target);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(t.outbox.to(target)).toHaveLength(0);

    // Verified, the same user may invite; an invitation resent by an unverified manager is refused too.
    await rest.get(`/auth/verify-email?token=${t.outbox.token(phisher.email, 'Verify')}`);
    expect((await invite(phisher.token, target)).status).toBe(200);
    const [row] = await t.handle.db.select().from(schema.invites).where(eq(schema.invites.email, target));
    await t.handle.db
      .update(schema.users)
      .set({ isVerified: false })
      .where(eq(schema.users.email, phisher.email));
    const resend = await rest.post(`/org/invites/${row!.id}/resend`, undefined, { token: phisher.token });
    expect(resend.status).toBe(403);
    expect(resend.body.code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('the free plan includes 1 organization', () => {
  it('refuses a second free organization with 403 PLAN_UPGRADE_REQUIRED, creating nothing, until the first is on a paid plan', async () => {
    const account = await signUp(rest, t.outbox, { orgName: 'First Free' });
    const before = await countRows(t, 'organizations');
    const res = await rest.post('/org/create', { name: 'Second Free' }, { token: account.token });
    expectPlanUpgrade(res, ORG_MSG.orgLimit);
    expect(await countRows(t, 'organizations')).toBe(before);
    expect((await me(account.token)).user.currentOrgName).toBe('First Free');

    await setPlan(t, await orgIdOf(account), 'pro');
    expect((await rest.post('/org/create', { name: 'Second Free' }, { token: account.token })).status).toBe(
      200,
    );
    // The new one is free again: a third is refused.
    expect((await rest.post('/org/create', { name: 'Third' }, { token: account.token })).status).toBe(403);
  });

  it('joining by invitation stays free, and two parallel creations cannot both pass', async () => {
    const owner = await signUp(rest, t.outbox, { orgName: 'Host Org' });
    const email = uniqueEmail('joiner');
    const link = (await invite(owner.token, email)).body.link;
    const joined = await registerWith(link, email, 'Joiner', 'Joiner-Passw0rd');
    expect(joined.status).toBe(200);
    const before = await countRows(t, 'organizations');
    const results = await Promise.all(
      ['Mine A', 'Mine B'].map((name) => rest.post('/org/create', { name }, { token: joined.body.token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(await countRows(t, 'organizations')).toBe(before + 1);
  });
});
