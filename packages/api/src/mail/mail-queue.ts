import type { JobQueue } from '../jobs/job-queue';
import { JOB_QUEUES } from '../jobs/job-queue';
import type { Mailer, MailMessage } from './mailer';

/**
 * Where the account mails (verification, reset, invitations, email change) are handed over. In the
 * server they become jobs of the durable queue, so no request waits on the mail server and a mail
 * server outage delays them instead of losing them (jobs/workers.ts sends them).
 */
export type MailQueue = { send(message: MailMessage): Promise<void> };

/** Each message becomes a job of the `mail` queue: written to the database, sent by a worker. */
export const queuedMail = (queue: Pick<JobQueue, 'send' | 'wake'>): MailQueue => ({
  async send(message) {
    await queue.send(JOB_QUEUES.mail, message);
    queue.wake(JOB_QUEUES.mail);
  },
});

/**
 * Sends at once through the current mailer: for API instances without a job queue (most API
 * tests, which read the outbox right after a request, and scripts). The server never uses it.
 */
export const immediateMail = (mailer: () => Mailer): MailQueue => ({
  async send(message) {
    await mailer().send(message);
  },
});
