import { MSG } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../deps';
import { assertSameSiteRequest } from '../http/cross-site';
import { contextFactory } from '../trpc/context';
import { endSession, rotateSession } from './sessions';

/**
 * POST /api/auth/refresh and POST /api/auth/logout: they read and write the httpOnly refresh
 * cookie, which the REST adapter cannot do, so they are plain routes. Both refuse cross-site
 * requests (the cookie would otherwise let another site refresh or end the session).
 */
export function registerSessionCookieRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const createContext = contextFactory(deps, { responseHeaders: true });
  const allowedOrigins = [new URL(deps.config.appUrl).origin];
  app.post('/auth/refresh', async (req, reply) => {
    const ctx = createContext({ req, res: reply });
    assertSameSiteRequest(ctx.request, [...allowedOrigins, `${req.protocol}://${req.host}`]);
    return rotateSession(ctx, ctx.request.refreshToken);
  });
  app.post('/auth/logout', async (req, reply) => {
    const ctx = createContext({ req, res: reply });
    assertSameSiteRequest(ctx.request, [...allowedOrigins, `${req.protocol}://${req.host}`]);
    await endSession(ctx, ctx.request.refreshToken);
    return { msg: MSG.loggedOut };
  });
}
