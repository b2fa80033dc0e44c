import type { AppRouter } from '@folio/api';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';

export type { AppRouter };
export { TRPCClientError };

export type FolioClientOptions = {
  /** Base URL of a Folio server, e.g. http://127.0.0.1:3000 */
  baseUrl: string;
  /** The access token from login/register (sent as a bearer token). */
  getToken?: () => string | null | undefined;
  /** A fetch implementation (defaults to the global one). */
  fetch?: typeof fetch;
};

/**
 * A typed client for internal developers: every procedure of the API with its input and
 * output types, e.g. `await folio.auth.me.query()`.
 */
export function createFolioClient(options: FolioClientOptions) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${options.baseUrl.replace(/\/$/, '')}/trpc`,
        headers() {
          const token = options.getToken?.();
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    ],
  });
}

export type FolioClient = ReturnType<typeof createFolioClient>;

/** The API's error details on a failed call: the HTTP status, code (e.g. INSUFFICIENT_ROLE) and field errors. */
export function errorDetails(error: unknown) {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as
    | { httpStatus?: number; appCode?: string | null; errors?: { field: string; msg: string }[] | null }
    | undefined;
  return {
    msg: error.message,
    status: data?.httpStatus ?? null,
    code: data?.appCode ?? null,
    errors: data?.errors ?? [],
  };
}
