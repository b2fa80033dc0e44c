import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshCookieName, refreshCookieOptions } from '../auth/cookies';
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

export function readRequestMeta(req: FastifyRequest, deps: ApiDeps): RequestMeta {
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
    refreshToken: req.cookies?.[refreshCookieName(deps.config.secureCookies)] ?? null,
  };
}

export function cookieWriter(reply: FastifyReply, deps: ApiDeps): CookieWriter {
  const name = refreshCookieName(deps.config.secureCookies);
  const options = refreshCookieOptions(deps.config.secureCookies);
  return {
    setRefreshToken: (token, expires) => void reply.setCookie(name, token, { ...options, expires }),
    clearRefreshToken: () => void reply.clearCookie(name, options),
  };
}

/** Context factory shared by the tRPC adapter and the REST facade. */
export const contextFactory =
  (deps: ApiDeps) =>
  ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Context => ({
    deps,
    request: readRequestMeta(req, deps),
    cookies: cookieWriter(res, deps),
  });
