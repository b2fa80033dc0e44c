/**
 * Accounts over REST, continued (accounts.test.ts has registration, sign-in and the envelope): the
 * password reset and the lifetimes of the emailed links, the profile and preferences, password
 * and email changes, with their answers and error envelopes.
 */
import { DEFAULT_PREFERENCES, MSG, ORG_MSG, TOKEN_TTL, translateMessage } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { expectAnswer, ISO, validationBody } from '../helpers/answers';
import { TEST_APP_URL } from '../helpers/app';
import { createOrg } from '../helpers/org';
import { as, signUp, uniqueEmail } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';
import { accountCalls, HOUR, inThePast, JWT, mailLink, PASSWORD } from './accounts';

const { t, rest } = useTestApp();
const { register, me } = accountCalls(rest);

describe('forgotten passwords', () => {
  it('forgot-password answers the same for unknown addresses; the reset link works once', async () => {
    const { email, token } = await register();
    const unknown = await rest.post('/auth/forgot-password', { email: uniqueEmail('ghost') });
    const known = await rest.post('/auth/forgot-password', { email });
    await t.settled();
    expectAnswer(known, 200, { msg: MSG.forgotPasswordSent });
    expectAnswer(unknown, 200, { msg: MSG.forgotPasswordSent });
    const link = mailLink(t.outbox, email, '/reset-password');
    const resetToken = link.searchParams.get('token')!;
    expect(link.href).toBe(`${TEST_APP_URL}/reset-password?token=${encodeURIComponent(resetToken)}`);

    expectAnswer(
      await rest.post('/auth/reset-password', { token: 'nope', newPassword: 'An0ther-Passw0rd' }),
      400,
      { msg: MSG.resetFailed },
    );
    expectAnswer(
      await rest.post('/auth/reset-password', { token: resetToken, newPassword: 'short' }),
      422,
      validationBody(['newPassword', MSG.resetPasswordTooShort]),
    );
    expectAnswer(
      await rest.post('/auth/reset-password', { newPassword: 'An0ther-Passw0rd' }),
      422,
      validationBody(['token', MSG.tokenMissing]),
    );
    expectAnswer(
      await rest.post('/auth/reset-password', { token: resetToken, newPassword: 'An0ther-Passw0rd' }),
      200,
      { msg: MSG.passwordReset },
    );
    expectAnswer(
      await rest.post('/auth/reset-password', { token: resetToken, newPassword: 'Th1rd-Passw0rd!' }),
      400,
      { msg: MSG.resetFailed },
    );
    // A reset ends the sessions of the account.
    expectAnswer(await rest.get('/auth/me', { token }), 401, { msg: 'Invalid token: the session has ended' });
    expectAnswer(await rest.post('/auth/login', { email, password: PASSWORD }), 401, {
      msg: MSG.invalidCredentials,
    });
    expectAnswer(await rest.post('/auth/login', { email, password: 'An0ther-Passw0rd' }), 200, {
      token: expect.stringMatching(JWT),
    });
  });

  it('emailed links expire: verification after 48 h, reset after 1 h, invitation after 7 days', async () => {
    const lateEmail = uniqueEmail('late');
    const inviteEmail = uniqueEmail('late.invitee');
    const org = await createOrg(t, rest, { orgName: 'Inviting Org' });
    await inThePast((TOKEN_TTL.verifyEmailHours + 1) * HOUR, async () => {
      const res = await rest.post('/auth/register', {
        name: 'Late Verifier',
        email: lateEmail,
        password: PASSWORD,
        orgName: 'Late Org',
      });
      expect(res.status).toBe(200);
    });
    await inThePast(TOKEN_TTL.resetPasswordHours * HOUR + 60_000, async () => {
      expectAnswer(await rest.post('/auth/forgot-password', { email: lateEmail }), 200, {
        msg: MSG.forgotPasswordSent,
      });
      await t.settled(); // the reset token is issued after the answer, still at this time
    });
    await inThePast((TOKEN_TTL.inviteDays * 24 + 1) * HOUR, async () => {
      const login = await rest.post('/auth/login', { email: org.admin.email, password: PASSWORD });
      expect(login.status).toBe(200);
      const invite = await rest.post(
        '/org/invite',
        { name: 'Late Invitee', email: inviteEmail, role: 'viewer' },
        { token: login.body.token },
      );
      expectAnswer(invite, 200, {
        added: false,
        invited: true,
        msg: ORG_MSG.inviteCreated,
        link: expect.stringMatching(/\/register\?invite=/),
      });
    });

    const verify = mailLink(t.outbox, lateEmail, '/verify-email');
    expectAnswer(await rest.get(`/auth/verify-email?${verify.searchParams}`), 400, {
      msg: MSG.verificationLinkInvalid,
    });
    const reset = mailLink(t.outbox, lateEmail, '/reset-password').searchParams.get('token')!;
    expectAnswer(
      await rest.post('/auth/reset-password', { token: reset, newPassword: 'An0ther-Passw0rd' }),
      400,
      { msg: MSG.resetFailed },
    );
    const invite = mailLink(t.outbox, inviteEmail, '/register').searchParams.get('invite')!;
    expectAnswer(await rest.get(`/auth/invite/${encodeURIComponent(invite)}`), 200, {
      valid: false,
      msg: MSG.invalidInviteToken,
    });
    expectAnswer(
      await rest.post('/auth/register', { name: 'Late', email: inviteEmail, password: PASSWORD, invite }),
      422,
      validationBody(['invite', MSG.invalidInvitation]),
    );
  });
});

describe('profile and preferences', () => {
  it('GET /users/me carries the default preferences; PATCH /users/me/preferences stores the theme', async () => {
    const account = await signUp(rest, t.outbox);
    const res = await rest.get('/users/me', { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await me(account.token));
    expect(res.body.user).toMatchObject({
      email: account.email,
      isVerified: true,
      preferences: DEFAULT_PREFERENCES,
    });

    const set = await rest.patch('/users/me/preferences', { theme: 'dark' }, { token: account.token });
    expectAnswer(set, 200, {
      msg: MSG.profileUpdated,
      preferences: { ...DEFAULT_PREFERENCES, theme: 'dark' },
    });
    expect((await rest.get('/users/me', { token: account.token })).body.user.preferences).toEqual({
      ...DEFAULT_PREFERENCES,
      theme: 'dark',
    });
    expectAnswer(
      await rest.patch('/users/me/preferences', { theme: 'neon' }, { token: account.token }),
      422,
      validationBody(['theme', MSG.invalidTheme]),
    );
  });

  it('PUT /users/me changes name and preferences, and refuses an unknown locale or time zone', async () => {
    const account = await signUp(rest, t.outbox, { orgName: 'Difference Engines' });
    const put = await rest.put(
      '/users/me',
      {
        name: 'Ada King',
        email: account.email,
        preferences: { theme: 'light', locale: 'fr', tz: 'Europe/Paris' },
      },
      { token: account.token },
    );
    const preferences = { ...DEFAULT_PREFERENCES, theme: 'light', locale: 'fr', tz: 'Europe/Paris' };
    expectAnswer(put, 200, {
      ...(await me(account.token)),
      msg: MSG.profileUpdated,
    });
    const user = (await rest.get('/users/me', { token: account.token })).body.user;
    expect(user).toMatchObject({
      name: 'Ada King',
      preferences,
      loginCount: 1,
      lastLoginAt: expect.stringMatching(ISO),
      currentOrgName: 'Difference Engines',
      currentRole: 'admin',
    });
    // The account now speaks French (preferences above): its refusals come in French.
    for (const [preferences, field, msg] of [
      [{ locale: 'xx' }, 'preferences.locale', translateMessage(MSG.invalidLocale, 'fr')],
      [{ tz: 'Mars/Olympus' }, 'preferences.tz', translateMessage(MSG.invalidTimeZone, 'fr')],
    ] as const) {
      const res = await rest.put(
        '/users/me',
        { name: 'Ada King', email: account.email, preferences },
        as(account),
      );
      expectAnswer(res, 422, validationBody([field, msg]));
    }
  });

  it('PUT /users/me with a new address needs the current password, and the change waits for the new inbox', async () => {
    const account = await signUp(rest, t.outbox);
    const newAddress = uniqueEmail('ada.new');
    expectAnswer(
      await rest.put(
        '/users/me',
        { name: 'Ada King', email: newAddress, preferences: {} },
        { token: account.token },
      ),
      422,
      validationBody(['currentPassword', MSG.currentPasswordRequired]),
    );
    const put = await rest.put(
      '/users/me',
      { name: 'Ada King', email: newAddress, currentPassword: PASSWORD, preferences: {} },
      { token: account.token },
    );
    const pending = await me(account.token);
    expectAnswer(put, 200, { ...pending, msg: `${MSG.profileUpdated}. ${MSG.emailChangeRequested}` });
    expect(pending.user).toMatchObject({ email: account.email, pendingEmail: newAddress, name: 'Ada King' });
  });

  it('PATCH /users/me/password checks the current password and the new one', async () => {
    const account = await signUp(rest, t.outbox);
    const token = { token: account.token };
    expectAnswer(
      await rest.patch('/users/me/password', { currentPassword: PASSWORD, newPassword: 'short' }, token),
      422,
      validationBody(['newPassword', MSG.resetPasswordTooShort]),
    );
    expectAnswer(
      await rest.patch(
        '/users/me/password',
        { currentPassword: 'Wr0ng-Passw0rd', newPassword: 'Y3t-An0ther-Pass' },
        token,
      ),
      422,
      validationBody(['currentPassword', MSG.currentPasswordWrong]),
    );
    expectAnswer(
      await rest.patch(
        '/users/me/password',
        { currentPassword: PASSWORD, newPassword: 'Y3t-An0ther-Pass' },
        token,
      ),
      200,
      { msg: MSG.passwordUpdated },
    );
    expectAnswer(await rest.post('/auth/login', { email: account.email, password: PASSWORD }), 401, {
      msg: MSG.invalidCredentials,
    });
    const login = await rest.post('/auth/login', { email: account.email, password: 'Y3t-An0ther-Pass' });
    expectAnswer(login, 200, { token: expect.stringMatching(JWT) });
    expect((await me(login.body.token)).user.loginCount).toBe(2);
  });

  it('request-email-change: validated, refused for a taken address, then pending until the new inbox confirms', async () => {
    const taken = await signUp(rest, t.outbox);
    const account = await signUp(rest, t.outbox, { name: 'Grace' });
    const T = { token: account.token };
    const currentPassword = PASSWORD;
    expectAnswer(
      await rest.post('/auth/request-email-change', { newEmail: 'nope', currentPassword }, T),
      422,
      validationBody(['newEmail', MSG.emailInvalid]),
    );
    expectAnswer(
      await rest.post('/auth/request-email-change', { newEmail: taken.email, currentPassword }, T),
      409,
      { msg: MSG.emailTaken },
    );
    const next = uniqueEmail('grace.new');
    expectAnswer(
      await rest.post('/auth/request-email-change', { newEmail: next }, T),
      422,
      validationBody(['currentPassword', MSG.currentPasswordRequired]),
    );
    expectAnswer(await rest.post('/auth/request-email-change', { newEmail: next, currentPassword }, T), 200, {
      msg: MSG.emailChangeRequested,
    });
    expect((await me(account.token)).user).toMatchObject({ email: account.email, pendingEmail: next });

    const link = mailLink(t.outbox, next, '/verify-email');
    expect(link.href).toBe(
      `${TEST_APP_URL}/verify-email?token=${encodeURIComponent(link.searchParams.get('token')!)}`,
    );
    expectAnswer(await rest.get(`/auth/verify-email?${link.searchParams}`), 200, {
      msg: MSG.emailChangeConfirmed,
    });
    // The confirmed change ends every session of the account.
    expectAnswer(await rest.get('/auth/me', T), 401, { msg: 'Invalid token: the session has ended' });
    expectAnswer(await rest.post('/auth/login', { email: account.email, password: PASSWORD }), 401, {
      msg: MSG.invalidCredentials,
    });
    const relogin = await rest.post('/auth/login', { email: next, password: PASSWORD });
    expectAnswer(relogin, 200, { token: expect.stringMatching(JWT) });
    expect((await me(relogin.body.token)).user).toMatchObject({ email: next, pendingEmail: null });
  });
});
