export type { ApiConfig } from './config';
export { createApiDeps } from './create-deps';
export type { ApiDeps, Logger } from './deps';
export { buildOpenApiDocument } from './openapi';
export { type AppRouter, appRouter } from './root';
export type { Context } from './trpc/context';
