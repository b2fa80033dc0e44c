import { ACTIVITY_ACTIONS, occurrenceDate } from '@folio/contracts';
import type { Executor, OrgRow, RecurringInvoiceRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { OrgScope } from '../core/scope';
import type { ApiDeps } from '../deps';
import { sendInvoice } from '../invoice-emails/invoice-email.service';
import { insertInvoice } from '../invoices/invoices.service';
import { startIntervalScan } from '../jobs/interval-scan';
import { JOB_QUEUES, type Job, type JobQueue } from '../jobs/job-queue';
import { endOf, orgToday } from './recurring-invoices.queries';
import type { RecurringScanJob } from './recurring-wake';
import { noteSeriesEmailOutcome } from './series-email-outcome';
import { addDays, calendarOf, recordSeriesActivity, withinEnd } from './series-records';

const { recurringInvoices, invoices, organizations, orgProfiles, users, memberships, clients } = schema;

const QUEUE = JOB_QUEUES.recurringScan;
/** RECURRING_SCAN_SECONDS when the configuration leaves it out: hourly. */
const DEFAULT_SCAN_SECONDS = 3600;
/** How many due series one statement of a scan reads. */
const SCAN_BATCH = 200;
/**
 * At most this many invoices of one series per scan (a weekly series started years ago catches up
 * over several scans rather than in one long one).
 */
const OCCURRENCES_PER_SCAN = 60;

type GeneratorDeps = ApiDeps;

/** Active series whose next date (compared in their organization's time zone) has come by `now`. */
async function dueSeries(db: Executor, now: Date, after: string | null): Promise<string[]> {
  const rows = await db
    .select({ id: recurringInvoices.id })
    .from(recurringInvoices)
    .leftJoin(orgProfiles, eq(orgProfiles.orgId, recurringInvoices.orgId))
    .where(
      and(
        eq(recurringInvoices.status, 'active'),
        sql`${recurringInvoices.nextDate} <= (${now.toISOString()}::timestamptz at time zone coalesce(${orgProfiles.timeZone}, 'UTC'))::date`,
        after ? sql`${recurringInvoices.id} > ${after}::uuid` : undefined,
      ),
    )
    .orderBy(asc(recurringInvoices.id))
    .limit(SCAN_BATCH);
  return rows.map((row) => row.id);
}

/** What a scan did: invoices made, and series that failed (retried by the next scan). */
type RecurringScanResult = { made: number; failed: number };

/**
 * One scan at `now`: every due series makes its owed invoices, oldest first, each in its own
 * transaction. Any number of scans may overlap, on any number of servers: each occurrence is made
 * once (the series row is locked while its occurrence is made, and invoices.recurring_invoice_id
 * with recurring_date is unique).
 */
export async function runRecurringScan(
  deps: GeneratorDeps,
  now: Date = new Date(),
  seriesId?: string,
): Promise<RecurringScanResult> {
  const result: RecurringScanResult = { made: 0, failed: 0 };
  const run = async (id: string) => {
    try {
      result.made += await generateSeries(deps, id, now);
    } catch (error) {
      deps.log.error({ err: error, seriesId: id }, 'recurring invoice could not be made');
      result.failed += 1;
    }
  };
  if (seriesId) {
    await run(seriesId);
    return result;
  }
  let after: string | null = null;
  for (;;) {
    const batch = await dueSeries(deps.db, now, after);
    for (const id of batch) await run(id);
    if (batch.length < SCAN_BATCH) break;
    after = batch[batch.length - 1] ?? null;
  }
  return result;
}

/** The owed invoices of one series, one transaction each; answers how many were made. */
async function generateSeries(deps: GeneratorDeps, seriesId: string, now: Date): Promise<number> {
  let made = 0;
  for (let step = 0; step < OCCURRENCES_PER_SCAN; step += 1) {
    const outcome = await deps.db.transaction((tx) => generateOne(deps, tx, seriesId, now));
    if (outcome === 'made') made += 1;
    if (outcome === 'done') break;
  }
  if (made > 0) deps.jobs?.wake(JOB_QUEUES.invoiceEmail);
  return made;
}

/** The scope the generator's invoice is made in: the series' creator (or an admin) as the caller. */
async function generatorScope(
  deps: GeneratorDeps,
  tx: Executor,
  org: OrgRow,
  series: RecurringInvoiceRow,
): Promise<OrgScope | null> {
  const members = await tx
    .select({ id: users.id, name: users.name, email: users.email, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.orgId, org.id));
  const caller =
    members.find((member) => member.id === series.createdBy && member.role !== 'viewer') ??
    members.find((member) => member.role === 'admin');
  if (!caller) return null;
  const [profile] = await tx
    .select({ timeZone: orgProfiles.timeZone })
    .from(orgProfiles)
    .where(eq(orgProfiles.orgId, org.id));
  return { deps, db: tx, org, caller, timeZone: profile?.timeZone ?? 'UTC' };
}

/**
 * Makes the series' next occurrence if its date has come: 'made', 'skipped' (another server made
 * it; the series advances), or 'done' (nothing owed now, or the series paused or ended).
 */
async function generateOne(
  deps: GeneratorDeps,
  tx: Executor,
  seriesId: string,
  now: Date,
): Promise<'made' | 'skipped' | 'done'> {
  // Skip a series another scan holds: it is making that very occurrence.
  const [series] = await tx
    .select()
    .from(recurringInvoices)
    .where(eq(recurringInvoices.id, seriesId))
    .for('update', { skipLocked: true });
  if (series?.status !== 'active' || series.nextDate === null) return 'done';
  const today = await orgToday(tx, series.orgId, now);
  const date = series.nextDate;
  if (date > today) return 'done';
  const end = endOf(series);
  if (!withinEnd(end, date, series.generatedCount)) {
    await advance(tx, series, { ended: true });
    return 'done';
  }
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.orgId, series.orgId),
        eq(invoices.recurringInvoiceId, series.id),
        eq(invoices.recurringDate, date),
      ),
    );
  if (existing) {
    await advance(tx, series, { made: false });
    return 'skipped';
  }
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, series.orgId));
  const scope = org ? await generatorScope(deps, tx, org, series) : null;
  if (!scope) {
    await pause(tx, series, 'invalid');
    return 'done';
  }
  // The series is named by its client, as its screens name it: the activity log says which made the invoice.
  const [client] = await tx
    .select({ name: clients.name })
    .from(clients)
    .where(and(eq(clients.orgId, series.orgId), eq(clients.id, series.clientId)));
  let invoice: Awaited<ReturnType<typeof insertInvoice>>;
  try {
    // A savepoint: a refusal (plan limit, an archived client or rate) leaves the series to pause.
    invoice = await tx.transaction((savepoint) =>
      insertInvoice(
        { ...scope, db: savepoint },
        {
          client: series.clientId,
          project: series.projectIds,
          items: series.items,
          currency: series.currency,
          dueDate: addDays(date, series.daysUntilDue),
          numberSuffix: null,
          discount:
            series.discountType && series.discountValue !== null
              ? { type: series.discountType, value: Number(series.discountValue) }
              : null,
          pricesIncludeTax: series.pricesIncludeTax,
        },
        {
          recurringInvoiceId: series.id,
          recurringDate: date,
          createdBy: series.createdBy,
          actor: null,
          action: ACTIVITY_ACTIONS.invoiceGenerated,
          activityMeta: { seriesId: series.id, seriesName: client?.name ?? null, date },
        },
      ),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const planLimit = error.extra.code === 'PLAN_UPGRADE_REQUIRED';
    await pause(tx, series, planLimit ? 'planLimit' : 'invalid');
    return 'done';
  }
  await advance(tx, series, { made: true });
  if (series.autoSend) await autoSend(deps, tx, scope, invoice._id);
  return 'made';
}

/** The series moves to its next occurrence (or ends when there is none within its end). */
async function advance(tx: Executor, series: RecurringInvoiceRow, step: { made?: boolean; ended?: boolean }) {
  const generatedCount = series.generatedCount + (step.made ? 1 : 0);
  const nextIndex = series.nextIndex + 1;
  const nextDate = occurrenceDate(calendarOf(series), nextIndex);
  const open = !step.ended && withinEnd(endOf(series), nextDate, generatedCount);
  await tx
    .update(recurringInvoices)
    .set({
      nextIndex: step.ended ? series.nextIndex : nextIndex,
      nextDate: open ? nextDate : null,
      status: open ? series.status : 'ended',
      generatedCount,
      ...(step.made ? { lastGeneratedAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(recurringInvoices.orgId, series.orgId), eq(recurringInvoices.id, series.id)));
}

type PauseReason = 'sendFailures' | 'planLimit' | 'invalid';

/** The series pauses itself, with its reason in the activity log. */
async function pause(tx: Executor, series: RecurringInvoiceRow, reason: PauseReason) {
  await tx
    .update(recurringInvoices)
    .set({ status: 'paused', pauseReason: reason, updatedAt: new Date() })
    .where(and(eq(recurringInvoices.orgId, series.orgId), eq(recurringInvoices.id, series.id)));
  await recordSeriesActivity(tx, null, series, ACTIVITY_ACTIONS.seriesPaused, { reason });
}

/**
 * The made invoice is emailed to the client as POST /invoices/{id}/send would (the same delivery
 * record and job, the organization's template), in the generator's transaction. A send refused at
 * once (no client address, the free plan's email limit) counts as a failed email.
 */
async function autoSend(deps: GeneratorDeps, tx: Executor, scope: OrgScope, invoiceId: string) {
  try {
    await tx.transaction((savepoint) => sendInvoice({ ...scope, db: savepoint }, { id: invoiceId }));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orgId, scope.org.id), eq(invoices.id, invoiceId)));
    if (invoice) await noteSeriesEmailOutcome(tx, invoice, 'failed', deps);
  }
}

/** Registers the recurring invoices' scan (jobs/interval-scan.ts) and works it in this process. */
export async function startRecurringScan(queue: JobQueue, deps: ApiDeps) {
  const generatorDeps: GeneratorDeps = { ...deps, jobs: queue };
  await startIntervalScan<RecurringScanJob>(
    queue,
    QUEUE,
    deps.config.recurringScanSeconds ?? DEFAULT_SCAN_SECONDS,
    async (job: Job<RecurringScanJob>) => {
      const now = job.data?.at ? new Date(job.data.at) : new Date();
      const result = await runRecurringScan(generatorDeps, now, job.data?.seriesId);
      if (result.failed > 0) throw new Error(`recurring invoices: ${result.failed} series could not be made`);
    },
    (job) => !job.data?.at && !job.data?.seriesId,
  );
}
