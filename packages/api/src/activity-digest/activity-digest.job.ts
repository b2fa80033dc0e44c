import type { Locale } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import type { ApiDeps } from '../deps';
import { JOB_QUEUES, type Job, type JobQueue } from '../jobs/job-queue';
import type { MailMessage } from '../mail/mailer';
import { describeSendFailure } from '../mail/send-failure';
import {
  type DigestRecipient,
  digestRecipients,
  handledPeriods,
  lastIntervalEnd,
  periodActivity,
} from './activity-digest.queries';
import { composeDigestEmail, DIGEST_FIRST_ENTRIES } from './digest-email';
import { isLocale } from './digest-i18n';
import { type DigestPeriod, dailyPeriod, intervalPeriod, safeTimeZone } from './digest-schedule';
import { signUnsubscribeToken } from './unsubscribe-token';

const { activityDigests } = schema;

/** The queue of the activity email's runs (each run mails every member who is due). */
export const ACTIVITY_DIGEST_QUEUE = JOB_QUEUES.activityDigest;
const QUEUE = ACTIVITY_DIGEST_QUEUE;

/**
 * Daily mode: a run every 5 minutes (pg-boss cron, one job per slot whatever the number of
 * servers), each mailing the members whose 08:00 has passed and whose previous day is not handled
 * yet. A member is mailed within 5 minutes of their 08:00, or as soon as the servers are back.
 */
const DAILY_CRON = '*/5 * * * *';
/**
 * A run is retried when a mail server refused for now (the members already mailed are skipped by
 * their rows). It may take a while with many members: it expires after 30 minutes.
 */
const RUN_POLICY = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 1800 };
/** The chain of interval runs: one job per interval slot (pg-boss singleton). */
const TICK_KEY = 'tick';

type DigestDeps = Pick<ApiDeps, 'db' | 'mailer' | 'log' | 'config'>;

/** A run's data: `at` fixes the instant it runs for (tests, operators); by default, now. */
type ActivityDigestJob = { at?: string };

/** What a run did, by member. */
export type DigestRunResult = { sent: string[]; empty: string[]; failed: string[]; retry: string[] };

const messageIdFor = (digestId: string, mailFrom: string) => {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'folio.local';
  return `<digest-${digestId}@${domain}>`;
};

/** The public one-click address (RFC 8058) and the page of the unsubscribe link. */
function unsubscribeLinks(appUrl: string, token: string) {
  const base = appUrl.replace(/\/+$/, '');
  const query = `token=${encodeURIComponent(token)}`;
  return { page: `${base}/unsubscribe?${query}`, oneClick: `${base}/api/public/unsubscribe?${query}` };
}

async function periodFor(deps: DigestDeps, recipient: DigestRecipient, now: Date): Promise<DigestPeriod> {
  const interval = deps.config.activityDigestIntervalSeconds;
  if (interval) return intervalPeriod(now, interval, await lastIntervalEnd(deps.db, recipient.id));
  return dailyPeriod(now, recipient.preferences?.tz ?? 'UTC');
}

/**
 * One member's digest for `period`. The row decides: whoever inserts (user, period) first sends,
 * everyone else finds it and sends nothing, so two workers, a restart or a re-queued run never
 * mail a member twice for one period. A period without activity gets an `empty` row (no mail).
 * A refusal for now removes the row again so that the run's retry sends it; a process that dies
 * between the insert and the mail server's answer leaves it `sending`: that digest is lost rather
 * than sent twice.
 */
async function digestOne(
  deps: DigestDeps,
  recipient: DigestRecipient,
  period: DigestPeriod,
  result: DigestRunResult,
): Promise<void> {
  const activity = await periodActivity(
    deps.db,
    recipient.orgIds,
    period.start,
    period.end,
    DIGEST_FIRST_ENTRIES,
  );
  const entryCount = activity.reduce((sum, org) => sum + org.total, 0);
  const row = {
    userId: recipient.id,
    periodKey: period.key,
    periodStart: period.start,
    periodEnd: period.end,
    orgIds: activity.map((org) => org.orgId),
    entryCount,
  };
  if (entryCount === 0) {
    await deps.db
      .insert(activityDigests)
      .values({ ...row, status: 'empty' })
      .onConflictDoNothing();
    result.empty.push(recipient.id);
    return;
  }
  const [claimed] = await deps.db
    .insert(activityDigests)
    .values({ ...row, status: 'sending' })
    .onConflictDoNothing()
    .returning({ id: activityDigests.id });
  if (!claimed) return;
  const prefs = recipient.preferences;
  const locale: Locale = isLocale(prefs?.locale) ? prefs.locale : 'en';
  const links = unsubscribeLinks(
    deps.config.appUrl,
    await signUnsubscribeToken(recipient.id, deps.config.jwtSecret),
  );
  const email = composeDigestEmail({
    locale,
    timeZone: safeTimeZone(prefs?.tz),
    name: recipient.name,
    period,
    activity,
    activityLink: `${deps.config.appUrl.replace(/\/+$/, '')}/activity`,
    unsubscribeLink: links.page,
  });
  const messageId = messageIdFor(claimed.id, deps.config.mailFrom);
  // MailMessage names no headers; the mailer hands the whole message to nodemailer, which sends them.
  const message: MailMessage & { headers: Record<string, string> } = {
    to: recipient.email,
    subject: email.subject,
    text: email.text,
    messageId,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
  const mine = and(eq(activityDigests.id, claimed.id), eq(activityDigests.userId, recipient.id));
  try {
    const receipt = await deps.mailer.send(message);
    await deps.db
      .update(activityDigests)
      .set({ status: 'sent', sentAt: new Date(), messageId: receipt.messageId || messageId })
      .where(mine);
    result.sent.push(recipient.id);
  } catch (error) {
    const failure = describeSendFailure(error);
    deps.log.error(
      { err: error, userId: recipient.id, period: period.key, reason: failure.reason },
      failure.permanent ? 'activity email refused for good' : 'activity email refused for now, will retry',
    );
    if (failure.permanent) {
      await deps.db.update(activityDigests).set({ status: 'failed' }).where(mine);
      result.failed.push(recipient.id);
    } else {
      await deps.db.delete(activityDigests).where(mine);
      result.retry.push(recipient.id);
    }
  }
}

/**
 * One run of the activity email at `now`: every member whose period is due and not yet handled
 * gets theirs (daily: their previous local day once their clock passed 08:00; interval: the
 * activity since their previous digest). Any number of runs may overlap; each (member, period) is
 * mailed once.
 */
export async function runActivityDigest(deps: DigestDeps, now: Date = new Date()): Promise<DigestRunResult> {
  const result: DigestRunResult = { sent: [], empty: [], failed: [], retry: [] };
  const recipients = await digestRecipients(deps.db);
  const periods = new Map<string, DigestPeriod>();
  for (const recipient of recipients) periods.set(recipient.id, await periodFor(deps, recipient, now));
  const handled = await handledPeriods(
    deps.db,
    recipients.map((r) => r.id),
    [...new Set([...periods.values()].map((p) => p.key))],
  );
  for (const recipient of recipients) {
    const period = periods.get(recipient.id);
    if (!period || period.end <= period.start || handled.has(`${recipient.id} ${period.key}`)) continue;
    try {
      await digestOne(deps, recipient, period, result);
    } catch (error) {
      // One member's failure (a query, a mail) does not keep the others from theirs.
      deps.log.error({ err: error, userId: recipient.id, period: period.key }, 'activity email failed');
      result.retry.push(recipient.id);
    }
  }
  return result;
}

/**
 * Registers the activity email's queue and schedule and works it in this process. Daily: a pg-boss
 * cron schedule (kept in the database, one job per slot across servers). With
 * ACTIVITY_DIGEST_INTERVAL_SECONDS: a chain of jobs, each queueing the next one interval later in
 * the next singleton slot, so several servers keep one chain; every server starts it, and a
 * second start in the same slot adds nothing.
 */
export async function startActivityDigest(queue: JobQueue, deps: DigestDeps): Promise<void> {
  const { boss } = queue;
  await boss.createQueue(ACTIVITY_DIGEST_QUEUE, { name: ACTIVITY_DIGEST_QUEUE, ...RUN_POLICY });
  await boss.updateQueue(ACTIVITY_DIGEST_QUEUE, { name: ACTIVITY_DIGEST_QUEUE, ...RUN_POLICY });
  const interval = deps.config.activityDigestIntervalSeconds;
  const nextTick = (nextSlot: boolean) =>
    boss.send(
      ACTIVITY_DIGEST_QUEUE,
      {},
      {
        singletonKey: TICK_KEY,
        singletonSeconds: interval,
        singletonNextSlot: nextSlot,
        ...(nextSlot ? { startAfter: interval } : {}),
      },
    );
  if (interval) {
    await boss.unschedule(ACTIVITY_DIGEST_QUEUE);
    await nextTick(false);
  } else {
    await boss.schedule(ACTIVITY_DIGEST_QUEUE, DAILY_CRON, {}, { tz: 'UTC' });
  }
  await queue.work<ActivityDigestJob>(QUEUE, async (job: Job<ActivityDigestJob>) => {
    // The chain goes on even if this run fails; a run asked for a fixed instant starts no chain.
    if (interval && !job.data?.at) await nextTick(true);
    const now = job.data?.at ? new Date(job.data.at) : new Date();
    const result = await runActivityDigest(deps, now);
    if (result.retry.length > 0) {
      throw new Error(`activity email: ${result.retry.length} member(s) to retry`);
    }
  });
}
