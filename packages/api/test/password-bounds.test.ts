import { MSG, PASSWORD_MAX_LENGTH } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { type Account, signUp, uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();

/** A password of `length` characters with upper- and lower-case letters and digits. */
const passwordOf = (length: number) => 'Aa1-'.repeat(Math.ceil(length / 4)).slice(0, length);
const TOO_LONG = passwordOf(PASSWORD_MAX_LENGTH + 1);

const login = (email: string, password: string) => rest.post('/auth/login', { email, password });
const register = (email: string, password: string) =>
  rest.post('/auth/register', { name: 'Bounded', email, password, orgName: 'Bounded Org' });

/** The 422 a too-long password gets: one field error, on `field`, with the one message. */
function expectTooLong(res: { status: number; body: any }, field: string) {
  expect(res.status).toBe(422);
  expect(res.body.msg).toBe(MSG.passwordTooLong);
  expect(res.body.errors).toEqual([{ field, msg: MSG.passwordTooLong }]);
}

/** The account still signs in with its password, and its profile is as it was. */
async function expectUnchanged(account: Account) {
  expect((await login(account.email, account.password)).status).toBe(200);
  const me = await rest.get('/users/me', { token: account.token });
  expect(me.status).toBe(200);
  expect(me.body.user.email).toBe(account.email);
  expect(me.body.user.pendingEmail ?? null).toBeNull();
}

describe('password fields are at most 1024 characters', () => {
  it('accepts 64- and 1024-character passwords at registration and sign-in', async () => {
    expect(PASSWORD_MAX_LENGTH).toBe(1024);
    for (const length of [64, PASSWORD_MAX_LENGTH]) {
      const email = uniqueEmail(`len${length}`);
      const password = passwordOf(length);
      expect((await register(email, password)).status).toBe(200);
      expect((await login(email, password)).status).toBe(200);
    }
  });

  it('refuses a 1025-character password at registration, and creates no account', async () => {
    const email = uniqueEmail('too-long');
    expectTooLong(await register(email, TOO_LONG), 'password');
    await t.settled();
    expect(t.outbox.to(email)).toHaveLength(0);
    // The address is still free: registering it with an acceptable password works.
    expect((await register(email, passwordOf(64))).status).toBe(200);
  });

  it('refuses a 1025-character password at sign-in with a 422, not a failed attempt', async () => {
    const account = await signUp(rest, t.outbox);
    expectTooLong(await login(account.email, TOO_LONG), 'password');
    await expectUnchanged(account);
  });

  it('refuses a 1025-character new password at reset; the link and the old password still work', async () => {
    const account = await signUp(rest, t.outbox);
    await rest.post('/auth/forgot-password', { email: account.email });
    await t.settled();
    const token = t.outbox.token(account.email, 'Reset');

    expectTooLong(await rest.post('/auth/reset-password', { token, newPassword: TOO_LONG }), 'newPassword');
    await expectUnchanged(account);

    const longest = passwordOf(PASSWORD_MAX_LENGTH);
    expect((await rest.post('/auth/reset-password', { token, newPassword: longest })).status).toBe(200);
    expect((await login(account.email, longest)).status).toBe(200);
  });

  it('refuses a 1025-character currentPassword on PUT /users/me, and changes nothing', async () => {
    const account = await signUp(rest, t.outbox);
    const res = await rest.put(
      '/users/me',
      { name: 'Renamed', email: uniqueEmail('moved'), currentPassword: TOO_LONG },
      { token: account.token },
    );
    expectTooLong(res, 'currentPassword');
    await expectUnchanged(account);
    expect((await rest.get('/users/me', { token: account.token })).body.user.name).toBe(account.name);
  });

  it('refuses a 1025-character current or new password on PATCH /users/me/password, and changes nothing', async () => {
    const account = await signUp(rest, t.outbox);
    const change = (body: object) => rest.patch('/users/me/password', body, { token: account.token });

    expectTooLong(
      await change({ currentPassword: TOO_LONG, newPassword: passwordOf(64) }),
      'currentPassword',
    );
    expectTooLong(await change({ currentPassword: account.password, newPassword: TOO_LONG }), 'newPassword');
    await expectUnchanged(account);

    const longest = passwordOf(PASSWORD_MAX_LENGTH);
    expect((await change({ currentPassword: account.password, newPassword: longest })).status).toBe(200);
    expect((await login(account.email, longest)).status).toBe(200);
  });

  it('refuses a 1025-character currentPassword on POST /auth/request-email-change', async () => {
    const account = await signUp(rest, t.outbox);
    const res = await rest.post(
      '/auth/request-email-change',
      { newEmail: uniqueEmail('moved'), currentPassword: TOO_LONG },
      { token: account.token },
    );
    expectTooLong(res, 'currentPassword');
    await expectUnchanged(account);
  });

  it('says so in the OpenAPI document (maxLength on every password field)', async () => {
    const doc = (await rest.get('/openapi.json')).body;
    const bodyOf = (path: string, method: string) =>
      doc.paths[path][method].requestBody.content['application/json'].schema.properties;
    const fields: [string, string, string][] = [
      ['/auth/register', 'post', 'password'],
      ['/auth/login', 'post', 'password'],
      ['/auth/reset-password', 'post', 'newPassword'],
      ['/auth/request-email-change', 'post', 'currentPassword'],
      ['/users/me', 'put', 'currentPassword'],
      ['/users/me/password', 'patch', 'currentPassword'],
      ['/users/me/password', 'patch', 'newPassword'],
    ];
    for (const [path, method, field] of fields) {
      expect(bodyOf(path, method)[field], `${method} ${path} ${field}`).toMatchObject({
        maxLength: PASSWORD_MAX_LENGTH,
      });
    }
  });
});
