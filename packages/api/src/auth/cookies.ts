import type { CookieSerializeOptions } from '@fastify/cookie';

export const REFRESH_COOKIE = 'folio_refresh';

/** httpOnly, SameSite=Lax, scoped to the auth endpoints (ARCHITECTURE §3). */
export const refreshCookieOptions = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure,
  path: '/api/auth',
});
