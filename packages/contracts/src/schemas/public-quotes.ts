import { CURRENCIES, LOCALES, QUOTE_STATUSES } from '../constants';
import { z } from '../zod';
import { isoDateTime } from './common';
import { publicInvoiceSchema } from './public-invoices';
import { QUOTE_MSG, quoteAcceptanceSchema } from './quotes';

const publicInvoice = publicInvoiceSchema.shape;

/**
 * GET /api/public/quotes/{token}: the quote as its client sees it, with no sign-in. The seller's
 * details are those the PDF prints; amounts are in major units of `currency`; `locale` is the
 * document's language (the client's, else the organization's).
 */
export const publicQuoteSchema = z.object({
  seller: publicInvoice.seller,
  client: publicInvoice.client,
  displayNumber: z.string(),
  /** draft never appears (a draft has no page). */
  status: z.enum(QUOTE_STATUSES),
  /** The issue date (the quote's creation). */
  issueDate: isoDateTime,
  sentAt: isoDateTime.nullable(),
  /** YYYY-MM-DD: the last day the quote can be accepted. */
  validUntil: z.string(),
  currency: z.enum(CURRENCIES),
  locale: z.enum(LOCALES),
  pricesIncludeTax: z.boolean(),
  items: publicInvoice.items,
  subtotal: z.number(),
  discountTotal: z.number(),
  taxes: publicInvoice.taxes,
  taxTotal: z.number(),
  total: z.number(),
  /** Whether the page offers Accept and Decline: sent, not answered and not expired. */
  canAnswer: z.boolean(),
  acceptance: quoteAcceptanceSchema.nullable(),
  /** When the client declined it; null otherwise. */
  declinedAt: isoDateTime.nullable(),
});
export type PublicQuote = z.infer<typeof publicQuoteSchema>;

/** POST /api/public/quotes/{token}/accept: the signer's name. */
export const acceptQuoteInput = z.object({
  name: z
    .string({ error: QUOTE_MSG.signerNameRequired })
    .trim()
    .min(1, { error: QUOTE_MSG.signerNameRequired, abort: true })
    .max(200, { error: QUOTE_MSG.signerNameTooLong }),
});

/** POST /api/public/quotes/{token}/decline: an optional reason. */
export const declineQuoteInput = z.object({
  reason: z
    .string()
    .trim()
    .max(1000, { error: QUOTE_MSG.declineReasonTooLong })
    .nullish()
    .transform((value) => value || null),
});

export type AcceptQuoteInput = z.output<typeof acceptQuoteInput>;
export type DeclineQuoteInput = z.output<typeof declineQuoteInput>;
