import path from 'node:path';
import { type JobQueue, startJobQueue } from '@folio/api';
import { maintainEmbeddedDatabase, openDatabase, runMigrations } from '@folio/db';
import { buildServer } from './app';
import { loadEnv } from './env';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const env = loadEnv();
  const handle = openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, 'db') });
  await runMigrations(handle);
  let queue: JobQueue | undefined;
  const app = await buildServer({
    env,
    db: handle.db,
    jobs: { status: () => queue?.status() ?? Promise.resolve({ running: false, waiting: 0, failed: 0 }) },
  });
  // The durable job queue runs in this process, on the same database (docs/decisions.md §19).
  queue = await startJobQueue(handle, app.log);
  const jobs = queue;
  // PGlite has no autovacuum: vacuum and analyze it now and hourly (a no-op on PostgreSQL).
  const stopMaintenance = await maintainEmbeddedDatabase(handle, {
    onError: (error) => app.log.error({ err: error }, 'embedded database maintenance failed'),
  });
  if (!env.api.rateLimits) app.log.warn('RATE_LIMITS=off: request rate limits are disabled');
  app.log.info({ database: handle.driver, dataDir: env.dataDir }, 'database ready');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      stopMaintenance();
      await app.close();
      await jobs.stop();
      await handle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.port, host: env.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
