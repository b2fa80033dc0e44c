import fastifyCookie from '@fastify/cookie';
import { MSG, translateMessage } from '@folio/contracts';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { AppError } from '../core/errors';
import type { ApiDeps } from '../deps';
import { registerIdempotency } from '../idempotency/idempotency.hook';
import { buildOpenApiDocument } from '../openapi';
import { appRouter } from '../root';
import { contextFactory } from '../trpc/context';
import { envelopeFromUnknown } from './error-envelope';
import { loggableError } from './loggable-error';
import { registerPlainRoutes } from './plain-routes';
import { requestLocale } from './request-locale';
import { registerRestProcedures } from './rest-procedures';

type ResponseMetaOptions = { errors: readonly { code: string; cause?: unknown }[] };

/** Retry-After for rate-limited answers, on tRPC and on REST alike. */
function responseMeta({ errors }: ResponseMetaOptions) {
  const cause = errors[0]?.cause;
  if (cause instanceof AppError && cause.extra.retryAfterSeconds) {
    return { headers: { 'Retry-After': String(cause.extra.retryAfterSeconds) } };
  }
  return {};
}

function logUnexpected(deps: ApiDeps) {
  return ({ error, path }: { error: { code: string; cause?: unknown }; path?: string | undefined }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR')
      deps.log.error({ err: loggableError(error.cause ?? error), path }, 'procedure failed');
  };
}

/** No input nests deeper than a few levels (items[].description); far deeper is garbage. */
const MAX_JSON_DEPTH = 32;

/** Whether a parsed body nests deeper than `limit`, walked without recursion. */
function nestedDeeperThan(value: unknown, limit: number) {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * JSON bodies; an empty body on POST/PUT/PATCH counts as `{}` so that "payload: none" calls work.
 * A body nested thousands deep parses, but overflowed the stack when the adapter serialised it
 * again (a 500): it is refused with 422 here.
 */
function registerJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(Object.assign(new Error(MSG.malformedJson), { statusCode: 400 }), undefined);
    }
    if (nestedDeeperThan(parsed, MAX_JSON_DEPTH)) {
      return done(new AppError('UNPROCESSABLE_CONTENT', MSG.validationFailed), undefined);
    }
    done(null, parsed);
  });
}

/** The REST facade under /api: the plain routes and a route for every tRPC procedure with OpenAPI meta. */
const restApi =
  (deps: ApiDeps): FastifyPluginAsync =>
  async (app) => {
    const createContext = contextFactory(deps, { responseHeaders: true });
    const document = buildOpenApiDocument(deps.config.appUrl);

    registerJsonParser(app);
    // Safe retries of writes (Idempotency-Key): before every route, so the plain routes take part.
    registerIdempotency(app, deps);
    // Body-less POST/PUT/PATCH calls are JSON calls with an empty body (only JSON bodies are taken).
    // Hooks every request passes are written with `done` rather than async: no promise per request.
    app.addHook('onRequest', (req, _reply, done) => {
      if (
        !req.headers['content-type'] &&
        (req.method === 'POST' || req.method === 'PUT' || req.method === 'PATCH')
      ) {
        req.raw.headers['content-type'] = 'application/json';
      }
      done();
    });
    // Before a procedure runs, nobody is known yet: the request's Accept-Language decides.
    app.setErrorHandler((error, req, reply) => {
      const { status, body, retryAfter } = envelopeFromUnknown(error, requestLocale(req));
      if (status >= 500) deps.log.error({ err: loggableError(error) }, 'request failed');
      if (retryAfter) void reply.header('Retry-After', String(retryAfter));
      return reply.status(status).type('application/json').send(body);
    });
    app.setNotFoundHandler((req, reply) =>
      reply.status(404).send({ msg: translateMessage(MSG.notFound, requestLocale(req)) }),
    );

    app.get('/openapi.json', async () => document);
    await registerPlainRoutes(app, deps);

    registerRestProcedures(app, {
      router: appRouter,
      createContext,
      onInternalError: (error, path) =>
        deps.log.error({ err: loggableError(error), path }, 'procedure failed'),
    });
  };

/**
 * Everything the API serves over HTTP: tRPC at /trpc and the REST facade at /api.
 * apps/server only registers this plugin.
 */
export const folioApi: FastifyPluginAsync<{ deps: ApiDeps }> = async (app, { deps }) => {
  await app.register(fastifyCookie);
  // API answers are per caller and many carry a credential (access tokens, invitation links): no
  // browser or proxy may keep them. Routes that choose their own caching (PDF, CSV) keep it.
  // With `done` rather than async: no promise per request.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: contextFactory(deps),
      responseMeta,
      onError: logUnexpected(deps),
    },
  });
  await app.register(restApi(deps), { prefix: '/api' });
};

export { apiServerOptions } from './server-options';
export { buildOpenApiDocument };
