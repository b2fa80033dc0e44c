import { ACTIVITY_ACTIONS } from '@folio/contracts';
import type { DeliveryRow, OrgRow, QuoteRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import type { ApiDeps } from '../deps';
import {
  attemptDelivery,
  mailDelivery,
  recordDeliveryAccepted,
  recordDeliveryFailure,
  senderOf,
} from '../invoice-emails/delivery-attempt';
import type { InvoiceEmailJob } from '../invoice-emails/document-delivery';
import { ensureShareUrl } from '../invoices/share-link';
import type { Job } from '../jobs/job-queue';
import type { MailReceipt } from '../mail/mailer';
import { quoteEmailText } from './quote-email.service';
import { quotePdfData, quotePdfFileName } from './quote-pdf-data';
import { recordQuoteActivity } from './quote-records';
import { loadQuote } from './quotes.queries';
import { sendDraft } from './quotes.service';

const { quotes } = schema;

type JobDeps = Pick<ApiDeps, 'db' | 'mailer' | 'pdf' | 'log' | 'config' | 'jobs'>;

/** A delivery of a quote (kind `quote`). */
type QuoteDeliveryRow = DeliveryRow & { quoteId: string };

/**
 * One attempt at a claimed quote delivery (the `invoice-email` job claims it, then hands kind
 * `quote` here): the quote's PDF as GET /quotes/{id}/pdf draws it, the message with the quote's
 * page link, and the mail server's answer recorded as for invoices. Accepted: the delivery is
 * delivered and a draft quote becomes sent (its tax terms frozen), in one transaction.
 */
export async function attemptQuoteDelivery(deps: JobDeps, job: Job<InvoiceEmailJob>, claimed: DeliveryRow) {
  const delivery = claimed as QuoteDeliveryRow;
  const scope = { db: deps.db, org: { id: delivery.orgId } };
  await attemptDelivery(deps, job, delivery, {
    noun: 'quote',
    send: async () => {
      const data = await quotePdfData(scope, await loadQuote(scope, delivery.quoteId));
      const { pdf } = await deps.pdf.render(data);
      const pageUrl = await ensureShareUrl(
        deps.db,
        deps,
        { orgId: delivery.orgId, id: delivery.quoteId },
        'quote',
      );
      return mailDelivery(deps, delivery, {
        text: quoteEmailText(delivery.message, data.organization.name, data.locale ?? 'en', pageUrl),
        pdf,
        fileName: quotePdfFileName(data.invoice),
      });
    },
    failed: (reason, final) => recordQuoteFailure(deps, delivery, reason, final),
    delivered: (receipt) => recordQuoteDelivered(deps, delivery, receipt),
  });
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
    if (!(await recordDeliveryFailure(tx, delivery, reason, final))) return;
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
  await deps.db.transaction(async (tx) => {
    const quote = await lockedQuote(tx, delivery);
    const { updated, refused } = await recordDeliveryAccepted(tx, delivery, receipt);
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
