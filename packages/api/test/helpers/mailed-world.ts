import path from 'node:path';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import type { JobQueueOptions } from '../../src/jobs/job-queue';
import { createMailer, type Mailer } from '../../src/mail/mailer';
import type { TestApp } from './app';
import { createInvoiceWorld, type InvoiceWorld } from './org';
import type { SmtpSink } from './smtp-sink';

/** Three retries one to eight seconds apart: a delivery can run out of attempts within a test. */
export const QUICK_EMAIL_RETRIES = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 3 };

/** A mailer of the app that hands every message to the SMTP sink, as a real mail server would get it. */
export const sinkMailer = (t: TestApp, sink: SmtpSink): Mailer =>
  createMailer({
    smtpUrl: sink.url,
    from: 'Folio <no-reply@folio.test>',
    outboxDir: path.join(t.deps.config.dataDir, 'unused'),
    log: t.deps.log,
  });

/**
 * The invoice world with its emails going to `sink` (started here): its accounts were signed up
 * through the outbox, and from here on every mail goes to the SMTP server. With `clientEmail`, the
 * client Acme has that address (the one its documents are sent to).
 */
export async function createMailedInvoiceWorld(
  sink: SmtpSink,
  options: { clientEmail?: string; jobs?: JobQueueOptions | true } = {},
): Promise<InvoiceWorld> {
  await sink.start();
  const world = await createInvoiceWorld({ jobs: options.jobs ?? QUICK_EMAIL_RETRIES });
  if (options.clientEmail) {
    await world.t.handle.db
      .update(schema.clients)
      .set({ email: options.clientEmail })
      .where(eq(schema.clients.id, world.acme.id));
  }
  world.t.deps.mailer = sinkMailer(world.t, sink);
  return world;
}
