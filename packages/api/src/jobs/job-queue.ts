import { type DatabaseHandle, type Executor, sqlExecutor } from '@folio/db';
import PgBoss from 'pg-boss';
import type { Logger } from '../core/logger';

/** Where the queue keeps its tables, apart from Folio's own (it migrates them itself). */
const QUEUE_SCHEMA = 'jobs';

/**
 * Folio's queues. `mail`: the account mails (verification, reset, invitations, email change), each
 * job one message. `invoice-email`: an invoice sent by email, each job one delivery record.
 */
export const JOB_QUEUES = {
  mail: 'mail',
  invoiceEmail: 'invoice-email',
  activityDigest: 'activity-digest',
  /** One webhook delivery's next attempt (webhooks/outbox.ts). */
  webhookDelivery: 'webhook-delivery',
  /** Every minute: re-queues webhook deliveries whose job was lost (webhooks/webhook-delivery.ts). */
  webhookSweep: 'webhook-sweep',
  /** Every day: deletes idempotency keys older than 24 hours (idempotency/idempotency-cleanup.job.ts). */
  idempotencyCleanup: 'idempotency-cleanup',
  /** Every REMINDER_SCAN_SECONDS: queues the payment reminders whose day has come (reminders/reminder-scan.job.ts). */
  reminderScan: 'payment-reminders',
  /** Every RECURRING_SCAN_SECONDS, and when a series is saved: makes the recurring invoices whose date has come (recurring-invoices/recurring-scan.job.ts). */
  recurringScan: 'recurring-invoices',
} as const;
type JobQueueName = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES];
/**
 * Queues of scheduling ticks, left out of the health answer's `waiting`: the activity email's tick
 * is created every few minutes, or waits for its next interval, whatever is owed to anyone; and
 * pg-boss's own queue that turns a cron schedule into that tick when the minute comes; the webhook
 * sweeper's, the idempotency clean-up's and the reminder scan's scheduled ticks likewise.
 */
const TICK_QUEUES = [
  JOB_QUEUES.activityDigest,
  JOB_QUEUES.webhookSweep,
  JOB_QUEUES.idempotencyCleanup,
  JOB_QUEUES.reminderScan,
  JOB_QUEUES.recurringScan,
  '__pgboss__send-it',
]
  .map((name) => `'${name}'`)
  .join(', ');

/**
 * How every queue retries (docs/decisions.md §19): a job that throws waits a random time between
 * retryDelay·2ⁿ⁻¹ and retryDelay·2ⁿ before its n-th retry (5–10 s, 10–20 s, … about 43–85 minutes
 * for the 10th), so a mail server that is down for hours still gets every message when it is back.
 * A job is given up when its worker has not finished within `expireInSeconds` (a process that died
 * mid-job): it is retried then. SMTP exchanges time out well before (mail/mailer.ts).
 */
const RETRY_POLICY = { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 180 };

/**
 * How long `stop()` lets pg-boss wait for jobs under way before it marks them for a retry. A job is
 * bounded by the SMTP timeouts (mail/mailer.ts), so this is a backstop, not an expected wait.
 */
const STOP_GRACE_MS = 60_000;

export type JobQueueOptions = {
  /** How often an idle worker looks for jobs (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** Base delay of the retry backoff (tests shorten it). */
  retryDelaySeconds?: number;
  /** Retries after the first attempt (tests lower it). */
  retryLimit?: number;
  /**
   * This process is the only one that works this database's queue (the embedded PGlite, which
   * no other process can open): a job still marked active at start was left by a process that
   * died, so it is retried at once instead of when it expires.
   */
  soleProcess?: boolean;
};

/** A job as a worker sees it: its data, and how many attempts it had before this one. */
export type Job<T> = { id: string; data: T; retryCount: number; retryLimit: number };

/** What GET /api/health reports about the queue. */
type JobQueueStatus = {
  running: boolean;
  /** Jobs created or waiting for a retry, not yet being worked (scheduling ticks left out). */
  waiting: number;
  /** Jobs that ran out of attempts (kept for a week). */
  failed: number;
};

export type JobQueue = {
  /** The pg-boss instance (docs/decisions.md §19), for tests and tools. */
  boss: PgBoss;
  /**
   * Adds a job. With `executor` (a transaction) the job is written by that transaction, so it
   * exists exactly when the caller's own writes commit.
   */
  send(
    queue: JobQueueName,
    data: object,
    options?: { executor?: Executor; startAfter?: Date },
  ): Promise<string>;
  /**
   * Replaces what a job carries once it is no longer needed (a mail's links carry tokens the
   * database otherwise keeps only as hashes; finished jobs stay in the table for days).
   */
  redact(queue: JobQueueName, id: string, data: object): Promise<void>;
  /**
   * Works the queue's jobs one at a time in this process; a handler that throws is retried. After
   * a job the worker looks for the next at once; it waits `pollingIntervalSeconds` only when it
   * found none.
   */
  work<T>(queue: JobQueueName, handler: (job: Job<T>) => Promise<void>): Promise<void>;
  /**
   * Tells this process's workers of `queue` that a job was just committed, so that they take it
   * now rather than at their next poll (workers in other processes still poll).
   */
  wake(queue: JobQueueName): void;
  status(): Promise<JobQueueStatus>;
  /**
   * Stops taking jobs, lets those under way finish and waits until their ends are recorded: the
   * database can be closed once it returns.
   */
  stop(): Promise<void>;
};

/**
 * Starts the durable job queue on Folio's own database (PostgreSQL or the embedded PGlite):
 * pg-boss, given the handle's `executeSql` instead of a connection pool of its own, so the same
 * code runs on both. It creates and migrates its tables in the `jobs` schema on start, and Folio's
 * queues with their retry policy. Jobs are rows: they survive restarts.
 */
export async function startJobQueue(
  handle: DatabaseHandle,
  log: Logger,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  // Everything the queue has started and not yet settled: its statements and the jobs under way.
  // pg-boss 10 records a job's completion or failure without awaiting it, so its own stop() can
  // return while that statement still runs; stop() below settles these before the caller closes
  // the database, which would otherwise fail them (and leave the job to be worked again).
  const underWay = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    underWay.add(work);
    const forget = () => underWay.delete(work);
    work.then(forget, forget);
    return work;
  };
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => track(handle.executeSql(text, values)) },
    schema: QUEUE_SCHEMA,
    // Expired jobs (their process died) are looked for this often.
    maintenanceIntervalSeconds: 30,
  } as PgBoss.ConstructorOptions);
  let running = false;
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const policy = {
    ...RETRY_POLICY,
    retryDelay: options.retryDelaySeconds ?? RETRY_POLICY.retryDelay,
    retryLimit: options.retryLimit ?? RETRY_POLICY.retryLimit,
  };
  for (const name of Object.values(JOB_QUEUES)) {
    await boss.createQueue(name, { name, ...policy });
    // A queue made by an earlier version keeps its policy unless it is updated.
    await boss.updateQueue(name, { name, ...policy });
  }
  if (options.soleProcess) {
    const { rows } = await handle.executeSql(
      `update ${QUEUE_SCHEMA}.job set state = 'retry', start_after = now() where state = 'active' returning id`,
    );
    if (rows.length > 0)
      log.warn({ jobs: rows.length }, 'jobs left under way by a stopped process are retried');
  }
  running = true;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const workers = new Map<JobQueueName, string[]>();
  const wake = (queue: JobQueueName) => {
    for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
  };

  return {
    boss,
    async send(queue, data, sendOptions = {}) {
      const id = await boss.send(queue, data, {
        ...(sendOptions.executor ? { db: sqlExecutor(sendOptions.executor) } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      } as PgBoss.SendOptions);
      if (!id) throw new Error(`job queue ${queue} did not accept the job`);
      return id;
    },
    async redact(queue, id, data) {
      await handle.executeSql(`update ${QUEUE_SCHEMA}.job set data = $3::jsonb where name = $1 and id = $2`, [
        queue,
        id,
        data,
      ]);
    },
    async work<T>(queue: JobQueueName, handler: (job: Job<T>) => Promise<void>) {
      const id = await boss.work<T>(
        queue,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          try {
            await track(
              handler({
                id: job.id,
                data: job.data,
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
              }),
            );
          } finally {
            // pg-boss waits out the polling interval after every job, even with more waiting:
            // a notified worker fetches again at once (and waits only when it finds none).
            wake(queue);
          }
        },
      );
      workers.set(queue, [...(workers.get(queue) ?? []), id]);
    },
    wake,
    async status() {
      const { rows } = await handle.executeSql(
        `select count(*) filter (where state in ('created', 'retry') and name not in (${TICK_QUEUES}))::int as waiting,
                count(*) filter (where state = 'failed')::int as failed
           from ${QUEUE_SCHEMA}.job`,
      );
      const [row] = rows as { waiting: number; failed: number }[];
      return { running, waiting: Number(row?.waiting ?? 0), failed: Number(row?.failed ?? 0) };
    },
    async stop() {
      running = false;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_GRACE_MS });
      // A statement that settles can start another (a fetch that found a job runs it, a finished
      // job records its end): settle until a turn of the event loop starts nothing new.
      do {
        await Promise.allSettled([...underWay]);
        await new Promise((resolve) => setImmediate(resolve));
      } while (underWay.size > 0);
    },
  };
}
