import { type Page, REST_LIST_PAGE_SIZE } from '@folio/contracts';
import type { PageRequest } from '../core/keyset';
import type { ReadScope } from '../core/scope';
import type { Context } from './context';

/*
 * How the list procedures answer (docs/decisions.md §13). The REST list of a resource answers the
 * whole list, or one page of it when the call names `limit` or `after`, with the paging in its
 * headers; the web app's `page` procedure answers `{ items, total, nextCursor }`. A list's
 * queries module gives both reads, with the same filters and order; the router passes them here.
 */

/** The whole list, with the list's filters. */
type ReadAll<Filters, Item> = (scope: ReadScope, filters: Filters) => Promise<Item[]>;
/** One page of the same list, in the same order. */
type ReadPage<Filters, Item> = (
  scope: ReadScope,
  filters: Filters,
  request: PageRequest,
) => Promise<Page<Item>>;

type RestPaging = { limit?: number | undefined; after?: string | undefined };
type TrpcPaging = { limit: number; cursor?: string | null | undefined };

/** What a REST list call needs of the procedure context: the scope, and the request and headers. */
type RestListContext = Pick<Context, 'headers' | 'request'> & { scope: ReadScope };

/**
 * A REST list call's answer. Without `limit` and `after`: the whole list. With either: one page
 * (`limit` defaults to REST_LIST_PAGE_SIZE; `after` is the cursor, named in a 422), as the array the
 * whole list would be; its headers carry the rest: X-Total-Count, and while there is a next page
 * X-Next-Cursor and a Link (RFC 8288) to the same path and query with `after` set to that cursor.
 * Every other input field is a filter of the list.
 */
export async function restList<Input extends RestPaging, Item>(
  ctx: RestListContext,
  input: Input,
  readAll: ReadAll<Omit<Input, keyof RestPaging>, Item>,
  readPage: ReadPage<Omit<Input, keyof RestPaging>, Item>,
): Promise<Item[]> {
  const { limit, after, ...filters } = input;
  if (limit === undefined && after === undefined) return readAll(ctx.scope, filters);
  const request: PageRequest = { limit: limit ?? REST_LIST_PAGE_SIZE, cursor: after, field: 'after' };
  const page = await readPage(ctx.scope, filters, request);
  ctx.headers.set('X-Total-Count', String(page.total));
  if (page.nextCursor) {
    ctx.headers.set('X-Next-Cursor', page.nextCursor);
    const next = new URL(ctx.request.url, 'http://folio.invalid');
    next.searchParams.set('after', page.nextCursor);
    ctx.headers.set('Link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  return page.items;
}

/** A tRPC `page` call's answer: the page `limit` and `cursor` ask for (a bad cursor is a 422 on `cursor`). */
export function trpcPage<Input extends TrpcPaging, Item>(
  ctx: { scope: ReadScope },
  input: Input,
  readPage: ReadPage<Omit<Input, keyof TrpcPaging>, Item>,
): Promise<Page<Item>> {
  const { limit, cursor, ...filters } = input;
  return readPage(ctx.scope, filters, { limit, cursor, field: 'cursor' });
}
