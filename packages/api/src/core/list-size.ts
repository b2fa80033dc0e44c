/**
 * A list of at most this many rows (every status) is small: a search in it skips the sample of the
 * list's start (core/text-filter.ts, sampledMatches) and takes the one statement a short term or
 * the embedded database takes, and its statements may keep one plan (core/prepared.ts,
 * executeListStatement). Reading a thousand rows costs a fraction of a millisecond; planning the
 * larger statement for each request cost a small organization's search 85–95 % of its database
 * time (docs/benchmarks.md, slow spot 15). The API's config may set another bound (`smallListRows`).
 */
export const SMALL_LIST_ROWS = 1000;

/**
 * How many clients, projects and invoices the organization holds (every status), from the rollups
 * as the request starts (the caller's statement reads them: auth/request-caller.ts).
 */
export type ListSizes = { clients: number; projects: number; invoices: number };

/** Which of the organization's lists were small as the request started. */
export type SmallLists = { [List in keyof ListSizes]: boolean };

/** The lists of `sizes` (the caller's statement reads them: auth/request-caller.ts) that are small. */
export function smallListsOf(sizes: ListSizes, maxRows: number = SMALL_LIST_ROWS): SmallLists {
  return {
    clients: sizes.clients <= maxRows,
    projects: sizes.projects <= maxRows,
    invoices: sizes.invoices <= maxRows,
  };
}

/**
 * Whether the organization's `list` is small. Unknown (an API key's request, a job, a panel's
 * related lists) counts as not small: the statements planned for their values suit any size.
 */
export function isSmallList(scope: { smallLists?: SmallLists | undefined }, list: keyof ListSizes): boolean {
  return scope.smallLists?.[list] === true;
}
