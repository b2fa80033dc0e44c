import {
  ACTIVITY_ACTIONS,
  type Delivery,
  type DeliveryIdInput,
  INVOICE_EMAIL_MSG,
  type InvoiceEmailDraft,
  type SendInvoiceInput,
  WORKSPACE_MSG,
} from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { assertInvoiceEmailQuota, lockOrganization } from '../core/plan-limits';
import { type OrgScope, withTransaction } from '../core/scope';
import { lockInvoice, recordInvoiceActivity } from '../invoices/invoice-records';
import { loadInvoice } from '../invoices/invoices.queries';
import { JOB_QUEUES } from '../jobs/job-queue';
import { toDelivery } from './deliveries.queries';
import { documentContactOf, emailJobQueue, enqueueDeliveryJob, queueDelivery } from './document-delivery';
import { invoiceEmailDraft } from './invoice-email-template';

const { invoiceDeliveries } = schema;

/** GET /invoices/{id}/email-draft: the send form's starting recipients, subject and message. */
export async function emailDraft(scope: OrgScope, id: string): Promise<InvoiceEmailDraft> {
  const invoice = await loadInvoice(scope, id);
  const contact = await documentContactOf(scope, invoice.client._id);
  return invoiceEmailDraft(invoice, scope.org.name, contact.email, contact.locale);
}

/**
 * POST /invoices/{id}/send: records a queued delivery and its job in one transaction, so the
 * answer's delivery is always attempted. The invoice is not marked sent here: only when the
 * mail server accepts the message (invoice-email.job.ts). Omitted fields come from the draft.
 */
export async function sendInvoice(scope: OrgScope, input: SendInvoiceInput): Promise<Delivery> {
  const jobs = emailJobQueue(scope);
  const sent = await withTransaction(scope, async (txScope) => {
    // The organization row first, as every plan-limited creation does: parallel sends cannot both
    // take the month's last free one, and a plan change since the request began is seen.
    const org = await lockOrganization(txScope.db, scope.org.id);
    const row = await lockInvoice(txScope, input.id);
    if (row.status === 'archived') throw errors.conflict(WORKSPACE_MSG.invoiceArchived);
    await assertInvoiceEmailQuota(txScope.db, org);
    const contact = await documentContactOf(txScope, row.clientId);
    const draft = invoiceEmailDraft(
      await loadInvoice(txScope, row.id),
      org.name,
      contact.email,
      contact.locale,
    );
    const recipients = input.recipients ?? draft.recipients;
    if (recipients.length === 0) throw errors.field('recipients', INVOICE_EMAIL_MSG.recipientsRequired);
    const delivery = await queueDelivery(jobs, txScope, scope.caller, {
      invoiceId: row.id,
      recipients,
      subject: input.subject ?? draft.subject,
      message: input.message ?? draft.message,
    });
    await recordInvoiceActivity(txScope.db, scope.caller, row, ACTIVITY_ACTIONS.emailQueued, {
      deliveryId: delivery.id,
      recipients,
    });
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
  const jobs = emailJobQueue(scope);
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
    await enqueueDeliveryJob(jobs, txScope, delivery.id);
    return toDelivery(queued ?? delivery);
  });
  jobs.wake(JOB_QUEUES.invoiceEmail);
  return retried;
}
