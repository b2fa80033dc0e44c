import type { TrpcReactUtils } from './trpc';

/**
 * What any change to a client, project or invoice makes stale besides its own lists: the
 * dashboard's figures, the activity log and feeds, and the global search.
 */
export function invalidateOverviews(utils: TrpcReactUtils) {
  return Promise.all([
    utils.dashboard.summary.invalidate(),
    utils.activity.invalidate(),
    utils.search.invalidate(),
  ]);
}

/** A project's or an invoice's client: its totals, or every client's when it is not known. */
export function invalidateClientSummary(utils: TrpcReactUtils, clientId: string | undefined) {
  return clientId ? utils.clients.summary.invalidate({ id: clientId }) : utils.clients.summary.invalidate();
}
