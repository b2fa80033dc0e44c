import type { Database } from '@folio/db';
import type { LoginLimiter } from './auth/login-limiter';
import type { ApiConfig } from './config';
import type { Mailer } from './mail/mailer';

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
};
