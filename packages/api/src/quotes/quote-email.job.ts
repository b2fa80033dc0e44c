import { ACTIVITY_ACTIONS } from '@folio/contracts';
import type { DeliveryRow, OrgRow, QuoteRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../core/activity';
import { AppError } from '../core/errors';
import type { ApiDeps } from '../deps';
import type { InvoiceEmailJob } from '../invoice-emails/invoice-email.service';
import { ensureShareUrl } from '../invoices/share-link';
import type { Job } from '../jobs/job-queue';
import type { MailReceipt } from '../mail/mailer';
import { describeSendFailure } from '../mail/send-failure';
import { quoteEmailText } from './quote-email.service';
import { quotePdfData, quotePdfFileName } from './quote-pdf-data';
import { recordQuoteActivity } from './quote-records';
import { loadQuote } from './quotes.queries';
import { sendDraft } from './quotes.service';

const { invoiceDeliveries, quotes } = schema;

type JobDeps = Pick<ApiDeps, 'db' | 'mailer' | 'pdf' | 'log' | 'config' | 'jobs'>;

/** A delivery of a quote (kind `quote`). */
type QuoteDeliveryRow = DeliveryRow & { quoteId: string };

const senderOf = (delivery: DeliveryRow): Actor | null =>
  delivery.requestedBy
    ? { id: delivery.requestedBy, name: delivery.requestedByName, email: delivery.requestedByEmail }
    : null;

function messageIdFor(deliveryId: string, mailFrom: string) {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'folio.local';
  return `<${deliveryId}@${domain}>`;
}

/**
 * One attempt at a claimed quote delivery (the `invoice-email` job claims it, then hands kind
 * `quote` here): the quote's PDF as GET /quotes/{id}/pdf draws it, the message with the quote's
 * page link, and the mail server's answer recorded as for invoices. Accepted: the delivery is
 * delivered and a draft quote becomes sent (its tax terms frozen), in one transaction.
 */
export async function attemptQuoteDelivery(deps: JobDeps, job: Job<InvoiceEmailJob>, claimed: DeliveryRow) {
  const delivery = claimed as QuoteDeliveryRow;
  const scope = { db: deps.db, org: { id: delivery.orgId } };
  let receipt: MailReceipt;
  try {
    const data = await quotePdfData(scope, await loadQuote(scope, delivery.quoteId));
    const { pdf } = await deps.pdf.render(data);
    const pageUrl = await ensureShareUrl(
      deps.db,
      deps,
      { orgId: delivery.orgId, id: delivery.quoteId },
      'quote',
    );
    receipt = await deps.mailer.send({
      to: delivery.recipients,
      subject: delivery.subject,
      text: quoteEmailText(delivery.message, data.organization.name, data.locale ?? 'en', pageUrl),
      replyTo: delivery.requestedByEmail,
      messageId: messageIdFor(delivery.id, deps.config.mailFrom),
      attachments: [
        { filename: quotePdfFileName(data.invoice), content: pdf, contentType: 'application/pdf' },
      ],
    });
  } catch (error) {
    // The quote was deleted meanwhile, and the delivery with it.
    if (error instanceof AppError && error.kind === 'NOT_FOUND') return;
    const failure = describeSendFailure(error);
    const final = failure.permanent || job.retryCount >= job.retryLimit;
    await recordQuoteFailure(deps, delivery, failure.reason, final);
    deps.log.warn(
      { err: error, deliveryId: delivery.id, attempt: delivery.attempts, final },
      final ? 'quote email failed' : 'quote email attempt failed, will retry',
    );
    if (!failure.permanent) throw error;
    return;
  }
  await recordQuoteDelivered(deps, delivery, receipt);
}

const lockedQuote = async (tx: JobDeps['db'], delivery: QuoteDeliveryRow): Promise<QuoteRow | undefined> =>
  (
    await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.orgId, delivery.orgId), eq(quotes.id, delivery.quoteId)))
      .for('update')
  )[0];

async function recordQuoteFailure(deps: JobDeps, delivery: QuoteDeliveryRow, reason: string, final: boolean) {
  await deps.db.transaction(async (tx) => {
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
    if (!updated || !final) return;
    const quote = await lockedQuote(tx, delivery);
    if (!quote) return;
    await recordQuoteActivity(tx, senderOf(delivery), quote, ACTIVITY_ACTIONS.emailFailed, {
      deliveryId: delivery.id,
      recipients: delivery.recipients,
      reason,
      attempts: delivery.attempts,
    });
  });
}

async function recordQuoteDelivered(deps: JobDeps, delivery: QuoteDeliveryRow, receipt: MailReceipt) {
  const refused =
    receipt.rejected.length > 0 ? `Refused by the mail server: ${receipt.rejected.join(', ')}` : null;
  await deps.db.transaction(async (tx) => {
    const quote = await lockedQuote(tx, delivery);
    const [updated] = await tx
      .update(invoiceDeliveries)
      .set({ status: 'delivered', messageId: receipt.messageId, deliveredAt: new Date(), lastError: refused })
      .where(and(eq(invoiceDeliveries.orgId, delivery.orgId), eq(invoiceDeliveries.id, delivery.id)))
      .returning({ id: invoiceDeliveries.id });
    if (!quote || !updated) return;
    const sender = senderOf(delivery);
    if (quote.status === 'draft') {
      await sendDraft({ db: tx, org: { id: delivery.orgId } as OrgRow }, quote);
    } else if (!quote.sentAt) {
      await tx
        .update(quotes)
        .set({ sentAt: new Date() })
        .where(and(eq(quotes.orgId, quote.orgId), eq(quotes.id, quote.id)));
    }
    await recordQuoteActivity(tx, sender, quote, ACTIVITY_ACTIONS.emailDelivered, {
      deliveryId: delivery.id,
      recipients: delivery.recipients,
      messageId: receipt.messageId,
      ...(quote.status === 'draft' ? { from: 'draft', to: 'sent' } : {}),
      ...(refused ? { refused: receipt.rejected } : {}),
    });
  });
}
