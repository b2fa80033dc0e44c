import { DELIVERY_KINDS, DELIVERY_STATUSES, FREE_PLAN_LIMITS, INVOICE_EMAIL_LIMITS } from '../constants';
import { WORKSPACE_MSG } from '../messages';
import { z } from '../zod';
import { documentedAs, isoDateTime, recordId } from './common';

/** Texts of sending an invoice by email (docs/product.md#sending-invoices-by-email). */
export const INVOICE_EMAIL_MSG = {
  recipientsRequired: 'Add at least one recipient',
  recipientInvalid: WORKSPACE_MSG.clientEmailInvalid,
  tooManyRecipients: `At most ${INVOICE_EMAIL_LIMITS.recipients} recipients`,
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${INVOICE_EMAIL_LIMITS.subjectLength} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${INVOICE_EMAIL_LIMITS.messageLength} characters`,
  emailLimit: `The free plan allows ${FREE_PLAN_LIMITS.invoiceEmailsPerMonth} invoice emails per month. Upgrade to send more.`,
  deliveryNotFound: 'Delivery not found',
  onlyFailedRetried: 'Only a failed delivery can be retried',
  queueUnavailable: 'Sending by email is not available right now. Try again later.',
} as const;

/**
 * One address as mail servers take it: no white space, and none of the characters that would let
 * one field carry several addresses or a display name (`,` `;` `<` `>` `"` parentheses, brackets
 * and backslashes).
 */
const ADDRESS = /^[^\s@,;<>"()[\]\\]+@[^\s@,;<>"()[\]\\]+\.[^\s@,;<>"()[\]\\]+$/;

const recipient = z
  .string({ error: INVOICE_EMAIL_MSG.recipientInvalid })
  .trim()
  .toLowerCase()
  .max(254, { error: INVOICE_EMAIL_MSG.recipientInvalid, abort: true })
  .regex(ADDRESS, { error: INVOICE_EMAIL_MSG.recipientInvalid })
  .meta({ override: { format: 'email', maxLength: 254 } });

/** A header line: white space (line breaks included) becomes single spaces. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export const sendInvoiceInput = z.object({
  id: z.string(),
  /** Default: the client's email address. Repeated addresses are sent once. */
  recipients: z
    .array(recipient, { error: INVOICE_EMAIL_MSG.recipientsRequired })
    .min(1, { error: INVOICE_EMAIL_MSG.recipientsRequired })
    .max(INVOICE_EMAIL_LIMITS.recipients, { error: INVOICE_EMAIL_MSG.tooManyRecipients })
    .transform((list) => [...new Set(list)])
    .optional()
    .meta({
      description: `1 to ${INVOICE_EMAIL_LIMITS.recipients} addresses; default: the client’s email address. Repeated addresses are sent once.`,
    }),
  subject: z
    .string({ error: INVOICE_EMAIL_MSG.subjectRequired })
    .transform(oneLine)
    .pipe(
      z
        .string()
        .min(1, { error: INVOICE_EMAIL_MSG.subjectRequired })
        .max(INVOICE_EMAIL_LIMITS.subjectLength, { error: INVOICE_EMAIL_MSG.subjectTooLong }),
    )
    .optional()
    .meta(
      documentedAs({
        type: 'string',
        pattern: '\\S',
        maxLength: INVOICE_EMAIL_LIMITS.subjectLength,
        description: 'Default: “Invoice <displayed number> from <organization>”. Line breaks become spaces.',
      }),
    ),
  message: z
    .string({ error: INVOICE_EMAIL_MSG.messageRequired })
    .trim()
    .min(1, { error: INVOICE_EMAIL_MSG.messageRequired, abort: true })
    .max(INVOICE_EMAIL_LIMITS.messageLength, { error: INVOICE_EMAIL_MSG.messageTooLong })
    .optional()
    .meta({
      override: { pattern: '\\S' },
      description: 'Plain text. Default: the template of GET /invoices/{id}/email-draft.',
    }),
});

/** What the send form starts from: the client's address and the organization's template. */
export const invoiceEmailDraftSchema = z.object({
  recipients: z.array(z.string()),
  subject: z.string(),
  message: z.string(),
});

export const deliveryIdInput = z.object({ id: z.string(), deliveryId: z.string() });

export const deliverySchema = z.object({
  _id: recordId,
  /** The invoice it sends; null for a quote's email. */
  invoiceId: recordId.nullable(),
  /** The quote it sends (kind `quote`); null for an invoice's email or reminder. */
  quoteId: recordId.nullable(),
  /** `invoice` (POST /invoices/{id}/send), `reminder` (a reminder rule, or Send reminder) or `quote` (POST /quotes/{id}/send). */
  kind: z.enum(DELIVERY_KINDS),
  status: z.enum(DELIVERY_STATUSES),
  recipients: z.array(z.string()),
  subject: z.string(),
  message: z.string(),
  /** Attempts made so far (a retry of a failed delivery counts on). */
  attempts: z.number().int(),
  /** The Message-ID of the accepted message; null until delivered. */
  messageId: z.string().nullable(),
  /** The mail server's answer to the latest failed attempt (kept while retrying); null if none failed. */
  lastError: z.string().nullable(),
  requestedBy: z.object({ _id: z.string().nullable(), name: z.string() }).nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  deliveredAt: isoDateTime.nullable(),
});

export const deliveryListSchema = z.object({ items: z.array(deliverySchema) });

export type SendInvoiceInput = z.output<typeof sendInvoiceInput>;
export type DeliveryIdInput = z.output<typeof deliveryIdInput>;
export type Delivery = z.output<typeof deliverySchema>;
export type InvoiceEmailDraft = z.output<typeof invoiceEmailDraftSchema>;
