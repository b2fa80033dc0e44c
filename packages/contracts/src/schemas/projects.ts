import { CURRENCIES, PROJECT_STATUSES, SEARCH_TOTAL_CAP, TAG_LIMITS } from '../constants';
import { FIELD_MSG, WORKSPACE_MSG } from '../messages';
import { z } from '../zod';
import { documentedAs, isoDateTime, msgResponse, NOT_BLANK, recordId, requiredText } from './common';
import { pageOf, pageParams, restPageParams } from './paging';
import { statusFilterParam } from './status-filter';

/** A calendar date "YYYY-MM-DD"; empty or null means none. */
export const optionalDateField = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === '') return null;
    const text = value.trim().slice(0, 10);
    const date = new Date(`${text}T00:00:00Z`);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(text) ||
      Number.isNaN(date.getTime()) ||
      date.toISOString().slice(0, 10) !== text
    ) {
      ctx.addIssue({ code: 'custom', message: WORKSPACE_MSG.invalidDate });
      return z.NEVER;
    }
    return text;
  })
  .meta(
    documentedAs({
      anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }],
      description: 'A calendar date, YYYY-MM-DD; null for none.',
    }),
  );

/** Tags as a list, or as text split on commas and newlines; trimmed, de-duplicated ignoring case. */
export const projectTagsField = z
  .union([z.array(z.string()), z.string()], { error: FIELD_MSG.projectTagsInvalid })
  .transform((value) => {
    const raw = Array.isArray(value) ? value : value.split(/[,\n]/);
    const seen = new Set<string>();
    const tags: string[] = [];
    for (const tag of raw.map((t) => t.trim()).filter(Boolean)) {
      if (!seen.has(tag.toLowerCase())) {
        seen.add(tag.toLowerCase());
        tags.push(tag);
      }
    }
    return tags;
  })
  // The same bounds as client tags, checked on the cleaned list (a comma-separated text is split first).
  .pipe(
    z
      .array(z.string().max(TAG_LIMITS.maxLength, { error: WORKSPACE_MSG.tagTooLong }))
      .max(TAG_LIMITS.maxCount, { error: WORKSPACE_MSG.tooManyTags }),
  )
  .meta(
    documentedAs({
      anyOf: [
        {
          type: 'array',
          maxItems: TAG_LIMITS.maxCount,
          items: { type: 'string', maxLength: TAG_LIMITS.maxLength },
        },
        { type: 'string', maxLength: TAG_LIMITS.maxLength },
      ],
      description: 'Tags as a list, or as one text split on commas and new lines.',
    }),
  );

/**
 * Budget in cents: a whole number ≥ 0. Empty, null or missing is 0; a numeric text
 * ("1500", as form fields give) is read as that number.
 */
const budgetField = z
  .union([z.number(), z.string(), z.null()], { error: WORKSPACE_MSG.budgetNonNegative })
  .transform((value, ctx) => {
    if (value === null) return 0;
    if (typeof value === 'number') return value;
    const text = value.trim();
    if (text === '') return 0;
    const number = Number(text);
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: 'custom', message: WORKSPACE_MSG.budgetNonNegative });
      return z.NEVER;
    }
    return number;
  })
  .pipe(
    z
      .number()
      .min(0, { error: WORKSPACE_MSG.budgetNonNegative, abort: true })
      .int({ error: WORKSPACE_MSG.budgetInteger, abort: true })
      .max(100_000_000_000, { error: FIELD_MSG.budgetTooLarge }),
  )
  .meta(
    documentedAs({
      anyOf: [
        { type: 'integer', minimum: 0, maximum: 100_000_000_000 },
        { type: 'string', pattern: '^\\s*\\d{0,11}\\s*$' },
        { type: 'null' },
      ],
      description:
        'Budget in cents, a whole number from 0; a numeric text is read as that number; null or empty is 0.',
    }),
  );

const descriptionField = z
  .string({ error: FIELD_MSG.descriptionNotText })
  .trim()
  .max(10_000, { error: FIELD_MSG.projectDescriptionTooLong })
  .nullable();

const projectFields = {
  title: requiredText(WORKSPACE_MSG.titleRequired, {
    length: 200,
    message: FIELD_MSG.titleTooLong,
  }),
  /** The client's id; it must be an active client of the caller's organization. */
  client: requiredText(WORKSPACE_MSG.clientRequired).meta({
    override: { pattern: NOT_BLANK, format: 'uuid' },
    description: 'The id of an active client of the organization.',
  }),
  currency: z.enum(CURRENCIES, { error: WORKSPACE_MSG.invalidCurrency }).optional(),
  dueDate: optionalDateField,
  tags: projectTagsField.nullish(),
};

export const createProjectInput = z.object({
  ...projectFields,
  description: descriptionField.optional().transform((v) => v ?? ''),
  priceCents: budgetField.optional().transform((v) => v ?? 0),
});
/**
 * PUT /api/projects/{id}: any subset of the fields; a missing field is left as it is. An
 * empty or null budget is 0, an empty due date none.
 */
export const updateProjectInput = z.object({
  id: recordId,
  title: projectFields.title.optional(),
  description: descriptionField.optional().transform((v) => (v === null ? '' : v)),
  client: projectFields.client.optional(),
  priceCents: budgetField.optional(),
  currency: projectFields.currency,
  dueDate: projectFields.dueDate,
  tags: projectFields.tags,
  /** Also accepted here; PATCH /api/projects/{id}/status is the dedicated call. */
  status: z.enum(PROJECT_STATUSES, { error: WORKSPACE_MSG.invalidStatus }).optional(),
});
export const projectStatusInput = z.object({
  id: recordId,
  status: z.enum(PROJECT_STATUSES, { error: WORKSPACE_MSG.invalidStatus }),
});
export const projectIdInput = z.object({ id: recordId });

export const projectSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  client: z.object({ _id: z.string(), name: z.string() }),
  priceCents: z.number().int(),
  currency: z.enum(CURRENCIES),
  dueDate: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(PROJECT_STATUSES),
  /** Active and due before today (UTC). */
  overdue: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Project = z.infer<typeof projectSchema>;

const projectListFilters = {
  status: statusFilterParam('active'),
  client: z.string().optional(),
  q: z
    .string()
    .describe(
      `Part of the title or description, ignoring case. The total counts at most ${SEARCH_TOTAL_CAP} matches`,
    )
    .optional(),
  /** Comma-separated; matches any, ignoring case. */
  tag: z.string().optional(),
};

/** GET /api/projects: the whole list, or one page with `limit` / `after`. */
export const projectListInput = z.object({ ...projectListFilters, ...restPageParams });
/** tRPC projects.page: the list's filters, `limit` (default LIST_PAGE_SIZE) and `cursor`. */
export const projectPageInput = z.object({ ...projectListFilters, ...pageParams });
export const projectPageSchema = pageOf(projectSchema);

/** DELETE /api/projects/{id}. Invoices that billed the project stay; they just no longer list it. */
export const projectDeleteResponse = msgResponse;

/** What the services receive: the inputs as the schemas above parse them. */
export type CreateProjectInput = z.output<typeof createProjectInput>;
export type UpdateProjectInput = z.output<typeof updateProjectInput>;
export type ProjectStatusInput = z.output<typeof projectStatusInput>;
export type ProjectIdInput = z.output<typeof projectIdInput>;
export type ProjectListInput = z.output<typeof projectListInput>;
export type ProjectPageInput = z.output<typeof projectPageInput>;
