import { randomUUID } from 'node:crypto';
import { MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, LOGIN_KEYS, LOGIN_THROTTLE } from '../src/rate-limit/budgets';
import { createTestApp, type TestApp } from './helpers/app';
import { expectRefused, loginFrom, requestFrom } from './helpers/rate-limits';
import { restClient, signUp, uniqueEmail } from './helpers/rest';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Whether a Redis answers at REDIS_URL (TEST_REDIS_URL, which .ci/run sets after starting one).
 * Without one these tests are skipped on a developer's machine; under CI a missing Redis fails.
 */
async function redisAnswers() {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const available = await redisAnswers();
if (!available && process.env.CI)
  throw new Error(`rate-limit-redis: no Redis at ${REDIS_URL}, required under CI`);
if (!available) console.warn(`rate-limit-redis: no Redis at ${REDIS_URL}, tests skipped`);

describe.skipIf(!available)('rate limits in Redis (REDIS_URL), shared by two instances', () => {
  // Each run counts under its own prefix, so that runs sharing one Redis never see each other.
  const namespace = `folio-test-${randomUUID()}`;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const options = { rateLimits: true, config: { redisUrl: REDIS_URL }, rateLimitNamespace: namespace };
    a = await createTestApp(options);
    b = await createTestApp({ ...options, sharedDatabase: a });
  });
  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${namespace}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await b?.close();
    await a?.close();
  });

  it('a per-address budget spent on both instances is refused at its limit, and nothing is counted in the database', async () => {
    const ip = '192.0.2.30';
    for (let i = 0; i < BUDGETS.forgotPassword.address.points; i += 1) {
      const res = await requestFrom(i % 2 === 0 ? a : b, ip, 'POST', '/api/auth/forgot-password', {
        email: uniqueEmail(`redis${i}`),
      });
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    for (const instance of [a, b]) {
      const res = await requestFrom(instance, ip, 'POST', '/api/auth/forgot-password', {
        email: uniqueEmail('redis.over'),
      });
      expectRefused(res, 15 * 60);
    }
    expect(await a.handle.db.select().from(schema.rateLimits)).toEqual([]);
  });

  it('the sign-in throttle counts failures on both instances, and a success clears them', async () => {
    const account = await signUp(restClient(a.app), a.outbox);
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i += 1) {
      const res = await loginFrom(i % 2 === 0 ? a : b, '192.0.2.31', account.email, 'Wrong-Passw0rd');
      expect(res.status).toBe(401);
    }
    const early = await loginFrom(b, '192.0.2.31', account.email, account.password);
    expect(expectRefused(early, 1, MSG.tooManyAttempts)).toBe(1);
    // As if the second had passed: the account's gate key expires.
    const redis = new Redis(REDIS_URL);
    expect(await redis.del(`${namespace}:${LOGIN_KEYS.gate}:${account.email.toLowerCase()}`)).toBe(1);
    redis.disconnect();
    expect((await loginFrom(a, '192.0.2.31', account.email, account.password)).status).toBe(200);
    expect((await loginFrom(b, '192.0.2.31', account.email, 'Wrong-Passw0rd')).status).toBe(401);
  });
});
