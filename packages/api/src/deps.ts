import type { Database } from '@folio/db';
import type { LoginLimiter } from './auth/login-limiter';
import type { ApiConfig } from './config';
import type { BackgroundTasks } from './core/background';
import type { Logger } from './core/logger';
import type { InvoicePdfRenderer } from './invoices/invoice-pdf-renderer';
import type { JobQueue } from './jobs/job-queue';
import type { MailQueue } from './mail/mail-queue';
import type { Mailer } from './mail/mailer';
import type { RateLimits } from './rate-limit/limiters';

/** The long-lived things every request shares. Built once by createApiDeps(). */
export type ApiDeps = {
  db: Database;
  config: ApiConfig;
  /** Sends one message (SMTP or the outbox): the job workers' transport. */
  mailer: Mailer;
  /** Where requests hand their account mails over: the job queue where there is one. */
  mail: MailQueue;
  /** Renders invoice PDFs in worker threads: GET /invoices/{id}/pdf and the invoice emails. */
  pdf: InvoicePdfRenderer;
  log: Logger;
  loginLimiter: LoginLimiter;
  /** Request budgets of the mail-sending and credential endpoints (rate-limit/budgets.ts). */
  rateLimits: RateLimits;
  /** Work finished after the answer; drained before shutdown. */
  background: BackgroundTasks;
  /**
   * The durable job queue, where the server runs one (jobs/job-queue.ts): invoice emails need it,
   * account mails go through it, and health reports it.
   */
  jobs?: JobQueue;
  /** Waits for background work, then closes what these deps opened (Redis, the PDF threads). */
  close(): Promise<void>;
};
