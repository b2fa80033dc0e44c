import { startActivityDigest } from '../activity-digest/activity-digest.job';
import type { ApiDeps } from '../deps';
import { startIdempotencyCleanup } from '../idempotency/idempotency-cleanup.job';
import type { InvoiceEmailJob } from '../invoice-emails/document-delivery';
import { invoiceEmailWorker } from '../invoice-emails/invoice-email.job';
import type { MailMessage } from '../mail/mailer';
import { describeSendFailure } from '../mail/send-failure';
import { startRecurringScan } from '../recurring-invoices/recurring-scan.job';
import { startReminderScan } from '../reminders/reminder-scan.job';
import { startWebhookDelivery } from '../webhooks/webhook-delivery';
import { JOB_QUEUES, type JobQueue } from './job-queue';

/**
 * Works Folio's queues in this process: the server does by default, `npm run worker` does for
 * deployments that run workers apart (JOB_WORKERS=off on the servers).
 */
export async function startJobWorkers(queue: JobQueue, deps: ApiDeps): Promise<void> {
  // Once a mail is sent or given up, its job keeps the subject only: the links in the text carry
  // tokens that the database otherwise stores only as hashes.
  const forget = async (id: string, subject: string) => {
    try {
      await queue.redact(JOB_QUEUES.mail, id, { subject });
    } catch (error) {
      deps.log.error({ err: error, subject }, 'could not redact a finished mail job');
    }
  };
  await queue.work<MailMessage>(JOB_QUEUES.mail, async (job) => {
    try {
      await deps.mailer.send(job.data);
    } catch (error) {
      const failure = describeSendFailure(error);
      const final = failure.permanent || job.retryCount >= job.retryLimit;
      // The subject says which mail it was; the address and the link stay out of the log.
      deps.log.error(
        { err: error, subject: job.data.subject, attempt: job.retryCount + 1, reason: failure.reason },
        final ? 'sending mail failed for good' : 'sending mail failed, will retry',
      );
      if (final) await forget(job.id, job.data.subject);
      if (!failure.permanent) throw error;
      return;
    }
    await forget(job.id, job.data.subject);
  });
  await queue.work<InvoiceEmailJob>(JOB_QUEUES.invoiceEmail, invoiceEmailWorker(deps));
  // The daily activity email: its queue, its schedule (pg-boss cron, or the interval chain) and its worker.
  await startActivityDigest(queue, deps);
  // Webhook deliveries and the sweeper that re-queues those whose job was lost.
  await startWebhookDelivery(queue, deps);
  // The daily clean-up of expired idempotency keys (a pg-boss schedule).
  await startIdempotencyCleanup(queue, deps);
  // The payment reminder scan, every REMINDER_SCAN_SECONDS (a pg-boss schedule, or the interval chain).
  await startReminderScan(queue, deps);
  // The recurring invoices' scan, every RECURRING_SCAN_SECONDS and when a series is saved.
  await startRecurringScan(queue, deps);
}
