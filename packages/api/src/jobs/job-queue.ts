import type { DatabaseHandle } from '@folio/db';
import PgBoss from 'pg-boss';
import type { Logger } from '../deps';

/** Where the queue keeps its tables, apart from Folio's own (it migrates them itself). */
const QUEUE_SCHEMA = 'jobs';

/** What GET /api/health reports about the queue. */
type JobQueueStatus = {
  running: boolean;
  /** Jobs created or waiting for a retry, not yet being worked. */
  waiting: number;
  /** Jobs that ran out of attempts (kept for a week). */
  failed: number;
};

export type JobQueue = {
  /** The pg-boss instance: queues are created and worked through it (docs/decisions.md §19). */
  boss: PgBoss;
  status(): Promise<JobQueueStatus>;
  stop(): Promise<void>;
};

/**
 * Starts the durable job queue on Folio's own database (PostgreSQL or the embedded PGlite):
 * pg-boss, given the handle's `executeSql` instead of a connection pool of its own, so the same
 * code runs on both. It creates and migrates its tables in the `jobs` schema on start. Jobs are
 * rows: they survive restarts, and a job whose worker died is picked up again after it expires.
 */
export async function startJobQueue(handle: DatabaseHandle, log: Logger): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => handle.executeSql(text, values) },
    schema: QUEUE_SCHEMA,
  } as PgBoss.ConstructorOptions);
  let running = false;
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  running = true;
  return {
    boss,
    async status() {
      const { rows } = await handle.executeSql(
        `select count(*) filter (where state in ('created', 'retry'))::int as waiting,
                count(*) filter (where state = 'failed')::int as failed
           from ${QUEUE_SCHEMA}.job`,
      );
      const [row] = rows as { waiting: number; failed: number }[];
      return { running, waiting: Number(row?.waiting ?? 0), failed: Number(row?.failed ?? 0) };
    },
    async stop() {
      running = false;
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
