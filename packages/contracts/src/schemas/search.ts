import { z } from 'zod';

export const searchInput = z.object({ q: z.string().default('') });
export const searchResultSchema = z.object({
  type: z.enum(['client', 'project', 'invoice']),
  _id: z.string(),
  name: z.string().optional(),
  title: z.string().optional(),
  number: z.number().int().optional(),
  numberSuffix: z.string().nullable().optional(),
});
export const searchResponse = z.object({ items: z.array(searchResultSchema) });
