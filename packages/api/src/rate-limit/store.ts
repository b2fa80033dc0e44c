import { type Database, schema } from '@folio/db';
import { lt } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { RateLimiterDrizzle, RateLimiterRedis, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../core/logger';
import type { Budget } from './budgets';

/**
 * Where request budgets are counted: a place every instance of the server shares, never one
 * process's memory, so that two instances behind a load balancer do not double a limit.
 */
export type LimiterStore = {
  kind: 'postgres' | 'redis';
  /** A limiter counting `budget` under keys `<name>:<key>`. Limiters are cheap; the store is shared. */
  limiter(name: string, budget: Budget): RateLimiterStoreAbstract;
  close(): Promise<void>;
};

/** Expired rows of rate_limits are removed this often (PostgreSQL; Redis expires keys itself). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * PostgreSQL (the app's own database, table rate_limits; PGlite too) unless `redisUrl` is given.
 * `namespace` prefixes every key, so that tests sharing one Redis do not see each other's counts.
 */
export function createLimiterStore(options: {
  db: Database;
  log: Logger;
  redisUrl?: string | undefined;
  namespace?: string | undefined;
}): LimiterStore {
  const prefix = (name: string) => (options.namespace ? `${options.namespace}:${name}` : name);
  if (options.redisUrl) return redisStore(options.redisUrl, prefix, options.log);
  return postgresStore(options.db, prefix);
}

function postgresStore(db: Database, prefix: (name: string) => string): LimiterStore {
  // One sweep for the whole table, rather than the library's timer per limiter.
  const sweep = setInterval(() => {
    db.delete(schema.rateLimits)
      .where(lt(schema.rateLimits.expire, new Date()))
      .catch(() => {
        /* the next sweep tries again; a stale row is ignored by reads anyway */
      });
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  return {
    kind: 'postgres',
    limiter: (name, budget) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: schema.rateLimits,
        keyPrefix: prefix(name),
        points: budget.points,
        duration: budget.durationSeconds,
        clearExpiredByTimeout: false,
      }),
    close: async () => clearInterval(sweep),
  };
}

function redisStore(url: string, prefix: (name: string) => string, log: Logger): LimiterStore {
  // A few retries, then the request fails rather than waiting for Redis indefinitely.
  const client = new Redis(url, { maxRetriesPerRequest: 2 });
  // ioredis reconnects by itself; without a listener each failure would go to stderr unformatted.
  client.on('error', (error: Error) => log.warn({ err: error }, 'rate-limit store (Redis) unavailable'));
  return {
    kind: 'redis',
    limiter: (name, budget) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: prefix(name),
        points: budget.points,
        duration: budget.durationSeconds,
      }),
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
