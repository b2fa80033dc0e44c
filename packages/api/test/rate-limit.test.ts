import { MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { delayAfter } from '../src/auth/login-limiter';
import { LOGIN_THROTTLE } from '../src/rate-limit/budgets';
import {
  expectRefused,
  type LimitedAnswer,
  loginFrom,
  openLoginGate,
  setLoginFailures,
  useRateLimitedApp,
} from './helpers/rate-limits';
import { type Account, restClient, signUp, uniqueEmail } from './helpers/rest';

const { t, setup } = useRateLimitedApp();

const WRONG = 'Wrong-Passw0rd';
const newAccount = (): Promise<Account> => signUp(restClient(setup.app), setup.outbox);
const login = (ip: string, email: string, password: string) => loginFrom(t, ip, email, password);
const DAY = 24 * 60 * 60;

function expectWait(res: LimitedAnswer, seconds: number) {
  expect(expectRefused(res, LOGIN_THROTTLE.maxDelaySeconds, MSG.tooManyAttempts)).toBe(seconds);
}

describe('sign-in throttling (NIST SP 800-63B: throttle, no lock under 100 failures)', () => {
  it('after 5 failures each attempt waits, doubling from 1 s to a minute; the owner gets in once the wait is over', async () => {
    const ip = '198.51.100.1';
    const account = await newAccount();
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i += 1) {
      const res = await login(ip, account.email, WRONG);
      expect(res.status, `failure ${i + 1}`).toBe(401);
      expect(res.body).toEqual({ msg: MSG.invalidCredentials });
      expect(res.retryAfter).toBeUndefined();
    }
    const waits: number[] = [];
    for (let failures = LOGIN_THROTTLE.freeFailures; failures <= 12; failures += 1) {
      // Even the right password waits: the answer must not tell whether a guess would have been right.
      const early = await login(ip, account.email, account.password);
      waits.push(Number(early.retryAfter));
      expectWait(early, delayAfter(failures));
      await openLoginGate(t, account.email);
      expect((await login(ip, account.email, WRONG)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);

    // Another address waits as well: the delay belongs to the account.
    expectWait(await login('198.51.100.2', account.email.toUpperCase(), account.password), 60);
    await openLoginGate(t, account.email);
    expect((await login('198.51.100.2', account.email, account.password)).status).toBe(200);

    // The success cleared the count: five failures are free again.
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i += 1) {
      expect((await login(ip, account.email, WRONG)).status).toBe(401);
    }
    // Other accounts are not affected, from the same address either.
    const other = await newAccount();
    expect((await login(ip, other.email, other.password)).status).toBe(200);
  });

  it('counts only failures: a successful sign-in clears the account’s count', async () => {
    const ip = '198.51.100.3';
    const account = await newAccount();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) expect((await login(ip, account.email, WRONG)).status).toBe(401);
      expect((await login(ip, account.email, account.password)).status).toBe(200);
    }
  });

  it('locks nothing under 100 failures; the 100th locks the account until the window passes', async () => {
    const account = await newAccount();
    await setLoginFailures(t, account.email, 98);
    expect((await login('198.51.100.4', account.email, WRONG)).status).toBe(401); // the 99th
    expectWait(await login('198.51.100.4', account.email, account.password), 60);
    await openLoginGate(t, account.email);
    expect((await login('198.51.100.4', account.email, account.password)).status).toBe(200);

    await setLoginFailures(t, account.email, LOGIN_THROTTLE.lockAfter - 1);
    expect((await login('198.51.100.5', account.email, WRONG)).status).toBe(401); // the 100th
    await openLoginGate(t, account.email);
    for (const ip of ['198.51.100.5', '198.51.100.6']) {
      const locked = await login(ip, account.email, account.password);
      const seconds = expectRefused(locked, DAY, MSG.tooManyAttempts);
      expect(seconds).toBeGreaterThan(DAY - 60);
    }
  });

  it('blocks an address after 20 failures across different accounts', async () => {
    const ip = '203.0.113.9';
    const victim = await newAccount();
    for (let i = 0; i < LOGIN_THROTTLE.perAddress.points; i += 1) {
      const res = await login(ip, uniqueEmail(`spray${i}`), WRONG);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    expectRefused(await login(ip, uniqueEmail('spray'), WRONG), 15 * 60, MSG.tooManyAttempts);
    expectRefused(await login(ip, victim.email, victim.password), 15 * 60, MSG.tooManyAttempts);
    // The account itself is fine from another address.
    expect((await login('203.0.113.10', victim.email, victim.password)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, so rotating addresses within it does not escape', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perAddress.points; i += 1) {
      const res = await login(`2001:db8:1:2::${(i + 1).toString(16)}`, uniqueEmail(`v6spray${i}`), WRONG);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    expectRefused(
      await login('2001:db8:1:2:ffff::1', uniqueEmail('v6'), WRONG),
      15 * 60,
      MSG.tooManyAttempts,
    );
    expect((await login('2001:db8:1:3::1', uniqueEmail('v6other'), WRONG)).status).toBe(401);
  });

  it('holds under parallel attempts: of 12 at once, the 5 free ones and one through the gate are checked', async () => {
    const ip = '198.51.100.20';
    const account = await newAccount();
    const results = await Promise.all(Array.from({ length: 12 }, () => login(ip, account.email, WRONG)));
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_THROTTLE.freeFailures + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - LOGIN_THROTTLE.freeFailures - 1);
    expectRefused(await login(ip, account.email, account.password), 60, MSG.tooManyAttempts);
  });

  it('holds for a tRPC batch of many logins in one request', async () => {
    const ip = '198.51.100.21';
    const account = await newAccount();
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
    expect(codes.filter((code) => code === 401)).toHaveLength(LOGIN_THROTTLE.freeFailures + 1);
    expect(codes.filter((code) => code === 429)).toHaveLength(calls - LOGIN_THROTTLE.freeFailures - 1);
  });

  it('answers 429 with Retry-After over /trpc too', async () => {
    const ip = '198.51.100.7';
    const account = await newAccount();
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i += 1) await login(ip, account.email, WRONG);
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json().error).toMatchObject({
      message: MSG.tooManyAttempts,
      data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 },
    });
  });
});
