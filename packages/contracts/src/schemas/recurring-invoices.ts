import { CURRENCIES, RECURRING_DAYS_UNTIL_DUE_MAX, RECURRING_INVOICE_STATUSES } from '../constants';
import { WORKSPACE_MSG } from '../messages';
import { RECURRING_FREQUENCIES } from '../recurrence';
import { z } from '../zod';
import { documentedAs, isoDateTime } from './common';
import { documentCreateFields, documentUpdateFields, invoiceSchema } from './invoices';
import { pageOf, pageParams, restPageParams } from './paging';

/** Every text of recurring invoice series a user sees: validation, conflicts and pause reasons. */
export const RECURRING_MSG = {
  frequencyInvalid: 'Frequency must be weekly, biweekly, monthly, monthly_last_day, quarterly or yearly',
  startDateRequired: 'Enter a start date',
  endInvalid: 'End must be never, after a number of invoices, or on a date',
  endCountInvalid: 'Enter a number of invoices from 1 to 1000',
  endDateBeforeStart: 'The end date cannot be before the start date',
  daysUntilDueInvalid: `Days until due must be a whole number from 0 to ${RECURRING_DAYS_UNTIL_DUE_MAX}`,
  autoSendInvalid: 'Email automatically must be true or false',
  notFound: 'Recurring invoice not found',
  alreadyPaused: 'This series is already paused',
  notPaused: 'This series is not paused',
  ended: 'This series has ended',
  seriesDeleted: 'Recurring invoice deleted',
  pausedByMember: 'Paused by a team member',
  pausedSendFailures: 'Paused after 3 invoices in a row could not be emailed',
  pausedPlanLimit: 'Paused: the next invoice would pass the free plan’s monthly invoice limit',
  pausedInvalid: 'Paused: the series’ client, projects or tax rates can no longer be invoiced',
} as const;

/** The email that tells an organization's admins a series paused itself (ICU templates). */
export const RECURRING_MAIL_MSG = {
  pausedSubject: 'Recurring invoice for {client} paused',
  pausedBody:
    'The recurring invoice for {client} is paused: its last {failures} invoices could not be emailed (the client has no email address, or the mail server refused them). Check the client’s email address, then resume the series: {link}',
} as const;

/** The most invoices an "after N invoices" end may name. */
export const RECURRING_END_COUNT_MAX = 1000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (text: string) => {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** A required calendar date, YYYY-MM-DD: blank or missing is `required`, a wrong one invalidDate. */
const dateField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine(isCalendarDate, { error: WORKSPACE_MSG.invalidDate })
    .meta({ override: { type: 'string', format: 'date' } });

const endInput = z
  .discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('never') }),
      z.object({
        type: z.literal('after'),
        count: z
          .number({ error: RECURRING_MSG.endCountInvalid })
          .int({ error: RECURRING_MSG.endCountInvalid })
          .min(1, { error: RECURRING_MSG.endCountInvalid })
          .max(RECURRING_END_COUNT_MAX, { error: RECURRING_MSG.endCountInvalid }),
      }),
      z.object({ type: z.literal('on'), date: dateField(WORKSPACE_MSG.invalidDate) }),
    ],
    { error: RECURRING_MSG.endInvalid },
  )
  .meta({
    description:
      'When the series stops: {"type":"never"}, {"type":"after","count":N} (N invoices, 1–1000) or {"type":"on","date":"YYYY-MM-DD"} (the last invoice is on or before that date, which cannot be before the start).',
  });

const recurringFields = {
  frequency: z.enum(RECURRING_FREQUENCIES, { error: RECURRING_MSG.frequencyInvalid }).meta({
    description:
      'weekly, biweekly (every two weeks), monthly (on the start date’s day; the 31st falls on a shorter month’s last day), monthly_last_day, quarterly or yearly.',
  }),
  startDate: dateField(RECURRING_MSG.startDateRequired).meta(
    documentedAs({
      type: 'string',
      format: 'date',
      description:
        'The first invoice’s date, YYYY-MM-DD, in the organization’s time zone. It may be in the past: each missed invoice is then made once, with its own date.',
    }),
  ),
  end: endInput,
  daysUntilDue: z
    .number({ error: RECURRING_MSG.daysUntilDueInvalid })
    .int({ error: RECURRING_MSG.daysUntilDueInvalid })
    .min(0, { error: RECURRING_MSG.daysUntilDueInvalid })
    .max(RECURRING_DAYS_UNTIL_DUE_MAX, { error: RECURRING_MSG.daysUntilDueInvalid }),
  autoSend: z.boolean({ error: RECURRING_MSG.autoSendInvalid }),
};

type EndLike = { startDate?: string | undefined; end?: z.output<typeof endInput> | undefined };
/** An end date before the start is refused at the end's date (when both are in the payload). */
const endNotBeforeStart = (value: EndLike, ctx: z.RefinementCtx) => {
  if (value.startDate && value.end?.type === 'on' && value.end.date < value.startDate)
    ctx.addIssue({ code: 'custom', path: ['end', 'date'], message: RECURRING_MSG.endDateBeforeStart });
};

export const createRecurringInvoiceInput = z
  .object({
    ...documentCreateFields,
    frequency: recurringFields.frequency,
    startDate: recurringFields.startDate,
    end: recurringFields.end.optional().default({ type: 'never' }),
    daysUntilDue: recurringFields.daysUntilDue.optional().default(30),
    autoSend: recurringFields.autoSend.optional().default(false),
  })
  .superRefine(endNotBeforeStart);

/** PUT /api/recurring-invoices/{id}: the fields present replace the stored ones. */
export const updateRecurringInvoiceInput = z
  .object({
    id: z.string(),
    ...documentUpdateFields,
    frequency: recurringFields.frequency.optional(),
    startDate: recurringFields.startDate.optional(),
    end: recurringFields.end.optional(),
    daysUntilDue: recurringFields.daysUntilDue.optional(),
    autoSend: recurringFields.autoSend.optional(),
  })
  .superRefine(endNotBeforeStart);

export const recurringInvoiceIdInput = z.object({ id: z.string() });

/** Which series a list shows; anything else means all. */
export const RECURRING_LIST_STATUSES = ['all', ...RECURRING_INVOICE_STATUSES] as const;
export type RecurringListStatus = (typeof RECURRING_LIST_STATUSES)[number];

const recurringListFilters = {
  status: z
    .string()
    .optional()
    .transform(
      (value): RecurringListStatus =>
        (RECURRING_LIST_STATUSES as readonly string[]).includes(value ?? '')
          ? (value as RecurringListStatus)
          : 'all',
    )
    .describe('active, paused, ended or all (default); anything else means all'),
  client: z.string().describe('A client id: that client’s series only').optional(),
  q: z.string().describe('Matches the client’s name or a line’s description, ignoring case').optional(),
};

/** GET /api/recurring-invoices: the whole list, or one page with `limit` / `after`. */
export const recurringInvoiceListInput = z.object({ ...recurringListFilters, ...restPageParams });
/** tRPC recurringInvoices.page: the list's filters, `limit` and `cursor`. */
export const recurringInvoicePageInput = z.object({ ...recurringListFilters, ...pageParams });

/** GET /api/recurring-invoices/{id}/invoices: the invoices the series made, newest first. */
export const recurringInvoiceInvoicesInput = z.object({ id: z.string(), ...restPageParams });
/** tRPC recurringInvoices.invoicesPage. */
export const recurringInvoiceInvoicesPageInput = z.object({ id: z.string(), ...pageParams });

export const RECURRING_PAUSE_REASONS = ['member', 'sendFailures', 'planLimit', 'invalid'] as const;

const endSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('never') }),
  z.object({ type: z.literal('after'), count: z.number().int() }),
  z.object({ type: z.literal('on'), date: z.string() }),
]);

/** The contents a series shares with the invoices it makes, in the invoice's own shape. */
const invoiceShape = invoiceSchema.shape;

export const recurringInvoiceSchema = z.object({
  _id: z.string(),
  client: invoiceShape.client,
  project: invoiceShape.project,
  items: invoiceShape.items,
  discount: invoiceShape.discount,
  pricesIncludeTax: z.boolean(),
  currency: z.enum(CURRENCIES),
  /** One invoice's amounts at the tax rates' current terms (each invoice is priced when made). */
  subtotal: z.number(),
  discountTotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
  frequency: z.enum(RECURRING_FREQUENCIES),
  startDate: z.string(),
  end: endSchema,
  daysUntilDue: z.number().int(),
  autoSend: z.boolean(),
  status: z.enum(RECURRING_INVOICE_STATUSES),
  /** Why the series is paused: a member, three failed emails in a row, the free plan's limit. */
  pauseReason: z.enum(RECURRING_PAUSE_REASONS).nullable(),
  /** The RECURRING_MSG text of pauseReason, or null. */
  pauseMessage: z.string().nullable(),
  /** The next invoice's date (YYYY-MM-DD), null once the series has ended. */
  nextDate: z.string().nullable(),
  generatedCount: z.number().int(),
  lastGeneratedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type RecurringInvoice = z.infer<typeof recurringInvoiceSchema>;

export const recurringInvoiceListResponse = z.array(recurringInvoiceSchema);
export const recurringInvoicePageSchema = pageOf(recurringInvoiceSchema);

export type CreateRecurringInvoiceInput = z.output<typeof createRecurringInvoiceInput>;
export type UpdateRecurringInvoiceInput = z.output<typeof updateRecurringInvoiceInput>;
export type RecurringInvoiceIdInput = z.output<typeof recurringInvoiceIdInput>;
export type RecurringInvoiceListInput = z.output<typeof recurringInvoiceListInput>;
export type RecurringInvoicePageInput = z.output<typeof recurringInvoicePageInput>;
export type RecurringInvoiceInvoicesInput = z.output<typeof recurringInvoiceInvoicesInput>;
export type RecurringInvoiceInvoicesPageInput = z.output<typeof recurringInvoiceInvoicesPageInput>;
