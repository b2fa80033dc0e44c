import type { DeliveryRow, Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../core/activity';
import { AppError } from '../core/errors';
import type { ApiDeps } from '../deps';
import type { Job } from '../jobs/job-queue';
import type { MailReceipt } from '../mail/mailer';
import { describeSendFailure } from '../mail/send-failure';
import type { InvoiceEmailJob } from './document-delivery';

const { invoiceDeliveries } = schema;

type JobDeps = Pick<ApiDeps, 'db' | 'mailer' | 'pdf' | 'log' | 'config' | 'jobs'>;

/** The sender, as the activity entries of the delivery name them. */
export const senderOf = (delivery: DeliveryRow): Actor | null =>
  delivery.requestedBy
    ? { id: delivery.requestedBy, name: delivery.requestedByName, email: delivery.requestedByEmail }
    : null;

/** `<delivery id@mail domain>`: every attempt of one delivery carries the same Message-ID. */
function messageIdFor(deliveryId: string, mailFrom: string) {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'folio.local';
  return `<${deliveryId}@${domain}>`;
}

/**
 * Hands one delivery's message to the mail server: its recipients, subject, the sender as
 * Reply-To, the delivery's own Message-ID and the document's PDF, for invoices and quotes alike.
 */
export const mailDelivery = (
  deps: Pick<JobDeps, 'mailer' | 'config'>,
  delivery: DeliveryRow,
  message: { text: string; pdf: Buffer; fileName: string },
): Promise<MailReceipt> =>
  deps.mailer.send({
    to: delivery.recipients,
    subject: delivery.subject,
    text: message.text,
    replyTo: delivery.requestedByEmail,
    messageId: messageIdFor(delivery.id, deps.config.mailFrom),
    attachments: [{ filename: message.fileName, content: message.pdf, contentType: 'application/pdf' }],
  });

/**
 * One attempt at a claimed delivery: `send` mails it; the mail server's answer is recorded by
 * `delivered`, a refusal by `failed`. A document deleted meanwhile (and the delivery with it) ends
 * the attempt quietly. A temporary failure is thrown: the queue retries it, or, out of attempts,
 * counts it as failed (GET /api/health). A permanent one ends the job here; the delivery says why.
 */
export async function attemptDelivery(
  deps: Pick<JobDeps, 'log'>,
  job: Job<InvoiceEmailJob>,
  delivery: DeliveryRow,
  steps: {
    /** `invoice` or `quote`, as the log names the attempt. */
    noun: string;
    send: () => Promise<MailReceipt>;
    failed: (reason: string, final: boolean) => Promise<void>;
    delivered: (receipt: MailReceipt) => Promise<void>;
  },
): Promise<void> {
  let receipt: MailReceipt;
  try {
    receipt = await steps.send();
  } catch (error) {
    if (error instanceof AppError && error.kind === 'NOT_FOUND') return;
    const failure = describeSendFailure(error);
    const final = failure.permanent || job.retryCount >= job.retryLimit;
    await steps.failed(failure.reason, final);
    deps.log.warn(
      { err: error, deliveryId: delivery.id, attempt: delivery.attempts, final },
      final ? `${steps.noun} email failed` : `${steps.noun} email attempt failed, will retry`,
    );
    if (!failure.permanent) throw error;
    return;
  }
  await steps.delivered(receipt);
}

/**
 * A failed attempt: the delivery is queued again with the reason, or failed for good when `final`.
 * Answers whether the delivery failed for good here (the caller then records the activity entry);
 * a delivery no longer `sending` is left alone.
 */
export async function recordDeliveryFailure(
  tx: Executor,
  delivery: DeliveryRow,
  reason: string,
  final: boolean,
): Promise<boolean> {
  const [updated] = await tx
    .update(invoiceDeliveries)
    .set({ status: final ? 'failed' : 'queued', lastError: reason })
    .where(
      and(
        eq(invoiceDeliveries.orgId, delivery.orgId),
        eq(invoiceDeliveries.id, delivery.id),
        eq(invoiceDeliveries.status, 'sending'),
      ),
    )
    .returning({ id: invoiceDeliveries.id });
  return Boolean(updated) && final;
}

/**
 * The mail server accepted the message: the delivery is delivered with its Message-ID, and the
 * addresses it refused, if any, are kept as the delivery's last error. Answers whether the delivery
 * was still there, and that refusal.
 */
export async function recordDeliveryAccepted(
  tx: Executor,
  delivery: DeliveryRow,
  receipt: MailReceipt,
): Promise<{ updated: boolean; refused: string | null }> {
  const refused =
    receipt.rejected.length > 0 ? `Refused by the mail server: ${receipt.rejected.join(', ')}` : null;
  const [updated] = await tx
    .update(invoiceDeliveries)
    .set({ status: 'delivered', messageId: receipt.messageId, deliveredAt: new Date(), lastError: refused })
    .where(and(eq(invoiceDeliveries.orgId, delivery.orgId), eq(invoiceDeliveries.id, delivery.id)))
    .returning({ id: invoiceDeliveries.id });
  return { updated: Boolean(updated), refused };
}
