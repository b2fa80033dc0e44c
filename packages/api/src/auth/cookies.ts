import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * The refresh cookie's name. Over HTTPS (production) it carries the `__Secure-` prefix: browsers
 * then accept it only with the Secure flag from a secure origin, so a plain-HTTP response (or a
 * sibling subdomain over HTTP) cannot plant or overwrite it.
 */
export const refreshCookieName = (secure: boolean) => (secure ? '__Secure-folio_refresh' : 'folio_refresh');

/** httpOnly, SameSite=Lax, scoped to the auth endpoints (docs/api.md "Authentication"). */
export const refreshCookieOptions = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure,
  path: '/api/auth',
});
