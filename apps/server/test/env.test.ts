import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'folio-env-'));

describe('loadEnv', () => {
  it('works with nothing set: port 3000 on 127.0.0.1, PGlite, mail outbox, rate limits on', () => {
    const dir = tempDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined, production: false });
    expect(env.api).toMatchObject({
      appUrl: 'http://localhost:3000',
      rateLimits: true,
      secureCookies: false,
    });
    expect(env.api.smtpUrl).toBeUndefined();
    expect(env.api.stripe).toBeUndefined();
    expect(env.jobWorkers).toBe(true);
  });

  it('works jobs apart (JOB_WORKERS=off) only on PostgreSQL, whose queue another process can reach', () => {
    const dir = tempDir();
    expect(() => loadEnv({ DATA_DIR: dir, JOB_WORKERS: 'off' })).toThrow(
      'JOB_WORKERS=off needs DATABASE_URL: with the embedded database the server works its own jobs',
    );
    const apart = loadEnv({ DATA_DIR: dir, JOB_WORKERS: 'off', DATABASE_URL: 'postgres://db.example/folio' });
    expect(apart.jobWorkers).toBe(false);
    expect(() => loadEnv({ DATA_DIR: dir, JOB_WORKERS: 'sometimes' })).toThrow(/JOB_WORKERS/);
  });

  it('sends the activity email daily unless ACTIVITY_DIGEST_INTERVAL_SECONDS names a whole number of seconds', () => {
    const dir = tempDir();
    expect(loadEnv({ DATA_DIR: dir }).api.activityDigestIntervalSeconds).toBeUndefined();
    expect(
      loadEnv({ DATA_DIR: dir, ACTIVITY_DIGEST_INTERVAL_SECONDS: '30' }).api.activityDigestIntervalSeconds,
    ).toBe(30);
    for (const bad of ['0', '1.5', 'hourly', '604801'])
      expect(() => loadEnv({ DATA_DIR: dir, ACTIVITY_DIGEST_INTERVAL_SECONDS: bad })).toThrow(
        /ACTIVITY_DIGEST_INTERVAL_SECONDS must be a whole number of seconds from 1 to 604800/,
      );
  });

  it('generates a development JWT secret once and keeps it in DATA_DIR (owner-only)', () => {
    const dir = tempDir();
    const first = loadEnv({ DATA_DIR: dir }).api.jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadEnv({ DATA_DIR: dir }).api.jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('refuses to start in production without JWT_SECRET, or with RATE_LIMITS=off', () => {
    const dir = tempDir();
    expect(() => loadEnv({ DATA_DIR: dir, NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
    const secret = 'x'.repeat(40);
    expect(() =>
      loadEnv({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: secret, RATE_LIMITS: 'off' }),
    ).toThrow(/RATE_LIMITS=off/);
    const env = loadEnv({
      DATA_DIR: dir,
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      APP_URL: 'https://folio.example',
      MOCK_BILLING: 'on',
      MAIL_OUTBOX: 'on',
    });
    expect(env.api).toMatchObject({
      secureCookies: true,
      jwtSecret: secret,
      appUrl: 'https://folio.example',
    });
  });

  it('refuses production without Stripe keys or SMTP unless mock billing and the outbox are asked for', () => {
    const dir = tempDir();
    const base = { DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadEnv({ ...base, SMTP_URL: 'smtp://mail.example' })).toThrow(/MOCK_BILLING=on/);
    expect(() => loadEnv({ ...base, STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(/MAIL_OUTBOX=on/);
    expect(() => loadEnv({ ...base, MOCK_BILLING: 'on' })).toThrow(/SMTP_URL/);
    const real = loadEnv({ ...base, STRIPE_SECRET_KEY: 'sk_live_1', SMTP_URL: 'smtp://mail.example' });
    expect(real.api).toMatchObject({ smtpUrl: 'smtp://mail.example', stripe: { secretKey: 'sk_live_1' } });
    const chosen = loadEnv({ ...base, MOCK_BILLING: 'on', MAIL_OUTBOX: 'on' });
    expect(chosen.api.stripe).toBeUndefined();
    expect(chosen.api.smtpUrl).toBeUndefined();
    // Contradictions are refused in every mode.
    expect(() => loadEnv({ DATA_DIR: dir, STRIPE_SECRET_KEY: 'sk_test_1', MOCK_BILLING: 'on' })).toThrow(
      /not both/,
    );
    expect(() => loadEnv({ DATA_DIR: dir, SMTP_URL: 'smtp://x', MAIL_OUTBOX: 'on' })).toThrow(/not both/);
    // Development keeps its zero-setup defaults.
    expect(() => loadEnv({ DATA_DIR: dir })).not.toThrow();
  });

  it('keeps webhooks to public https targets in production unless WEBHOOK_ALLOW_PRIVATE=on', () => {
    const dir = tempDir();
    const production = {
      DATA_DIR: dir,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      MOCK_BILLING: 'on',
      MAIL_OUTBOX: 'on',
    };
    expect(loadEnv(production).api.webhooks).toEqual({ publicTargetsOnly: true });
    expect(loadEnv({ ...production, WEBHOOK_ALLOW_PRIVATE: 'off' }).api.webhooks).toEqual({
      publicTargetsOnly: true,
    });
    // An empty value counts as unset.
    expect(loadEnv({ ...production, WEBHOOK_ALLOW_PRIVATE: '' }).api.webhooks).toEqual({
      publicTargetsOnly: true,
    });
    expect(loadEnv({ ...production, WEBHOOK_ALLOW_PRIVATE: 'on' }).api.webhooks).toEqual({
      publicTargetsOnly: false,
    });
    // Development allows http and loopback targets either way.
    expect(loadEnv({ DATA_DIR: dir }).api.webhooks).toEqual({ publicTargetsOnly: false });
    expect(() => loadEnv({ ...production, WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(/WEBHOOK_ALLOW_PRIVATE/);
  });

  it('turns on Stripe only with STRIPE_SECRET_KEY, and rejects a bad PORT', () => {
    const dir = tempDir();
    expect(
      loadEnv({ DATA_DIR: dir, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_PRO: 'price_1' }).api.stripe,
    ).toMatchObject({
      secretKey: 'sk_test_1',
      pricePro: 'price_1',
    });
    expect(() => loadEnv({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('TRUST_PROXY and REDIS_URL', () => {
  it('TRUST_PROXY is a number of proxy hops (true is 1, false or unset none), or the proxies’ addresses', () => {
    const dir = tempDir();
    const trust = (value?: string) =>
      loadEnv({ DATA_DIR: dir, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
    expect(trust()).toBe(0);
    expect(trust('false')).toBe(0);
    expect(trust('true')).toBe(1);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.1.0.0/16,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    for (const bad of ['yes', '-1', '1.5', '10.0.0.0/33', 'proxy.example']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('REDIS_URL moves the rate-limit counters to Redis; unset they stay in the database', () => {
    const dir = tempDir();
    expect(loadEnv({ DATA_DIR: dir }).api.redisUrl).toBeUndefined();
    expect(loadEnv({ DATA_DIR: dir, REDIS_URL: 'redis://cache:6379/0' }).api.redisUrl).toBe(
      'redis://cache:6379/0',
    );
    expect(() => loadEnv({ DATA_DIR: dir, REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
  });
});
