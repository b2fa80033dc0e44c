import { INVOICE_EMAIL_MSG, type Locale } from '@folio/contracts';
import { type DeliveryRow, schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../core/activity';
import { errors } from '../core/errors';
import type { OrgScope, ReadScope } from '../core/scope';
import { JOB_QUEUES, type JobQueue } from '../jobs/job-queue';

const { clients, invoiceDeliveries, orgProfiles } = schema;

/** What the `invoice-email` job carries: the delivery to attempt (invoice-email.job.ts). */
export type InvoiceEmailJob = { deliveryId: string; orgId: string };

/**
 * The client's address and the draft's language, in one statement: the client's own language,
 * else the organization's (its business details), else English. Invoices and quotes alike.
 */
export async function documentContactOf(
  scope: ReadScope,
  clientId: string,
): Promise<{ email: string | null; locale: Locale }> {
  const [row] = await scope.db
    .select({ email: clients.email, clientLocale: clients.locale, orgLocale: orgProfiles.locale })
    .from(clients)
    .leftJoin(orgProfiles, eq(orgProfiles.orgId, clients.orgId))
    .where(and(eq(clients.orgId, scope.org.id), eq(clients.id, clientId)));
  return { email: row?.email ?? null, locale: row?.clientLocale ?? row?.orgLocale ?? 'en' };
}

/** The job queue the emails go through; an API instance without one (some tests and scripts) cannot promise a delivery. */
export function emailJobQueue(scope: Pick<OrgScope, 'deps'>): JobQueue {
  const jobs = scope.deps.jobs;
  if (!jobs) throw errors.unavailable(INVOICE_EMAIL_MSG.queueUnavailable);
  return jobs;
}

/**
 * Adds the delivery's `invoice-email` job in the caller's transaction, so that the job exists
 * exactly when the delivery does and every answered delivery is attempted.
 */
export async function enqueueDeliveryJob(
  jobs: JobQueue,
  txScope: Pick<ReadScope, 'db' | 'org'>,
  deliveryId: string,
): Promise<void> {
  await jobs.send(JOB_QUEUES.invoiceEmail, { deliveryId, orgId: txScope.org.id } satisfies InvoiceEmailJob, {
    executor: txScope.db,
  });
}

/**
 * A new queued delivery of one document (an invoice, or a quote with kind `quote`) and its job, in
 * the caller's transaction; the caller records its own activity entry.
 */
export async function queueDelivery(
  jobs: JobQueue,
  txScope: Pick<ReadScope, 'db' | 'org'>,
  requestedBy: Actor,
  values: Pick<DeliveryRow, 'recipients' | 'subject' | 'message'> &
    ({ invoiceId: string } | { quoteId: string; kind: 'quote' }),
): Promise<DeliveryRow> {
  const [delivery] = await txScope.db
    .insert(invoiceDeliveries)
    .values({
      orgId: txScope.org.id,
      ...values,
      requestedBy: requestedBy.id,
      requestedByName: requestedBy.name,
      requestedByEmail: requestedBy.email,
    })
    .returning();
  if (!delivery) throw new Error('delivery insert returned nothing');
  await enqueueDeliveryJob(jobs, txScope, delivery.id);
  return delivery;
}
