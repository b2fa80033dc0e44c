import { CURRENCIES, INVOICE_STATUSES, SEARCH_TOTAL_CAP } from '../constants';
import { FIELD_MSG, WORKSPACE_MSG } from '../messages';
import { QUANTITY_SCALE } from '../money';
import { z } from '../zod';
import { documentedAs, isoDateTime, NOT_BLANK, requiredText } from './common';
import { pageOf, pageParams, restPageParams } from './paging';
import { optionalDateField } from './projects';
import { statusFilterParam } from './status-filter';
import { percentField } from './tax-rates';

/** A line carries at most this many tax rates (e.g. GST and QST). */
export const MAX_TAXES_PER_LINE = 2;

/** Invoice texts only the server gives: conflicts and limits beyond the form's validation. */
export const INVOICE_MSG = {
  totalTooLarge: 'The invoice total is too large',
  currencyLocked: 'The currency cannot change once a payment is recorded',
  invoiceDeleted: 'Invoice deleted',
  lineDiscountInvalid: 'Discount must be a percentage from 0 to 100 with at most 3 decimals',
  taxRateIdsInvalid: 'Tax rates must be a list of tax rate ids',
  tooManyTaxes: `A line can carry at most ${MAX_TAXES_PER_LINE} taxes`,
  taxRateArchived: 'Archived tax rates cannot be added to an invoice',
  discountTypeInvalid: 'Discount type must be percent or amount',
  discountInvalid: 'Discount must be null or { type, value }',
  discountPercentInvalid: 'Discount must be a percentage from 0 to 100 with at most 3 decimals',
  discountAmountInvalid: 'Discount must be an amount of at least 0',
  pricesIncludeTaxInvalid: 'Prices include tax must be true or false',
} as const;

export const invoiceItemInput = z.object({
  description: requiredText(WORKSPACE_MSG.descriptionRequired, {
    length: 500,
    message: FIELD_MSG.lineDescriptionTooLong,
  }),
  quantity: z
    .number({ error: WORKSPACE_MSG.quantityPositive })
    .gt(0, { error: WORKSPACE_MSG.quantityPositive, abort: true })
    // Quantities are kept to 4 decimals (money.ts): one that rounds to 0 is not above 0.
    .refine((quantity) => Math.round(quantity * QUANTITY_SCALE) > 0, {
      error: WORKSPACE_MSG.quantityPositive,
    })
    .max(1_000_000),
  /** Major units (e.g. 125.5). */
  unitPrice: z
    .number({ error: WORKSPACE_MSG.unitPriceNonNegative })
    .min(0, { error: WORKSPACE_MSG.unitPriceNonNegative })
    .max(100_000_000),
  /** 0–100 with at most 3 decimals; the line's amount is quantity × unit price less this percentage. */
  discountPercent: percentField(INVOICE_MSG.lineDiscountInvalid).default(0),
  /** 0 to 2 of the organization's active tax rates, by id (a repeated id counts once). */
  taxRateIds: z
    .array(z.string({ error: INVOICE_MSG.taxRateIdsInvalid }), { error: INVOICE_MSG.taxRateIdsInvalid })
    .default([])
    .transform((ids) => [...new Set(ids)])
    .pipe(z.array(z.string()).max(MAX_TAXES_PER_LINE, { error: INVOICE_MSG.tooManyTaxes }))
    .meta(
      documentedAs({
        type: 'array',
        maxItems: MAX_TAXES_PER_LINE,
        items: { type: 'string', format: 'uuid' },
        description: 'The ids of 0 to 2 active tax rates of the organization (GET /api/org/tax-rates).',
      }),
    ),
});

/** The invoice discount: a percentage of the subtotal or an amount in major units, before tax. */
export const invoiceDiscountInput = z
  .object(
    {
      type: z.enum(['percent', 'amount'], { error: INVOICE_MSG.discountTypeInvalid }),
      value: z
        .number({ error: INVOICE_MSG.discountAmountInvalid })
        .min(0, { error: INVOICE_MSG.discountAmountInvalid }),
    },
    { error: INVOICE_MSG.discountInvalid },
  )
  .superRefine((discount, ctx) => {
    if (discount.type !== 'percent') return;
    if (!percentField(INVOICE_MSG.discountPercentInvalid).safeParse(discount.value).success)
      ctx.addIssue({ code: 'custom', path: ['value'], message: INVOICE_MSG.discountPercentInvalid });
  })
  .nullable();

export const invoiceFields = {
  client: requiredText(WORKSPACE_MSG.clientRequired).meta({
    override: { pattern: NOT_BLANK, format: 'uuid' },
    description: 'The id of an active client of the organization.',
  }),
  project: z
    .union([z.array(z.string()), z.string()], { error: WORKSPACE_MSG.selectProject })
    .transform((value) => [...new Set(Array.isArray(value) ? value : [value])].filter(Boolean))
    .pipe(z.array(z.string()).min(1, { error: WORKSPACE_MSG.selectProject }))
    .meta(
      documentedAs({
        anyOf: [
          { type: 'array', minItems: 1, items: { type: 'string', format: 'uuid' } },
          { type: 'string', format: 'uuid' },
        ],
        description: 'The ids of one or more of the client’s projects (one id alone is a list of one).',
      }),
    ),
  items: z
    .array(invoiceItemInput, { error: WORKSPACE_MSG.addLineItem })
    .min(1, { error: WORKSPACE_MSG.addLineItem })
    .max(500),
  currency: z.enum(CURRENCIES, { error: WORKSPACE_MSG.invalidCurrency }).optional(),
  dueDate: optionalDateField,
  numberSuffix: z
    .string()
    .trim()
    .max(20, { error: FIELD_MSG.numberSuffixTooLong })
    .nullish()
    .transform((v) => v || null),
  discount: invoiceDiscountInput,
  /** Unit prices are gross (tax included); compound rates cannot apply. */
  pricesIncludeTax: z.boolean({ error: INVOICE_MSG.pricesIncludeTaxInvalid }),
};

export const createInvoiceInput = z.object({
  ...invoiceFields,
  discount: invoiceFields.discount.optional().default(null),
  pricesIncludeTax: invoiceFields.pricesIncludeTax.optional().default(false),
});
/**
 * An invoice's contents (client, projects, lines, currency, discount, prices with or without tax)
 * as the quotes' and the recurring series' create inputs take them: no discount and net prices
 * unless given. Their update inputs take `documentUpdateFields`.
 */
export const documentCreateFields = {
  client: invoiceFields.client,
  project: invoiceFields.project,
  items: invoiceFields.items,
  currency: invoiceFields.currency,
  discount: invoiceFields.discount.optional().default(null),
  pricesIncludeTax: invoiceFields.pricesIncludeTax.optional().default(false),
};
/** The same contents as an update takes them: the fields present replace the stored ones. */
export const documentUpdateFields = {
  client: invoiceFields.client.optional(),
  project: invoiceFields.project.optional(),
  items: invoiceFields.items.optional(),
  currency: invoiceFields.currency,
  discount: invoiceFields.discount.optional(),
  pricesIncludeTax: invoiceFields.pricesIncludeTax.optional(),
};
/** PUT /api/invoices/{id}: the full payload, or `{status}` alone (archive / unarchive / sent / draft). */
export const updateInvoiceInput = z.object({
  id: z.string(),
  client: invoiceFields.client.optional(),
  project: invoiceFields.project.optional(),
  items: invoiceFields.items.optional(),
  currency: invoiceFields.currency,
  dueDate: invoiceFields.dueDate,
  numberSuffix: invoiceFields.numberSuffix.optional(),
  discount: invoiceFields.discount.optional(),
  pricesIncludeTax: invoiceFields.pricesIncludeTax.optional(),
  // paid and overdue are refused with their own message (a payment is recorded with mark-paid;
  // overdue is computed), so the document offers only the statuses that can be set here.
  status: z
    .enum(INVOICE_STATUSES, { error: WORKSPACE_MSG.invalidStatus })
    .optional()
    .meta({ override: { enum: ['draft', 'sent', 'archived'] } }),
});
/** PATCH /api/invoices/{id}/mark-paid: `amount` in major units; absent or null means the balance due. */
export const markPaidInput = z.object({
  id: z.string(),
  amount: z.coerce
    .number({ error: WORKSPACE_MSG.invalidAmount })
    .gt(0, { error: WORKSPACE_MSG.invalidAmount })
    .nullish()
    .transform((value) => value ?? undefined),
});
export const invoiceIdInput = z.object({ id: z.string() });

export const invoiceSchema = z.object({
  _id: z.string(),
  number: z.number().int(),
  numberSuffix: z.string().nullable(),
  /** The displayed number, e.g. "0007" or "0007-ACME" (docs/product.md#invoice-numbers). */
  displayNumber: z.string(),
  client: z.object({ _id: z.string(), name: z.string() }),
  project: z.array(z.object({ _id: z.string(), title: z.string() })),
  items: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      discountPercent: z.number(),
      taxRateIds: z.array(z.string()),
      /** Quantity × unit price less the line's discount, rounded half up to the cent. */
      amount: z.number(),
    }),
  ),
  discount: z.object({ type: z.enum(['percent', 'amount']), value: z.number() }).nullable(),
  pricesIncludeTax: z.boolean(),
  /** The sum of the line amounts (docs/product.md#discounts-and-taxes). */
  subtotal: z.number(),
  /** The invoice discount, in major units. */
  discountTotal: z.number(),
  taxTotal: z.number(),
  /** One entry per rate, with its name and percent as the invoice carries them (frozen once sent). */
  taxes: z.array(
    z.object({
      taxRateId: z.string(),
      name: z.string(),
      percent: z.number(),
      compound: z.boolean(),
      taxableAmount: z.number(),
      amount: z.number(),
    }),
  ),
  currency: z.enum(CURRENCIES),
  dueDate: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  /** Due before today and not paid or archived (docs/product.md#invoice-status). */
  overdue: z.boolean(),
  total: z.number(),
  paidAmount: z.number(),
  balanceDue: z.number(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
  paidAt: isoDateTime.nullable(),
  /** When the client page was first opened by someone who is not a member (docs/product.md#the-clients-invoice-page). */
  viewedAt: isoDateTime.nullable(),
  /** The recurring series that made this invoice (docs/product.md#recurring-invoices); null otherwise. */
  recurringInvoiceId: z.string().nullable(),
  /** The series' occurrence date (YYYY-MM-DD) this invoice was made for; null when not made by a series. */
  recurringDate: z.string().nullable(),
  /** The quote this invoice was converted from (POST /quotes/{id}/convert); null otherwise. */
  quoteId: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListResponse = z.array(invoiceSchema);

/** `status` is sanitised (nonArchived by default); `q` matches number, suffix or client name. */
const invoiceListFilters = {
  status: statusFilterParam('nonArchived'),
  client: z.string().optional(),
  project: z.string().optional(),
  q: z
    .string()
    .describe(
      `Part of the number as shown (0007, 0007-ACME) or of the client’s name, ignoring case. The total counts at most ${SEARCH_TOTAL_CAP} matches`,
    )
    .optional(),
};

/** GET /api/invoices: the whole list, or one page with `limit` / `after`. */
export const invoiceListInput = z.object({ ...invoiceListFilters, ...restPageParams });
/** tRPC invoices.page: the list's filters, `limit` (default LIST_PAGE_SIZE) and `cursor`. */
export const invoicePageInput = z.object({ ...invoiceListFilters, ...pageParams });
export const invoicePageSchema = pageOf(invoiceSchema);

/**
 * GET /api/invoices/summary (tRPC invoices.summary): the invoices list's tiles. `client` (an id)
 * narrows them to that client's invoices; an id that is not one of the organization's clients
 * matches nothing, as the list's filter does.
 */
export const invoiceSummaryInput = z.object({ client: z.string().optional() });

const invoiceCurrencySummary = z.object({
  currency: z.enum(CURRENCIES),
  unpaidTotal: z.number(),
  paidCount: z.number().int(),
  unpaidCount: z.number().int(),
});

/**
 * The tiles over the organization's non-archived invoices (all of them, not a page). An invoice
 * counts as paid when its status is paid or nothing is left to pay (total − paid ≤ 0); every
 * other non-archived invoice (draft, sent, overdue) is unpaid. `unpaidTotal` is the balance
 * (total − paid) of the unpaid invoices, in major units of `currency`: the currency most of the
 * non-archived invoices use (ties: the one with more invoices counting archived ones, then
 * alphabetical; USD when there are none). `paidCount` and `unpaidCount` count every currency.
 * `byCurrency` has each currency with a non-archived invoice apart, in that order; amounts
 * are never added across currencies.
 */
export const invoiceSummarySchema = z.object({
  unpaidTotal: z.number(),
  paidCount: z.number().int(),
  unpaidCount: z.number().int(),
  currency: z.enum(CURRENCIES),
  byCurrency: z.array(invoiceCurrencySummary),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** What the services receive: the inputs as the schemas above parse them. */
export type CreateInvoiceInput = z.output<typeof createInvoiceInput>;
export type UpdateInvoiceInput = z.output<typeof updateInvoiceInput>;
export type MarkPaidInput = z.output<typeof markPaidInput>;
export type InvoiceIdInput = z.output<typeof invoiceIdInput>;
export type InvoiceListInput = z.output<typeof invoiceListInput>;
export type InvoicePageInput = z.output<typeof invoicePageInput>;
export type InvoiceSummaryInput = z.output<typeof invoiceSummaryInput>;
export type InvoiceItemInput = z.output<typeof invoiceItemInput>;
export type InvoiceDiscountInput = z.output<typeof invoiceDiscountInput>;
