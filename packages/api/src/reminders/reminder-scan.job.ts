import { type Database, schema } from '@folio/db';
import { sql } from 'drizzle-orm';
import type { ApiDeps } from '../deps';
import { startIntervalScan } from '../jobs/interval-scan';
import { JOB_QUEUES, type Job, type JobQueue } from '../jobs/job-queue';
import { queueRuleReminder } from './reminders.service';

const { clients, invoiceReminders, invoices, orgPaymentSettings, orgProfiles } = schema;

/** The queue of the reminder scans (each scan queues every reminder whose day has come). */
const QUEUE = JOB_QUEUES.reminderScan;
/** REMINDER_SCAN_SECONDS when the configuration leaves it out: hourly. */
const DEFAULT_SCAN_SECONDS = 3600;
/** How many due reminders one statement of a scan reads. */
const SCAN_BATCH = 200;
type ScanDeps = Pick<ApiDeps, 'db' | 'config' | 'log'> & { jobs: JobQueue };

/** A scan's data: `at` fixes the instant it scans for (tests, operators); by default, now. */
type ReminderScanJob = { at?: string };

/** One reminder whose day has come: the invoice and the rule's day relative to its due date. */
type DueReminder = { orgId: string; invoiceId: string; offsetDays: number };

/**
 * The next `limit` reminders due at `now`, after `after` in (org, invoice, offset) order. A
 * reminder is due when its organization has reminder days (org_payment_settings.reminder_offsets:
 * the rules, then the repeats), the invoice is sent (or stored overdue), not fully paid and has a
 * due date, its client takes reminders and has an address, the day (due date + offset) has come in
 * the organization's time zone (its business details', UTC without them), and the invoice has no
 * reminder of that day yet. Every day that has come counts, not only today's: an invoice already
 * 10 days overdue when its rules are [-3, 0, 7] gets three reminders, one per rule, and a scan
 * missed while the servers were down is made up by the next. One statement per batch, each join
 * on an index that leads with org_id (invoices by org and status, clients and reminders by org and
 * id); the keyset makes every batch end, whatever the queueing then decides.
 */
async function dueReminders(
  db: Database,
  now: Date,
  after: DueReminder | null,
  limit = SCAN_BATCH,
): Promise<DueReminder[]> {
  const cursor = after
    ? sql`and (s.org_id, i.id, o.offset_days) > (${after.orgId}::uuid, ${after.invoiceId}::uuid, ${after.offsetDays}::int)`
    : sql``;
  const result: unknown = await db.execute(sql`
    select s.org_id, i.id as invoice_id, o.offset_days
      from ${orgPaymentSettings} s
      cross join lateral unnest(s.reminder_offsets) as o(offset_days)
      left join ${orgProfiles} p on p.org_id = s.org_id
      join ${invoices} i
        on i.org_id = s.org_id
       and i.status in ('sent', 'overdue')
       and i.paid_cents < i.total_cents
       and i.due_date is not null
       and i.due_date + o.offset_days <= (${now.toISOString()}::timestamptz at time zone coalesce(p.time_zone, 'UTC'))::date
      join ${clients} c
        on c.org_id = i.org_id
       and c.id = i.client_id
       and c.send_reminders
       and nullif(btrim(c.email), '') is not null
     where cardinality(s.reminder_offsets) > 0
       and not exists (
         select 1 from ${invoiceReminders} r
          where r.org_id = i.org_id and r.invoice_id = i.id and r.offset_days = o.offset_days
       )
       ${cursor}
     order by s.org_id, i.id, o.offset_days
     limit ${limit}
  `);
  // postgres-js answers the rows, PGlite an object that holds them.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    org_id: string;
    invoice_id: string;
    offset_days: number;
  }[];
  return rows.map((row) => ({
    orgId: row.org_id,
    invoiceId: row.invoice_id,
    offsetDays: Number(row.offset_days),
  }));
}

/** What a scan did: how many reminders it queued, and how many failed to queue (retried by the next scan). */
type ReminderScanResult = { queued: number; failed: number };

/**
 * One scan at `now`: queues every due reminder, batch after batch, each in its own transaction
 * (reminders.service.ts), so one invoice's failure keeps none of the others from theirs. Any
 * number of scans may overlap, on any number of servers: each reminder is queued once.
 */
export async function runReminderScan(deps: ScanDeps, now: Date = new Date()): Promise<ReminderScanResult> {
  const result: ReminderScanResult = { queued: 0, failed: 0 };
  let after: DueReminder | null = null;
  for (;;) {
    const batch = await dueReminders(deps.db, now, after);
    for (const target of batch) {
      try {
        if (await queueRuleReminder(deps, target, now)) {
          result.queued += 1;
          // Committed: a worker of this process may send it now, while the scan goes on.
          deps.jobs.wake(JOB_QUEUES.invoiceEmail);
        }
      } catch (error) {
        deps.log.error({ err: error, ...target }, 'payment reminder could not be queued');
        result.failed += 1;
      }
    }
    if (batch.length < SCAN_BATCH) break;
    after = batch[batch.length - 1] ?? null;
  }
  return result;
}

/**
 * Registers the reminder scan's queue and schedule (jobs/interval-scan.ts) and works it in this
 * process. A scan asked for a fixed instant (`at`) starts no chain.
 */
export async function startReminderScan(queue: JobQueue, deps: Pick<ApiDeps, 'db' | 'config' | 'log'>) {
  const scanDeps: ScanDeps = { ...deps, jobs: queue };
  await startIntervalScan<ReminderScanJob>(
    queue,
    QUEUE,
    deps.config.reminderScanSeconds ?? DEFAULT_SCAN_SECONDS,
    async (job: Job<ReminderScanJob>) => {
      const now = job.data?.at ? new Date(job.data.at) : new Date();
      const result = await runReminderScan(scanDeps, now);
      if (result.failed > 0) throw new Error(`payment reminders: ${result.failed} could not be queued`);
    },
    (job) => !job.data?.at,
  );
}
