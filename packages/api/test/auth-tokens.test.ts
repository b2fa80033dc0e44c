import { MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { craftAccessToken, unsignedToken, userRow } from './helpers/fixtures';
import { type Account, signUp } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();

/** POST /api/auth/refresh exactly as a browser sends it: the cookie, no body, no content type. */
const refresh = (cookie: string | null, headers: Record<string, string> = {}) =>
  rest.post('/auth/refresh', undefined, { cookie, headers });

const login = async (account: Account) => {
  const res = await rest.post('/auth/login', { email: account.email, password: account.password });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, refresh: res.refreshCookie! };
};

describe('POST /api/auth/refresh', () => {
  it('rotates the cookie and answers a working access token, with the cookie only', async () => {
    const account = await signUp(rest, t.outbox);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `folio_refresh=${account.refresh}` },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['token']);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^folio_refresh=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/api\/auth/);
    const next = decodeURIComponent(/^folio_refresh=([^;]+)/.exec(setCookie)![1]!);
    expect(next).not.toBe(account.refresh);

    const me = await rest.get('/auth/me', { token: body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(account.email);

    // The rotated cookie keeps rotating.
    const again = await refresh(next);
    expect(again.status).toBe(200);
    expect(again.refreshCookie).toEqual(expect.any(String));
    expect(again.refreshCookie).not.toBe(next);
  });

  it('treats a reused (already rotated) cookie as theft: 401 and the whole family is revoked', async () => {
    const account = await signUp(rest, t.outbox);
    const other = await login(account); // another device: a separate family
    const first = await refresh(account.refresh);
    expect(first.status).toBe(200);
    const rotated = first.refreshCookie!;

    const reused = await refresh(account.refresh);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ msg: MSG.refreshTokenInvalid });
    expect(reused.refreshCookie).toBe(''); // cleared

    const afterTheft = await refresh(rotated);
    expect(afterTheft.status).toBe(401);
    expect(afterTheft.body.msg).toBe(MSG.refreshTokenInvalid);

    // The other device's session is a different family and keeps working.
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it('answers 401 without a cookie, with an unknown cookie, and with an expired session', async () => {
    const missing = await refresh(null);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ msg: MSG.refreshTokenMissing });

    const unknown = await refresh('not-a-real-refresh-token');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ msg: MSG.refreshTokenInvalid });

    const account = await signUp(rest, t.outbox);
    const user = await userRow(t, account.email);
    await t.handle.db
      .update(schema.refreshSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.refreshSessions.userId, user.id));
    const expired = await refresh(account.refresh);
    expect(expired.status).toBe(401);
    expect(expired.body.msg).toBe(MSG.refreshTokenInvalid);
  });

  it('refuses cross-site requests with 403 and leaves the session usable', async () => {
    const account = await signUp(rest, t.outbox);
    const evil = await refresh(account.refresh, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ msg: MSG.crossSiteRefused });
    expect(evil.refreshCookie).toBeUndefined();

    const crossSite = await refresh(account.refresh, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.msg).toBe(MSG.crossSiteRefused);

    const opaque = await refresh(account.refresh, { origin: 'null' });
    expect(opaque.status).toBe(403);

    // Nothing was rotated: the same cookie still works from the app's own origin.
    const sameOrigin = await refresh(account.refresh, {
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.body.token).toEqual(expect.any(String));
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session and clears the cookie', async () => {
    const account = await signUp(rest, t.outbox);
    const other = await login(account);
    const res = await rest.post('/auth/logout', undefined, { cookie: account.refresh });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: MSG.loggedOut });
    expect(res.refreshCookie).toBe('');
    const cleared = res.setCookie.find((c) => c.startsWith('folio_refresh='))!;
    expect(cleared).toMatch(/Path=\/api\/auth/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);

    const after = await refresh(account.refresh);
    expect(after.status).toBe(401);
    expect(after.body.msg).toBe(MSG.refreshTokenInvalid);
    // Only that session: the other device stays signed in.
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it('also ends a session that was rotated since sign-in', async () => {
    const account = await signUp(rest, t.outbox);
    const rotated = (await refresh(account.refresh)).refreshCookie!;
    expect((await rest.post('/auth/logout', undefined, { cookie: rotated })).status).toBe(200);
    expect((await refresh(rotated)).status).toBe(401);
  });

  it('answers 200 and clears the cookie when there is no session, and refuses cross-site calls', async () => {
    const none = await rest.post('/auth/logout');
    expect(none.status).toBe(200);
    expect(none.refreshCookie).toBe('');

    const account = await signUp(rest, t.outbox);
    const evil = await rest.post('/auth/logout', undefined, {
      cookie: account.refresh,
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ msg: MSG.crossSiteRefused });
    expect((await refresh(account.refresh)).status).toBe(200);
  });
});

describe('access tokens', () => {
  let account: Account;
  let userId: string;
  beforeAll(async () => {
    account = await signUp(rest, t.outbox);
    userId = (await userRow(t, account.email)).id;
  });

  const expectTokenRefused = (res: { status: number; body: any }) => {
    expect(res.status).toBe(401);
    expect(res.body.msg).toMatch(/token/i);
    expect(res.body.code).toBeUndefined();
  };

  it('accepts a token signed like the server signs them (the control for the cases below)', async () => {
    const res = await rest.get('/auth/me', { token: await craftAccessToken(userId) });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(account.email);
  });

  it('answers 401 "No token provided" without a token', async () => {
    const res = await rest.get('/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ msg: MSG.noTokenProvided });
    const notBearer = await rest.get('/users/me', { headers: { authorization: `Basic ${account.token}` } });
    expect(notBearer.status).toBe(401);
    expect(notBearer.body.msg).toBe(MSG.noTokenProvided);
  });

  it('refuses a malformed token', async () => {
    expectTokenRefused(await rest.get('/auth/me', { token: 'not.a.jwt' }));
  });

  it('refuses a token signed with another key', async () => {
    const token = await craftAccessToken(userId, { secret: 'another-secret-that-is-also-long-enough-xx' });
    expectTokenRefused(await rest.get('/auth/me', { token }));
  });

  it('refuses an expired token', async () => {
    const token = await craftAccessToken(userId, { exp: Math.floor(Date.now() / 1000) - 120 });
    expectTokenRefused(await rest.get('/users/me', { token }));
  });

  it('refuses an unsigned token (alg none)', async () => {
    expectTokenRefused(await rest.get('/auth/me', { token: unsignedToken(userId) }));
  });

  it('refuses a token for another audience or issuer', async () => {
    expectTokenRefused(
      await rest.get('/auth/me', { token: await craftAccessToken(userId, { audience: 'other-api' }) }),
    );
    expectTokenRefused(
      await rest.get('/auth/me', { token: await craftAccessToken(userId, { issuer: 'someone-else' }) }),
    );
  });

  it('refuses a valid token whose user no longer exists', async () => {
    const gone = await signUp(rest, t.outbox);
    const goneId = (await userRow(t, gone.email)).id;
    await t.handle.db.delete(schema.users).where(eq(schema.users.id, goneId));
    const res = await rest.get('/auth/me', { token: gone.token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ msg: MSG.invalidToken });
  });
});

describe('ending a session ends its access tokens at once', () => {
  it('logout: the access token of that session is refused on its next call', async () => {
    const account = await signUp(rest, t.outbox);
    const session = await login(account);
    expect((await rest.get('/auth/me', { token: session.token })).status).toBe(200);
    await rest.post('/auth/logout', undefined, { cookie: session.refresh });
    const after = await rest.get('/auth/me', { token: session.token });
    expect(after.status).toBe(401);
    expect(after.body.msg).toMatch(/token/i);
    // The sign-up session of the same user is another session and keeps working.
    expect((await rest.get('/auth/me', { token: account.token })).status).toBe(200);
  });

  it('a reused refresh token: the access tokens of the whole family are refused', async () => {
    const account = await signUp(rest, t.outbox);
    const session = await login(account);
    const rotated = await refresh(session.refresh);
    expect(rotated.status).toBe(200);
    expect((await refresh(session.refresh)).status).toBe(401);
    expect((await rest.get('/auth/me', { token: session.token })).status).toBe(401);
    expect((await rest.get('/auth/me', { token: rotated.body.token })).status).toBe(401);
  });

  it("a password change: other sessions' access tokens stop working, the caller's keeps working", async () => {
    const account = await signUp(rest, t.outbox);
    const other = await login(account);
    const changed = await rest.patch(
      '/users/me/password',
      { currentPassword: account.password, newPassword: 'An0ther-Passw0rd' },
      { token: account.token },
    );
    expect(changed.status).toBe(200);
    expect((await rest.get('/auth/me', { token: account.token })).status).toBe(200);
    expect((await rest.get('/auth/me', { token: other.token })).status).toBe(401);
  });
});
