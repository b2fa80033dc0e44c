import { MSG } from '@folio/contracts';
import type { FastifyError, FastifyReply, FastifyServerOptions } from 'fastify';

/**
 * Options the Fastify instance itself must be created with, because the API plugin cannot set
 * them once registered. A path with malformed percent-encoding (`/api/clients/%zz`) is refused by
 * the router before any plugin runs, with Fastify's own body that echoes the path: it gets the
 * `{ msg }` envelope instead (the path may carry a token, so it is not repeated).
 */
export const apiServerOptions = {
  bodyLimit: 1024 * 1024,
  // `/api/clients/` is `/api/clients`, as integrators' URL joining often produces it.
  routerOptions: { ignoreTrailingSlash: true },
  frameworkErrors: (error: FastifyError, _req: unknown, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    const msg = error.code === 'FST_ERR_BAD_URL' ? MSG.malformedUrl : MSG.somethingWentWrong;
    void reply.code(status).header('cache-control', 'no-store').send({ msg });
  },
} satisfies Pick<FastifyServerOptions, 'bodyLimit' | 'routerOptions'> & Record<'frameworkErrors', unknown>;
