import { invoiceSchema, LOCALES, ORG_LOGO_TYPES, QUOTE_STATUSES } from '@folio/contracts';
import { z } from 'zod';

/*
 * The PDF's input, apart from the query that loads it (invoice-pdf-data.ts): the drawing modules
 * and the render worker import only this, so they stay free of the database scope and its deps.
 */

const nullableText = z.string().nullable();

/**
 * What an invoice PDF is drawn from: the invoice as the API answers it, the issuing organization
 * with its business details and logo (all null or absent until an admin saves them), and how to
 * reach and identify the billed client. The logo's bytes travel to the render worker; its hash
 * stands for them in the render cache's key. `locale` is the document's language (the client's,
 * else the organization's; English when absent), so it is part of that key too.
 */
export const invoicePdfDataSchema = z.object({
  invoice: invoiceSchema,
  /**
   * Set when the document is a quote drawn by the invoice engine (`invoice` then holds the quote's
   * lines and totals): titled Quote, with its validity date and status, and no payment lines.
   */
  quote: z
    .object({ validUntil: z.string(), status: z.enum(QUOTE_STATUSES) })
    .nullable()
    .optional(),
  locale: z.enum(LOCALES).optional(),
  organization: z.object({ name: z.string() }),
  clientContact: z
    .object({ email: nullableText, address: nullableText, taxId: nullableText.optional() })
    .optional(),
  seller: z
    .object({
      legalName: nullableText,
      address: nullableText,
      taxId: nullableText,
      email: nullableText,
      phone: nullableText,
      website: nullableText,
      paymentInstructions: nullableText,
      invoiceFooter: nullableText,
    })
    .optional(),
  logo: z
    .object({
      contentType: z.enum(ORG_LOGO_TYPES),
      hash: z.string(),
      bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
    })
    .nullable()
    .optional(),
});
export type InvoicePdfData = z.infer<typeof invoicePdfDataSchema>;
