import { z } from 'zod';
import { CURRENCIES, PROJECT_STATUSES } from '../constants';
import { WORKSPACE_MSG } from '../messages';
import { isoDateTime, requiredText } from './common';
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
  });

/** Tags as a list, or as text split on commas and newlines; trimmed, de-duplicated ignoring case. */
export const projectTagsField = z.union([z.array(z.string()), z.string()]).transform((value) => {
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
});

const projectFields = {
  title: requiredText(WORKSPACE_MSG.titleRequired).pipe(
    z.string().max(200, { error: 'Title must be at most 200 characters' }),
  ),
  description: z
    .string()
    .trim()
    .max(10_000, { error: 'Description must be at most 10000 characters' })
    .nullish()
    .transform((v) => v ?? ''),
  client: requiredText(WORKSPACE_MSG.clientRequired),
  priceCents: z
    .union([z.number({ error: WORKSPACE_MSG.budgetNonNegative }), z.null()])
    .optional()
    .transform((value) => value ?? 0)
    .pipe(
      z
        .number()
        .min(0, { error: WORKSPACE_MSG.budgetNonNegative })
        .int({ error: WORKSPACE_MSG.budgetInteger })
        .max(100_000_000_000, { error: 'Budget is too large' }),
    ),
  currency: z.enum(CURRENCIES, { error: WORKSPACE_MSG.invalidCurrency }).optional(),
  dueDate: optionalDateField,
  tags: projectTagsField.optional(),
};

export const createProjectInput = z.object(projectFields);
export const updateProjectInput = z.object({
  id: z.string(),
  title: projectFields.title.optional(),
  description: projectFields.description,
  client: projectFields.client.optional(),
  priceCents: projectFields.priceCents,
  currency: projectFields.currency,
  dueDate: projectFields.dueDate,
  tags: projectFields.tags,
});
export const projectStatusInput = z.object({
  id: z.string(),
  status: z.enum(PROJECT_STATUSES, { error: WORKSPACE_MSG.invalidStatus }),
});

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

export const projectListInput = z.object({
  status: statusFilterParam('active'),
  client: z.string().optional(),
  q: z.string().optional(),
  /** Comma-separated; matches any, ignoring case. */
  tag: z.string().optional(),
});
