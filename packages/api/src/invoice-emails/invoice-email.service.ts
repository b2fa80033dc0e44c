import {
  ACTIVITY_ACTIONS,
  type Delivery,
  type DeliveryIdInput,
  INVOICE_EMAIL_MSG,
  type InvoiceEmailDraft,
  type Locale,
  type SendInvoiceInput,
  WORKSPACE_MSG,
} from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { assertInvoiceEmailQuota, lockOrganization } from '../core/plan-limits';
import { type OrgScope, type ReadScope, withTransaction } from '../core/scope';
import { lockInvoice, recordInvoiceActivity } from '../invoices/invoice-records';
import { loadInvoice } from '../invoices/invoices.queries';
import { JOB_QUEUES } from '../jobs/job-queue';
import { toDelivery } from './deliveries.queries';
import { invoiceEmailDraft } from './invoice-email-template';

const { clients, invoiceDeliveries, orgProfiles } = schema;

/** What the `invoice-email` job carries: the delivery to attempt (invoice-email.job.ts). */
export type InvoiceEmailJob = { deliveryId: string; orgId: string };

/** GET /invoices/{id}/email-draft: the send form's starting recipients, subject and message. */
export async function emailDraft(scope: OrgScope, id: string): Promise<InvoiceEmailDraft> {
  const invoice = await loadInvoice(scope, id);
  const contact = await draftContactOf(scope, invoice.client._id);
  return invoiceEmailDraft(invoice, scope.org.name, contact.email, contact.locale);
}

/**
 * The client's address and the draft's language, in one statement: the client's own language,
 * else the organization's (its business details), else English.
 */
async function draftContactOf(
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

function jobQueueOf(scope: OrgScope) {
  const jobs = scope.deps.jobs;
  // An API instance without a queue (some tests and scripts) cannot promise a delivery.
  if (!jobs) throw errors.unavailable(INVOICE_EMAIL_MSG.queueUnavailable);
  return jobs;
}

/**
 * POST /invoices/{id}/send: records a queued delivery and its job in one transaction, so the
 * answer's delivery is always attempted. The invoice is not marked sent here: only when the
 * mail server accepts the message (invoice-email.job.ts). Omitted fields come from the draft.
 */
export async function sendInvoice(scope: OrgScope, input: SendInvoiceInput): Promise<Delivery> {
  const jobs = jobQueueOf(scope);
  const sent = await withTransaction(scope, async (txScope) => {
    // The organization row first, as every plan-limited creation does: parallel sends cannot both
    // take the month's last free one, and a plan change since the request began is seen.
    const org = await lockOrganization(txScope.db, scope.org.id);
    const row = await lockInvoice(txScope, input.id);
    if (row.status === 'archived') throw errors.conflict(WORKSPACE_MSG.invoiceArchived);
    await assertInvoiceEmailQuota(txScope.db, org);
    const contact = await draftContactOf(txScope, row.clientId);
    const draft = invoiceEmailDraft(
      await loadInvoice(txScope, row.id),
      org.name,
      contact.email,
      contact.locale,
    );
    const recipients = input.recipients ?? draft.recipients;
    if (recipients.length === 0) throw errors.field('recipients', INVOICE_EMAIL_MSG.recipientsRequired);
    const [delivery] = await txScope.db
      .insert(invoiceDeliveries)
      .values({
        orgId: org.id,
        invoiceId: row.id,
        recipients,
        subject: input.subject ?? draft.subject,
        message: input.message ?? draft.message,
        requestedBy: scope.caller.id,
        requestedByName: scope.caller.name,
        requestedByEmail: scope.caller.email,
      })
      .returning();
    if (!delivery) throw new Error('invoice delivery insert returned nothing');
    await recordInvoiceActivity(txScope.db, scope.caller, row, ACTIVITY_ACTIONS.emailQueued, {
      deliveryId: delivery.id,
      recipients,
    });
    await jobs.send(
      JOB_QUEUES.invoiceEmail,
      { deliveryId: delivery.id, orgId: org.id } satisfies InvoiceEmailJob,
      {
        executor: txScope.db,
      },
    );
    return toDelivery(delivery);
  });
  // Committed: a worker of this process may take the job now.
  jobs.wake(JOB_QUEUES.invoiceEmail);
  return sent;
}

/**
 * POST /invoices/{id}/deliveries/{deliveryId}/retry: a failed delivery is queued again, with the
 * same recipients, subject and message; its attempts count on. Not a new send for the plan's limit.
 */
export async function retryDelivery(scope: OrgScope, input: DeliveryIdInput): Promise<Delivery> {
  const jobs = jobQueueOf(scope);
  const retried = await withTransaction(scope, async (txScope) => {
    const row = await lockInvoice(txScope, input.id);
    if (row.status === 'archived') throw errors.conflict(WORKSPACE_MSG.invoiceArchived);
    const [delivery] = isUuid(input.deliveryId)
      ? await txScope.db
          .select()
          .from(invoiceDeliveries)
          .where(
            and(
              eq(invoiceDeliveries.orgId, scope.org.id),
              eq(invoiceDeliveries.invoiceId, row.id),
              eq(invoiceDeliveries.id, input.deliveryId),
            ),
          )
          .for('update')
      : [];
    if (!delivery) throw errors.notFound(INVOICE_EMAIL_MSG.deliveryNotFound);
    if (delivery.status !== 'failed') throw errors.conflict(INVOICE_EMAIL_MSG.onlyFailedRetried);
    const [queued] = await txScope.db
      .update(invoiceDeliveries)
      .set({ status: 'queued' })
      .where(and(eq(invoiceDeliveries.orgId, scope.org.id), eq(invoiceDeliveries.id, delivery.id)))
      .returning();
    await recordInvoiceActivity(txScope.db, scope.caller, row, ACTIVITY_ACTIONS.emailQueued, {
      deliveryId: delivery.id,
      recipients: delivery.recipients,
      retry: true,
    });
    await jobs.send(
      JOB_QUEUES.invoiceEmail,
      { deliveryId: delivery.id, orgId: scope.org.id } satisfies InvoiceEmailJob,
      { executor: txScope.db },
    );
    return toDelivery(queued ?? delivery);
  });
  jobs.wake(JOB_QUEUES.invoiceEmail);
  return retried;
}
