import {
  createQuoteInput,
  deliveryListSchema,
  deliverySchema,
  FREE_PLAN_LIMITS,
  INVOICE_DELIVERIES_LIMIT,
  INVOICE_EMAIL_LIMITS,
  invoiceEmailDraftSchema,
  invoiceSchema,
  msgResponse,
  QUOTE_MSG,
  quoteIdInput,
  quoteListInput,
  quoteListResponse,
  quotePageInput,
  quotePageSchema,
  quoteSchema,
  quoteShareLinkSchema,
  sendInvoiceInput,
  updateQuoteInput,
} from '@folio/contracts';
import { invoicePdfDataSchema } from '../invoices/invoice-pdf-input';
import { rateLimited } from '../rate-limit/middleware';
import { restList, trpcPage } from '../trpc/list-page';
import { rest } from '../trpc/openapi-meta';
import {
  managerProcedure,
  orgProcedure,
  pointReadProcedure,
  requireVerifiedEmail,
  router,
} from '../trpc/procedures';
import { convertQuote } from './quote-convert';
import { quoteDeliveries, quoteEmailDraft, sendQuote } from './quote-email.service';
import { loadQuotePdfData } from './quote-pdf-data';
import { quoteShareLink, rotateQuoteShareLink } from './quote-share-link';
import { listQuotes, pageQuotes, quotePanelRead } from './quotes.queries';
import { createQuote, deleteQuote, markQuoteSent, updateQuote } from './quotes.service';

const TAG = 'quotes';
const notFound = 'No quote with this id in the current organization.';
const queueDown = 'The job queue is not available to this server (it cannot promise a delivery).';
const validation =
  'Validation failed: the client is not an active client of the organization, a project is not the client’s, an item is incomplete, validUntil is missing or before today in the organization’s time zone, or the total is too large (`errors` names the field).';

/** Sending mails the organization's words to addresses of its choosing: a verified sender, within budgets. */
const senderProcedure = managerProcedure
  .use(requireVerifiedEmail)
  .use(rateLimited('invoiceEmail', (ctx) => ({ account: ctx.user.id, org: ctx.scope.org.id })));

export const quotesRouter = router({
  list: orgProcedure
    .meta(
      rest('GET', '/quotes', TAG, {
        summary: 'Quotes of the organization, newest first',
        description:
          'status: all (default), draft, sent (not expired), accepted, declined or expired (sent and past validUntil in the organization’s time zone). client: an id. q: the displayed number (Q-0007) or the client’s name, ignoring case.',
      }),
    )
    .input(quoteListInput)
    .output(quoteListResponse)
    .query(({ ctx, input }) => restList(ctx, input, listQuotes, pageQuotes)),

  /** The web app's paged quotes list: the list's filters and order, `{ items, total, nextCursor }`. */
  page: orgProcedure
    .input(quotePageInput)
    .output(quotePageSchema)
    .query(({ ctx, input }) => trpcPage(ctx, input, pageQuotes)),

  get: pointReadProcedure
    .meta(rest('GET', '/quotes/{id}', TAG, { summary: 'One quote', errors: { 404: notFound } }))
    .input(quoteIdInput)
    .output(quoteSchema)
    .query(({ ctx, input }) => ctx.readOne(quotePanelRead, input.id)),

  create: managerProcedure
    .meta(
      rest('POST', '/quotes', TAG, {
        summary: 'Create a quote (a draft, numbered Q-0001, Q-0002… per organization; totals computed here)',
        errors: { 422: validation },
      }),
    )
    .input(createQuoteInput)
    .output(quoteSchema)
    .mutation(({ ctx, input }) => createQuote(ctx.scope, input)),

  update: managerProcedure
    .meta(
      rest('PUT', '/quotes/{id}', TAG, {
        summary: 'Edit a draft quote (the fields present replace the stored ones)',
        errors: {
          404: notFound,
          409: `The quote is not a draft (“${QUOTE_MSG.notDraft}”).`,
          422: validation,
        },
      }),
    )
    .input(updateQuoteInput)
    .output(quoteSchema)
    .mutation(({ ctx, input }) => updateQuote(ctx.scope, input)),

  delete: managerProcedure
    .meta(
      rest('DELETE', '/quotes/{id}', TAG, {
        summary: 'Delete a quote (an invoice converted from it stays, without its link to the quote)',
        errors: { 404: notFound },
      }),
    )
    .input(quoteIdInput)
    .output(msgResponse)
    .mutation(({ ctx, input }) => deleteQuote(ctx.scope, input)),

  markSent: managerProcedure
    .meta(
      rest('PATCH', '/quotes/{id}/mark-sent', TAG, {
        summary: 'Mark a draft quote sent (its tax terms are frozen from now on)',
        errors: {
          404: notFound,
          409: `The quote is not a draft (“${QUOTE_MSG.alreadySent}”), or its validity date has passed (“${QUOTE_MSG.expired}”).`,
        },
      }),
    )
    .input(quoteIdInput)
    .output(quoteSchema)
    .mutation(({ ctx, input }) => markQuoteSent(ctx.scope, input)),

  emailDraft: orgProcedure
    .meta(
      rest('GET', '/quotes/{id}/email-draft', TAG, {
        summary: 'What sending the quote by email starts from: the client’s address, a subject and a message',
        description:
          'In the client’s language (else the organization’s). POST /quotes/{id}/send uses them for the fields it is not given.',
        errors: { 404: notFound },
      }),
    )
    .input(quoteIdInput)
    .output(invoiceEmailDraftSchema)
    .query(({ ctx, input }) => quoteEmailDraft(ctx.scope, input.id)),

  send: senderProcedure
    .meta(
      rest('POST', '/quotes/{id}/send', TAG, {
        summary: 'Send the quote by email, its PDF and its page’s link included: answers the queued delivery',
        description:
          'The message goes out through the job queue (follow it with GET /quotes/{id}/deliveries). A draft quote becomes sent when the mail server accepts the message. Omitted fields come from GET /quotes/{id}/email-draft.',
        accepted: true,
        errors: {
          404: notFound,
          409: `The quote is accepted or declined (“${QUOTE_MSG.answeredCannotSend}”), or expired (“${QUOTE_MSG.expired}”).`,
          422: `Validation failed: no recipient (none given and the client has no email), an invalid address, more than ${INVOICE_EMAIL_LIMITS.recipients} recipients, a blank or too long subject or message (\`errors\` names the field).`,
          503: queueDown,
        },
      }),
    )
    .input(sendInvoiceInput)
    .output(deliverySchema)
    .mutation(({ ctx, input }) => sendQuote(ctx.scope, input)),

  deliveries: orgProcedure
    .meta(
      rest('GET', '/quotes/{id}/deliveries', TAG, {
        summary: `The quote’s email deliveries, newest first (at most ${INVOICE_DELIVERIES_LIMIT})`,
        errors: { 404: notFound },
      }),
    )
    .input(quoteIdInput)
    .output(deliveryListSchema)
    .query(async ({ ctx, input }) => ({ items: await quoteDeliveries(ctx.scope, input.id) })),

  shareLink: managerProcedure
    .meta(
      rest('GET', '/quotes/{id}/share-link', TAG, {
        summary: 'The link of the quote’s client page (<APP_URL>/q/{token}), issued on first need',
        description:
          'The same link on every call until it is rotated (the quote email carries it too). Anyone with the link sees the quote and may accept or decline it (GET /public/quotes/{token}). Admins and managers only.',
        errors: { 404: notFound, 409: `The quote is a draft (“${QUOTE_MSG.draftHasNoPage}”).` },
      }),
    )
    .input(quoteIdInput)
    .output(quoteShareLinkSchema)
    .query(({ ctx, input }) => quoteShareLink(ctx.scope, input.id)),

  rotateShareLink: managerProcedure
    .meta(
      rest('POST', '/quotes/{id}/share-link/rotate', TAG, {
        summary: 'Issue a new link for the quote’s client page; the former link answers 404 at once',
        errors: { 404: notFound, 409: `The quote is a draft (“${QUOTE_MSG.draftHasNoPage}”).` },
      }),
    )
    .input(quoteIdInput)
    .output(quoteShareLinkSchema)
    .mutation(({ ctx, input }) => rotateQuoteShareLink(ctx.scope, input.id)),

  convert: managerProcedure
    .meta(
      rest('POST', '/quotes/{id}/convert', TAG, {
        summary: 'Make an invoice of a sent or accepted quote: same lines, discount, taxes and totals',
        description:
          'The invoice is a draft, numbered like any invoice, and counts toward the Free plan’s monthly invoices. The quote keeps a link to it (convertedInvoice) and the invoice to the quote (quoteId). A quote converts once.',
        errors: {
          403: `PLAN_UPGRADE_REQUIRED: the Free plan’s organization already created ${FREE_PLAN_LIMITS.invoicesPerMonth} invoices this month.`,
          404: notFound,
          409: `The quote is already converted (“${QUOTE_MSG.alreadyConverted}”), or it is a draft, declined or expired (“${QUOTE_MSG.cannotConvert}”).`,
        },
      }),
    )
    .input(quoteIdInput)
    .output(invoiceSchema)
    .mutation(({ ctx, input }) => convertQuote(ctx.scope, input)),

  /**
   * What GET /api/quotes/{id}/pdf renders (quote-pdf.route.ts calls it through a caller, so the
   * PDF is authorised exactly like every other read). Not on the REST facade.
   */
  pdfData: orgProcedure
    .input(quoteIdInput)
    .output(invoicePdfDataSchema)
    .query(({ ctx, input }) => loadQuotePdfData(ctx.scope, input.id)),
});
