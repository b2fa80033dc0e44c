import { createApiDeps, startJobQueue, startJobWorkers } from '@folio/api';
import { openDatabase, runMigrations } from '@folio/db';
import pino from 'pino';
import { loggerOptions } from './app';
import { loadEnv } from './env';

// Room for a job under way to finish (an SMTP exchange, mostly seconds) before the process gives
// up on it; a job cut off is retried (docs/operations.md, "Mail and the job queue").
const SHUTDOWN_TIMEOUT_MS = 30_000;

/**
 * `npm run worker`: works the job queue (account mails, invoice emails) apart from the servers,
 * which then run with JOB_WORKERS=off and only queue jobs. Several workers may run at once: each
 * job is taken by one of them. PostgreSQL only: the embedded database belongs to one process.
 */
async function main() {
  const env = loadEnv();
  if (!env.databaseUrl) {
    throw new Error(
      'The worker needs DATABASE_URL: with the embedded database the server works its own jobs',
    );
  }
  const log = pino(loggerOptions(env.logLevel));
  const handle = openDatabase({ databaseUrl: env.databaseUrl });
  await runMigrations(handle);
  const jobs = await startJobQueue(handle, log);
  const deps = createApiDeps({ db: handle.db, config: env.api, log, jobs });
  await startJobWorkers(jobs, deps);

  // The signal handlers come before the "ready" line: whoever reads that line may stop the worker
  // at once, and a SIGTERM that finds no handler kills the process where it stands.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker shutting down');
    const timer = setTimeout(() => {
      log.error('worker shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      // The jobs under way finish first (mostly seconds); the rest wait in the database.
      await jobs.stop();
      await deps.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'worker shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  log.info({ database: handle.driver }, 'job worker ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
