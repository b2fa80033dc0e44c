import path from 'node:path';
import type { Database } from '@folio/db';
import { createLoginLimiter } from './auth/login-limiter';
import type { ApiConfig } from './config';
import type { ApiDeps, Logger } from './deps';
import { createMailer, type Mailer } from './mail/mailer';

export function createApiDeps(options: {
  db: Database;
  config: ApiConfig;
  log: Logger;
  mailer?: Mailer;
}): ApiDeps {
  return {
    db: options.db,
    config: options.config,
    log: options.log,
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: options.config.smtpUrl,
        from: options.config.mailFrom,
        outboxDir: path.join(options.config.dataDir, 'mail'),
        log: options.log,
      }),
    loginLimiter: createLoginLimiter(options.config.rateLimits),
  };
}
