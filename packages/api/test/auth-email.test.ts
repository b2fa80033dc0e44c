import { MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { expectAnswer, validationBody } from './helpers/answers';
import { expireUserTokens, userRow } from './helpers/fixtures';
import { restClient, signUp, uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();

const verify = (token: string) => rest.get(`/auth/verify-email?token=${encodeURIComponent(token)}`);
const me = async (token: string) => (await rest.get('/users/me', { token })).body.user;

describe('GET /api/auth/verify-email', () => {
  it('verifies the address from the emailed link, once', async () => {
    const account = await signUp(rest, t.outbox, { verify: false });
    const mail = t.outbox.latest(account.email, 'Verify');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=/);
    const token = t.outbox.token(account.email, 'Verify');

    const ok = await verify(token);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ msg: MSG.emailVerified });
    expect((await me(account.token)).isVerified).toBe(true);

    const reused = await verify(token);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ msg: MSG.verificationLinkInvalid });
  });

  it('refuses an expired link with 400 and leaves the account unverified', async () => {
    const account = await signUp(rest, t.outbox, { verify: false });
    const user = await userRow(t, account.email);
    await expireUserTokens(t, user.id, 'verify_email');
    const res = await verify(t.outbox.token(account.email, 'Verify'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: MSG.verificationLinkInvalid });
    expect((await me(account.token)).isVerified).toBe(false);
  });

  it('answers 422 on the token field when the token is missing or blank, 400 when unknown', async () => {
    for (const url of [
      '/auth/verify-email',
      '/auth/verify-email?token=',
      '/auth/verify-email?token=%20%20',
    ]) {
      const res = await rest.get(url);
      expect(res.status, url).toBe(422);
      expect(res.body).toEqual({
        msg: MSG.verificationLinkInvalid,
        errors: [{ field: 'token', msg: MSG.verificationLinkInvalid }],
      });
    }
    const unknown = await verify('no-such-token');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe(MSG.verificationLinkInvalid);
  });

  it('does not accept a password-reset token', async () => {
    const account = await signUp(rest, t.outbox, { verify: false });
    await rest.post('/auth/forgot-password', { email: account.email });
    await t.settled();
    const res = await verify(t.outbox.token(account.email, 'Reset'));
    expect(res.status).toBe(400);
    expect((await me(account.token)).isVerified).toBe(false);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('sends a new link; the old one stops working and the new one verifies', async () => {
    const account = await signUp(rest, t.outbox, { verify: false });
    const oldToken = t.outbox.token(account.email, 'Verify');
    expect(t.outbox.to(account.email)).toHaveLength(1);

    const res = await rest.post('/auth/resend-verification', undefined, { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: MSG.verificationSent });
    expect(t.outbox.to(account.email)).toHaveLength(2);
    const newToken = t.outbox.token(account.email, 'Verify');
    expect(newToken).not.toBe(oldToken);

    expect((await verify(oldToken)).status).toBe(400);
    expect((await me(account.token)).isVerified).toBe(false);
    const ok = await verify(newToken);
    expect(ok.status).toBe(200);
    expect(ok.body.msg).toBe(MSG.emailVerified);
  });

  it('answers "already verified" and sends nothing for a verified account', async () => {
    const account = await signUp(rest, t.outbox);
    const before = t.outbox.to(account.email).length;
    const res = await rest.post('/auth/resend-verification', undefined, { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: MSG.alreadyVerified });
    expect(t.outbox.to(account.email)).toHaveLength(before);
  });

  it('needs a signed-in user', async () => {
    const res = await rest.post('/auth/resend-verification');
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe(MSG.noTokenProvided);
  });

  it('answers 503 "Unable to send email right now." when the mail cannot be sent', async () => {
    const account = await signUp(rest, t.outbox, { verify: false });
    const mailer = t.deps.mailer;
    t.deps.mailer = {
      send: async () => {
        throw new Error('smtp down');
      },
    };
    try {
      const res = await restClient(t.primary).post('/auth/resend-verification', undefined, {
        token: account.token,
      });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ msg: MSG.unableToSendEmail });
    } finally {
      t.deps.mailer = mailer;
    }
  });
});

describe('POST /api/auth/request-email-change', () => {
  it('records pendingEmail, mails the new address, and the link switches the email', async () => {
    const account = await signUp(rest, t.outbox);
    const newEmail = uniqueEmail('moved');
    const oldMails = t.outbox.to(account.email).length;

    const res = await rest.post(
      '/auth/request-email-change',
      { newEmail: `  ${newEmail.toUpperCase()} `, currentPassword: account.password },
      { token: account.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: MSG.emailChangeRequested });
    const pending = await me(account.token);
    expect(pending.email).toBe(account.email);
    expect(pending.pendingEmail).toBe(newEmail);

    // The confirmation goes to the new inbox only.
    expect(t.outbox.to(account.email)).toHaveLength(oldMails);
    const mail = t.outbox.latest(newEmail);
    expect(mail.subject).toContain('Confirm');
    expect(mail.link).toMatch(/\/verify-email\?token=/);

    const confirmed = await verify(t.outbox.token(newEmail));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ msg: MSG.emailChangeConfirmed });
    // Every session of the account ended with the change.
    expect((await rest.get('/users/me', { token: account.token })).status).toBe(401);
    const login = await rest.post('/auth/login', { email: newEmail, password: account.password });
    expect(login.status).toBe(200);
    const after = await me(login.body.token);
    expect(after.email).toBe(newEmail);
    expect(after.pendingEmail).toBeNull();
    expect(after.isVerified).toBe(true);
    // The previous address is told, with a way to undo it.
    expect(t.outbox.latest(account.email).subject).toBe('Your Folio email address was changed');
    expect(t.outbox.latest(account.email).link).toMatch(
      /^http:\/\/localhost:3000\/undo-email-change\?token=/,
    );

    const oldLogin = await rest.post('/auth/login', { email: account.email, password: account.password });
    expect(oldLogin.status).toBe(401);
    expect(oldLogin.body.msg).toBe(MSG.invalidCredentials);

    expect((await verify(t.outbox.token(newEmail))).status).toBe(400);
  });

  it('refuses an address that another account uses with 409, changing nothing', async () => {
    const account = await signUp(rest, t.outbox);
    const other = await signUp(rest, t.outbox);
    const otherMails = t.outbox.to(other.email).length;
    const res = await rest.post(
      '/auth/request-email-change',
      { newEmail: other.email, currentPassword: account.password },
      { token: account.token },
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ msg: MSG.emailTaken });
    expect((await me(account.token)).pendingEmail).toBeNull();
    expect(t.outbox.to(other.email)).toHaveLength(otherMails);
  });

  it('answers 422 on newEmail for the current address, a missing one and an invalid one', async () => {
    const account = await signUp(rest, t.outbox);
    const same = await rest.post(
      '/auth/request-email-change',
      { newEmail: account.email.toUpperCase(), currentPassword: account.password },
      { token: account.token },
    );
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual([{ field: 'newEmail', msg: MSG.emailUnchanged }]);

    const missing = await rest.post(
      '/auth/request-email-change',
      { currentPassword: account.password },
      { token: account.token },
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ field: 'newEmail', msg: MSG.emailRequired }]);

    const invalid = await rest.post(
      '/auth/request-email-change',
      { newEmail: 'not-an-email', currentPassword: account.password },
      { token: account.token },
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual([{ field: 'newEmail', msg: MSG.emailInvalid }]);
    expect((await me(account.token)).pendingEmail).toBeNull();
  });

  it('a newer request replaces the older link', async () => {
    const account = await signUp(rest, t.outbox);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    const currentPassword = account.password;
    await rest.post(
      '/auth/request-email-change',
      { newEmail: first, currentPassword },
      { token: account.token },
    );
    await rest.post(
      '/auth/request-email-change',
      { newEmail: second, currentPassword },
      { token: account.token },
    );
    expect((await me(account.token)).pendingEmail).toBe(second);
    expect((await verify(t.outbox.token(first))).status).toBe(400);
    expect((await verify(t.outbox.token(second))).status).toBe(200);
    expect((await rest.post('/auth/login', { email: second, password: currentPassword })).status).toBe(200);
  });

  it('answers 409 when the address was taken by someone else before the link was opened', async () => {
    const a = await signUp(rest, t.outbox);
    const b = await signUp(rest, t.outbox);
    const wanted = uniqueEmail('wanted');
    const ask = (who: typeof a) =>
      rest.post(
        '/auth/request-email-change',
        { newEmail: wanted, currentPassword: who.password },
        { token: who.token },
      );
    await ask(a);
    const aLink = t.outbox.token(wanted);
    await ask(b);
    const bLink = t.outbox.token(wanted);
    expect(bLink).not.toBe(aLink);

    expect((await verify(bLink)).status).toBe(200);
    const late = await verify(aLink);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ msg: MSG.emailTaken });
    // a keeps its address and its session; b moved (and was signed out everywhere).
    expect((await me(a.token)).email).toBe(a.email);
    expect((await rest.post('/auth/login', { email: wanted, password: b.password })).status).toBe(200);
  });

  it('needs the current password: 422 on currentPassword when missing or wrong, nothing saved or mailed', async () => {
    const account = await signUp(rest, t.outbox);
    const newEmail = uniqueEmail('unconfirmed');
    const missing = await rest.post('/auth/request-email-change', { newEmail }, { token: account.token });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ field: 'currentPassword', msg: MSG.currentPasswordRequired }]);
    const wrong = await rest.post(
      '/auth/request-email-change',
      { newEmail, currentPassword: 'Not-the-passw0rd' },
      { token: account.token },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      msg: MSG.currentPasswordWrong,
      errors: [{ field: 'currentPassword', msg: MSG.currentPasswordWrong }],
    });
    expect((await me(account.token)).pendingEmail).toBeNull();
    expect(t.outbox.to(newEmail)).toHaveLength(0);
  });

  it('checks the password before telling whether the address is taken', async () => {
    const account = await signUp(rest, t.outbox);
    const other = await signUp(rest, t.outbox);
    const res = await rest.post(
      '/auth/request-email-change',
      { newEmail: other.email, currentPassword: 'Not-the-passw0rd' },
      { token: account.token },
    );
    expectAnswer(res, 422, validationBody(['currentPassword', MSG.currentPasswordWrong]));
  });

  it('addresses the new inbox without the name the account chose', async () => {
    const account = await signUp(rest, t.outbox, { name: 'Click evil.example now' });
    const newEmail = uniqueEmail('relay');
    await rest.post(
      '/auth/request-email-change',
      { newEmail, currentPassword: account.password },
      { token: account.token },
    );
    const mail = t.outbox.latest(newEmail);
    expect(mail.text).toMatch(/^Hello,/);
    expect(mail.text).not.toContain('evil.example');
  });

  it('needs a signed-in user', async () => {
    const res = await rest.post('/auth/request-email-change', { newEmail: uniqueEmail() });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/auth/undo-email-change', () => {
  /** An account whose email was changed (and confirmed); answers the undo token mailed to the old address. */
  async function changedAccount() {
    const account = await signUp(rest, t.outbox);
    const newEmail = uniqueEmail('taken-over');
    await rest.post(
      '/auth/request-email-change',
      { newEmail, currentPassword: account.password },
      { token: account.token },
    );
    expect((await verify(t.outbox.token(newEmail))).status).toBe(200);
    return { account, newEmail, undo: t.outbox.token(account.email, 'changed') };
  }
  const undo = (token: string) => rest.post('/auth/undo-email-change', { token });

  it('restores the previous address once, verified, and signs the account out everywhere', async () => {
    const { account, newEmail, undo: token } = await changedAccount();
    const session = await rest.post('/auth/login', { email: newEmail, password: account.password });
    const res = await undo(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: MSG.emailChangeUndone });
    expect((await rest.get('/users/me', { token: session.body.token })).status).toBe(401);
    expect((await rest.post('/auth/refresh', undefined, { cookie: session.refreshCookie })).status).toBe(401);
    const back = await rest.post('/auth/login', { email: account.email, password: account.password });
    expect(back.status).toBe(200);
    expect(await me(back.body.token)).toMatchObject({
      email: account.email,
      pendingEmail: null,
      isVerified: true,
    });
    expect((await rest.post('/auth/login', { email: newEmail, password: account.password })).status).toBe(
      401,
    );

    const again = await undo(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ msg: MSG.verificationLinkInvalid });
  });

  it('refuses an unknown or expired link with 400 and a missing one with 422', async () => {
    const { account, newEmail, undo: token } = await changedAccount();
    expect((await undo('no-such-token')).status).toBe(400);
    await expireUserTokens(t, (await userRow(t, newEmail)).id, 'undo_email_change');
    const expired = await undo(token);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ msg: MSG.verificationLinkInvalid });
    const missing = await rest.post('/auth/undo-email-change', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ field: 'token', msg: MSG.verificationLinkInvalid }]);
    expect((await rest.post('/auth/login', { email: newEmail, password: account.password })).status).toBe(
      200,
    );
  });

  it('answers 409 when another account took the previous address meanwhile, changing nothing', async () => {
    const { account, newEmail, undo: token } = await changedAccount();
    await signUp(rest, t.outbox, { email: account.email });
    const res = await undo(token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ msg: MSG.emailTaken });
    expect((await rest.post('/auth/login', { email: newEmail, password: account.password })).status).toBe(
      200,
    );
  });

  it('does not accept an email verification link, nor an undo link at verify-email', async () => {
    const { undo: token } = await changedAccount();
    const fresh = await signUp(rest, t.outbox, { verify: false });
    expect((await undo(t.outbox.token(fresh.email, 'Verify'))).status).toBe(400);
    expect((await verify(token)).status).toBe(400);
    expect((await undo(token)).status).toBe(200);
  });
});
