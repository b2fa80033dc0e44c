import type { Job, JobQueue } from './job-queue';

/*
 * The periodic scans of the job queue (payment reminders, recurring invoices), fed every
 * `interval` seconds by a pg-boss schedule when the interval has a cron expression, else by a
 * chain of jobs each queueing the next.
 */

/**
 * Scans may overlap, on one server or several: each scan's work is made exactly once by the
 * records it writes (a reminder's unique rule key, a series' row lock and unique occurrence), not
 * by running alone. That matters when a server is killed mid-scan: under pg-boss's singleton
 * policy its scan would stay active, and hold up every later scan, until it expired. A scan that
 * fails (the database went away) is retried soon; one left by a killed server expires after 10
 * minutes and is retried.
 */
const SCAN_POLICY = {
  policy: 'standard',
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 600,
} as const;
/** The chain of interval scans: one job per interval slot (pg-boss singleton). */
const TICK_KEY = 'tick';

/**
 * The cron expression of a scan every `seconds`, when one exists: a whole number of minutes that
 * divides an hour, or of hours that divides a day (3600: at minute 0 of every hour). Otherwise null.
 */
export function scanCron(seconds: number): string | null {
  if (seconds % 60 !== 0) return null;
  const minutes = seconds / 60;
  if (minutes === 1) return '* * * * *';
  if (minutes < 60) return 60 % minutes === 0 ? `*/${minutes} * * * *` : null;
  if (minutes % 60 !== 0) return null;
  const hours = minutes / 60;
  if (hours === 1) return '0 * * * *';
  if (hours === 24) return '0 0 * * *';
  return 24 % hours === 0 ? `0 */${hours} * * *` : null;
}

/**
 * Registers a scan's queue and schedule and works it in this process. When the interval has a
 * cron expression: a pg-boss schedule (kept in the database, one job per slot whatever the number
 * of servers). Otherwise a chain of jobs, each queueing the next one interval later in the next
 * singleton slot, so several servers keep one chain; every server starts it, and a second start in
 * the same slot adds nothing. Either way no timer of one process decides, and a restart loses no
 * scan: the schedule or the chain's next job is a row. `continuesChain(job)` is false for a job
 * that is not a tick of the chain (one asked for a fixed instant, or for one record).
 */
export async function startIntervalScan<T extends object>(
  queue: JobQueue,
  name: Parameters<JobQueue['work']>[0],
  interval: number,
  scan: (job: Job<T>) => Promise<void>,
  continuesChain: (job: Job<T>) => boolean,
) {
  const { boss } = queue;
  await boss.createQueue(name, { name, ...SCAN_POLICY });
  await boss.updateQueue(name, { name, ...SCAN_POLICY });
  const cron = scanCron(interval);
  const nextTick = (nextSlot: boolean) =>
    boss.send(
      name,
      {},
      {
        singletonKey: TICK_KEY,
        singletonSeconds: interval,
        singletonNextSlot: nextSlot,
        ...(nextSlot ? { startAfter: interval } : {}),
      },
    );
  if (cron) {
    await boss.schedule(name, cron, {}, { tz: 'UTC' });
  } else {
    await boss.unschedule(name);
    await nextTick(false);
  }
  await queue.work<T>(name, async (job) => {
    // The chain goes on even if this scan fails.
    if (!cron && continuesChain(job)) await nextTick(true);
    await scan(job);
  });
}
