import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isLocale, translate } from '@folio/contracts';
import { type Executor, schema } from '@folio/db';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { ApiDeps } from '../deps';
import { JOB_QUEUES, type Job, type JobQueue } from '../jobs/job-queue';
import { connectionFor, UnsafeTargetError } from './webhook-targets';
import { webhookMessageId } from './webhooks.queries';

const { webhookDeliveries, webhookAttempts, webhookEndpoints } = schema;

/*
 * Sending webhooks (docs/api.md, Webhooks). Each delivery is one event for one endpoint; a job of
 * JOB_QUEUES.webhookDelivery makes its next attempt. The attempt is claimed in a short transaction
 * (the row locked FOR UPDATE, skipped unless pending and due, then marked under way for a
 * minute), the request is made outside any transaction, and its outcome is written in a
 * second one. A duplicate job finds the delivery under way or no longer due and does nothing; a
 * process that dies mid-attempt leaves the delivery overdue, and the sweeper queues it again.
 *
 * Every writer locks an endpoint's row before its deliveries' rows (a redelivery and a test event
 * hold the endpoint FOR SHARE, a deletion cascades from it); the outcome's transaction does too, so
 * that it waits for them instead of deadlocking with them.
 */

/** The waits before the 2nd to 8th attempts: about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h. */
const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;
/** How long an attempt waits for the answer. */
const WEBHOOK_TIMEOUT_MS = 10_000;
/** An endpoint failing for this long at a failure is disabled and its admins are emailed. */
const WEBHOOK_FAILING_DISABLE_MS = 5 * 24 * 3_600_000;
/** A claimed attempt is under way for at most this long; past it (and the sweeper's minute) it is retried. */
const CLAIM_MS = 60_000;
/** Pending deliveries overdue by more than this have lost their job: the sweeper queues them again. */
const WEBHOOK_SWEEP_OVERDUE_MS = 60_000;
/** The longest error text kept with an attempt. */
const ERROR_MAX = 500;

export type WebhookDeliveryJob = { deliveryId: string; orgId: string };

const retryDelays = (deps: ApiDeps): readonly number[] =>
  deps.config.webhooks?.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS;

/** ±10 % jitter, so that endpoints failing together are not retried together. */
const jittered = (ms: number) => Math.round(ms * (0.9 + Math.random() * 0.2));

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/** Signs with the secret, and with the previous one while it is still valid (two signatures). */
function signatureHeader(secrets: string[], messageId: string, timestamp: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, timestamp, body)).join(' ');
}

type AttemptOutcome = { statusCode: number | null; error: string | null; durationMs: number };

/** One POST with a timeout; the answer's body is read and dropped (at most 64 KiB kept in memory). */
function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  lookup: LookupFunction | undefined,
): Promise<{ statusCode: number }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        ...(lookup ? { lookup } : {}),
        // No pooled sockets: each attempt resolves and connects anew (and is checked anew).
        agent: false,
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    request.on('error', reject);
    request.on('close', () => clearTimeout(timer));
    request.end(body);
  });
}

/** Makes one attempt: sign, connect to a checked address, POST; never throws. */
async function attempt(
  deps: ApiDeps,
  target: { url: string; secrets: string[] },
  messageId: string,
  body: string,
): Promise<AttemptOutcome> {
  const started = Date.now();
  const timestamp = new Date();
  try {
    const { url, lookup } = await connectionFor(deps.config, target.url);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Folio-Webhooks/1',
      'webhook-id': messageId,
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': signatureHeader(target.secrets, messageId, timestamp, body),
    };
    const timeoutMs = deps.config.webhooks?.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    const { statusCode } = await post(url, headers, body, timeoutMs, lookup);
    const ok = statusCode >= 200 && statusCode < 300;
    return { statusCode, error: ok ? null : `HTTP ${statusCode}`, durationMs: Date.now() - started };
  } catch (error) {
    const message =
      error instanceof UnsafeTargetError
        ? error.message
        : error instanceof Error
          ? error.message || error.name
          : String(error);
    return { statusCode: null, error: message.slice(0, ERROR_MAX), durationMs: Date.now() - started };
  }
}

type Claimed = {
  delivery_id: string;
  org_id: string;
  endpoint_id: string;
  event_id: string;
  attempts: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_valid: boolean;
  enabled: boolean;
  payload: string;
  /** The delivery's updated_at as the claim left it: a later one means it was redelivered meanwhile. */
  claimed_at: Date;
};

/**
 * Claims the delivery's next attempt: locks its row, checks it is pending, due and its endpoint
 * enabled, counts the attempt and marks it under way. A row another transaction holds is waited
 * for, not skipped: that transaction is short (a claim, an outcome, a redelivery), and an outcome
 * that finds the delivery redelivered leaves it due without queueing it again, counting on the
 * redelivery's own job, which a skip would have dropped (the attempt then waited for the sweeper).
 * A duplicate job still does nothing: after the wait it finds the delivery under way.
 */
async function claim(db: Executor, job: WebhookDeliveryJob): Promise<Claimed | null> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<Claimed & { status: string; due: boolean }>(
      await tx.execute(sql`
        select d.id as delivery_id, d.org_id, d.endpoint_id, d.event_id, d.attempts, d.status,
               d.next_attempt_at is not null and d.next_attempt_at <= now() + interval '1 second' as due,
               ep.url, ep.secret, ep.previous_secret, ep.enabled,
               coalesce(ep.previous_secret_expires_at > now(), false) as previous_valid,
               ev.payload::text as payload
          from webhook_deliveries d
          join webhook_endpoints ep on ep.org_id = d.org_id and ep.id = d.endpoint_id
          join webhook_events ev on ev.org_id = d.org_id and ev.id = d.event_id
         where d.id = ${job.deliveryId} and d.org_id = ${job.orgId}
         for update of d`),
    );
    if (row?.status !== 'pending' || !row.due) return null;
    if (!row.enabled) {
      // The endpoint was turned off meanwhile: its deliveries are not attempted.
      await tx
        .update(webhookDeliveries)
        .set({ status: 'failed', nextAttemptAt: null, updatedAt: new Date() })
        .where(and(eq(webhookDeliveries.orgId, row.org_id), eq(webhookDeliveries.id, row.delivery_id)));
      return null;
    }
    const claimedAt = new Date();
    await tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        nextAttemptAt: sql`now() + ${`${CLAIM_MS} milliseconds`}::interval`,
        updatedAt: claimedAt,
      })
      .where(and(eq(webhookDeliveries.orgId, row.org_id), eq(webhookDeliveries.id, row.delivery_id)));
    return { ...row, attempts: row.attempts + 1, claimed_at: claimedAt };
  });
}

/** Works one job: the delivery's next attempt, if it is still owed, and what follows from its answer. */
export async function runWebhookDelivery(deps: ApiDeps, job: WebhookDeliveryJob): Promise<void> {
  const claimed = await claim(deps.db, job);
  if (!claimed) return;
  const secrets = [
    claimed.secret,
    ...(claimed.previous_valid && claimed.previous_secret ? [claimed.previous_secret] : []),
  ];
  const outcome = await attempt(
    deps,
    { url: claimed.url, secrets },
    webhookMessageId(claimed.event_id),
    claimed.payload,
  );
  const succeeded = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const gone = outcome.statusCode === 410;
  const delays = retryDelays(deps);
  const exhausted = claimed.attempts > delays.length;
  const retryAt =
    succeeded || gone || exhausted ? null : new Date(Date.now() + jittered(delays[claimed.attempts - 1]!));
  const outcomeWritten = await deps.db.transaction(async (tx) => {
    const where = and(
      eq(webhookDeliveries.orgId, claimed.org_id),
      eq(webhookDeliveries.id, claimed.delivery_id),
    );
    const endpointWhere = and(
      eq(webhookEndpoints.orgId, claimed.org_id),
      eq(webhookEndpoints.id, claimed.endpoint_id),
    );
    // The endpoint first, then the delivery: the order every other writer locks them in.
    const [endpointHeld] = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(endpointWhere)
      .for('no key update');
    const [delivery] = endpointHeld
      ? await tx
          .select({ updatedAt: webhookDeliveries.updatedAt })
          .from(webhookDeliveries)
          .where(where)
          .for('update')
      : [];
    // Deleted with its endpoint while the request was out: there is nothing left to record.
    if (!delivery) return null;
    // An admin asked for a redelivery while this attempt was out: the attempt is recorded, and the
    // delivery is left as the redelivery (and any attempt claimed since) set it, its updated_at
    // included, so that the redelivery's own attempt writes its outcome in full.
    const redelivered = delivery.updatedAt.getTime() !== claimed.claimed_at.getTime();
    await tx.insert(webhookAttempts).values({
      orgId: claimed.org_id,
      deliveryId: claimed.delivery_id,
      statusCode: outcome.statusCode,
      durationMs: outcome.durationMs,
      error: outcome.error,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        ...(redelivered
          ? { updatedAt: sql`${webhookDeliveries.updatedAt}` }
          : {
              status: succeeded ? 'succeeded' : retryAt ? 'pending' : 'failed',
              nextAttemptAt: retryAt,
              updatedAt: new Date(),
            }),
        lastAttemptAt: new Date(),
        lastStatusCode: outcome.statusCode,
      })
      .where(where);
    const written = (disabledForFailing: boolean) => ({ redelivered, disabledForFailing });
    if (succeeded) {
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(endpointWhere);
      return written(false);
    }
    if (gone) {
      await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: 'gone', updatedAt: new Date() })
        .where(and(endpointWhere, eq(webhookEndpoints.enabled, true)));
      return written(false);
    }
    // A failure: the run of failures starts now unless one is under way; one older than 5 days
    // turns the endpoint off (once: the update matches only while it is enabled).
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
      .where(endpointWhere)
      .returning({ failingSince: webhookEndpoints.failingSince });
    if (!endpoint?.failingSince || Date.now() - endpoint.failingSince.getTime() < WEBHOOK_FAILING_DISABLE_MS)
      return written(false);
    const disabled = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: 'failing', updatedAt: new Date() })
      .where(and(endpointWhere, eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id });
    if (disabled.length === 0) return written(false);
    // No retry for an endpoint that is off: the delivery is given up with it.
    await tx.update(webhookDeliveries).set({ status: 'failed', nextAttemptAt: null }).where(where);
    return written(true);
  });
  if (!outcomeWritten) return;
  const { redelivered, disabledForFailing } = outcomeWritten;
  // After the commit: the mails are queued apart from the outcome's transaction.
  if (disabledForFailing) await mailAdmins(deps, claimed.org_id, claimed.url);
  if (retryAt && !redelivered && !disabledForFailing && deps.jobs) {
    await deps.jobs.send(JOB_QUEUES.webhookDelivery, job, { startAfter: retryAt });
  }
}

/** The mail to the organization's admins once an endpoint is disabled after 5 days of failures. */
async function mailAdmins(deps: ApiDeps, orgId: string, url: string): Promise<void> {
  const admins = rowsOf<{ email: string; org_name: string; locale: string | null }>(
    await deps.db.execute(sql`
      select u.email, o.name as org_name, u.preferences->>'locale' as locale
        from memberships m
        join users u on u.id = m.user_id
        join organizations o on o.id = m.org_id
       where m.org_id = ${orgId} and m.role = 'admin'`),
  );
  const link = `${deps.config.appUrl}/settings/webhooks`;
  for (const admin of admins) {
    const locale = admin.locale && isLocale(admin.locale) ? admin.locale : 'en';
    const values = { org: admin.org_name, url, link };
    try {
      await deps.mail.send({
        to: admin.email,
        subject: translate(locale, 'WEBHOOK_MAIL_MSG.subject', values),
        text: [
          translate(locale, 'MAIL_MSG.greeting'),
          translate(locale, 'WEBHOOK_MAIL_MSG.body', values),
          translate(locale, 'MAIL_MSG.signature'),
        ].join('\n\n'),
      });
    } catch (error) {
      deps.log.error({ err: error }, 'could not queue the mail of a disabled webhook endpoint');
    }
  }
}

/**
 * Queues again the pending deliveries overdue by more than a minute: their job was lost (a crash
 * between the claim and the outcome, a job given up). A duplicate job does nothing, so queueing one
 * that was merely late is harmless. Returns how many were queued.
 */
export async function sweepWebhookDeliveries(deps: ApiDeps, now = new Date()): Promise<number> {
  if (!deps.jobs) return 0;
  const rows = rowsOf<{ id: string; org_id: string }>(
    await deps.db.execute(sql`
      select id, org_id from webhook_deliveries
       where status = 'pending'
         and next_attempt_at < ${new Date(now.getTime() - WEBHOOK_SWEEP_OVERDUE_MS).toISOString()}::timestamptz
       order by next_attempt_at
       limit 1000`),
  );
  for (const row of rows)
    await deps.jobs.send(JOB_QUEUES.webhookDelivery, { deliveryId: row.id, orgId: row.org_id });
  if (rows.length > 0) deps.jobs.wake(JOB_QUEUES.webhookDelivery);
  return rows.length;
}

/** Works the delivery queue in this process and schedules the sweeper (every minute, one job across servers). */
export async function startWebhookDelivery(queue: JobQueue, deps: ApiDeps): Promise<void> {
  await queue.boss.schedule(JOB_QUEUES.webhookSweep, '* * * * *', {}, { tz: 'UTC' });
  await queue.work<WebhookDeliveryJob>(JOB_QUEUES.webhookDelivery, (job: Job<WebhookDeliveryJob>) =>
    runWebhookDelivery(deps, job.data),
  );
  await queue.work(JOB_QUEUES.webhookSweep, async () => {
    await sweepWebhookDeliveries(deps);
  });
}
