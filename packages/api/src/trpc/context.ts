import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE, refreshCookieOptions } from '../auth/cookies';
import type { ApiDeps } from '../deps';

/** What a procedure may know of the HTTP request, independent of the adapter. */
export type RequestMeta = {
  ip: string;
  userAgent: string | null;
  origin: string | null;
  secFetchSite: string | null;
  bearerToken: string | null;
  refreshToken: string | null;
};

export type CookieWriter = {
  setRefreshToken(token: string, expires: Date): void;
  clearRefreshToken(): void;
};

export type Context = { deps: ApiDeps; request: RequestMeta; cookies: CookieWriter };

export function readRequestMeta(req: FastifyRequest): RequestMeta {
  const auth = req.headers.authorization;
  const bearer = auth?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() || null;
  const header = (name: string) => {
    const value = req.headers[name];
    return typeof value === 'string' ? value : null;
  };
  return {
    ip: req.ip,
    userAgent: header('user-agent'),
    origin: header('origin'),
    secFetchSite: header('sec-fetch-site'),
    bearerToken: bearer,
    refreshToken: req.cookies?.[REFRESH_COOKIE] ?? null,
  };
}

export function cookieWriter(reply: FastifyReply, deps: ApiDeps): CookieWriter {
  const options = refreshCookieOptions(deps.config.secureCookies);
  return {
    setRefreshToken: (token, expires) => void reply.setCookie(REFRESH_COOKIE, token, { ...options, expires }),
    clearRefreshToken: () => void reply.clearCookie(REFRESH_COOKIE, options),
  };
}

/** Context factory shared by the tRPC adapter and the REST facade. */
export const contextFactory =
  (deps: ApiDeps) =>
  ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Context => ({
    deps,
    request: readRequestMeta(req),
    cookies: cookieWriter(res, deps),
  });
