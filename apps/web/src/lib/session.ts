import { clearSession, getToken, rememberOrigin, setToken } from './auth';

/**
 * Refreshing and ending the session (docs/api.md "Authentication"). The refresh token is
 * single-use and presenting a used one revokes the whole session, so every caller that meets a 401
 * at the same time must wait for one shared refresh instead of starting its own.
 */

let inFlight: Promise<string> | null = null;
let onExpired: (() => void) | null = null;

/** The router registers how to get to /login (src/router.ts); the API layer knows no routes. */
export function setSessionExpiredHandler(handler: () => void): void {
  onExpired = handler;
}

async function postRefresh(): Promise<string> {
  const res = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'include' });
  if (!res.ok) throw new Error(`refresh failed with ${res.status}`);
  const body = (await res.json()) as { token?: unknown };
  if (typeof body.token !== 'string' || body.token === '') throw new Error('refresh answered no token');
  return body.token;
}

async function refreshOnce(failedToken: string | null): Promise<string> {
  const run = async () => {
    // Another tab (or an earlier refresh here) may already have replaced the token that failed.
    const current = getToken();
    if (current && current !== failedToken) return current;
    const token = await postRefresh();
    setToken(token);
    return token;
  };
  // Tabs share the cookie: a Web Lock keeps two tabs from presenting the same refresh token.
  const locks = globalThis.navigator?.locks;
  if (locks) return await locks.request('folio-auth-refresh', run);
  return run();
}

/**
 * A new access token, from one refresh shared by all concurrent callers. `failedToken` is the
 * token the failed request carried: when it has been replaced meanwhile, no refresh is needed.
 */
export function refreshAccessToken(failedToken: string | null): Promise<string> {
  const current = getToken();
  if (current && current !== failedToken) return Promise.resolve(current);
  if (!inFlight) {
    inFlight = refreshOnce(failedToken).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

/** Pages that work without a session: an expired session there changes nothing but the storage. */
const PUBLIC_PATHS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/undo-email-change',
];
const isPublicPath = (pathname: string) => PUBLIC_PATHS.includes(pathname) || pathname.startsWith('/legal/');

/** The session is gone (refresh failed, or the server rejected the token): sign out and go to /login. */
export function expireSession(): void {
  clearSession();
  const { pathname, search, hash } = globalThis.location;
  if (isPublicPath(pathname)) return;
  rememberOrigin(`${pathname}${search}${hash}`);
  onExpired?.();
}

/** Sign out: revoke the refresh token on the server, then forget the session here. */
export async function logout(): Promise<void> {
  try {
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
  } catch {
    // Offline: the local session still ends; the refresh token expires on its own.
  } finally {
    clearSession();
  }
}
