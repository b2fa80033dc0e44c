import {
  CLIENT_STATUSES,
  CLIENT_TAX_ID_MAX_LENGTH,
  LOCALES,
  SEARCH_TOTAL_CAP,
  TAG_LIMITS,
} from '../constants';
import { WORKSPACE_MSG } from '../messages';
import { z } from '../zod';
import { documentedAs, isoDateTime, NOT_BLANK, recordId, requiredText } from './common';
import { pageOf, pageParams, restPageParams } from './paging';
import { statusFilterParam } from './status-filter';

const optionalText = (max: number, tooLong = `Must be at most ${max} characters`) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => value || null);

/** Tags: each trimmed and non-empty, duplicates (ignoring case) removed, order kept. */
export const tagsField = z
  .array(
    z
      .string({ error: WORKSPACE_MSG.tagsEmpty })
      .trim()
      .min(1, { error: WORKSPACE_MSG.tagsEmpty })
      .max(TAG_LIMITS.maxLength, { error: WORKSPACE_MSG.tagTooLong })
      .meta({ override: { pattern: NOT_BLANK } }),
    { error: 'Tags must be a list of texts' },
  )
  .max(TAG_LIMITS.maxCount, { error: WORKSPACE_MSG.tooManyTags })
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((tag) => {
      const key = tag.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

const clientFields = {
  name: requiredText(WORKSPACE_MSG.clientNameRequired, {
    length: 200,
    message: 'Name must be at most 200 characters',
  }),
  email: z
    .string({ error: WORKSPACE_MSG.clientEmailInvalid })
    .trim()
    .toLowerCase()
    .max(254, { error: WORKSPACE_MSG.clientEmailInvalid })
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      error: WORKSPACE_MSG.clientEmailInvalid,
    })
    .nullish()
    .transform((value) => value || null)
    .meta(
      documentedAs({
        anyOf: [
          { type: 'string', format: 'email', maxLength: 254 },
          { type: 'string', maxLength: 0 },
          { type: 'null' },
        ],
        description: 'An email address; empty or null for none.',
      }),
    ),
  phone: optionalText(50),
  address: optionalText(500),
  /** The client's VAT or tax number, as printed; blank means none. */
  taxId: optionalText(CLIENT_TAX_ID_MAX_LENGTH, WORKSPACE_MSG.clientTaxIdTooLong),
  /**
   * The language of the client's documents (invoice emails and PDFs); null or left out means the
   * organization's language (its business details).
   */
  locale: z
    .enum(LOCALES, { error: WORKSPACE_MSG.clientLocaleInvalid })
    .nullish()
    .transform((value) => value ?? null)
    .meta({
      description: "The language of the client's documents; null: the organization's (business details).",
    }),
  /** false: the client gets no payment reminders (a member's Send reminder still goes). */
  sendReminders: z
    .boolean({ error: WORKSPACE_MSG.clientSendRemindersInvalid })
    .optional()
    .meta({ description: 'Whether reminder rules email this client; default true.' }),
  /** null means "no tags". */
  tags: tagsField.nullish(),
  status: z.enum(CLIENT_STATUSES, { error: WORKSPACE_MSG.invalidStatus }).optional(),
};

export const createClientInput = z.object(clientFields);
/**
 * PUT /api/clients/{id}: any subset of the fields; a missing field is left as it is, null or
 * "" clears an optional one. A body with only `status` archives or restores.
 */
export const updateClientInput = z.object({
  id: recordId,
  name: clientFields.name.optional(),
  email: clientFields.email.optional(),
  phone: clientFields.phone.optional(),
  address: clientFields.address.optional(),
  taxId: clientFields.taxId.optional(),
  locale: clientFields.locale.optional(),
  sendReminders: clientFields.sendReminders,
  tags: clientFields.tags,
  status: clientFields.status,
});

export const clientSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  taxId: z.string().nullable(),
  /** The language of the client's documents; null: the organization's. */
  locale: z.enum(LOCALES).nullable(),
  /** Whether reminder rules email this client (Settings → Payments). */
  sendReminders: z.boolean(),
  tags: z.array(z.string()),
  status: z.enum(CLIENT_STATUSES),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Client = z.infer<typeof clientSchema>;

/**
 * Clients are only active or archived: `completed` matches none, `nonArchived` means active
 * and `all` both.
 */
const clientListFilters = {
  status: statusFilterParam('active'),
  q: z
    .string()
    .describe(
      `Part of the name or email, ignoring case. The total counts at most ${SEARCH_TOTAL_CAP} matches`,
    )
    .optional(),
};

/** GET /api/clients: the whole list, or one page with `limit` / `after`. */
export const clientListInput = z.object({ ...clientListFilters, ...restPageParams });
/** tRPC clients.page: the list's filters, `limit` (default LIST_PAGE_SIZE) and `cursor`. */
export const clientPageInput = z.object({ ...clientListFilters, ...pageParams });
export const clientPageSchema = pageOf(clientSchema);

export const clientIdInput = z.object({ id: recordId });
/** GET /api/clients/{id}/projects?status= (default active), paged like GET /api/projects. */
export const clientProjectsInput = z.object({
  id: recordId,
  status: statusFilterParam('active'),
  ...restPageParams,
});
/** GET /api/clients/{id}/invoices?status= (default nonArchived), paged like GET /api/invoices. */
export const clientInvoicesInput = z.object({
  id: recordId,
  status: statusFilterParam('nonArchived'),
  ...restPageParams,
});

/** DELETE /api/clients/{id}: what went with the client (its activity history stays). */
export const clientDeleteResponse = z.object({
  msg: z.string(),
  deleted: z.object({
    projects: z.number().int(),
    invoices: z.number().int(),
    notes: z.number().int(),
  }),
});

const currencyTotals = z.object({
  currency: z.string(),
  revenuePaid: z.number(),
  outstanding: z.number(),
  count: z.number().int(),
});

/**
 * Amounts are in major units of `currency`, the currency most of the client's invoices use;
 * `byCurrency` has every currency separately (amounts are never added across currencies).
 * `revenuePaid` is what was paid on any of the client's invoices (money received stays
 * revenue when an invoice is archived); `outstanding` (total − paid) and `count` cover the
 * non-archived invoices only.
 */
export const clientSummarySchema = z.object({
  invoices: z.object({
    revenuePaid: z.number(),
    outstanding: z.number(),
    count: z.number().int(),
    currency: z.string(),
    byCurrency: z.array(currencyTotals),
  }),
  projects: z.object({ active: z.number().int(), completed: z.number().int(), archived: z.number().int() }),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

/** What the services receive: the inputs as the schemas above parse them. */
export type CreateClientInput = z.output<typeof createClientInput>;
export type UpdateClientInput = z.output<typeof updateClientInput>;
export type ClientIdInput = z.output<typeof clientIdInput>;
export type ClientListInput = z.output<typeof clientListInput>;
export type ClientPageInput = z.output<typeof clientPageInput>;
export type ClientProjectsInput = z.output<typeof clientProjectsInput>;
export type ClientInvoicesInput = z.output<typeof clientInvoicesInput>;
