import { LIST_PAGE_MAX, LIST_PAGE_SIZE, REST_LIST_PAGE_SIZE } from '../constants';
import { WORKSPACE_MSG } from '../messages';
import { z } from '../zod';

/**
 * How many records one page holds: a whole number from 1 to LIST_PAGE_MAX. Query strings carry
 * it as text, so it is coerced.
 */
const pageLimit = z.coerce
  .number({ error: WORKSPACE_MSG.pageLimit })
  .int({ error: WORKSPACE_MSG.pageLimit })
  .min(1, { error: WORKSPACE_MSG.pageLimit })
  .max(LIST_PAGE_MAX, { error: WORKSPACE_MSG.pageLimit });

/**
 * Paging parameters of the REST lists (GET /api/clients, /api/projects, /api/invoices and a
 * client's projects and invoices). Without both the answer is the whole list, as it always was;
 * with either, one page, its total and the next page's cursor in response headers.
 */
export const restPageParams = {
  limit: pageLimit
    .describe(
      `Page size, 1 to ${LIST_PAGE_MAX}. With limit or after the answer is one page of the list in the same ` +
        `order (default size ${REST_LIST_PAGE_SIZE}); X-Total-Count holds the number of matching records, and ` +
        'X-Next-Cursor and Link (rel="next") lead to the next page while there is one. Without both, the whole list.',
    )
    .optional(),
  after: z
    .string()
    .describe(
      'Opaque cursor from X-Next-Cursor (or the Link header) of the previous page: the page starts after it. ' +
        'It stays valid when records are added or deleted meanwhile; one made for another list answers 422.',
    )
    .optional(),
};

/**
 * Paging parameters of the tRPC `page` procedures. `cursor` is the previous page's `nextCursor`
 * (the name useInfiniteQuery fills in); none or null is the first page.
 */
export const pageParams = {
  limit: pageLimit.default(LIST_PAGE_SIZE),
  cursor: z.string().nullish(),
};

/** One page of a list: its records, how many match the filters over all pages, the next page's cursor. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    /** null on the last page. */
    nextCursor: z.string().nullable(),
  });
export type Page<T> = { items: T[]; total: number; nextCursor: string | null };
