import { MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { expireUserTokens, pendingEmailChange, userRow } from './helpers/fixtures';
import { signUp, uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();

const NEW_PASSWORD = 'N3w-Passw0rd-123';
const login = (email: string, password: string) => rest.post('/auth/login', { email, password });
const refresh = (cookie: string) => rest.post('/auth/refresh', undefined, { cookie });

describe('POST /api/auth/forgot-password', () => {
  it('always answers the same message and mails only an existing account', async () => {
    const account = await signUp(rest, t.outbox);
    const before = t.outbox.to(account.email).length;
    const res = await rest.post('/auth/forgot-password', { email: ` ${account.email.toUpperCase()} ` });
    await t.settled();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: MSG.forgotPasswordSent });
    expect(t.outbox.to(account.email)).toHaveLength(before + 1);
    const mail = t.outbox.latest(account.email);
    expect(mail.subject).toContain('Reset');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);

    const total = t.outbox.all().length;
    const unknown = uniqueEmail('nobody');
    const none = await rest.post('/auth/forgot-password', { email: unknown });
    await t.settled();
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ msg: MSG.forgotPasswordSent });
    expect(t.outbox.to(unknown)).toHaveLength(0);
    expect(t.outbox.all()).toHaveLength(total);
  });

  it('answers 422 for a missing or invalid address', async () => {
    const missing = await rest.post('/auth/forgot-password', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ field: 'email', msg: MSG.emailRequired }]);
    const invalid = await rest.post('/auth/forgot-password', { email: 'nope' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual([{ field: 'email', msg: MSG.emailInvalid }]);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, and signs every session out', async () => {
    const account = await signUp(rest, t.outbox);
    const otherDevice = (await login(account.email, account.password)).refreshCookie!;
    await rest.post('/auth/forgot-password', { email: account.email });
    await t.settled();
    const token = t.outbox.token(account.email, 'Reset');

    const res = await rest.post('/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: MSG.passwordReset });

    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
    const old = await login(account.email, account.password);
    expect(old.status).toBe(401);
    expect(old.body.msg).toBe(MSG.invalidCredentials);

    for (const cookie of [account.refresh, otherDevice]) {
      const r = await refresh(cookie);
      expect(r.status).toBe(401);
      expect(r.body.msg).toBe(MSG.refreshTokenInvalid);
    }

    const second = await rest.post('/auth/reset-password', { token, newPassword: 'Another-Passw0rd' });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ msg: MSG.resetFailed });
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('drops a pending email change: the account cannot be moved away after it was recovered', async () => {
    const account = await signUp(rest, t.outbox);
    // Whoever held the account asked to move it to an address they read.
    const changeLink = await pendingEmailChange(t, rest, account);

    await rest.post('/auth/forgot-password', { email: account.email });
    await t.settled();
    const reset = await rest.post('/auth/reset-password', {
      token: t.outbox.token(account.email, 'Reset'),
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);

    const confirm = await rest.get(`/auth/verify-email?token=${encodeURIComponent(changeLink)}`);
    expect(confirm.status).toBe(400);
    expect(confirm.body).toEqual({ msg: MSG.verificationLinkInvalid });
    const user = await userRow(t, account.email);
    expect(user.pendingEmail).toBeNull();
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired link with 400 and keeps the old password', async () => {
    const account = await signUp(rest, t.outbox);
    await rest.post('/auth/forgot-password', { email: account.email });
    await t.settled();
    await expireUserTokens(t, (await userRow(t, account.email)).id, 'reset_password');
    const res = await rest.post('/auth/reset-password', {
      token: t.outbox.token(account.email, 'Reset'),
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: MSG.resetFailed });
    expect((await login(account.email, account.password)).status).toBe(200);
    expect((await refresh(account.refresh)).status).toBe(200);
  });

  it('only the newest link works when several were requested', async () => {
    const account = await signUp(rest, t.outbox);
    await rest.post('/auth/forgot-password', { email: account.email });
    await t.settled();
    const first = t.outbox.token(account.email, 'Reset');
    await rest.post('/auth/forgot-password', { email: account.email });
    await t.settled();
    const second = t.outbox.token(account.email, 'Reset');
    expect(second).not.toBe(first);
    const stale = await rest.post('/auth/reset-password', { token: first, newPassword: NEW_PASSWORD });
    expect(stale.status).toBe(400);
    expect(stale.body.msg).toBe(MSG.resetFailed);
    expect(
      (await rest.post('/auth/reset-password', { token: second, newPassword: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  it('does not accept an email verification token or an unknown one', async () => {
    const account = await signUp(rest, t.outbox, { verify: false });
    const verifyToken = t.outbox.token(account.email, 'Verify');
    for (const token of [verifyToken, 'made-up-token']) {
      const res = await rest.post('/auth/reset-password', { token, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ msg: MSG.resetFailed });
    }
    expect((await login(account.email, account.password)).status).toBe(200);
    // The verification link was not used up by the attempt.
    expect((await rest.get(`/auth/verify-email?token=${verifyToken}`)).status).toBe(200);
  });

  it("answers 422 with the reset form's messages", async () => {
    const empty = await rest.post('/auth/reset-password', {});
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      msg: MSG.tokenMissing,
      errors: [
        { field: 'token', msg: 'Invalid or missing token.' },
        { field: 'newPassword', msg: 'Password must be at least 8 characters.' },
      ],
    });

    const blankToken = await rest.post('/auth/reset-password', { token: '   ', newPassword: NEW_PASSWORD });
    expect(blankToken.status).toBe(422);
    expect(blankToken.body.errors).toEqual([{ field: 'token', msg: MSG.tokenMissing }]);

    const account = await signUp(rest, t.outbox);
    await rest.post('/auth/forgot-password', { email: account.email });
    await t.settled();
    const token = t.outbox.token(account.email, 'Reset');
    const short = await rest.post('/auth/reset-password', { token, newPassword: 'Sh0rt' });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual([{ field: 'newPassword', msg: MSG.resetPasswordTooShort }]);
    // A refused request does not use the link up.
    expect((await rest.post('/auth/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
  });
});
