/**
 * Access-token storage. The token lives in localStorage under `token` so that a reload keeps the
 * session; refresh-on-401 and cookie-based refresh are added with the real session handling.
 */
const TOKEN_KEY = 'token';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Access can throw when storage is disabled (privacy modes, sandboxed iframes).
    return undefined;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}
