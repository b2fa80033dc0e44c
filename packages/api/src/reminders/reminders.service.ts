import {
  ACTIVITY_ACTIONS,
  type Delivery,
  INVOICE_EMAIL_MSG,
  type InvoiceIdInput,
  type Locale,
  PAYMENT_MSG,
  REMINDER_LIMITS,
  todayIn,
} from '@folio/contracts';
import type { DeliveryRow, Executor, InvoiceRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, desc, eq, isNull, max } from 'drizzle-orm';
import type { Actor } from '../core/activity';
import { errors } from '../core/errors';
import { type OrgScope, withTransaction } from '../core/scope';
import type { ApiDeps } from '../deps';
import { toDelivery } from '../invoice-emails/deliveries.queries';
import type { InvoiceEmailJob } from '../invoice-emails/document-delivery';
import { lockInvoice, recordInvoiceActivity } from '../invoices/invoice-records';
import { loadInvoice } from '../invoices/invoices.queries';
import { JOB_QUEUES, type JobQueue } from '../jobs/job-queue';
import { addDays, reminderEmail } from './reminder-email';

const { clients, invoiceDeliveries, invoiceReminders, invoices, organizations, orgProfiles, users } = schema;

type QueueDeps = Pick<ApiDeps, 'config'> & { jobs: JobQueue };

/** An invoice a reminder may go out for: sent (or stored overdue) with something left to pay. */
export const awaitsPayment = (row: Pick<InvoiceRow, 'status' | 'paidCents' | 'totalCents'>) =>
  (row.status === 'sent' || row.status === 'overdue') && row.paidCents < row.totalCents;

/** The address part of `Name <address>` (or the whole text when it is a bare address). */
const addressOf = (mailbox: string) => /<([^>]+)>/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();

/** What a reminder is written from, in one statement: the organization, its business details and the client. */
async function reminderContext(db: Executor, invoice: InvoiceRow) {
  const [row] = await db
    .select({
      orgName: organizations.name,
      profileEmail: orgProfiles.email,
      orgLocale: orgProfiles.locale,
      timeZone: orgProfiles.timeZone,
      clientEmail: clients.email,
      clientLocale: clients.locale,
      sendReminders: clients.sendReminders,
    })
    .from(organizations)
    .innerJoin(clients, and(eq(clients.orgId, organizations.id), eq(clients.id, invoice.clientId)))
    .leftJoin(orgProfiles, eq(orgProfiles.orgId, organizations.id))
    .where(eq(organizations.id, invoice.orgId));
  if (!row) throw new Error('reminder: the invoice has no client in its organization');
  const locale: Locale = row.clientLocale ?? row.orgLocale ?? 'en';
  const clientEmail = row.clientEmail?.trim() ? row.clientEmail.trim() : null;
  return { ...row, clientEmail, locale, timeZone: row.timeZone ?? 'UTC' };
}

/**
 * Where the client's reply to a reminder a rule sent goes: the business email of the
 * organization's details (the address its invoices print), else the member who last emailed this
 * invoice (a person who knows it), else the member who created it, else Folio's sender address. A
 * reply must reach someone at the business (the mail's footer says so); the sender address is only
 * the last resort of an invoice whose members are all gone.
 */
async function ruleReplyTo(db: Executor, invoice: InvoiceRow, profileEmail: string | null, mailFrom: string) {
  if (profileEmail) return profileEmail;
  const [last] = await db
    .select({ email: invoiceDeliveries.requestedByEmail })
    .from(invoiceDeliveries)
    .where(
      and(
        eq(invoiceDeliveries.orgId, invoice.orgId),
        eq(invoiceDeliveries.invoiceId, invoice.id),
        eq(invoiceDeliveries.kind, 'invoice'),
      ),
    )
    .orderBy(desc(invoiceDeliveries.createdAt))
    .limit(1);
  if (last) return last.email;
  if (invoice.createdBy) {
    const [creator] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, invoice.createdBy));
    if (creator) return creator.email;
  }
  return addressOf(mailFrom);
}

/** The reminder's subject and message for the invoice as it stands, on `today` (the organization's day). */
const reminderWords = async (
  db: Executor,
  invoice: InvoiceRow,
  context: { orgName: string; locale: Locale; timeZone: string },
  today: string,
) =>
  reminderEmail(
    await loadInvoice({ db, org: { id: invoice.orgId }, timeZone: context.timeZone }, invoice.id),
    context.orgName,
    context.locale,
    today,
  );

/**
 * A reminder's subject and message as of `now`, the moment it is sent: a reminder queued before
 * midnight, or retried the next day, says where the invoice stands on the day the client gets it,
 * with the balance left after any payment recorded meanwhile.
 */
export async function reminderWordsAt(db: Executor, invoice: InvoiceRow, now: Date) {
  const context = await reminderContext(db, invoice);
  return reminderWords(db, invoice, context, todayIn(context.timeZone, now));
}

/** What one reminder is: a rule's day (offset from the due date), or a member's Send reminder (offset null). */
type ReminderRequest =
  | { kind: 'rule'; offsetDays: number; orgId: string; invoiceId: string }
  | { kind: 'manual'; offsetDays: null; caller: Actor };

/**
 * Queues one reminder in `tx`, the invoice row locked by the caller: its invoice_reminders row, its
 * delivery (kind `reminder`, to the client's address, in the client's language), the
 * `reminder_queued` activity entry and the `invoice-email` job, all committed together or not at
 * all. A rule's row is inserted ON CONFLICT DO NOTHING on (org, invoice, offset): whichever scan of
 * whichever server gets there first queues it, every other finds the row and queues nothing.
 * Answers null when nothing was queued. Reminders are not invoice sends: they do not count against
 * the Free plan's monthly invoice emails (core/plan-limits.ts counts kind `invoice` only).
 */
async function queueReminder(
  tx: Executor,
  deps: QueueDeps,
  invoice: InvoiceRow,
  request: ReminderRequest,
  now: Date,
): Promise<DeliveryRow | null> {
  const context = await reminderContext(tx, invoice);
  if (!context.clientEmail) {
    if (request.kind === 'manual') throw errors.conflict(PAYMENT_MSG.reminderNoRecipient);
    return null;
  }
  const today = todayIn(context.timeZone, now);
  if (request.kind === 'rule') {
    // The scan's reading may be stale by now: the rule still applies under the lock, or nothing is sent.
    const stillDue =
      awaitsPayment(invoice) &&
      context.sendReminders &&
      invoice.dueDate !== null &&
      addDays(invoice.dueDate, request.offsetDays) <= today;
    if (!stillDue) return null;
  }
  const [reminder] = await tx
    .insert(invoiceReminders)
    .values({
      orgId: invoice.orgId,
      invoiceId: invoice.id,
      offsetDays: request.offsetDays,
      requestedBy: request.kind === 'manual' ? request.caller.id : null,
    })
    .onConflictDoNothing()
    .returning({ id: invoiceReminders.id });
  if (!reminder) return null;

  const text = await reminderWords(tx, invoice, context, today);
  const sender =
    request.kind === 'manual'
      ? {
          requestedBy: request.caller.id,
          requestedByName: request.caller.name,
          requestedByEmail: request.caller.email,
        }
      : {
          requestedBy: null,
          requestedByName: context.orgName,
          requestedByEmail: await ruleReplyTo(tx, invoice, context.profileEmail, deps.config.mailFrom),
        };
  const recipients = [context.clientEmail];
  const [delivery] = await tx
    .insert(invoiceDeliveries)
    .values({
      orgId: invoice.orgId,
      invoiceId: invoice.id,
      kind: 'reminder',
      recipients,
      subject: text.subject,
      message: text.message,
      ...sender,
    })
    .returning();
  if (!delivery) throw new Error('reminder delivery insert returned nothing');
  await tx
    .update(invoiceReminders)
    .set({ deliveryId: delivery.id })
    .where(and(eq(invoiceReminders.orgId, invoice.orgId), eq(invoiceReminders.id, reminder.id)));
  await recordInvoiceActivity(
    tx,
    request.kind === 'manual' ? request.caller : null,
    invoice,
    ACTIVITY_ACTIONS.reminderQueued,
    { deliveryId: delivery.id, recipients, offsetDays: request.offsetDays },
  );
  await deps.jobs.send(
    JOB_QUEUES.invoiceEmail,
    { deliveryId: delivery.id, orgId: invoice.orgId } satisfies InvoiceEmailJob,
    { executor: tx },
  );
  return delivery;
}

/**
 * A reminder rule's day has come for an invoice (the scan found it): queues it once, in one
 * transaction that locks the invoice and checks the rule again. Answers whether it was queued.
 */
export async function queueRuleReminder(
  deps: Pick<ApiDeps, 'db' | 'config'> & { jobs: JobQueue },
  target: { orgId: string; invoiceId: string; offsetDays: number },
  now: Date,
): Promise<boolean> {
  const delivery = await deps.db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orgId, target.orgId), eq(invoices.id, target.invoiceId)))
      .for('update');
    if (!invoice) return null;
    return queueReminder(tx, deps, invoice, { kind: 'rule', ...target }, now);
  });
  return delivery !== null;
}

/**
 * POST /invoices/{id}/send-reminder: a member's reminder, now, to the client's address, whether or
 * not the client is excluded from the rules' reminders (a person decided it). Only a sent invoice
 * with a balance due gets one (409), the client needs an address (409), and an invoice gets at most
 * one such reminder an hour (429 with the seconds left): checked under the invoice's lock, so two
 * presses at once queue one. Answers the queued delivery.
 */
export async function sendReminder(scope: OrgScope, { id }: InvoiceIdInput): Promise<Delivery> {
  const jobs = scope.deps.jobs;
  // An API instance without a queue (some tests and scripts) cannot promise a delivery.
  if (!jobs) throw errors.unavailable(INVOICE_EMAIL_MSG.queueUnavailable);
  const now = new Date();
  const delivery = await withTransaction(scope, async (txScope) => {
    const invoice = await lockInvoice(txScope, id);
    if (!awaitsPayment(invoice)) throw errors.conflict(PAYMENT_MSG.reminderNotDue);
    const [previous] = await txScope.db
      .select({ at: max(invoiceReminders.createdAt) })
      .from(invoiceReminders)
      .where(
        and(
          eq(invoiceReminders.orgId, scope.org.id),
          eq(invoiceReminders.invoiceId, invoice.id),
          isNull(invoiceReminders.offsetDays),
        ),
      );
    if (previous?.at) {
      const waitMs = previous.at.getTime() + REMINDER_LIMITS.manualIntervalSeconds * 1000 - now.getTime();
      if (waitMs > 0) throw errors.tooManyRequests(PAYMENT_MSG.reminderTooSoon, Math.ceil(waitMs / 1000));
    }
    // The caller as activity entries name them (an API key's too).
    const queued = await queueReminder(
      txScope.db,
      { config: scope.deps.config, jobs },
      invoice,
      { kind: 'manual', offsetDays: null, caller: scope.caller },
      now,
    );
    if (!queued) throw new Error('a manual reminder was not queued');
    return queued;
  });
  // Committed: a worker of this process may take the job now.
  jobs.wake(JOB_QUEUES.invoiceEmail);
  return toDelivery(delivery);
}
