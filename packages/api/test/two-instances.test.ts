import { MSG } from '@folio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, LOGIN_THROTTLE } from '../src/rate-limit/budgets';
import { createTestApp, type TestApp } from './helpers/app';
import { expectRefused, loginFrom, requestFrom } from './helpers/rate-limits';
import { restClient, signUp, uniqueEmail } from './helpers/rest';

/** Two instances of the server on one database, as behind a load balancer, with rate limits on. */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ rateLimits: true });
  b = await createTestApp({ rateLimits: true, sharedDatabase: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('two instances on one database', () => {
  it('a per-address budget spent half on each instance is refused at its limit, on both', async () => {
    const ip = '192.0.2.10';
    const { points } = BUDGETS.forgotPassword.address;
    for (let i = 0; i < points; i += 1) {
      const instance = i % 2 === 0 ? a : b;
      const res = await requestFrom(instance, ip, 'POST', '/api/auth/forgot-password', {
        email: uniqueEmail(`both${i}`),
      });
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    for (const instance of [a, b]) {
      const res = await requestFrom(instance, ip, 'POST', '/api/auth/forgot-password', {
        email: uniqueEmail('over'),
      });
      expectRefused(res, 15 * 60);
    }
  });

  it('the sign-in throttle counts the failures made on either instance', async () => {
    const account = await signUp(restClient(a.app), a.outbox);
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i += 1) {
      const instance = i % 2 === 0 ? a : b;
      expect((await loginFrom(instance, '192.0.2.11', account.email, 'Wrong-Passw0rd')).status).toBe(401);
    }
    for (const instance of [a, b]) {
      const res = await loginFrom(instance, '192.0.2.12', account.email, account.password);
      expect(expectRefused(res, 1, MSG.tooManyAttempts)).toBe(1);
    }
  });

  it('a session started on A refreshes on B, and a logout on B ends the access token on A', async () => {
    const onA = restClient(a.app);
    const onB = restClient(b.app);
    const account = await signUp(onA, a.outbox);
    expect((await onA.get('/auth/me', { token: account.token })).status).toBe(200);

    const refreshed = await onB.post('/auth/refresh', undefined, { cookie: account.refresh });
    expect(refreshed.status).toBe(200);
    const token = refreshed.body.token as string;
    const cookie = refreshed.refreshCookie!;
    expect((await onA.get('/auth/me', { token })).status).toBe(200);

    // Nothing else has ended the session: the logout on B is what the tokens on A are refused for.
    expect((await onA.get('/auth/me', { token: account.token })).status).toBe(200);
    expect((await onB.post('/auth/logout', undefined, { cookie })).status).toBe(200);
    for (const ended of [account.token, token]) {
      const res = await onA.get('/auth/me', { token: ended });
      expect(res.status).toBe(401);
    }
    expect((await onA.post('/auth/refresh', undefined, { cookie })).status).toBe(401);
  });
});
