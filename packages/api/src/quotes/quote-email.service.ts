import {
  ACTIVITY_ACTIONS,
  type Delivery,
  INVOICE_DELIVERIES_LIMIT,
  INVOICE_EMAIL_MSG,
  type InvoiceEmailDraft,
  type Locale,
  QUOTE_MSG,
  type Quote,
  type SendInvoiceInput,
  translate,
} from '@folio/contracts';
import { schema } from '@folio/db';
import { and, desc, eq } from 'drizzle-orm';
import { errors } from '../core/errors';
import { type OrgScope, type ReadScope, withTransaction } from '../core/scope';
import { toDelivery } from '../invoice-emails/deliveries.queries';
import { documentContactOf, emailJobQueue, queueDelivery } from '../invoice-emails/document-delivery';
import { pdfWords } from '../invoices/invoice-pdf-layout';
import { JOB_QUEUES } from '../jobs/job-queue';
import { lockQuote, recordQuoteActivity } from './quote-records';
import { loadQuote, orgToday } from './quotes.queries';

const { invoiceDeliveries } = schema;

/**
 * What the send form starts from: the client's address, and a subject and message naming the
 * organization, the quote's number, its total and its validity date, in the client's language
 * (else the organization's), with money and dates as the attached PDF writes them.
 */
function quoteEmailDraftOf(
  quote: Quote,
  orgName: string,
  clientEmail: string | null,
  locale: Locale = 'en',
): InvoiceEmailDraft {
  const words = pdfWords(locale);
  const values = {
    number: quote.displayNumber,
    org: orgName,
    amount: words.money(quote.total, quote.currency),
    validUntil: words.date(quote.validUntil),
  };
  return {
    recipients: clientEmail ? [clientEmail] : [],
    subject: translate(locale, 'QUOTE_MAIL_MSG.subject', values),
    message: [
      translate(locale, 'INVOICE_MAIL_MSG.greeting'),
      translate(locale, 'QUOTE_MAIL_MSG.body', values),
      translate(locale, 'INVOICE_MAIL_MSG.closing', values),
    ].join('\n\n'),
  };
}

/**
 * The mail's text: the sender's message, the quote's page (where the client accepts or declines
 * it), then who sent it through Folio.
 */
export const quoteEmailText = (message: string, orgName: string, locale: Locale, pageUrl: string) =>
  `${message}\n\n${translate(locale, 'QUOTE_MAIL_MSG.answerOnline', { url: pageUrl })}\n\n—\n${translate(locale, 'INVOICE_MAIL_MSG.footer', { org: orgName })}`;

/** GET /quotes/{id}/email-draft. */
export async function quoteEmailDraft(scope: OrgScope, id: string): Promise<InvoiceEmailDraft> {
  const quote = await loadQuote(scope, id);
  const contact = await documentContactOf(scope, quote.client._id);
  return quoteEmailDraftOf(quote, scope.org.name, contact.email, contact.locale);
}

/**
 * POST /quotes/{id}/send: a queued delivery of kind `quote` and its `invoice-email` job in one
 * transaction (invoice-email.job.ts sends it). A draft becomes sent only when the mail server
 * accepts the message. Like reminders, quote emails are not invoice sends: the free plan's monthly
 * invoice emails neither count nor limit them.
 */
export async function sendQuote(scope: OrgScope, input: SendInvoiceInput): Promise<Delivery> {
  const jobs = emailJobQueue(scope);
  const sent = await withTransaction(scope, async (txScope) => {
    const org = scope.org;
    const row = await lockQuote(txScope, input.id);
    const quote = await loadQuote(txScope, row.id);
    if (quote.status === 'accepted' || quote.status === 'declined')
      throw errors.conflict(QUOTE_MSG.answeredCannotSend);
    // A draft past its validity date cannot go out either: it would arrive expired.
    if (quote.status === 'expired' || quote.validUntil < (await orgToday(txScope.db, org.id)))
      throw errors.conflict(QUOTE_MSG.expired);
    const contact = await documentContactOf(txScope, row.clientId);
    const draft = quoteEmailDraftOf(quote, org.name, contact.email, contact.locale);
    const recipients = input.recipients ?? draft.recipients;
    if (recipients.length === 0) throw errors.field('recipients', INVOICE_EMAIL_MSG.recipientsRequired);
    const delivery = await queueDelivery(jobs, txScope, scope.caller, {
      quoteId: row.id,
      kind: 'quote',
      recipients,
      subject: input.subject ?? draft.subject,
      message: input.message ?? draft.message,
    });
    await recordQuoteActivity(txScope.db, scope.caller, row, ACTIVITY_ACTIONS.emailQueued, {
      deliveryId: delivery.id,
      recipients,
    });
    return toDelivery(delivery);
  });
  jobs.wake(JOB_QUEUES.invoiceEmail);
  return sent;
}

/** GET /quotes/{id}/deliveries: the quote's latest deliveries, newest first; another organization's quote is a 404. */
export async function quoteDeliveries(scope: ReadScope, id: string): Promise<Delivery[]> {
  await loadQuote(scope, id);
  const rows = await scope.db
    .select()
    .from(invoiceDeliveries)
    .where(and(eq(invoiceDeliveries.orgId, scope.org.id), eq(invoiceDeliveries.quoteId, id)))
    .orderBy(desc(invoiceDeliveries.createdAt), desc(invoiceDeliveries.id))
    .limit(INVOICE_DELIVERIES_LIMIT);
  return rows.map(toDelivery);
}
