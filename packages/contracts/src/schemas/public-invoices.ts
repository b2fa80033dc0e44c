import { CURRENCIES, INVOICE_STATUSES, LOCALES } from '../constants';
import { z } from '../zod';
import { isoDateTime } from './common';

/** The client's invoice page: texts only the server gives. */
export const PUBLIC_INVOICE_MSG = {
  notFound: 'This invoice link is not valid. Ask the sender for a new one.',
  archived: 'This invoice has been withdrawn by its sender.',
  draftHasNoPage: 'A draft invoice has no client page',
} as const;

/** GET /api/invoices/{id}/share-link and its rotate: the client page's link. */
export const invoiceShareLinkSchema = z.object({
  url: z.string().meta({ description: 'The client page of the invoice: <APP_URL>/i/{token}.' }),
});
export type InvoiceShareLink = z.infer<typeof invoiceShareLinkSchema>;

const nullableText = z.string().nullable();

/**
 * GET /api/public/invoices/{token}: the invoice as its client sees it, with no sign-in. The
 * seller's details are the business details the PDF prints; amounts are in major units of
 * `currency`; `locale` is the document's language (the client's, else the organization's).
 */
export const publicInvoiceSchema = z.object({
  seller: z.object({
    /** The organization's name. */
    name: z.string(),
    /** The name the invoice is issued under when it differs from `name`. */
    legalName: nullableText,
    address: nullableText,
    taxId: nullableText,
    email: nullableText,
    phone: nullableText,
    website: nullableText,
    paymentInstructions: nullableText,
    invoiceFooter: nullableText,
    /** GET /api/public/invoices/{token}/logo when the organization has a logo. */
    logoUrl: nullableText,
  }),
  client: z.object({ name: z.string(), address: nullableText, taxId: nullableText }),
  displayNumber: z.string(),
  /** draft never appears (a draft has no page); archived answers 410 instead. */
  status: z.enum(INVOICE_STATUSES),
  /** Due before today and not paid. */
  overdue: z.boolean(),
  /** The issue date (the invoice's creation). */
  issueDate: isoDateTime,
  sentAt: isoDateTime.nullable(),
  /** YYYY-MM-DD or null. */
  dueDate: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  locale: z.enum(LOCALES),
  pricesIncludeTax: z.boolean(),
  items: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      discountPercent: z.number(),
      /** Quantity × unit price less the line's discount. */
      amount: z.number(),
      /** The names of the line's taxes. */
      taxes: z.array(z.string()),
    }),
  ),
  subtotal: z.number(),
  discountTotal: z.number(),
  taxes: z.array(z.object({ name: z.string(), percent: z.number(), amount: z.number() })),
  taxTotal: z.number(),
  total: z.number(),
  paid: z.number(),
  balanceDue: z.number(),
  /**
   * Whether the page offers Pay: something is due and the organization takes online payments
   * (its Stripe account is connected, or the server runs in mock mode).
   */
  canPay: z.boolean(),
  /** Whether the client may pay part of the balance (from 1.00 up to `balanceDue`). */
  allowPartialPayments: z.boolean(),
});
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;
