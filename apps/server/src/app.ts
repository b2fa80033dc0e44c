import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  type ApiDeps,
  buildOpenApiDocument,
  createApiDeps,
  type JobQueue,
  startJobWorkers,
} from '@folio/api';
import { apiServerOptions, folioApi } from '@folio/api/http';
import type { Database } from '@folio/db';
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import helmet from 'helmet';
import type { ServerEnv } from './env';
import { inlineScriptSources } from './inline-scripts';
import { prerenderedFileFor, prerenderedPages } from './prerendered-pages';
import { fastifyTrustProxy } from './trust-proxy';

/** Request logs without credentials: tokens, cookies and passwords never reach the log. */
export const loggerOptions = (level: string) => ({
  level,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      '*.password',
      '*.newPassword',
      '*.currentPassword',
      '*.token',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req: (req: { method: string; url: string; ip?: string }) => ({
      method: req.method,
      url: redactUrl(req.url),
      ip: req.ip,
    }),
  },
});

/**
 * One log line per request, written when it is answered: its method, URL (tokens redacted),
 * address, status and time (docs/operations.md, "Logs"). Fastify's default writes a second line as
 * each request arrives, which cost a tenth of a point read's throughput. Failures are logged as
 * before.
 */
class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Request URLs without the tokens they may carry: emailed links (`?token=` for verification,
 * reset and undo; `?invite=` on /register), the invitation check path `/api/auth/invite/{token}`,
 * and tRPC queries, whose whole input is JSON in `?input=`.
 */
function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|invite|input)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/auth\/invite\/)[^/?#]+/gi, '$1[redacted]');
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/web/dist, from apps/server/src (dev) and apps/server/dist (built) alike. */
const defaultWebDist = path.resolve(here, '../../web/dist');

/**
 * Files under /assets carry a content hash in their name (Vite), so a browser may keep them for a
 * year without asking again; everything else (index.html above all, which names those files) is
 * revalidated on every use, so a deployment is seen at once.
 */
function cacheControlFor(webDist: string, filePath: string): string {
  const [top] = path.relative(webDist, filePath).split(path.sep);
  return top === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export type ServerOptions = {
  env: ServerEnv;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
  /** Lets tests replace the mailer or other dependencies. */
  overrideDeps?: (deps: ApiDeps) => ApiDeps;
  /** The durable job queue main.ts started: mails and invoice emails go through it. */
  jobs?: JobQueue;
  /** Work the queue's jobs in this process too (JOB_WORKERS, on by default). */
  jobWorkers?: boolean;
};

export async function buildServer(options: ServerOptions) {
  const { env } = options;
  const app = Fastify({
    ...apiServerOptions,
    logger: options.logger ?? loggerOptions(env.logLevel),
    logController: new RequestLogController(),
    trustProxy: fastifyTrustProxy(env.trustProxy),
  });
  let deps = createApiDeps({ db: options.db, config: env.api, log: app.log, jobs: options.jobs });
  if (options.overrideDeps) deps = options.overrideDeps(deps);
  if (options.jobs && options.jobWorkers) await startJobWorkers(options.jobs, deps);
  // On close (after the last request has been answered): the jobs under way finish and the queue
  // stops, then work those requests left running (such as forgot-password's mail) finishes, and
  // only then are the PDF workers and the rate-limit store shut, before the caller closes the
  // database (main.ts). The jobs come first because they use those same deps.
  app.addHook('onClose', async () => {
    await options.jobs?.stop();
    await deps.close();
  });

  const webDist = options.webDist ?? defaultWebDist;
  const indexHtmlPath = path.join(webDist, 'index.html');
  const webBuilt = existsSync(indexHtmlPath);

  // Security headers on every response. The middleware is built once: @fastify/helmet built it
  // anew for each request (parsing the policy again), a tenth of a point read's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(webBuilt ? inlineScriptSources(readFileSync(indexHtmlPath, 'utf8')) : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: env.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));

  await app.register(folioApi, { deps });

  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: buildOpenApiDocument(env.api.appUrl) as never },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const prerendered = webBuilt ? prerenderedPages(webDist) : new Map();
  if (webBuilt) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(webDist, filePath)),
    });
  }
  // SPA fallback: any other GET that is not an API call gets the web app, which routes it.
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api') || req.url.startsWith('/trpc');
    // A missing file under /assets is a chunk of an earlier build (a tab opened before a deploy):
    // a 404 lets the app notice and reload, where the web app's HTML would fail as a script.
    const isAsset = req.url.startsWith('/assets/');
    if (req.method !== 'GET' || isApi || isAsset) return reply.status(404).send({ msg: 'Not found' });
    if (!webBuilt) {
      return reply
        .type('text/html')
        .send(
          '<!doctype html><title>Folio</title><h1>Folio</h1><p>The web app is not built. Run <code>npm run build</code>.</p>',
        );
    }
    // Pages prerendered at build time (public pages, and the signed-in screens' shell skeleton)
    // paint before the app's code has loaded.
    return reply.type('text/html').sendFile(prerenderedFileFor(prerendered, req.url) ?? 'index.html');
  });
  return app;
}
