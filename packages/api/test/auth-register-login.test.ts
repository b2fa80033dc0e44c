import { MAIL_MSG, MSG, translateMessage } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();

describe('POST /api/auth/register', () => {
  it('creates the account and organization, answers a token and sets the httpOnly refresh cookie', async () => {
    const email = uniqueEmail();
    const res = await rest.post('/auth/register', {
      name: 'Ada',
      email: ` ${email.toUpperCase()} `,
      password: 'Passw0rd!',
      orgName: 'Ada Studio',
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    const cookie = res.setCookie.find((c) => c.startsWith('folio_refresh='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);

    const me = await rest.get('/auth/me', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      email,
      name: 'Ada',
      isVerified: false,
      currentOrgName: 'Ada Studio',
      loginCount: 1,
    });
    expect(me.body.role).toBe('admin');
    expect(t.outbox.latest(email).subject).toContain('Verify');
  });

  it('answers every field message of the registration form at once', async () => {
    const res = await rest.post('/auth/register', {});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'name', msg: MSG.nameRequired },
      { field: 'email', msg: MSG.emailRequired },
      { field: 'password', msg: MSG.passwordRequired },
      { field: 'orgName', msg: MSG.orgNameRequired },
    ]);
    const bad = await rest.post('/auth/register', {
      name: 'X',
      email: 'nope',
      password: 'short',
      orgName: 'O',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      { field: 'email', msg: 'Enter a valid email' },
      { field: 'password', msg: 'Use at least 8 characters' },
    ]);
  });

  it('starts the account with the language and time zone it was registered with, in that language', async () => {
    const email = uniqueEmail();
    const res = await rest.post('/auth/register', {
      name: 'Teuila',
      email,
      password: 'Passw0rd!',
      orgName: 'Line Islands Studio',
      preferences: { locale: 'fr', tz: 'Pacific/Kiritimati' },
    });
    expect(res.status).toBe(200);
    const me = await rest.get('/users/me', { token: res.body.token });
    expect(me.body.user.preferences).toEqual({
      theme: 'system',
      locale: 'fr',
      tz: 'Pacific/Kiritimati',
      notifications: { emailActivity: true },
    });
    // The verification email is written in the account's language.
    expect(t.outbox.latest(email).subject).toBe(translateMessage(MAIL_MSG.verifySubject, 'fr'));
  });

  it('refuses unknown first preferences with their messages, creating nothing', async () => {
    const email = uniqueEmail();
    const res = await rest.post('/auth/register', {
      name: 'Nobody',
      email,
      password: 'Passw0rd!',
      orgName: 'O',
      preferences: { locale: 'xx', tz: 'Mars/Olympus' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'preferences.locale', msg: MSG.invalidLocale },
      { field: 'preferences.tz', msg: MSG.invalidTimeZone },
    ]);
    expect((await rest.post('/auth/login', { email, password: 'Passw0rd!' })).status).toBe(401);
  });

  it('refuses an address that already has an account, with 409', async () => {
    const email = uniqueEmail();
    await rest.post('/auth/register', { name: 'A', email, password: 'Passw0rd!', orgName: 'O' });
    const again = await rest.post('/auth/register', {
      name: 'B',
      email,
      password: 'Passw0rd!',
      orgName: 'O2',
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(MSG.emailTaken);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, counts logins, and refuses a wrong one with 401', async () => {
    const email = uniqueEmail();
    await rest.post('/auth/register', { name: 'A', email, password: 'Passw0rd!', orgName: 'O' });
    const ok = await rest.post('/auth/login', { email, password: 'Passw0rd!' });
    expect(ok.status).toBe(200);
    const me = await rest.get('/users/me', { token: ok.body.token });
    expect(me.body.user.loginCount).toBe(2);
    expect(me.body.user.lastLoginAt).toEqual(expect.any(String));
    const wrong = await rest.post('/auth/login', { email, password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ msg: MSG.invalidCredentials });
  });
});

describe('POST /api/auth/login validation', () => {
  it('answers 422 with the field messages', async () => {
    const empty = await rest.post('/auth/login', {});
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      msg: MSG.emailRequired,
      errors: [
        { field: 'email', msg: MSG.emailRequired },
        { field: 'password', msg: MSG.passwordRequired },
      ],
    });
    const invalid = await rest.post('/auth/login', { email: 'not-an-email', password: '' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual([
      { field: 'email', msg: MSG.emailInvalid },
      { field: 'password', msg: MSG.passwordRequired },
    ]);
  });

  it('answers the same 401 for an unknown address as for a wrong password, and ignores case', async () => {
    const unknown = await rest.post('/auth/login', { email: uniqueEmail('ghost'), password: 'Passw0rd!' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ msg: MSG.invalidCredentials });
    expect(unknown.refreshCookie).toBeUndefined();

    const email = uniqueEmail();
    await rest.post('/auth/register', { name: 'A', email, password: 'Passw0rd!', orgName: 'O' });
    const upper = await rest.post('/auth/login', {
      email: ` ${email.toUpperCase()} `,
      password: 'Passw0rd!',
    });
    expect(upper.status).toBe(200);
    expect(upper.refreshCookie).toEqual(expect.any(String));
  });
});
