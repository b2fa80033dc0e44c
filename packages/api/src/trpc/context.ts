import { type Locale, localeFrom } from '@folio/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshCookieName, refreshCookieOptions } from '../auth/cookies';
import type { CookieWriter, HeaderWriter, RequestContext, RequestMeta } from '../core/request-context';
import type { ApiDeps } from '../deps';

/**
 * The language the answer is written in: the Accept-Language header's until the caller is known,
 * then the signed-in user's own (trpc/procedures.ts sets it while authenticating, from the user
 * row it reads anyway). An object, so what authentication sets is seen where errors are turned
 * into answers, outside the middleware that set it.
 */
type CallerLanguage = { locale: Locale };

/**
 * The context every procedure starts with (core/request-context.ts). `language` is absent only
 * from contexts built by hand (tests): their answers are in English.
 */
export type Context = RequestContext & { language?: CallerLanguage };

function readRequestMeta(req: FastifyRequest, deps: ApiDeps): RequestMeta {
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
    url: req.originalUrl,
  };
}

function cookieWriter(reply: FastifyReply, deps: ApiDeps): CookieWriter {
  const name = refreshCookieName(deps.config.secureCookies);
  const options = refreshCookieOptions(deps.config.secureCookies);
  return {
    setRefreshToken: (token, expires) => void reply.setCookie(name, token, { ...options, expires }),
    clearRefreshToken: () => void reply.clearCookie(name, options),
  };
}

function headerWriter(reply: FastifyReply): HeaderWriter {
  return { set: (name, value) => void reply.header(name, value) };
}

const ignoredHeaders: HeaderWriter = { set() {} };

/**
 * Context factory shared by the tRPC adapter and the REST facade; only the REST facade
 * (`responseHeaders: true`) lets procedures set response headers.
 */
export const contextFactory =
  (deps: ApiDeps, options: { responseHeaders?: boolean } = {}) =>
  ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Context => ({
    deps,
    request: readRequestMeta(req, deps),
    cookies: cookieWriter(res, deps),
    headers: options.responseHeaders ? headerWriter(res) : ignoredHeaders,
    language: { locale: localeFrom(req.headers['accept-language']) },
  });
