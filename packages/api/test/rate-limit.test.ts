import { MSG } from '@folio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { type RestClient, restClient, signUp, uniqueEmail } from './helpers/rest';

let t: TestApp;
let rest: RestClient;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
  rest = restClient(t.app);
});
afterAll(() => t.close());

const WRONG = 'Wrong-Passw0rd';

/** POST /api/auth/login from a given client address. */
async function loginFrom(ip: string, email: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password }),
  });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
}

function expectBlocked(res: Awaited<ReturnType<typeof loginFrom>>) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ msg: MSG.tooManyAttempts });
  expect(res.retryAfter).toMatch(/^\d+$/);
  const seconds = Number(res.retryAfter);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(15 * 60);
}

describe('failed sign-in limits', () => {
  it('blocks an account after 5 failures, even with the right password, with Retry-After', async () => {
    const ip = '198.51.100.1';
    const account = await signUp(rest, t.outbox);
    for (let i = 0; i < 5; i += 1) {
      const res = await loginFrom(ip, account.email, WRONG);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
      expect(res.body.msg).toBe(MSG.invalidCredentials);
      expect(res.retryAfter).toBeUndefined();
    }
    expectBlocked(await loginFrom(ip, account.email, WRONG));
    expectBlocked(await loginFrom(ip, account.email, account.password));
    // The account is blocked from anywhere, whatever case the address is typed in.
    expectBlocked(await loginFrom('198.51.100.2', account.email.toUpperCase(), account.password));

    // Other accounts are not affected, from the same address either.
    const other = await signUp(rest, t.outbox);
    expect((await loginFrom(ip, other.email, other.password)).status).toBe(200);
  });

  it('counts only failures: a successful sign-in clears the account’s count', async () => {
    const ip = '198.51.100.3';
    const account = await signUp(rest, t.outbox);
    for (let i = 0; i < 4; i += 1) expect((await loginFrom(ip, account.email, WRONG)).status).toBe(401);
    expect((await loginFrom(ip, account.email, account.password)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await loginFrom(ip, account.email, WRONG)).status).toBe(401);
    expect((await loginFrom(ip, account.email, account.password)).status).toBe(200);
  });

  it('blocks an address after 20 failures across different accounts', async () => {
    const ip = '203.0.113.9';
    const victim = await signUp(rest, t.outbox);
    for (let i = 0; i < 20; i += 1) {
      const res = await loginFrom(ip, uniqueEmail(`spray${i}`), WRONG);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    expectBlocked(await loginFrom(ip, uniqueEmail('spray'), WRONG));
    expectBlocked(await loginFrom(ip, victim.email, victim.password));
    // The account itself is fine from another address.
    expect((await loginFrom('203.0.113.10', victim.email, victim.password)).status).toBe(200);
  });

  it('holds under parallel attempts: of 12 at once, only the account’s 5 are checked', async () => {
    const ip = '198.51.100.20';
    const account = await signUp(rest, t.outbox);
    const results = await Promise.all(Array.from({ length: 12 }, () => loginFrom(ip, account.email, WRONG)));
    const statuses = results.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expectBlocked(await loginFrom(ip, account.email, account.password));
  });

  it('holds for a tRPC batch of many logins in one request', async () => {
    const ip = '198.51.100.21';
    const account = await signUp(rest, t.outbox);
    // Fastify's path-parameter limit (100 characters) allows 8 procedure names in one batch.
    const calls = 8;
    const input = Object.fromEntries(
      Array.from({ length: calls }, (_, i) => [
        String(i),
        { email: account.email, password: `${WRONG}${i}` },
      ]),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/trpc/${Array.from({ length: calls }, () => 'auth.login').join(',')}?batch=1`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(input),
    });
    expect(res.statusCode).toBe(207);
    const codes = (res.json() as { error?: { data: { httpStatus: number } } }[]).map(
      (entry) => entry.error?.data.httpStatus,
    );
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(3);
  });

  it('answers 429 with Retry-After over /trpc too', async () => {
    const ip = '198.51.100.7';
    const account = await signUp(rest, t.outbox);
    for (let i = 0; i < 5; i += 1) await loginFrom(ip, account.email, WRONG);
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json().error).toMatchObject({
      message: MSG.tooManyAttempts,
      data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 },
    });
  });
});
