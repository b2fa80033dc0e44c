import type { Database } from '@folio/db';
import type { LoginLimiter } from './auth/login-limiter';
import type { ApiConfig } from './config';
import type { BackgroundTasks } from './core/background';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { RateLimits } from './rate-limit/limiters';

export type Logger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

/** The long-lived things every request shares. Built once by createApiDeps(). */
export type ApiDeps = {
  db: Database;
  config: ApiConfig;
  mailer: Mailer;
  log: Logger;
  loginLimiter: LoginLimiter;
  /** Request budgets of the mail-sending and credential endpoints (rate-limit/budgets.ts). */
  rateLimits: RateLimits;
  /** Work finished after the answer; drained before shutdown. */
  background: BackgroundTasks;
  /** The durable job queue, where the server runs one (jobs/job-queue.ts); reported by health. */
  jobs?: Pick<JobQueue, 'status'>;
  /** Waits for background work, then closes what these deps opened (the Redis connection). */
  close(): Promise<void>;
};
