import type { ApiDeps } from '../deps';
import { JOB_QUEUES } from '../jobs/job-queue';

/** What a job of the recurring invoices' queue carries: `seriesId` narrows the scan to one series; `at` fixes the instant. */
export type RecurringScanJob = { seriesId?: string; at?: string };

const QUEUE = JOB_QUEUES.recurringScan;

/**
 * Asks for a scan of one series now (it was just created, edited or resumed), so an owed invoice
 * is made without waiting for the next interval. Best effort: the interval's scan makes it anyway.
 */
export async function wakeRecurringScan(deps: Pick<ApiDeps, 'jobs' | 'log'>, seriesId: string) {
  if (!deps.jobs) return;
  try {
    await deps.jobs.send(QUEUE, { seriesId } satisfies RecurringScanJob);
    deps.jobs.wake(QUEUE);
  } catch (error) {
    deps.log.error({ err: error, seriesId }, 'could not queue a recurring invoice scan');
  }
}
