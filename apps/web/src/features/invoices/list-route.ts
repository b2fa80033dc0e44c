// The routes of the invoices, quotes and recurring series lists load alike: what their loaders
// depend on and how they start the first page, written once. (Kept apart from the screens' code:
// the route tree every page loads imports it.)

/** The address filters a list's loader depends on: a change to one of them loads again. */
export const documentListDeps = <S extends string>(search: {
  status?: S | undefined;
  client?: string | undefined;
  q?: string | undefined;
  open?: string | undefined;
}) => ({ status: search.status, client: search.client, q: search.q, open: search.open });

/** Prefetch the first page of a list as the screen's infinite query will ask for it. */
export const FIRST_PAGE = {
  getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor,
  pages: 1,
} as const;
