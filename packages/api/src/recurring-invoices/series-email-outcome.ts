import { ACTIVITY_ACTIONS, type Locale, RECURRING_SEND_FAILURE_LIMIT, translate } from '@folio/contracts';
import type { Executor, InvoiceRow, RecurringInvoiceRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import type { ApiDeps } from '../deps';
import { JOB_QUEUES } from '../jobs/job-queue';
import type { MailMessage } from '../mail/mailer';
import { recordSeriesActivity } from './series-records';

const { recurringInvoices, orgProfiles, users, memberships, clients } = schema;

type NoticeDeps = Pick<ApiDeps, 'config' | 'log' | 'mailer' | 'jobs'>;

/**
 * An invoice of a series was emailed (`delivered`) or could not be (`failed`: refused by the mail
 * server, out of attempts, or no address). A delivery resets the series' count of failures in a
 * row; the RECURRING_SEND_FAILURE_LIMIT-th failure in a row pauses the series and tells the
 * organization's admins by email and in the activity log. Called in the transaction that records
 * the outcome (invoice-email.job.ts), so it counts once per delivery.
 */
export async function noteSeriesEmailOutcome(
  tx: Executor,
  invoice: Pick<InvoiceRow, 'orgId' | 'recurringInvoiceId'>,
  outcome: 'failed' | 'delivered',
  deps: NoticeDeps,
) {
  if (!invoice.recurringInvoiceId) return;
  const [series] = await tx
    .select()
    .from(recurringInvoices)
    .where(
      and(eq(recurringInvoices.orgId, invoice.orgId), eq(recurringInvoices.id, invoice.recurringInvoiceId)),
    )
    .for('update');
  if (!series) return;
  if (outcome === 'delivered') {
    if (series.sendFailures !== 0)
      await tx
        .update(recurringInvoices)
        .set({ sendFailures: 0 })
        .where(and(eq(recurringInvoices.orgId, series.orgId), eq(recurringInvoices.id, series.id)));
    return;
  }
  const failures = series.sendFailures + 1;
  const pausing = failures >= RECURRING_SEND_FAILURE_LIMIT && series.status === 'active';
  await tx
    .update(recurringInvoices)
    .set({
      sendFailures: failures,
      ...(pausing
        ? { status: 'paused' as const, pauseReason: 'sendFailures' as const, updatedAt: new Date() }
        : {}),
    })
    .where(and(eq(recurringInvoices.orgId, series.orgId), eq(recurringInvoices.id, series.id)));
  if (!pausing) return;
  await recordSeriesActivity(tx, null, series, ACTIVITY_ACTIONS.seriesPaused, {
    reason: 'sendFailures',
    failures,
  });
  await tellAdmins(tx, deps, series);
}

/** Emails every admin of the organization that the series paused, with a link to it. */
async function tellAdmins(tx: Executor, deps: NoticeDeps, series: RecurringInvoiceRow) {
  const [client] = await tx
    .select({ name: clients.name })
    .from(clients)
    .where(and(eq(clients.orgId, series.orgId), eq(clients.id, series.clientId)));
  const [profile] = await tx
    .select({ locale: orgProfiles.locale })
    .from(orgProfiles)
    .where(eq(orgProfiles.orgId, series.orgId));
  const admins = await tx
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.orgId, series.orgId), eq(memberships.role, 'admin')));
  const locale: Locale = profile?.locale ?? 'en';
  const link = `${deps.config.appUrl.replace(/\/$/, '')}/invoices/recurring?open=${series.id}`;
  const values = { client: client?.name ?? '', link, failures: RECURRING_SEND_FAILURE_LIMIT };
  for (const admin of admins) {
    const message: MailMessage = {
      to: admin.email,
      subject: translate(locale, 'RECURRING_MAIL_MSG.pausedSubject', values),
      text: translate(locale, 'RECURRING_MAIL_MSG.pausedBody', values),
    };
    if (deps.jobs) {
      await deps.jobs.send(JOB_QUEUES.mail, message, { executor: tx });
    } else {
      // No job queue (scripts, most tests): sent now, best effort.
      await deps.mailer.send(message).catch((error: unknown) => {
        deps.log.error({ err: error }, 'series paused notice could not be sent');
      });
    }
  }
  deps.jobs?.wake(JOB_QUEUES.mail);
}
