import path from 'node:path';
import type { Database } from '@folio/db';
import { createLoginLimiter } from './auth/login-limiter';
import type { ApiConfig } from './config';
import { createBackgroundTasks } from './core/background';
import type { Logger } from './core/logger';
import type { ApiDeps } from './deps';
import { createInvoicePdfRenderer } from './invoices/invoice-pdf-renderer';
import { immediateMail, queuedMail } from './mail/mail-queue';
import { createMailer, type Mailer } from './mail/mailer';
import { createRateLimits } from './rate-limit/limiters';
import { createLimiterStore } from './rate-limit/store';

export function createApiDeps(options: {
  db: Database;
  config: ApiConfig;
  log: Logger;
  mailer?: Mailer;
  /** Prefixes rate-limit keys (tests sharing one Redis). */
  rateLimitNamespace?: string;
  jobs?: ApiDeps['jobs'];
}): ApiDeps {
  const store = options.config.rateLimits
    ? createLimiterStore({
        db: options.db,
        log: options.log,
        redisUrl: options.config.redisUrl,
        namespace: options.rateLimitNamespace,
      })
    : null;
  const background = createBackgroundTasks(options.log);
  const pdf = createInvoicePdfRenderer();
  const deps: ApiDeps = {
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
    // Without a queue (API tests, scripts) a mail is sent by the request itself, through whichever
    // mailer the deps hold at that moment.
    mail: options.jobs ? queuedMail(options.jobs) : immediateMail(() => deps.mailer),
    pdf,
    loginLimiter: createLoginLimiter(store),
    rateLimits: createRateLimits(store),
    background,
    ...(options.jobs ? { jobs: options.jobs } : {}),
    async close() {
      await background.drain();
      await store?.close();
      await pdf.close();
    },
  };
  return deps;
}
