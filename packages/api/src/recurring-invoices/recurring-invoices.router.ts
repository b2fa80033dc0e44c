import {
  createRecurringInvoiceInput,
  FREE_PLAN_LIMITS,
  invoiceListResponse,
  invoicePageSchema,
  msgResponse,
  RECURRING_MSG,
  recurringInvoiceIdInput,
  recurringInvoiceInvoicesInput,
  recurringInvoiceInvoicesPageInput,
  recurringInvoiceListInput,
  recurringInvoiceListResponse,
  recurringInvoicePageInput,
  recurringInvoicePageSchema,
  recurringInvoiceSchema,
  updateRecurringInvoiceInput,
} from '@folio/contracts';
import { restList, trpcPage } from '../trpc/list-page';
import { rest } from '../trpc/openapi-meta';
import { managerProcedure, orgProcedure, router } from '../trpc/procedures';
import {
  listRecurringInvoices,
  listSeriesInvoices,
  loadRecurringInvoice,
  pageRecurringInvoices,
  pageSeriesInvoices,
} from './recurring-invoices.queries';
import {
  createRecurringInvoice,
  deleteRecurringInvoice,
  pauseRecurringInvoice,
  resumeRecurringInvoice,
  updateRecurringInvoice,
} from './recurring-invoices.service';

const TAG = 'recurring-invoices';
const notFound = 'No recurring invoice series with this id in the current organization.';
const invalid =
  'Validation failed: the client is not an active client of the organization, a project is not the client’s, an item is incomplete, a tax rate is archived, the total is too large, the frequency, start date, end or days until due are invalid (`errors` names the field).';

export const recurringInvoicesRouter = router({
  list: orgProcedure
    .meta(
      rest('GET', '/recurring-invoices', TAG, {
        summary: 'Recurring invoice series of the organization, newest first',
        description:
          'status: active, paused, ended or all (default). client: a client id. q: the client’s name or a line’s description, ignoring case.',
      }),
    )
    .input(recurringInvoiceListInput)
    .output(recurringInvoiceListResponse)
    .query(({ ctx, input }) => restList(ctx, input, listRecurringInvoices, pageRecurringInvoices)),

  /** The web app's paged list of series: the list's filters and order, `{ items, total, nextCursor }`. */
  page: orgProcedure
    .input(recurringInvoicePageInput)
    .output(recurringInvoicePageSchema)
    .query(({ ctx, input }) => trpcPage(ctx, input, pageRecurringInvoices)),

  get: orgProcedure
    .meta(
      rest('GET', '/recurring-invoices/{id}', TAG, {
        summary: 'One recurring invoice series',
        errors: { 404: notFound },
      }),
    )
    .input(recurringInvoiceIdInput)
    .output(recurringInvoiceSchema)
    .query(({ ctx, input }) => loadRecurringInvoice(ctx.scope, input.id)),

  create: managerProcedure
    .meta(
      rest('POST', '/recurring-invoices', TAG, {
        summary:
          'Create a recurring invoice series: an invoice’s contents with a frequency, a start date, an end, days until due and automatic emailing',
        description:
          'Invoices are made in the job queue on each occurrence date in the organization’s time zone, numbered like any other invoice. A start date in the past makes each missed invoice once, with its own date.',
        errors: { 422: invalid },
      }),
    )
    .input(createRecurringInvoiceInput)
    .output(recurringInvoiceSchema)
    .mutation(({ ctx, input }) => createRecurringInvoice(ctx.scope, input)),

  update: managerProcedure
    .meta(
      rest('PUT', '/recurring-invoices/{id}', TAG, {
        summary: 'Edit a series (the invoices it already made do not change)',
        description:
          'The fields present replace the stored ones. A change of frequency, start date or end continues with the first date of the new calendar after the last invoice made.',
        errors: { 404: notFound, 422: invalid },
      }),
    )
    .input(updateRecurringInvoiceInput)
    .output(recurringInvoiceSchema)
    .mutation(({ ctx, input }) => updateRecurringInvoice(ctx.scope, input)),

  delete: managerProcedure
    .meta(
      rest('DELETE', '/recurring-invoices/{id}', TAG, {
        summary: 'Delete a series; the invoices it made stay',
        errors: { 404: notFound },
      }),
    )
    .input(recurringInvoiceIdInput)
    .output(msgResponse)
    .mutation(({ ctx, input }) => deleteRecurringInvoice(ctx.scope, input.id)),

  pause: managerProcedure
    .meta(
      rest('POST', '/recurring-invoices/{id}/pause', TAG, {
        summary: 'Pause a series: no invoice is made until it is resumed',
        errors: {
          404: notFound,
          409: `The series is already paused (“${RECURRING_MSG.alreadyPaused}”) or has ended (“${RECURRING_MSG.ended}”).`,
        },
      }),
    )
    .input(recurringInvoiceIdInput)
    .output(recurringInvoiceSchema)
    .mutation(({ ctx, input }) => pauseRecurringInvoice(ctx.scope, input.id)),

  resume: managerProcedure
    .meta(
      rest('POST', '/recurring-invoices/{id}/resume', TAG, {
        summary:
          'Resume a paused series from the next date to come (the dates missed while paused are skipped)',
        errors: {
          404: notFound,
          409: `The series is not paused (“${RECURRING_MSG.notPaused}”) or has ended (“${RECURRING_MSG.ended}”).`,
        },
      }),
    )
    .input(recurringInvoiceIdInput)
    .output(recurringInvoiceSchema)
    .mutation(({ ctx, input }) => resumeRecurringInvoice(ctx.scope, input.id)),

  invoices: orgProcedure
    .meta(
      rest('GET', '/recurring-invoices/{id}/invoices', TAG, {
        summary: 'The invoices a series made, newest occurrence first',
        description: `Each carries recurringInvoiceId and recurringDate (its occurrence). Generated invoices count towards the Free plan’s ${FREE_PLAN_LIMITS.invoicesPerMonth} invoices a month.`,
        errors: { 404: notFound },
      }),
    )
    .input(recurringInvoiceInvoicesInput)
    .output(invoiceListResponse)
    .query(({ ctx, input }) => restList(ctx, input, listSeriesInvoices, pageSeriesInvoices)),

  /** The web app's paged list of a series' invoices. */
  invoicesPage: orgProcedure
    .input(recurringInvoiceInvoicesPageInput)
    .output(invoicePageSchema)
    .query(({ ctx, input }) => trpcPage(ctx, input, pageSeriesInvoices)),
});
