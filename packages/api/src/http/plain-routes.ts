import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../deps';

/**
 * Routes the REST adapter cannot express (binary and streamed downloads, webhooks). Each
 * domain adds its own registration here; they are registered before the adapter's catch-all.
 */
export async function registerPlainRoutes(_app: FastifyInstance, _deps: ApiDeps): Promise<void> {}
