import type { ApiDeps } from '../deps';
import { JOB_QUEUES, type JobQueue } from '../jobs/job-queue';
import { deleteExpiredIdempotencyKeys } from './idempotency-keys';

/** The queue of the daily clean-up of idempotency keys older than 24 hours. */
const IDEMPOTENCY_CLEANUP_QUEUE = JOB_QUEUES.idempotencyCleanup;
/** Every day at 03:17 UTC (one job per day whatever the number of servers: a pg-boss schedule). */
const DAILY_CRON = '17 3 * * *';
const POLICY = { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 };

/**
 * Registers the daily clean-up of expired idempotency keys and works it in this process. Expired
 * keys already answer nothing (a request finds them expired and takes them over); the clean-up
 * only keeps the table small.
 */
export async function startIdempotencyCleanup(queue: JobQueue, deps: Pick<ApiDeps, 'db' | 'log'>) {
  const { boss } = queue;
  await boss.createQueue(IDEMPOTENCY_CLEANUP_QUEUE, { name: IDEMPOTENCY_CLEANUP_QUEUE, ...POLICY });
  await boss.updateQueue(IDEMPOTENCY_CLEANUP_QUEUE, { name: IDEMPOTENCY_CLEANUP_QUEUE, ...POLICY });
  await boss.schedule(IDEMPOTENCY_CLEANUP_QUEUE, DAILY_CRON, {}, { tz: 'UTC' });
  await boss.work(IDEMPOTENCY_CLEANUP_QUEUE, { batchSize: 1 }, async () => {
    const deleted = await deleteExpiredIdempotencyKeys(deps.db);
    if (deleted > 0) deps.log.info({ deleted }, 'expired idempotency keys deleted');
  });
}
