import { MSG, ORG_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectPlanUpgrade } from './helpers/answers';
import { countRows, insertInvite, memberships } from './helpers/fixtures';
import { type Account, signUp, uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();

const PASSWORD = 'Invited-Passw0rd';
const orgOf = async (account: Account) =>
  (await rest.get('/auth/me', { token: account.token })).body.user.currentOrg as {
    _id: string;
    name: string;
  };
const registerWith = (invite: string, email: string, extra: Record<string, unknown> = {}) =>
  rest.post('/auth/register', { name: 'Invited Ina', email, password: PASSWORD, invite, ...extra });

describe('GET /api/auth/invite/{token}', () => {
  it('describes a valid invitation', async () => {
    const owner = await signUp(rest, t.outbox, { orgName: 'Inviting Org' });
    const org = await orgOf(owner);
    const email = uniqueEmail('ina');
    const token = await insertInvite(t, { orgId: org._id, email, role: 'manager', name: 'Ina' });
    const res = await rest.get(`/auth/invite/${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      valid: true,
      msg: expect.any(String),
      email,
      name: 'Ina',
      org: { _id: org._id, name: 'Inviting Org' },
      role: 'manager',
      expiresAt: expect.any(String),
    });
  });

  it('answers valid: false with "Invalid or expired invite token" for unknown, expired, revoked, accepted and declined invitations', async () => {
    const owner = await signUp(rest, t.outbox);
    const orgId = (await orgOf(owner))._id;
    const past = new Date(Date.now() - 60_000);
    const declined = uniqueEmail('declined');
    const tokens = [
      'no-such-invite',
      await insertInvite(t, { orgId, email: uniqueEmail(), expiresAt: past }),
      await insertInvite(t, { orgId, email: uniqueEmail(), revokedAt: past }),
      await insertInvite(t, { orgId, email: uniqueEmail(), acceptedAt: past }),
      await insertInvite(t, { orgId, email: declined }),
    ];
    await t.handle.db
      .update(schema.invites)
      .set({ declinedAt: past })
      .where(eq(schema.invites.email, declined));
    for (const token of tokens) {
      const res = await rest.get(`/auth/invite/${token}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ valid: false, msg: MSG.invalidInviteToken });
    }
  });
});

describe('POST /api/auth/register with an invite', () => {
  it("joins the inviting organization with the invite's role, without a new organization, unverified until the mailed link is opened", async () => {
    const owner = await signUp(rest, t.outbox, { orgName: 'Team Org' });
    const org = await orgOf(owner);
    const email = uniqueEmail('joiner');
    const token = await insertInvite(t, { orgId: org._id, email, role: 'member' });
    const orgsBefore = await countRows(t, 'organizations');

    const res = await registerWith(token, ` ${email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.refreshCookie).toEqual(expect.any(String));
    expect(await countRows(t, 'organizations')).toBe(orgsBefore);

    const me = await rest.get('/auth/me', { token: res.body.token });
    expect(me.body.role).toBe('member');
    expect(me.body.user).toMatchObject({
      email,
      isVerified: false,
      currentOrg: org,
      currentOrgName: 'Team Org',
    });
    // The invite link was also in the inviter's hands: only the mailed verification link proves the inbox.
    expect(t.outbox.to(email).map((mail) => mail.subject)).toEqual(['Verify your email address']);
    expect((await rest.get(`/auth/verify-email?token=${t.outbox.token(email, 'Verify')}`)).status).toBe(200);
    expect((await rest.get('/auth/me', { token: res.body.token })).body.user.isVerified).toBe(true);

    const list = await rest.get('/auth/orgs', { token: res.body.token });
    expect(list.body.orgs).toEqual([{ org, role: 'member', members: 2, projects: 0, current: true }]);

    // The invitation is used up.
    expect((await rest.get(`/auth/invite/${token}`)).body.valid).toBe(false);
  });

  it('ignores orgName when an invite is given and needs no orgName', async () => {
    const owner = await signUp(rest, t.outbox);
    const org = await orgOf(owner);
    const email = uniqueEmail();
    const token = await insertInvite(t, { orgId: org._id, email, role: 'viewer' });
    const res = await registerWith(token, email, { orgName: 'Should Not Exist' });
    expect(res.status).toBe(200);
    const me = await rest.get('/auth/me', { token: res.body.token });
    expect(me.body.role).toBe('viewer');
    expect(me.body.user.currentOrg).toEqual(org);
  });

  it('refuses another address than the invited one with 422 on email, creating nothing', async () => {
    const owner = await signUp(rest, t.outbox);
    const org = await orgOf(owner);
    const token = await insertInvite(t, { orgId: org._id, email: uniqueEmail('invited') });
    const users = await countRows(t, 'users');
    const other = uniqueEmail('someone-else');

    const res = await registerWith(token, other);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      msg: MSG.inviteEmailMismatch,
      errors: [{ field: 'email', msg: MSG.inviteEmailMismatch }],
    });
    expect(res.refreshCookie).toBeUndefined();
    expect(await countRows(t, 'users')).toBe(users);
    expect((await rest.get(`/auth/invite/${token}`)).body.valid).toBe(true);
  });

  it('answers 422 on invite for unknown, expired, revoked, declined and already accepted invitations', async () => {
    const owner = await signUp(rest, t.outbox);
    const orgId = (await orgOf(owner))._id;
    const past = new Date(Date.now() - 60_000);
    const cases: [string, string][] = [];
    for (const state of [{}, { expiresAt: past }, { revokedAt: past }, { acceptedAt: past }, {}]) {
      const email = uniqueEmail();
      cases.push([await insertInvite(t, { orgId, email, ...state }), email]);
    }
    cases[0]![0] = 'no-such-invite';
    await t.handle.db
      .update(schema.invites)
      .set({ declinedAt: past })
      .where(eq(schema.invites.email, cases[4]![1]));
    const users = await countRows(t, 'users');
    for (const [token, email] of cases) {
      const res = await registerWith(token, email);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        msg: MSG.invalidInvitation,
        errors: [{ field: 'invite', msg: MSG.invalidInvitation }],
      });
    }
    expect(await countRows(t, 'users')).toBe(users);
  });

  it('cannot be used twice', async () => {
    const owner = await signUp(rest, t.outbox);
    const orgId = (await orgOf(owner))._id;
    const email = uniqueEmail();
    const token = await insertInvite(t, { orgId, email });
    expect((await registerWith(token, email)).status).toBe(200);
    // Same address: the account exists.
    expect((await registerWith(token, email)).status).toBe(409);
    // Another address: the invitation is spent.
    const again = await registerWith(token, uniqueEmail());
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([{ field: 'invite', msg: MSG.invalidInvitation }]);
  });

  it('answers 409 for an address whose account was never verified, and changes nothing', async () => {
    const owner = await signUp(rest, t.outbox, { orgName: 'Real Team' });
    const org = await orgOf(owner);
    const email = uniqueEmail('colleague');
    const holder = await signUp(rest, t.outbox, { email, name: 'Holder', orgName: 'Decoy', verify: false });
    const token = await insertInvite(t, { orgId: org._id, email, role: 'member' });

    // The invitation link is in the inviter's hands too: it proves nothing about the inbox, so it
    // cannot take an account over, whoever holds that account.
    const res = await registerWith(token, email);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ msg: MSG.emailTaken });
    expect(res.refreshCookie).toBeUndefined();
    expect((await rest.post('/auth/login', { email, password: holder.password })).status).toBe(200);
    expect((await rest.post('/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await rest.get('/auth/me', { token: holder.token })).body.user).toMatchObject({
      name: 'Holder',
      isVerified: false,
      currentOrgName: 'Decoy',
    });
    expect((await memberships(t, org._id)).map((m) => m.userId)).toHaveLength(1);
    expect((await rest.get(`/auth/invite/${token}`)).body.valid).toBe(true);
  });

  it('still answers 409 for an address whose account is verified', async () => {
    const owner = await signUp(rest, t.outbox);
    const orgId = (await orgOf(owner))._id;
    const holder = await signUp(rest, t.outbox, { orgName: 'Holder Org' });
    const token = await insertInvite(t, { orgId, email: holder.email });
    const res = await registerWith(token, holder.email);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ msg: MSG.emailTaken });
    expect((await rest.post('/auth/login', { email: holder.email, password: holder.password })).status).toBe(
      200,
    );
    expect((await rest.get(`/auth/invite/${token}`)).body.valid).toBe(true);
  });

  it('answers 403 PLAN_UPGRADE_REQUIRED when a free organization already has 2 members', async () => {
    const owner = await signUp(rest, t.outbox, { orgName: 'Full House' });
    const orgId = (await orgOf(owner))._id;
    const second = uniqueEmail('second');
    expect((await registerWith(await insertInvite(t, { orgId, email: second }), second)).status).toBe(200);
    expect(await memberships(t, orgId)).toHaveLength(2);

    const third = uniqueEmail('third');
    const token = await insertInvite(t, { orgId, email: third });
    const users = await countRows(t, 'users');
    const res = await registerWith(token, third);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      msg: expect.any(String),
      code: 'PLAN_UPGRADE_REQUIRED',
      requiredPlan: 'pro',
      currentPlan: 'free',
      subscriptionStatus: 'inactive',
    });
    expect(res.refreshCookie).toBeUndefined();
    expect(await countRows(t, 'users')).toBe(users);
    expect(await memberships(t, orgId)).toHaveLength(2);
    expect((await rest.get(`/auth/invite/${token}`)).body.valid).toBe(true);

    // On a paid plan the same invitation goes through.
    await t.handle.db
      .update(schema.organizations)
      .set({ planTier: 'pro', subscriptionStatus: 'active' })
      .where(eq(schema.organizations.id, orgId));
    expect((await registerWith(token, third)).status).toBe(200);
    expect(await memberships(t, orgId)).toHaveLength(3);
  });

  it('reports the org’s own plan and subscription status in the 403', async () => {
    const owner = await signUp(rest, t.outbox);
    const orgId = (await orgOf(owner))._id;
    await t.handle.db
      .update(schema.organizations)
      .set({ subscriptionStatus: 'canceled' })
      .where(eq(schema.organizations.id, orgId));
    const second = uniqueEmail();
    await registerWith(await insertInvite(t, { orgId, email: second }), second);
    const third = uniqueEmail();
    const res = await registerWith(await insertInvite(t, { orgId, email: third }), third);
    expectPlanUpgrade(res, ORG_MSG.memberLimit, { currentPlan: 'free', subscriptionStatus: 'canceled' });
  });

  it('still answers the field messages when the rest of the form is invalid', async () => {
    const res = await rest.post('/auth/register', { invite: 'x', email: 'bad', password: 'short' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'name', msg: MSG.nameRequired },
      { field: 'email', msg: MSG.emailInvalid },
      { field: 'password', msg: MSG.passwordTooShort },
    ]);
  });
});
