import type { AppRouter } from '@folio/api';
import type { TRPCClientError, TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { getToken } from './auth';
import { toApiError } from './errors';
import { expireSession, refreshAccessToken } from './session';

/**
 * Auth calls: they work without a session, carry no bearer token, and a 401 from them is an
 * answer (wrong password), never a reason to refresh.
 */
export const PUBLIC_AUTH_PATHS = new Set([
  'auth.login',
  'auth.register',
  'auth.checkInvite',
  'auth.verifyEmail',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.undoEmailChange',
]);

function statusOf(error: TRPCClientError<AppRouter>): number | undefined {
  return error.data?.httpStatus ?? (error.meta?.response as Response | undefined)?.status;
}

/** The server says the session itself is unusable (no token, an invalid or expired one, an ended session). */
function isSessionError(error: TRPCClientError<AppRouter>): boolean {
  return toApiError(error).appCode === 'SESSION_INVALID';
}

/**
 * Session handling, in one place for every call: a 401 on a non-auth call waits for the single
 * shared refresh (lib/session.ts) and is retried once with the new token; when the refresh
 * fails, or the retry is refused again for the token, the session ends and the user goes to /login.
 */
export function sessionLink(): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        let subscription: Unsubscribable | undefined;
        let cancelled = false;
        let retried = false;

        const attempt = () => {
          // The token this attempt is about to carry (httpBatchLink reads it just after).
          const sentToken = getToken();
          subscription = next(op).subscribe({
            next: (value) => observer.next(value),
            complete: () => observer.complete(),
            error: (error) => {
              const canRefresh =
                !retried && statusOf(error) === 401 && !PUBLIC_AUTH_PATHS.has(op.path) && sentToken !== null;
              if (!canRefresh) {
                if (isSessionError(error) && !PUBLIC_AUTH_PATHS.has(op.path)) expireSession();
                observer.error(error);
                return;
              }
              retried = true;
              refreshAccessToken(sentToken).then(
                () => {
                  if (!cancelled) attempt();
                },
                () => {
                  expireSession();
                  observer.error(error);
                },
              );
            },
          });
        };

        attempt();
        return () => {
          cancelled = true;
          subscription?.unsubscribe();
        };
      });
}
