export type { ApiConfig } from './config';
export type { Logger } from './core/logger';
export { createApiDeps } from './create-deps';
export type { ApiDeps } from './deps';
export { type JobQueue, startJobQueue } from './jobs/job-queue';
export { startJobWorkers } from './jobs/workers';
export { buildOpenApiDocument } from './openapi';
export { type AppRouter, appRouter } from './root';
export type { Context } from './trpc/context';
