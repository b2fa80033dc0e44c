import type { Role } from '@folio/contracts';

/**
 * The browser side of the session (docs/product.md#session): the access token and the role in
 * localStorage, the page a signed-out visitor wanted in sessionStorage. The refresh token is an
 * httpOnly cookie the page never sees; `session.ts` trades it for a new access token.
 */
const TOKEN_KEY = 'token';
const ROLE_KEY = 'role';
const ORIGIN_KEY = 'auth-return-to';

function local(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Access can throw when storage is disabled (privacy modes, sandboxed iframes).
    return undefined;
  }
}

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** For useSyncExternalStore: called when the token changes in this tab or in another one. */
export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function getToken(): string | null {
  return local()?.getItem(TOKEN_KEY) || null;
}

export function setToken(token: string): void {
  local()?.setItem(TOKEN_KEY, token);
  emit();
}

export function getRole(): Role | null {
  return (local()?.getItem(ROLE_KEY) as Role | null) ?? null;
}

export function setRole(role: Role): void {
  local()?.setItem(ROLE_KEY, role);
}

/** Signs the browser out: token and role go. */
export function clearSession(): void {
  local()?.removeItem(TOKEN_KEY);
  local()?.removeItem(ROLE_KEY);
  emit();
}

/** An in-app path: starts with "/" but not "//" (which browsers read as another host). */
export function isSafePath(value: unknown): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
  );
}

/** A signed-out visit to a protected page remembers where it was going (docs/product.md#access-rules). */
export function rememberOrigin(path: string): void {
  if (isSafePath(path)) session()?.setItem(ORIGIN_KEY, path);
}

export function peekOrigin(): string | null {
  const value = session()?.getItem(ORIGIN_KEY);
  return isSafePath(value) ? value : null;
}

export function forgetOrigin(): void {
  session()?.removeItem(ORIGIN_KEY);
}

/**
 * Where a signed-in visitor of /login or /register goes, and where a fresh sign-in
 * lands: the "next" parameter when it is an in-app path, else the remembered origin, else /dashboard.
 * The remembered origin is used once.
 */
export function postAuthDestination(next: unknown): string {
  const origin = peekOrigin();
  forgetOrigin();
  if (isSafePath(next)) return next;
  return origin ?? '/dashboard';
}
