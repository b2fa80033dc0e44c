import type { ApiDeps } from '../deps';

/** What a procedure may know of the HTTP request, independent of the adapter. */
export type RequestMeta = {
  ip: string;
  userAgent: string | null;
  origin: string | null;
  secFetchSite: string | null;
  bearerToken: string | null;
  refreshToken: string | null;
  /** Path and query as the client sent them (e.g. `/api/clients?limit=50`). */
  url: string;
};

export type CookieWriter = {
  setRefreshToken(token: string, expires: Date): void;
  clearRefreshToken(): void;
};

/**
 * Response headers a procedure may add to its answer. Only the REST facade sends them: a tRPC
 * answer may carry several batched calls, so there the writer ignores them.
 */
export type HeaderWriter = { set(name: string, value: string): void };

/**
 * What every request starts with, whichever adapter serves it: the shared dependencies, the
 * request, and writers for the refresh cookie and the response headers. Built by
 * `contextFactory` (trpc/context.ts); the procedure tiers add the caller to it.
 */
export type RequestContext = {
  deps: ApiDeps;
  request: RequestMeta;
  cookies: CookieWriter;
  headers: HeaderWriter;
};
