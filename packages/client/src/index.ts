import type { ErrorCode, ErrorData, FieldError, PlanUpgradeDetails } from '@folio/contracts';
import { createTRPCClient, httpBatchLink, type TRPCClient, TRPCClientError } from '@trpc/client';
import type { AppRouter } from './app-router';

export type { AppRouter, ErrorCode, ErrorData, FieldError };
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
export function createFolioClient(options: FolioClientOptions): TRPCClient<AppRouter> {
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

export type FolioClient = TRPCClient<AppRouter>;

export type ErrorDetails = {
  /** The text to show a person. */
  msg: string;
  status: number | null;
  /** What the failure means, to branch on (e.g. SESSION_INVALID, EMAIL_TAKEN, INSUFFICIENT_ROLE). */
  code: ErrorCode | null;
  /** A 422's invalid fields. */
  errors: FieldError[];
  /** A plan refusal's required and current plan. */
  details: Partial<PlanUpgradeDetails>;
};

/** The API's error details on a failed call, or null when the error did not come from the API. */
export function errorDetails(error: unknown): ErrorDetails | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as Partial<ErrorData> | undefined;
  return {
    msg: error.message,
    status: data?.httpStatus ?? null,
    code: data?.appCode ?? null,
    errors: data?.errors ?? [],
    details: data?.details ?? {},
  };
}
