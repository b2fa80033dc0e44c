import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ApiConfig,
  parseActivityDigestInterval,
  parseRecurringScanSeconds,
  parseReminderScanSeconds,
} from '@folio/api';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** The only module that reads process.env; the README's Configuration table lists every variable. */
const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().optional(),
  APP_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Folio <no-reply@folio.local>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_PRO: z.string().optional(),
  STRIPE_PRICE_BUSINESS: z.string().optional(),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** Production only: mock billing and the file outbox must be asked for, never fallen into. */
  MOCK_BILLING: z.enum(['on', 'off']).default('off'),
  MAIL_OUTBOX: z.enum(['on', 'off']).default('off'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'expected false, true, a number of proxy hops, or proxy addresses/subnets',
        });
        return z.NEVER;
      }
      return trust;
    }),
  /** Rate-limit counters in Redis (shared by every instance) instead of the database. */
  REDIS_URL: z.string().url().optional(),
  /** off: this server only queues jobs, and `npm run worker` processes work them (PostgreSQL only). */
  JOB_WORKERS: z.enum(['on', 'off']).default('on'),
  /** Unset: the activity email goes out daily at 08:00 in each member's time zone. */
  ACTIVITY_DIGEST_INTERVAL_SECONDS: z.string().optional(),
  /** How often due payment reminders are looked for (seconds; default 3600). */
  REMINDER_SCAN_SECONDS: z.string().optional(),
  RECURRING_SCAN_SECONDS: z.string().optional(),
  /** on: webhooks may target http and private or loopback addresses in production too. */
  WEBHOOK_ALLOW_PRIVATE: z.enum(['on', 'off']).default('off'),
});

export type ServerEnv = {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** Proxy hops (0: none) or proxy addresses whose X-Forwarded-For is believed (trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Whether this server process works the job queue (mails, invoice emails) itself. */
  jobWorkers: boolean;
  api: ApiConfig;
};

/** Dev and test: a secret generated once and kept in DATA_DIR, so sessions survive restarts. */
function devJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * Without Stripe keys checkout activates paid plans for free (mock billing), and without SMTP the
 * emails with their sign-in links land in files on the server (the outbox). Both are right for
 * development and demos, and a silent disaster in production: there they must be chosen.
 */
function assertProductionModes(env: z.infer<typeof envSchema>, production: boolean) {
  if (env.STRIPE_SECRET_KEY && env.MOCK_BILLING === 'on') {
    throw new Error('Set either STRIPE_SECRET_KEY or MOCK_BILLING=on, not both');
  }
  if (env.SMTP_URL && env.MAIL_OUTBOX === 'on') {
    throw new Error('Set either SMTP_URL or MAIL_OUTBOX=on, not both');
  }
  if (!production) return;
  if (!env.STRIPE_SECRET_KEY && env.MOCK_BILLING !== 'on') {
    throw new Error(
      'NODE_ENV=production needs STRIPE_SECRET_KEY (real billing) or MOCK_BILLING=on (paid plans free of charge)',
    );
  }
  if (!env.SMTP_URL && env.MAIL_OUTBOX !== 'on') {
    throw new Error(
      'NODE_ENV=production needs SMTP_URL (real mail) or MAIL_OUTBOX=on (emails kept as files)',
    );
  }
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (production && !env.JWT_SECRET) throw new Error('JWT_SECRET is required when NODE_ENV=production');
  if (production && env.RATE_LIMITS === 'off')
    throw new Error('RATE_LIMITS=off is refused when NODE_ENV=production');
  assertProductionModes(env, production);
  if (env.JOB_WORKERS === 'off' && !env.DATABASE_URL) {
    // The embedded database belongs to one process: no worker process could reach its queue.
    throw new Error(
      'JOB_WORKERS=off needs DATABASE_URL: with the embedded database the server works its own jobs',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  return {
    production,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    jobWorkers: env.JOB_WORKERS === 'on',
    api: {
      appUrl,
      jwtSecret: env.JWT_SECRET ?? devJwtSecret(dataDir),
      secureCookies: production,
      rateLimits: env.RATE_LIMITS === 'on',
      redisUrl: env.REDIS_URL,
      dataDir,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      activityDigestIntervalSeconds: parseActivityDigestInterval(env.ACTIVITY_DIGEST_INTERVAL_SECONDS),
      reminderScanSeconds: parseReminderScanSeconds(env.REMINDER_SCAN_SECONDS),
      recurringScanSeconds: parseRecurringScanSeconds(env.RECURRING_SCAN_SECONDS),
      webhooks: { publicTargetsOnly: production && env.WEBHOOK_ALLOW_PRIVATE !== 'on' },
      ...(env.STRIPE_SECRET_KEY
        ? {
            stripe: {
              secretKey: env.STRIPE_SECRET_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET,
              pricePro: env.STRIPE_PRICE_PRO,
              priceBusiness: env.STRIPE_PRICE_BUSINESS,
            },
          }
        : {}),
    },
  };
}
