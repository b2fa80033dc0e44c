import { DEFAULT_PREFERENCES, MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { expectAnswer, validationBody } from './helpers/answers';
import { pendingEmailChange } from './helpers/fixtures';
import { type Account, signUp, uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();

const me = async (account: Account | string) =>
  (await rest.get('/users/me', { token: typeof account === 'string' ? account : account.token })).body;

describe('GET /api/users/me', () => {
  it('answers the user with role, current organization and preferences', async () => {
    const account = await signUp(rest, t.outbox, { name: 'Grace', orgName: 'Grace Co' });
    const res = await rest.get('/users/me', { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('admin');
    const { user } = res.body;
    expect(user).toEqual({
      _id: expect.any(String),
      id: user._id,
      name: 'Grace',
      email: account.email,
      isVerified: true,
      pendingEmail: null,
      role: 'admin',
      currentOrgRole: 'admin',
      currentRole: 'admin',
      currentOrg: { _id: expect.any(String), name: 'Grace Co' },
      currentOrgName: 'Grace Co',
      lastLoginAt: expect.any(String),
      loginCount: 1,
      preferences: DEFAULT_PREFERENCES,
      createdAt: expect.any(String),
    });
    expect(user.preferences.theme).toBe('system');
    expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false);
    expect(user).not.toHaveProperty('passwordHash');

    const authMe = await rest.get('/auth/me', { token: account.token });
    expect(authMe.body).toEqual(res.body);
  });

  it('needs a token', async () => {
    const res = await rest.get('/users/me');
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe(MSG.noTokenProvided);
  });

  it('counts sign-ins and records the last one (refresh does not count as one)', async () => {
    const account = await signUp(rest, t.outbox);
    const first = (await me(account)).user;
    expect(first.loginCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await rest.post('/auth/login', { email: account.email, password: account.password });
    const second = (await me(account)).user;
    expect(second.loginCount).toBe(2);
    expect(Date.parse(second.lastLoginAt)).toBeGreaterThan(Date.parse(first.lastLoginAt));

    await rest.post('/auth/login', { email: account.email, password: 'wrong-password' });
    await rest.post('/auth/refresh', undefined, { cookie: account.refresh });
    expect((await me(account)).user.loginCount).toBe(2);
  });
});

describe('PUT /api/users/me', () => {
  it('trims and saves the name', async () => {
    const account = await signUp(rest, t.outbox);
    const res = await rest.put('/users/me', { name: '  Ada Lovelace  ' }, { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(MSG.profileUpdated);
    expect(res.body.user.name).toBe('Ada Lovelace');
    expect((await me(account)).user.name).toBe('Ada Lovelace');
  });

  it('refuses an empty or blank name with "Name is required", changing nothing', async () => {
    const account = await signUp(rest, t.outbox, { name: 'Kept Name' });
    for (const name of ['', '   ', null]) {
      const res = await rest.put(
        '/users/me',
        { name, preferences: { theme: 'dark' } },
        { token: account.token },
      );
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'name', msg: MSG.nameRequired }]);
    }
    const { user } = await me(account);
    expect(user.name).toBe('Kept Name');
    expect(user.preferences.theme).toBe('system');
  });

  it('sends a changed email through the confirmation flow (pendingEmail)', async () => {
    const account = await signUp(rest, t.outbox);
    const newEmail = uniqueEmail('put');
    const res = await rest.put(
      '/users/me',
      { name: 'Renamed', email: newEmail.toUpperCase(), currentPassword: account.password },
      { token: account.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.msg).toContain(MSG.emailChangeRequested);
    expect(res.body.user).toMatchObject({ name: 'Renamed', email: account.email, pendingEmail: newEmail });
    expect(t.outbox.latest(newEmail).subject).toContain('Confirm');

    const confirmed = await rest.get(`/auth/verify-email?token=${t.outbox.token(newEmail)}`);
    expect(confirmed.status).toBe(200);
    // The change ended every session; signing in with the new address shows it.
    const login = await rest.post('/auth/login', { email: newEmail, password: account.password });
    expect(login.status).toBe(200);
    expect((await me(login.body.token as string)).user).toMatchObject({
      email: newEmail,
      pendingEmail: null,
    });
  });

  it('needs the current password to change the email: 422 on currentPassword, nothing saved', async () => {
    const account = await signUp(rest, t.outbox, { name: 'Before' });
    const newEmail = uniqueEmail('no-password');
    for (const [currentPassword, msg] of [
      [undefined, MSG.currentPasswordRequired],
      ['', MSG.currentPasswordRequired],
      ['Wrong-Passw0rd', MSG.currentPasswordWrong],
    ] as const) {
      const res = await rest.put(
        '/users/me',
        { name: 'After', email: newEmail, currentPassword, preferences: { theme: 'dark' } },
        { token: account.token },
      );
      expect(res.status, String(currentPassword)).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'currentPassword', msg }]);
    }
    const { user } = await me(account);
    expect(user).toMatchObject({ name: 'Before', email: account.email, pendingEmail: null });
    expect(user.preferences.theme).toBe('system');
    expect(t.outbox.to(newEmail)).toHaveLength(0);
    // Without an email change no password is needed.
    expect((await rest.put('/users/me', { name: 'After' }, { token: account.token })).status).toBe(200);
  });

  it('keeps the email as is when the same address is sent', async () => {
    const account = await signUp(rest, t.outbox);
    const mails = t.outbox.all().length;
    const res = await rest.put('/users/me', { email: account.email.toUpperCase() }, { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(MSG.profileUpdated);
    expect(res.body.user.pendingEmail).toBeNull();
    expect(t.outbox.all()).toHaveLength(mails);
  });

  it('refuses an address in use with 409 and changes nothing else from that request', async () => {
    const account = await signUp(rest, t.outbox, { name: 'Before' });
    const other = await signUp(rest, t.outbox);
    const res = await rest.put(
      '/users/me',
      {
        name: 'After',
        email: other.email,
        currentPassword: account.password,
        preferences: { theme: 'dark' },
      },
      { token: account.token },
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ msg: MSG.emailTaken });
    const { user } = await me(account);
    expect(user).toMatchObject({ name: 'Before', email: account.email, pendingEmail: null });
    expect(user.preferences.theme).toBe('system');
  });

  it('answers 422 for an invalid email', async () => {
    const account = await signUp(rest, t.outbox);
    const res = await rest.put('/users/me', { email: 'nope' }, { token: account.token });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'email', msg: MSG.emailInvalid }]);
  });

  it('merges partial preferences', async () => {
    const account = await signUp(rest, t.outbox);
    const dark = await rest.put('/users/me', { preferences: { theme: 'dark' } }, { token: account.token });
    expect(dark.status).toBe(200);
    expect(dark.body.user.preferences).toEqual({ ...DEFAULT_PREFERENCES, theme: 'dark' });
    await rest.put(
      '/users/me',
      { preferences: { notifications: { emailActivity: false } } },
      { token: account.token },
    );
    expect((await me(account)).user.preferences).toEqual({
      ...DEFAULT_PREFERENCES,
      theme: 'dark',
      notifications: { emailActivity: false },
    });
    const bad = await rest.put('/users/me', { preferences: { theme: 'neon' } }, { token: account.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ field: 'preferences.theme', msg: MSG.invalidTheme }]);
  });
});

describe('PATCH /api/users/me/preferences', () => {
  it('saves valid values and merges partial updates', async () => {
    const account = await signUp(rest, t.outbox);
    const all = {
      theme: 'light',
      locale: 'fr',
      tz: 'Europe/Paris',
      notifications: { emailActivity: false },
    };
    const res = await rest.patch('/users/me/preferences', all, { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: MSG.profileUpdated, preferences: all });
    expect((await me(account)).user.preferences).toEqual(all);

    const partial = await rest.patch('/users/me/preferences', { locale: 'de' }, { token: account.token });
    expect(partial.body.preferences).toEqual({ ...all, locale: 'de' });

    const notifications = await rest.patch(
      '/users/me/preferences',
      { notifications: { emailActivity: true } },
      { token: account.token },
    );
    expect(notifications.body.preferences).toEqual({
      ...all,
      locale: 'de',
      notifications: { emailActivity: true },
    });
    expect((await me(account)).user.preferences.theme).toBe('light');
  });

  it.each([
    ['system', 'en', 'UTC'],
    ['dark', 'es', 'Asia/Tokyo'],
    ['light', 'it', 'America/Los_Angeles'],
    // Any IANA zone, not only the ones the profile lists first.
    ['light', 'fr', 'Pacific/Kiritimati'],
    ['dark', 'de', 'America/Argentina/Buenos_Aires'],
    ['system', 'en', 'Etc/GMT+5'],
  ])('accepts theme %s, locale %s, time zone %s', async (theme, locale, tz) => {
    const account = await signUp(rest, t.outbox);
    const res = await rest.patch('/users/me/preferences', { theme, locale, tz }, { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body.preferences).toMatchObject({ theme, locale, tz });
  });

  it('answers the 422 message of every invalid value, changing nothing', async () => {
    const account = await signUp(rest, t.outbox);
    const res = await rest.patch(
      '/users/me/preferences',
      { theme: 'neon', locale: 'xx', tz: 'Mars/Olympus_Mons', notifications: { emailActivity: 'sometimes' } },
      { token: account.token },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'theme', msg: MSG.invalidTheme },
      { field: 'locale', msg: MSG.invalidLocale },
      { field: 'tz', msg: MSG.invalidTimeZone },
      { field: 'notifications.emailActivity', msg: 'emailActivity must be true or false' },
    ]);
    expect((await me(account)).user.preferences).toEqual(DEFAULT_PREFERENCES);
  });

  it.each([['europe/paris'], ['Mars/Olympus'], ['Europe/'], [''], ['Europe/Paris; DROP']])(
    'refuses the time zone %j with its message',
    async (tz) => {
      const account = await signUp(rest, t.outbox);
      const res = await rest.patch('/users/me/preferences', { tz }, { token: account.token });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'tz', msg: MSG.invalidTimeZone }]);
      expect((await me(account)).user.preferences.tz).toBe('UTC');
    },
  );

  it('does not read the string "false" as true (JSON bodies are not coerced)', async () => {
    const account = await signUp(rest, t.outbox);
    for (const emailActivity of ['false', 0, null]) {
      const res = await rest.patch(
        '/users/me/preferences',
        { notifications: { emailActivity } },
        { token: account.token },
      );
      expect(res.status, JSON.stringify(emailActivity)).toBe(422);
      expect(res.body.errors).toEqual([
        { field: 'notifications.emailActivity', msg: 'emailActivity must be true or false' },
      ]);
    }
    expect((await me(account)).user.preferences.notifications.emailActivity).toBe(true);
  });

  it('needs a token', async () => {
    expect((await rest.patch('/users/me/preferences', { theme: 'dark' })).status).toBe(401);
  });
});

describe('PATCH /api/users/me/password', () => {
  const NEW_PASSWORD = 'Changed-Passw0rd';

  it('refuses a wrong current password with 422 on currentPassword', async () => {
    const account = await signUp(rest, t.outbox);
    const res = await rest.patch(
      '/users/me/password',
      { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD },
      { token: account.token },
    );
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      msg: MSG.currentPasswordWrong,
      errors: [{ field: 'currentPassword', msg: MSG.currentPasswordWrong }],
    });
    expect(
      (await rest.post('/auth/login', { email: account.email, password: account.password })).status,
    ).toBe(200);
  });

  it('answers 422 on newPassword for a short one, and both messages when empty', async () => {
    const account = await signUp(rest, t.outbox);
    const short = await rest.patch(
      '/users/me/password',
      { currentPassword: account.password, newPassword: 'Sh0rt' },
      { token: account.token },
    );
    expectAnswer(short, 422, validationBody(['newPassword', MSG.resetPasswordTooShort]));

    const empty = await rest.patch('/users/me/password', {}, { token: account.token });
    expectAnswer(
      empty,
      422,
      validationBody(['currentPassword', MSG.currentPasswordRequired], ['newPassword', MSG.passwordRequired]),
    );
  });

  it('changes the password and signs other sessions out, keeping the caller (cookie sent)', async () => {
    const account = await signUp(rest, t.outbox);
    const other = await rest.post('/auth/login', { email: account.email, password: account.password });
    const res = await rest.patch(
      '/users/me/password',
      { currentPassword: account.password, newPassword: NEW_PASSWORD },
      { token: account.token, cookie: account.refresh },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: MSG.passwordUpdated });

    const oldLogin = await rest.post('/auth/login', { email: account.email, password: account.password });
    expect(oldLogin.status).toBe(401);
    expect(oldLogin.body.msg).toBe(MSG.invalidCredentials);
    expect((await rest.post('/auth/login', { email: account.email, password: NEW_PASSWORD })).status).toBe(
      200,
    );

    const otherRefresh = await rest.post('/auth/refresh', undefined, { cookie: other.refreshCookie! });
    expect(otherRefresh.status).toBe(401);
    const mine = await rest.post('/auth/refresh', undefined, { cookie: account.refresh });
    expect(mine.status).toBe(200);
  });

  it('drops a pending email change, whose link then stops working', async () => {
    const account = await signUp(rest, t.outbox);
    const changeLink = await pendingEmailChange(t, rest, account);

    const res = await rest.patch(
      '/users/me/password',
      { currentPassword: account.password, newPassword: NEW_PASSWORD },
      { token: account.token },
    );
    expect(res.status).toBe(200);
    expect((await me(account)).user.pendingEmail).toBeNull();
    const confirm = await rest.get(`/auth/verify-email?token=${encodeURIComponent(changeLink)}`);
    expect(confirm.status).toBe(400);
    expect((await me(account)).user.email).toBe(account.email);
  });

  it("keeps the caller's session without the cookie too (the browser scopes it to /api/auth)", async () => {
    const account = await signUp(rest, t.outbox);
    const other = await rest.post('/auth/login', { email: account.email, password: account.password });
    // A rotated session: the access token comes from the refresh, as in a long-lived tab.
    const rotated = await rest.post('/auth/refresh', undefined, { cookie: account.refresh });
    const res = await rest.patch(
      '/users/me/password',
      { currentPassword: account.password, newPassword: NEW_PASSWORD },
      { token: rotated.body.token },
    );
    expect(res.status).toBe(200);
    expect((await rest.post('/auth/refresh', undefined, { cookie: other.refreshCookie! })).status).toBe(401);
    expect((await rest.post('/auth/refresh', undefined, { cookie: rotated.refreshCookie! })).status).toBe(
      200,
    );
  });
});
