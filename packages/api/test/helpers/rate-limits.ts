import { MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { LOGIN_KEYS, LOGIN_THROTTLE } from '../../src/rate-limit/budgets';
import { createTestApp, type TestApp } from './app';

/**
 * Time control for the sign-in throttle on the database store: rather than waiting out a delay or
 * a window, a test moves the counters in rate_limits (what the limiter itself reads).
 */
const accountKey = (prefix: string, email: string) => `${prefix}:${email.trim().toLowerCase()}`;

/** As if the account's current delay had passed. */
export async function openLoginGate(t: TestApp, email: string) {
  await t.handle.db
    .update(schema.rateLimits)
    .set({ expire: new Date(Date.now() - 1000) })
    .where(eq(schema.rateLimits.key, accountKey(LOGIN_KEYS.gate, email)));
}

/** As if the account had failed `failures` times within the window (and its delay had passed). */
export async function setLoginFailures(t: TestApp, email: string, failures: number) {
  const key = accountKey(LOGIN_KEYS.failures, email);
  const expire = new Date(Date.now() + LOGIN_THROTTLE.windowSeconds * 1000);
  await t.handle.db
    .insert(schema.rateLimits)
    .values({ key, points: failures, expire })
    .onConflictDoUpdate({ target: schema.rateLimits.key, set: { points: failures, expire } });
  await openLoginGate(t, email);
}

/** A JSON request from a given client address, answering status, body and Retry-After. */
export async function requestFrom(
  t: TestApp,
  ip: string,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  body: unknown,
  token?: string,
) {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(body ?? {}),
  });
  return {
    status: res.statusCode,
    body: res.json(),
    retryAfter: res.headers['retry-after'] as string | undefined,
  };
}

export type LimitedAnswer = Awaited<ReturnType<typeof requestFrom>>;

/** POST /api/auth/login from a given client address. */
export const loginFrom = (t: TestApp, ip: string, email: string, password: string) =>
  requestFrom(t, ip, 'POST', '/api/auth/login', { email, password });

/** 429 with the { msg } envelope and a Retry-After of at most `maxSeconds`; answers the seconds. */
export function expectRefused(
  res: LimitedAnswer,
  maxSeconds: number,
  msg: string = MSG.tooManyRequests,
): number {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ msg });
  expect(res.retryAfter).toMatch(/^\d+$/);
  const seconds = Number(res.retryAfter);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  return seconds;
}

/**
 * The app under test, with rate limits on, and `setup`, a second instance on its database without
 * them, where accounts are made so that making them spends no budget. Filled in by a beforeAll
 * hook registered here; both close after the file's last test.
 */
export function useRateLimitedApp(): { t: TestApp; setup: TestApp } {
  const t = {} as TestApp;
  const setup = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp({ rateLimits: true }));
    Object.assign(setup, await createTestApp({ sharedDatabase: t }));
  });
  afterAll(async () => {
    await setup.close?.();
    await t.close?.();
  });
  return { t, setup };
}
