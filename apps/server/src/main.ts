import path from 'node:path';
import { type Logger, startJobQueue } from '@folio/api';
import {
  analyzeTablesWithoutStatistics,
  maintainEmbeddedDatabase,
  openDatabase,
  runMigrations,
  vacuumTablesWithoutVisibilityMap,
} from '@folio/db';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { loadEnv } from './env';

// Room for a job under way to finish (an SMTP exchange, mostly seconds) before the process gives
// up on it; a job cut off is retried (docs/operations.md, "Mail and the job queue").
const SHUTDOWN_TIMEOUT_MS = 30_000;

async function main() {
  const env = loadEnv();
  const handle = openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, 'db') });
  await runMigrations(handle);
  // After a restore or a bulk import PostgreSQL has no planner statistics until autovacuum comes
  // by: analyze such tables before the first request meets a plan made without them.
  const analyzed = await analyzeTablesWithoutStatistics(handle);
  // The durable job queue runs on the same database (docs/decisions.md §19). It starts before the
  // server, which hands mails to it from the first request; its log is the server's once that exists.
  let app: FastifyInstance | undefined;
  const queueLog: Logger = {
    info: (obj, msg) => app?.log.info(obj, msg),
    warn: (obj, msg) => app?.log.warn(obj, msg),
    error: (obj, msg) => (app ? app.log.error(obj, msg) : console.error(msg, obj)),
  };
  // On PGlite this process is the only one that can reach the queue: jobs it finds under way
  // were left by a process that died, and are retried at once.
  const jobs = await startJobQueue(handle, queueLog, { soleProcess: handle.driver === 'pglite' });
  app = await buildServer({ env, db: handle.db, jobs, jobWorkers: env.jobWorkers });
  const server = app;
  // PGlite has no autovacuum: vacuum and analyze it now and hourly (a no-op on PostgreSQL).
  const stopMaintenance = await maintainEmbeddedDatabase(handle, {
    onError: (error) => server.log.error({ err: error }, 'embedded database maintenance failed'),
  });
  if (analyzed.length > 0)
    server.log.info({ tables: analyzed }, 'analyzed tables that had no planner statistics');
  if (!env.api.rateLimits) server.log.warn('RATE_LIMITS=off: request rate limits are disabled');
  if (!env.jobWorkers)
    server.log.info('JOB_WORKERS=off: jobs are queued here and worked by `npm run worker`');
  server.log.info({ database: handle.driver, dataDir: env.dataDir }, 'database ready');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      server.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      stopMaintenance();
      // Requests first (they may still queue mails), then the jobs under way (the server's close
      // stops the queue, app.ts), then the database.
      await server.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      server.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await server.listen({ port: env.port, host: env.host });

  // A restored or bulk-loaded table has no visibility map until VACUUM passes (never, where
  // autovacuum is off), and the planner then leaves the covering indexes for whole-table scans.
  // Vacuumed once the server answers: VACUUM blocks no reads or writes, and its time grows with
  // the tables (3.7 s for the demo data at scale 200).
  vacuumTablesWithoutVisibilityMap(handle)
    .then((tables) => {
      if (tables.length > 0) server.log.info({ tables }, 'vacuumed tables that had no visibility map');
    })
    .catch((error: unknown) => {
      if (!stopping) server.log.error({ err: error }, 'vacuuming tables without a visibility map failed');
    });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
