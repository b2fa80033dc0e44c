import { MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/core/hash';
import { createTestApp, type TestApp } from './helpers/app';
import { signUp } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();

const sessionOf = async (refreshToken: string) => {
  const [row] = await t.handle.db
    .select()
    .from(schema.refreshSessions)
    .where(eq(schema.refreshSessions.tokenHash, hashToken(refreshToken)));
  if (!row) throw new Error('no session for that refresh token');
  return row;
};

describe('refresh sessions have an absolute lifetime', () => {
  it('rotation keeps the end of the sign-in fixed instead of extending it', async () => {
    const account = await signUp(rest, t.outbox);
    const first = await sessionOf(account.refresh);
    expect(first.familyExpiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(first.expiresAt.getTime()).toBeLessThanOrEqual(first.familyExpiresAt.getTime());

    // The sign-in is about to end: its next tokens must end with it, not 30 days after each refresh.
    const soon = new Date(Date.now() + 60 * 60_000);
    await t.handle.db
      .update(schema.refreshSessions)
      .set({ familyExpiresAt: soon, expiresAt: soon })
      .where(eq(schema.refreshSessions.familyId, first.familyId));

    let cookie = account.refresh;
    for (let i = 0; i < 3; i++) {
      const res = await rest.post('/auth/refresh', undefined, { cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      cookie = res.refreshCookie!;
      const row = await sessionOf(cookie);
      expect(row.familyId).toBe(first.familyId);
      expect(row.familyExpiresAt.getTime()).toBe(soon.getTime());
      expect(row.expiresAt.getTime()).toBeLessThanOrEqual(soon.getTime());
    }
  });

  it('a token whose sign-in has ended is refused even if the token itself has not expired', async () => {
    const account = await signUp(rest, t.outbox);
    const session = await sessionOf(account.refresh);
    await t.handle.db
      .update(schema.refreshSessions)
      .set({ familyExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.refreshSessions.id, session.id));
    const res = await rest.post('/auth/refresh', undefined, { cookie: account.refresh });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ msg: MSG.refreshTokenInvalid });
  });
});

describe('answers that carry a token are never cached', () => {
  it('register, login, refresh and invitations answer Cache-Control: no-store, on REST and tRPC', async () => {
    const account = await signUp(rest, t.outbox, { verify: true });
    const login = await rest.post('/auth/login', { email: account.email, password: account.password });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await rest.post('/auth/refresh', undefined, { cookie: login.refreshCookie! });
    expect(refresh.status).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    const invite = await rest.post(
      '/org/invite',
      { name: 'Cached Not', email: `nocache-${Date.now()}@example.com`, role: 'viewer' },
      { token: login.body.token },
    );
    expect(invite.status, JSON.stringify(invite.body)).toBe(200);
    expect(invite.body.link).toBeTruthy();
    expect(invite.headers['cache-control']).toBe('no-store');
    const viaTrpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.headers['cache-control']).toBe('no-store');
    // Errors too: a 401 is no more cacheable than a token.
    const denied = await rest.get('/auth/me');
    expect(denied.status).toBe(401);
    expect(denied.headers['cache-control']).toBe('no-store');
  });
});

describe('the refresh cookie over HTTPS', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ config: { secureCookies: true } });
  });
  afterAll(() => secure.close());

  it('is named with the __Secure- prefix and marked Secure, and only that name is read', async () => {
    const res = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'Secure Sam',
        email: `secure-${Date.now()}@example.com`,
        password: 'Str0ng-Passw0rd',
        orgName: 'Secure Org',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const raw = res.headers['set-cookie'];
    const cookie = (Array.isArray(raw) ? raw : [String(raw)]).find((c) =>
      c.startsWith('__Secure-folio_refresh='),
    );
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    const value = cookie!.split(';')[0]!.slice('__Secure-folio_refresh='.length);

    const unprefixed = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `folio_refresh=${value}` },
    });
    expect(unprefixed.statusCode).toBe(401);

    const prefixed = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `__Secure-folio_refresh=${value}` },
    });
    expect(prefixed.statusCode, prefixed.body).toBe(200);
    expect(prefixed.json().token).toBeTruthy();
  });
});
