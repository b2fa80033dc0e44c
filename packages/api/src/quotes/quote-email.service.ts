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
import type { InvoiceEmailJob } from '../invoice-emails/invoice-email.service';
import { pdfWords } from '../invoices/invoice-pdf-layout';
import { JOB_QUEUES } from '../jobs/job-queue';
import { lockQuote, recordQuoteActivity } from './quote-records';
import { loadQuote, orgToday } from './quotes.queries';

const { clients, invoiceDeliveries, orgProfiles } = schema;

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

/** The client's address and the document's language: the client's own, else the organization's. */
async function quoteContactOf(
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

/** GET /quotes/{id}/email-draft. */
export async function quoteEmailDraft(scope: OrgScope, id: string): Promise<InvoiceEmailDraft> {
  const quote = await loadQuote(scope, id);
  const contact = await quoteContactOf(scope, quote.client._id);
  return quoteEmailDraftOf(quote, scope.org.name, contact.email, contact.locale);
}

/**
 * POST /quotes/{id}/send: a queued delivery of kind `quote` and its `invoice-email` job in one
 * transaction (invoice-email.job.ts sends it). A draft becomes sent only when the mail server
 * accepts the message. Like reminders, quote emails are not invoice sends: the free plan's monthly
 * invoice emails neither count nor limit them.
 */
export async function sendQuote(scope: OrgScope, input: SendInvoiceInput): Promise<Delivery> {
  const jobs = scope.deps.jobs;
  if (!jobs) throw errors.unavailable(INVOICE_EMAIL_MSG.queueUnavailable);
  const sent = await withTransaction(scope, async (txScope) => {
    const org = scope.org;
    const row = await lockQuote(txScope, input.id);
    const quote = await loadQuote(txScope, row.id);
    if (quote.status === 'accepted' || quote.status === 'declined')
      throw errors.conflict(QUOTE_MSG.answeredCannotSend);
    // A draft past its validity date cannot go out either: it would arrive expired.
    if (quote.status === 'expired' || quote.validUntil < (await orgToday(txScope.db, org.id)))
      throw errors.conflict(QUOTE_MSG.expired);
    const contact = await quoteContactOf(txScope, row.clientId);
    const draft = quoteEmailDraftOf(quote, org.name, contact.email, contact.locale);
    const recipients = input.recipients ?? draft.recipients;
    if (recipients.length === 0) throw errors.field('recipients', INVOICE_EMAIL_MSG.recipientsRequired);
    const [delivery] = await txScope.db
      .insert(invoiceDeliveries)
      .values({
        orgId: org.id,
        quoteId: row.id,
        kind: 'quote',
        recipients,
        subject: input.subject ?? draft.subject,
        message: input.message ?? draft.message,
        requestedBy: scope.caller.id,
        requestedByName: scope.caller.name,
        requestedByEmail: scope.caller.email,
      })
      .returning();
    if (!delivery) throw new Error('quote delivery insert returned nothing');
    await recordQuoteActivity(txScope.db, scope.caller, row, ACTIVITY_ACTIONS.emailQueued, {
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
