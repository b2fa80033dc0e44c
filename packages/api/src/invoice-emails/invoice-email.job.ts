import { ACTIVITY_ACTIONS } from '@folio/contracts';
import type { DeliveryRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ApiDeps } from '../deps';
import type { InvoicePdfData } from '../invoices/invoice-pdf';
import { loadInvoicePdfData } from '../invoices/invoice-pdf-data';
import { invoicePdfFileName } from '../invoices/invoice-pdf-layout';
import { recordInvoiceActivity, writeInvoiceColumns } from '../invoices/invoice-records';
import { loadInvoice } from '../invoices/invoices.queries';
import { ensureShareUrl } from '../invoices/share-link';
import type { Job } from '../jobs/job-queue';
import type { MailReceipt } from '../mail/mailer';
import { attemptQuoteDelivery } from '../quotes/quote-email.job';
import { noteSeriesEmailOutcome } from '../recurring-invoices/series-email-outcome';
import { reminderEmailText } from '../reminders/reminder-email';
import { awaitsPayment, reminderWordsAt } from '../reminders/reminders.service';
import { recordWebhookEvent } from '../webhooks/outbox';
import {
  attemptDelivery,
  mailDelivery,
  recordDeliveryAccepted,
  recordDeliveryFailure,
  senderOf,
} from './delivery-attempt';
import type { InvoiceEmailJob } from './document-delivery';
import { invoiceEmailText } from './invoice-email-template';

const { invoiceDeliveries, invoices } = schema;

type JobDeps = Pick<ApiDeps, 'db' | 'mailer' | 'pdf' | 'log' | 'config' | 'jobs'>;

/** A delivery of an invoice (kinds invoice and reminder): the ones this job sends. */
type InvoiceDeliveryRow = DeliveryRow & { invoiceId: string };

/**
 * Works one `invoice-email` job: one attempt at one delivery. It claims the delivery (sending,
 * one more attempt), renders the invoice's PDF as GET /invoices/{id}/pdf does, and hands the
 * message to the mail server. Accepted: the delivery is delivered with the server's Message-ID and
 * the invoice becomes sent, in one transaction. Refused for good (5xx), or out of attempts: the
 * delivery fails with the server's reason. Refused for now (4xx, no connection): the delivery is
 * queued again with the reason, and the job throws, so that the queue retries it with backoff.
 *
 * A reminder (kind `reminder`) is written with the payment link and records `reminder_sent`
 * instead; it leaves the invoice's status alone, and is canceled when its invoice no longer awaits
 * payment (prepareReminder).
 *
 * A delivery that is already delivered or failed, or gone with its invoice, is not sent again. A
 * process that dies after the server accepted and before the delivery is recorded leaves it
 * `sending`; the job is then retried once it expires and the message may arrive twice, with the
 * same Message-ID (docs/decisions.md §19).
 */
export function invoiceEmailWorker(deps: JobDeps) {
  return async (job: Job<InvoiceEmailJob>) => {
    const { deliveryId, orgId } = job.data;
    const [claimed] = await deps.db
      .update(invoiceDeliveries)
      .set({ status: 'sending', attempts: sql`${invoiceDeliveries.attempts} + 1` })
      .where(
        and(
          eq(invoiceDeliveries.orgId, orgId),
          eq(invoiceDeliveries.id, deliveryId),
          inArray(invoiceDeliveries.status, ['queued', 'sending']),
        ),
      )
      .returning();
    if (!claimed) return;
    // A quote's email: the same queue, claim and retries, its own document and page (quotes/).
    if (claimed.kind === 'quote') return attemptQuoteDelivery(deps, job, claimed);
    if (!claimed.invoiceId) return;
    const invoiceDelivery = claimed as InvoiceDeliveryRow;
    const delivery =
      claimed.kind === 'reminder' ? await prepareReminder(deps, invoiceDelivery) : invoiceDelivery;
    if (!delivery) return;

    await attemptDelivery(deps, job, delivery, {
      noun: 'invoice',
      send: async () => {
        const data = await pdfDataFor(deps, delivery);
        const { pdf } = await deps.pdf.render(data);
        // The client page's link, issued on first need (the same link as GET /invoices/{id}/share-link).
        const pageUrl = await ensureShareUrl(deps.db, deps, {
          orgId: delivery.orgId,
          id: delivery.invoiceId,
        });
        const orgName = data.organization.name;
        return mailDelivery(deps, delivery, {
          text:
            delivery.kind === 'reminder'
              ? reminderEmailText(delivery.message, orgName, data.locale ?? 'en', pageUrl)
              : invoiceEmailText(delivery.message, orgName, data.locale, pageUrl),
          pdf,
          fileName: invoicePdfFileName(data.invoice),
        });
      },
      failed: (reason, final) => recordFailure(deps, delivery, reason, final),
      delivered: (receipt) => recordDelivered(deps, delivery, receipt),
    });
  };
}

/**
 * A reminder is only sent while its invoice awaits payment: one paid (or settled), archived, moved
 * back to draft or deleted since it was queued is `canceled` instead, and nothing is mailed (null).
 * A payment recorded before this claim thus cancels the reminder; one recorded while the mail is
 * already with the mail server cannot. Otherwise its subject and message are those of today, the
 * day of sending (a retry on a later day, a part payment since it was queued), stored on the
 * delivery so that the Emails section shows what the client got.
 */
async function prepareReminder(
  deps: JobDeps,
  delivery: InvoiceDeliveryRow,
): Promise<InvoiceDeliveryRow | null> {
  const mine = and(
    eq(invoiceDeliveries.orgId, delivery.orgId),
    eq(invoiceDeliveries.id, delivery.id),
    eq(invoiceDeliveries.status, 'sending'),
  );
  const [invoice] = await deps.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orgId, delivery.orgId), eq(invoices.id, delivery.invoiceId)));
  if (!invoice || !awaitsPayment(invoice)) {
    await deps.db.update(invoiceDeliveries).set({ status: 'canceled' }).where(mine);
    return null;
  }
  const words = await reminderWordsAt(deps.db, invoice, new Date());
  if (words.subject === delivery.subject && words.message === delivery.message) return delivery;
  const [updated] = await deps.db.update(invoiceDeliveries).set(words).where(mine).returning();
  return (updated as InvoiceDeliveryRow | undefined) ?? null;
}

/** What the PDF is drawn from, read as the PDF route reads it (the same renderer input). */
/** The attachment is drawn from what GET /api/invoices/{id}/pdf draws: the seller's details, logo and all. */
const pdfDataFor = (deps: JobDeps, delivery: InvoiceDeliveryRow): Promise<InvoicePdfData> =>
  loadInvoicePdfData({ db: deps.db, org: { id: delivery.orgId } }, delivery.invoiceId);

async function recordFailure(deps: JobDeps, delivery: InvoiceDeliveryRow, reason: string, final: boolean) {
  await deps.db.transaction(async (tx) => {
    if (!(await recordDeliveryFailure(tx, delivery, reason, final))) return;
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orgId, delivery.orgId), eq(invoices.id, delivery.invoiceId)));
    if (!invoice) return;
    // The series first, then the activity entry: the entry's reference to the organization locks
    // the organization's row (FOR KEY SHARE), and a series making its next invoice holds its own
    // row while it waits to lock the organization's for the invoice's email. Taken the other way
    // round, this failure and that series waited on each other until PostgreSQL broke the
    // deadlock by failing the series' scan.
    if (delivery.kind === 'invoice') await noteSeriesEmailOutcome(tx, invoice, 'failed', deps);
    await recordInvoiceActivity(tx, senderOf(delivery), invoice, ACTIVITY_ACTIONS.emailFailed, {
      deliveryId: delivery.id,
      recipients: delivery.recipients,
      reason,
      attempts: delivery.attempts,
      ...(delivery.kind === 'reminder' ? { kind: 'reminder' } : {}),
    });
  });
}

/**
 * The mail server accepted the message: the delivery is delivered, and the invoice is sent (a
 * draft becomes sent; paid, sent and archived invoices keep their status; sentAt is set if unset).
 * A draft that becomes sent sends the invoice.sent webhook event, in the same transaction.
 */
async function recordDelivered(deps: JobDeps, delivery: InvoiceDeliveryRow, receipt: MailReceipt) {
  await deps.db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orgId, delivery.orgId), eq(invoices.id, delivery.invoiceId)))
      .for('update');
    const { updated, refused } = await recordDeliveryAccepted(tx, delivery, receipt);
    if (!invoice || !updated) return;
    if (delivery.kind === 'reminder') {
      // A reminder tells the client about the invoice; it never changes the invoice's status.
      await recordInvoiceActivity(tx, senderOf(delivery), invoice, ACTIVITY_ACTIONS.reminderSent, {
        deliveryId: delivery.id,
        recipients: delivery.recipients,
        messageId: receipt.messageId,
        ...(refused ? { refused: receipt.rejected } : {}),
      });
      return;
    }
    await noteSeriesEmailOutcome(tx, invoice, 'delivered', deps);
    const next = invoice.status === 'draft' ? 'sent' : invoice.status;
    const now = new Date();
    await writeInvoiceColumns(tx, invoice, {
      status: next,
      sentAt: invoice.status === 'draft' ? now : (invoice.sentAt ?? now),
    });
    await recordInvoiceActivity(tx, senderOf(delivery), invoice, ACTIVITY_ACTIONS.emailDelivered, {
      deliveryId: delivery.id,
      recipients: delivery.recipients,
      messageId: receipt.messageId,
      ...(next !== invoice.status ? { from: invoice.status, to: next } : {}),
      ...(refused ? { refused: receipt.rejected } : {}),
    });
    if (next !== invoice.status) {
      // The outbox reads only the queue of the dependencies.
      const eventScope = { deps: deps as ApiDeps, db: tx, org: { id: delivery.orgId } };
      await recordWebhookEvent(eventScope, 'invoice.sent', await loadInvoice(eventScope, invoice.id));
    }
  });
}
