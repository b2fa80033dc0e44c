import { searchInput, searchResponse } from '@folio/contracts';
import { rest } from '../trpc/openapi-meta';
import { orgProcedure, router } from '../trpc/procedures';
import { search } from './search.queries';

export const searchRouter = router({
  search: orgProcedure
    .meta(
      rest('GET', '/search', 'search', {
        summary: 'Clients, projects and invoices matching q (case-insensitive, partial; at most 20)',
        description:
          'Clients by name or email, projects by title or tag, invoices by displayed number (e.g. 0012-A) or client name. An empty q answers no items.',
        errors: { 422: 'q is longer than 200 characters (`errors` names the field).' },
      }),
    )
    .input(searchInput)
    .output(searchResponse)
    .query(({ ctx, input }) => search(ctx.scope, input)),
});
