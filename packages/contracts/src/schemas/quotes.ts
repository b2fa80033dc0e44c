import { CURRENCIES, QUOTE_NUMBER_PREFIX, QUOTE_STATUSES } from '../constants';
import { z } from '../zod';
import { documentedAs, isoDateTime } from './common';
import { documentCreateFields, documentUpdateFields, invoiceSchema } from './invoices';
import { pageOf, pageParams, restPageParams } from './paging';

/** Quote texts only the server gives: conflicts and rules beyond the form's validation. */
export const QUOTE_MSG = {
  notDraft: 'Only a draft quote can be changed',
  alreadyConverted: 'This quote is already converted to an invoice',
  cannotConvert: 'Only a sent or accepted quote that has not expired can be converted to an invoice',
  quoteDeleted: 'Quote deleted',
  validUntilRequired: 'Valid until is required',
  validUntilPast: 'Valid until cannot be in the past',
  alreadySent: 'This quote is already sent',
  notSent: 'Only a sent quote can be accepted or declined',
  expired: 'This quote has expired',
  alreadyAnswered: 'This quote has already been answered',
  signerNameRequired: 'Enter your name to accept the quote',
  signerNameTooLong: 'Your name must be at most 200 characters',
  declineReasonTooLong: 'The reason must be at most 1000 characters',
  quoteNotFound: 'Quote not found',
  linkNotFound: 'This quote link is not valid. Ask the sender for a new one.',
  draftHasNoPage: 'A draft quote has no client page',
  answeredCannotSend: 'An accepted or declined quote cannot be sent again',
} as const;

/** Q- and at least four digits: 1 → "Q-0001", 12345 → "Q-12345". */
export function displayQuoteNumber(number: number): string {
  return `${QUOTE_NUMBER_PREFIX}${String(number).padStart(4, '0')}`;
}

/** The last day the quote can be accepted, YYYY-MM-DD (not before today in the organization's time zone). */
const validUntilField = z
  .string({ error: QUOTE_MSG.validUntilRequired })
  .trim()
  .min(1, { error: QUOTE_MSG.validUntilRequired, abort: true })
  .transform((value, ctx) => {
    const text = value.slice(0, 10);
    const date = new Date(`${text}T00:00:00Z`);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(text) ||
      Number.isNaN(date.getTime()) ||
      date.toISOString().slice(0, 10) !== text
    ) {
      ctx.addIssue({ code: 'custom', message: QUOTE_MSG.validUntilRequired });
      return z.NEVER;
    }
    return text;
  })
  .meta(
    documentedAs({
      type: 'string',
      format: 'date',
      description:
        'The last day the quote can be accepted, YYYY-MM-DD; not before today in the organization’s time zone.',
    }),
  );

export const createQuoteInput = z.object({
  ...documentCreateFields,
  validUntil: validUntilField,
});

/** PUT /api/quotes/{id}: any of the fields, only while the quote is a draft. */
export const updateQuoteInput = z.object({
  id: z.string(),
  ...documentUpdateFields,
  validUntil: validUntilField.optional(),
});

export const quoteIdInput = z.object({ id: z.string() });

/** The quotes list's status filter: one status (expired included), or all. */
export const QUOTE_LIST_STATUSES = ['all', ...QUOTE_STATUSES] as const;
export type QuoteListStatus = (typeof QUOTE_LIST_STATUSES)[number];

const quoteStatusFilter = z
  .string()
  .optional()
  .transform((value): QuoteListStatus => {
    const match = QUOTE_LIST_STATUSES.find((status) => status === value?.trim().toLowerCase());
    return match ?? 'all';
  })
  .describe(`${QUOTE_LIST_STATUSES.join(', ')}; anything else means all`);

/** `q` matches the number (Q-0007, 0007 or 7) or the client's name. */
const quoteListFilters = {
  status: quoteStatusFilter,
  client: z.string().optional(),
  q: z
    .string()
    .describe(
      `Part of the number (${QUOTE_NUMBER_PREFIX}0007, 0007 or 7) or of the client’s name, ignoring case`,
    )
    .optional(),
};

/** GET /api/quotes: the whole list, or one page with `limit` / `after`. */
export const quoteListInput = z.object({ ...quoteListFilters, ...restPageParams });
/** tRPC quotes.page: the list's filters, `limit` and `cursor`. */
export const quotePageInput = z.object({ ...quoteListFilters, ...pageParams });

/** Who accepted the quote on its page, when, from which address and browser. */
export const quoteAcceptanceSchema = z.object({
  name: z.string(),
  at: isoDateTime,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

const invoiceShape = invoiceSchema.shape;

export const quoteSchema = z.object({
  _id: z.string(),
  number: z.number().int(),
  /** Q-0001. */
  displayNumber: z.string(),
  client: invoiceShape.client,
  project: invoiceShape.project,
  items: invoiceShape.items,
  discount: invoiceShape.discount,
  pricesIncludeTax: z.boolean(),
  subtotal: z.number(),
  discountTotal: z.number(),
  taxTotal: z.number(),
  /** One entry per rate; a draft follows the rates' current terms, a sent quote keeps its own. */
  taxes: invoiceShape.taxes,
  currency: z.enum(CURRENCIES),
  total: z.number(),
  /** YYYY-MM-DD: the last day the quote can be accepted. */
  validUntil: z.string(),
  /** expired: sent and past validUntil in the organization's time zone. */
  status: z.enum(QUOTE_STATUSES),
  sentAt: isoDateTime.nullable(),
  /** When the client page was first opened by someone who is not a member. */
  viewedAt: isoDateTime.nullable(),
  acceptedAt: isoDateTime.nullable(),
  declinedAt: isoDateTime.nullable(),
  /** The reason the client gave when declining; null when none was given or the quote is not declined. */
  declineReason: z.string().nullable(),
  signerName: z.string().nullable(),
  acceptance: quoteAcceptanceSchema.nullable(),
  convertedInvoice: z.object({ _id: z.string(), displayNumber: z.string() }).nullable(),
  convertedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteListResponse = z.array(quoteSchema);
export const quotePageSchema = pageOf(quoteSchema);

/** GET /api/quotes/{id}/share-link and its rotate: the client page's link. */
export const quoteShareLinkSchema = z.object({
  url: z.string().meta({ description: 'The client page of the quote: <APP_URL>/q/{token}.' }),
});

export type CreateQuoteInput = z.output<typeof createQuoteInput>;
export type UpdateQuoteInput = z.output<typeof updateQuoteInput>;
export type QuoteIdInput = z.output<typeof quoteIdInput>;
export type QuoteListInput = z.output<typeof quoteListInput>;
export type QuotePageInput = z.output<typeof quotePageInput>;
export type QuoteAcceptance = z.output<typeof quoteAcceptanceSchema>;
