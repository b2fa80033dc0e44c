import { FIELD_MSG } from '../messages';
import { z } from '../zod';

export const searchInput = z.object({
  q: z
    .string()
    .max(200, { error: FIELD_MSG.searchTooLong })
    .optional()
    .transform((q) => q ?? ''),
});

const recordRef = z.object({ _id: z.string(), name: z.string() });

/**
 * One result: clients carry `name`, projects `title`, invoices `number` and
 * `numberSuffix`. Projects and invoices also name their client, which is often why they matched.
 */
export const searchResultSchema = z.object({
  type: z.enum(['client', 'project', 'invoice']),
  _id: z.string(),
  name: z.string().optional(),
  title: z.string().optional(),
  number: z.number().int().optional(),
  numberSuffix: z.string().nullable().optional(),
  client: recordRef.optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResponse = z.object({ items: z.array(searchResultSchema) });
export type SearchResponse = z.infer<typeof searchResponse>;

/** What the services receive: the inputs as the schemas above parse them. */
export type SearchInput = z.output<typeof searchInput>;
