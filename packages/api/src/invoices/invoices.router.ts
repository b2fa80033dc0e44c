import {
  createInvoiceInput,
  deliveryIdInput,
  deliveryListSchema,
  deliverySchema,
  FREE_PLAN_LIMITS,
  INVOICE_DELIVERIES_LIMIT,
  INVOICE_EMAIL_LIMITS,
  INVOICE_EMAIL_MSG,
  invoiceEmailDraftSchema,
  invoiceIdInput,
  invoiceListInput,
  invoiceListResponse,
  invoicePageInput,
  invoicePageSchema,
  invoiceSchema,
  invoiceShareLinkSchema,
  invoiceSummaryInput,
  invoiceSummarySchema,
  markPaidInput,
  msgResponse,
  PAYMENT_MSG,
  PUBLIC_INVOICE_MSG,
  REMINDER_LIMITS,
  sendInvoiceInput,
  updateInvoiceInput,
} from '@folio/contracts';
import { listDeliveries } from '../invoice-emails/deliveries.queries';
import { emailDraft, retryDelivery, sendInvoice } from '../invoice-emails/invoice-email.service';
import { rateLimited } from '../rate-limit/middleware';
import { sendReminder } from '../reminders/reminders.service';
import { restList, trpcPage } from '../trpc/list-page';
import { rest } from '../trpc/openapi-meta';
import {
  managerProcedure,
  orgProcedure,
  pointReadProcedure,
  requireVerifiedEmail,
  router,
} from '../trpc/procedures';
import { loadInvoicePdfData } from './invoice-pdf-data';
import { invoicePdfDataSchema } from './invoice-pdf-input';
import { markPaid, markSent } from './invoice-status';
import { invoicePanelRead, invoiceSummary, listInvoices, pageInvoices } from './invoices.queries';
import { createInvoice, deleteInvoice, updateInvoice } from './invoices.service';
import { invoiceShareLink, rotateInvoiceShareLink } from './share-link.service';

const TAG = 'invoices';
const notFound = 'No invoice with this id in the current organization.';
const queueDown = 'The job queue is not available to this server (it cannot promise a delivery).';

/** Sending mails the organization's words to addresses of its choosing: a verified sender, within budgets. */
const senderProcedure = managerProcedure
  .use(requireVerifiedEmail)
  .use(rateLimited('invoiceEmail', (ctx) => ({ account: ctx.user.id, org: ctx.scope.org.id })));

export const invoicesRouter = router({
  list: orgProcedure
    .meta(
      rest('GET', '/invoices', TAG, {
        summary: 'Invoices of the organization, newest first',
        description:
          'status: nonArchived (default; "active" is the same), archived, completed (paid) or all. client / project: ids. q: displayed number, suffix or client name, ignoring case.',
      }),
    )
    .input(invoiceListInput)
    .output(invoiceListResponse)
    .query(({ ctx, input }) => restList(ctx, input, listInvoices, pageInvoices)),

  /**
   * The web app's paged invoices list (also a client's invoices, with `client`): the list's
   * filters and order, `{ items, total, nextCursor }`.
   */
  page: orgProcedure
    .input(invoicePageInput)
    .output(invoicePageSchema)
    .query(({ ctx, input }) => trpcPage(ctx, input, pageInvoices)),

  /** The invoices list's tiles (`/invoices/summary`: the router matches it before `/invoices/{id}`). */
  summary: orgProcedure
    .meta(
      rest('GET', '/invoices/summary', TAG, {
        summary:
          'Totals of the non-archived invoices for the invoices list (balance due, paid and unpaid counts)',
        description:
          'Over every non-archived invoice of the organization, or of one client with client=<id>. Paid: status paid or nothing left to pay; unpaid: every other non-archived invoice (draft, sent, overdue). unpaidTotal (major units) is the balance of the unpaid invoices in `currency`, the currency most of the invoices use; byCurrency has each currency apart. Counts cover all currencies.',
      }),
    )
    .input(invoiceSummaryInput)
    .output(invoiceSummarySchema)
    .query(({ ctx, input }) => invoiceSummary(ctx.scope, input)),

  get: pointReadProcedure
    .meta(rest('GET', '/invoices/{id}', TAG, { summary: 'One invoice', errors: { 404: notFound } }))
    .input(invoiceIdInput)
    .output(invoiceSchema)
    .query(({ ctx, input }) => ctx.readOne(invoicePanelRead, input.id)),

  create: managerProcedure
    .meta(
      rest('POST', '/invoices', TAG, {
        summary: 'Create an invoice (numbered sequentially per organization; totals computed here)',
        errors: {
          403: `PLAN_UPGRADE_REQUIRED: the Free plan’s organization already created ${FREE_PLAN_LIMITS.invoicesPerMonth} invoices this month.`,
          422: 'Validation failed: the client is not an active client of the organization, a project is not the client’s, an item is incomplete, the due date is in the past, or the total is too large (`errors` names the field).',
        },
      }),
    )
    .input(createInvoiceInput)
    .output(invoiceSchema)
    .mutation(({ ctx, input }) => createInvoice(ctx.scope, input)),

  update: managerProcedure
    .meta(
      rest('PUT', '/invoices/{id}', TAG, {
        summary: 'Edit an invoice, or change its status alone (archived, draft, sent)',
        errors: {
          404: notFound,
          409: 'The new total is below the amount already paid, the currency cannot change once a payment is recorded, or the invoice is already fully paid.',
          422: 'Validation failed: as for creating, or status `paid`/`overdue` (use mark-paid; overdue is computed) (`errors` names the field).',
        },
      }),
    )
    .input(updateInvoiceInput)
    .output(invoiceSchema)
    .mutation(({ ctx, input }) => updateInvoice(ctx.scope, input)),

  markSent: managerProcedure
    .meta(
      rest('PATCH', '/invoices/{id}/mark-sent', TAG, {
        summary: 'Mark the invoice sent',
        errors: { 404: notFound, 409: 'The invoice is already sent, fully paid, or archived.' },
      }),
    )
    .input(invoiceIdInput)
    .output(invoiceSchema)
    .mutation(({ ctx, input }) => markSent(ctx.scope, input)),

  markPaid: managerProcedure
    .meta(
      rest('PATCH', '/invoices/{id}/mark-paid', TAG, {
        summary: 'Record a payment (amount in major units; default and maximum: the balance due)',
        errors: {
          404: notFound,
          409: 'The invoice is already fully paid, or archived.',
          422: 'The amount is not a positive number (`errors` names the field).',
        },
      }),
    )
    .input(markPaidInput)
    .output(invoiceSchema)
    .mutation(({ ctx, input }) => markPaid(ctx.scope, input)),

  delete: managerProcedure
    .meta(
      rest('DELETE', '/invoices/{id}', TAG, {
        summary: 'Delete an invoice with its items, payments and notes',
        errors: { 404: notFound },
      }),
    )
    .input(invoiceIdInput)
    .output(msgResponse)
    .mutation(({ ctx, input }) => deleteInvoice(ctx.scope, input)),

  emailDraft: orgProcedure
    .meta(
      rest('GET', '/invoices/{id}/email-draft', TAG, {
        summary:
          'What sending the invoice by email starts from: the client’s address, a subject and a message',
        description:
          'The subject and message name the organization and the displayed number, with the amount and due date. POST /invoices/{id}/send uses them for the fields it is not given.',
        errors: { 404: notFound },
      }),
    )
    .input(invoiceIdInput)
    .output(invoiceEmailDraftSchema)
    .query(({ ctx, input }) => emailDraft(ctx.scope, input.id)),

  send: senderProcedure
    .meta(
      rest('POST', '/invoices/{id}/send', TAG, {
        summary: 'Send the invoice by email, its PDF attached: answers the queued delivery',
        description: `The message goes out through the job queue: follow it with GET /invoices/{id}/deliveries (queued, sending, delivered with the mail server’s Message-ID, or failed with its reason). Temporary refusals are retried with growing delays; the invoice becomes sent (sentAt; status sent unless paid) only when the mail server accepts the message. Omitted fields come from GET /invoices/{id}/email-draft. Replies go to the sender’s address.`,
        accepted: true,
        errors: {
          403: `PLAN_UPGRADE_REQUIRED: the Free plan’s organization already sent ${FREE_PLAN_LIMITS.invoiceEmailsPerMonth} invoices by email this month.`,
          404: notFound,
          409: 'The invoice is archived.',
          422: `Validation failed: no recipient (none given and the client has no email), an invalid address, more than ${INVOICE_EMAIL_LIMITS.recipients} recipients, a blank subject or message, a subject over ${INVOICE_EMAIL_LIMITS.subjectLength} or a message over ${INVOICE_EMAIL_LIMITS.messageLength} characters (\`errors\` names the field).`,
          503: queueDown,
        },
      }),
    )
    .input(sendInvoiceInput)
    .output(deliverySchema)
    .mutation(({ ctx, input }) => sendInvoice(ctx.scope, input)),

  sendReminder: senderProcedure
    .meta(
      rest('POST', '/invoices/{id}/send-reminder', TAG, {
        summary:
          'Send the client a payment reminder now, its PDF and payment link attached: answers the queued delivery',
        description: `A delivery of kind \`reminder\` to the client’s address, in the client’s language, through the job queue like POST /invoices/{id}/send (follow it with GET /invoices/{id}/deliveries). It goes even to a client excluded from the reminder rules. It never changes the invoice’s status, and it is canceled (status canceled, no mail) if the invoice is paid or archived before it goes out. Replies go to the sender’s address. Reminders do not count against the Free plan’s monthly invoice emails.`,
        accepted: true,
        errors: {
          404: notFound,
          409: `The invoice is not sent with a balance due: a draft, paid or archived invoice (“${PAYMENT_MSG.reminderNotDue}”), or the client has no email address (“${PAYMENT_MSG.reminderNoRecipient}”).`,
          429: `Too many emails from this account or organization, or the invoice had a reminder sent this way less than ${REMINDER_LIMITS.manualIntervalSeconds / 60} minutes ago (“${PAYMENT_MSG.reminderTooSoon}”): wait the seconds in Retry-After.`,
          503: queueDown,
        },
      }),
    )
    .input(invoiceIdInput)
    .output(deliverySchema)
    .mutation(({ ctx, input }) => sendReminder(ctx.scope, input)),

  deliveries: orgProcedure
    .meta(
      rest('GET', '/invoices/{id}/deliveries', TAG, {
        summary: `The invoice’s email deliveries, newest first (at most ${INVOICE_DELIVERIES_LIMIT})`,
        errors: { 404: notFound },
      }),
    )
    .input(invoiceIdInput)
    .output(deliveryListSchema)
    .query(async ({ ctx, input }) => ({ items: await listDeliveries(ctx.scope, input.id) })),

  retryDelivery: senderProcedure
    .meta(
      rest('POST', '/invoices/{id}/deliveries/{deliveryId}/retry', TAG, {
        summary: 'Queue a failed delivery again (same recipients, subject and message)',
        accepted: true,
        errors: {
          404: `${notFound} Or no such delivery of this invoice (“${INVOICE_EMAIL_MSG.deliveryNotFound}”).`,
          409: `The delivery has not failed (“${INVOICE_EMAIL_MSG.onlyFailedRetried}”), or the invoice is archived.`,
          503: queueDown,
        },
      }),
    )
    .input(deliveryIdInput)
    .output(deliverySchema)
    .mutation(({ ctx, input }) => retryDelivery(ctx.scope, input)),

  shareLink: managerProcedure
    .meta(
      rest('GET', '/invoices/{id}/share-link', TAG, {
        summary: 'The link of the invoice’s client page (<APP_URL>/i/{token}), issued on first need',
        description:
          'The same link on every call until it is rotated (the invoice email carries it too). Anyone with the link sees the invoice without signing in (GET /public/invoices/{token}). Admins and managers only.',
        errors: { 404: notFound, 409: `The invoice is a draft (“${PUBLIC_INVOICE_MSG.draftHasNoPage}”).` },
      }),
    )
    .input(invoiceIdInput)
    .output(invoiceShareLinkSchema)
    .query(({ ctx, input }) => invoiceShareLink(ctx.scope, input.id)),

  rotateShareLink: managerProcedure
    .meta(
      rest('POST', '/invoices/{id}/share-link/rotate', TAG, {
        summary: 'Issue a new link for the invoice’s client page; the former link answers 404 at once',
        errors: { 404: notFound, 409: `The invoice is a draft (“${PUBLIC_INVOICE_MSG.draftHasNoPage}”).` },
      }),
    )
    .input(invoiceIdInput)
    .output(invoiceShareLinkSchema)
    .mutation(({ ctx, input }) => rotateInvoiceShareLink(ctx.scope, input.id)),

  /**
   * What GET /api/invoices/{id}/pdf renders (invoice-pdf.route.ts calls it through a caller, so
   * the PDF is authorised exactly like every other read): the invoice, the issuing organization
   * and the billed client's email and address. Not on the REST facade.
   */
  pdfData: orgProcedure
    .input(invoiceIdInput)
    .output(invoicePdfDataSchema)
    .query(({ ctx, input }) => loadInvoicePdfData(ctx.scope, input.id)),
});
