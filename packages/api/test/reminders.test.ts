import {
  ACTIVITY_ACTIONS,
  type Delivery,
  FREE_PLAN_LIMITS,
  PAYMENT_MSG,
  REMINDER_LIMITS,
} from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { invoiceEmailWorker } from '../src/invoice-emails/invoice-email.job';
import { JOB_QUEUES } from '../src/jobs/job-queue';
import { runReminderScan } from '../src/reminders/reminder-scan.job';
import { createTestApp, TEST_APP_URL, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { day, setPlan } from './helpers/org';
import { as } from './helpers/rest';
import { useMailedInvoiceWorld } from './helpers/suite';

/**
 * Payment reminders: the reminder rules' scan and a member's Send reminder, mailed through the job
 * queue to a real SMTP server on 127.0.0.1. Scans are run at chosen instants (as the scan job's
 * `at` does), so that days and time zones are decided without waiting for a clock.
 */

const CLIENT_EMAIL = 'billing@acme.example';

type Rules = { rules: number[]; repeat?: { everyDays: number; times: number } };

/** Settings → Payments: the reminder rules and the repeat, saved by an admin. */
async function setReminderRules({ rules, repeat }: Rules) {
  const res = await rest.put(
    '/org/payment-settings',
    { reminders: { rules, repeat: repeat ?? null } },
    as(team.admin),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function setTimeZone(orgId: string, timeZone: string) {
  await t.handle.db
    .insert(schema.orgProfiles)
    .values({ orgId, timeZone })
    .onConflictDoUpdate({ target: schema.orgProfiles.orgId, set: { timeZone } });
}

type ClientRef = { id: string; project: string };

/** A new client of the organization with one project; `values` sets its email, language, reminder switch. */
async function addClient(
  name: string,
  values: Partial<typeof schema.clients.$inferInsert>,
): Promise<ClientRef> {
  const id = await world.insertClient(team.orgId, name);
  if (Object.keys(values).length > 0)
    await t.handle.db.update(schema.clients).set(values).where(eq(schema.clients.id, id));
  return { id, project: await world.insertProject(team.orgId, id, `${name} project`) };
}

/** A sent invoice of `client` (Acme by default) due on `dueDate` (null: none). */
async function sentInvoice(dueDate: string | null, client?: ClientRef) {
  const { id, project } = client ?? { id: world.acme.id, project: world.acme.web };
  const invoice = await world.create({ client: id, project: [project], dueDate: day(14) });
  const res = await rest.patch(`/invoices/${invoice._id}/mark-sent`, {}, as(team.admin));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.handle.db.update(schema.invoices).set({ dueDate }).where(eq(schema.invoices.id, invoice._id));
  return invoice as { _id: string; displayNumber: string };
}

const scanDeps = (app: TestApp) => ({
  db: app.deps.db,
  config: app.deps.config,
  log: app.deps.log,
  jobs: app.jobs!,
});
const scan = (at: Date = new Date(), app: TestApp = t) => runReminderScan(scanDeps(app), at);

const deliveriesOf = async (invoiceId: string): Promise<Delivery[]> => {
  const res = await rest.get(`/invoices/${invoiceId}/deliveries`, as(team.viewer));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items;
};

/** The invoice's reminders once none is still queued or sending. */
const settledReminders = (invoiceId: string, count: number) =>
  eventually(async () => {
    const reminders = (await deliveriesOf(invoiceId)).filter((d) => d.kind === 'reminder');
    const done = reminders.filter((d) => d.status !== 'queued' && d.status !== 'sending');
    return reminders.length === count && done.length === count ? reminders : null;
  });

const reminderRows = (invoiceId: string) =>
  t.handle.db.select().from(schema.invoiceReminders).where(eq(schema.invoiceReminders.invoiceId, invoiceId));

/** Mails that arrived about the invoice numbered `number`. */
const mailsAbout = (number: string) => sink.received.filter((m) => m.mail.subject?.includes(` ${number} `));

const actionsOf = async (invoiceId: string) => (await world.activityOf(invoiceId)).map((e) => e.action);

const { world, t, rest, team, sink } = useMailedInvoiceWorld({ clientEmail: CLIENT_EMAIL });

describe('the reminder rules', () => {
  it('sends every rule whose day has come once, whatever the number of scans, with the PDF and the page link', async () => {
    await setReminderRules({ rules: [-3, 0, 7] });
    const invoice = await sentInvoice(day(-10));
    const first = await scan();
    expect(first.queued).toBeGreaterThanOrEqual(3);
    await scan();
    await scan();
    const reminders = await settledReminders(invoice._id, 3);
    expect(reminders.map((r) => r.status)).toEqual(['delivered', 'delivered', 'delivered']);
    expect((await reminderRows(invoice._id)).map((r) => r.offsetDays).sort((a, b) => a! - b!)).toEqual([
      -3, 0, 7,
    ]);
    const mails = mailsAbout(invoice.displayNumber);
    expect(mails).toHaveLength(3);
    const { mail, envelopeTo } = mails[0]!;
    expect(envelopeTo).toEqual([CLIENT_EMAIL]);
    expect(mail.subject).toBe(`Reminder: invoice ${invoice.displayNumber} from Acme Studio is overdue`);
    // No business email and nobody emailed the invoice: replies go to the member who created it.
    expect(mail.replyTo?.text).toBe(team.admin.email);
    expect(mail.text).toContain(`invoice ${invoice.displayNumber} for $100.00 was due on `);
    expect(mail.text).toContain('10 days ago.');
    expect(mail.text).toMatch(new RegExp(`You can view and pay it online: ${TEST_APP_URL}/i/\\S+`));
    expect(mail.text).toContain('If you have already paid, thank you, and please disregard this email.');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe(`invoice-${invoice.displayNumber}.pdf`);
    const pdf = await PDFDocument.load(mail.attachments[0]!.content);
    expect(pdf.getTitle()).toBe(`Invoice #${invoice.displayNumber}`);
    // Sent by a rule: the organization is the sender, and nobody asked.
    expect(reminders[0]?.requestedBy).toEqual({ _id: null, name: 'Acme Studio' });

    // A reminder leaves the invoice as it was.
    expect((await world.invoiceRow(invoice._id))?.status).toBe('sent');
    const entries = (await world.activityOf(invoice._id)).filter((e) => e.action.startsWith('reminder_'));
    expect(entries.map((e) => e.action).sort()).toEqual([
      ...Array(3).fill(ACTIVITY_ACTIONS.reminderQueued),
      ...Array(3).fill(ACTIVITY_ACTIONS.reminderSent),
    ]);
    for (const entry of entries) expect(entry.userId).toBeNull();
    const queued = entries.filter((e) => e.action === ACTIVITY_ACTIONS.reminderQueued);
    expect(queued.map((e) => e.meta?.offsetDays).sort()).toEqual([-3, 0, 7].sort());
    expect(queued[0]?.meta).toMatchObject({ recipients: [CLIENT_EMAIL] });
    const sent = entries.find((e) => e.action === ACTIVITY_ACTIONS.reminderSent);
    expect(sent?.meta).toMatchObject({ recipients: [CLIENT_EMAIL], messageId: expect.any(String) });
  });

  it('does not send a rule before its day', async () => {
    await setReminderRules({ rules: [-3, 0, 7] });
    const invoice = await sentInvoice(day(5));
    await scan();
    expect(await reminderRows(invoice._id)).toHaveLength(0);
    // Two days on, three days before the due date, the first rule's day has come: "due on".
    await scan(new Date(Date.now() + 2 * 86_400_000));
    const [reminder] = await settledReminders(invoice._id, 1);
    expect(reminder?.subject).toMatch(
      new RegExp(`^Reminder: invoice ${invoice.displayNumber} from Acme Studio is due on `),
    );
  });

  it('repeats after the last rule every N days, as many times as set', async () => {
    await setReminderRules({ rules: [0], repeat: { everyDays: 2, times: 3 } });
    const invoice = await sentInvoice(day(-5));
    await scan();
    await settledReminders(invoice._id, 3);
    expect((await reminderRows(invoice._id)).map((r) => r.offsetDays).sort()).toEqual([0, 2, 4]);
    // Day 6 is the third and last repeat; nothing after it, however late.
    await scan(new Date(Date.now() + 86_400_000));
    await scan(new Date(Date.now() + 40 * 86_400_000));
    await settledReminders(invoice._id, 4);
    expect((await reminderRows(invoice._id)).map((r) => r.offsetDays).sort()).toEqual([0, 2, 4, 6]);
    expect(mailsAbout(invoice.displayNumber)).toHaveLength(4);
  });

  it('sends nothing for an invoice without due date, a paid, a draft or an archived invoice, or an excluded client', async () => {
    await setReminderRules({ rules: [0, 7] });
    const noDue = await sentInvoice(null);
    const paid = await sentInvoice(day(-10));
    expect((await rest.patch(`/invoices/${paid._id}/mark-paid`, {}, as(team.admin))).status).toBe(200);
    const draft = await world.create();
    await t.handle.db
      .update(schema.invoices)
      .set({ dueDate: day(-10) })
      .where(eq(schema.invoices.id, draft._id));
    const archived = await sentInvoice(day(-10));
    expect((await rest.put(`/invoices/${archived._id}`, { status: 'archived' }, as(team.admin))).status).toBe(
      200,
    );
    const excludedClient = await addClient('No Reminders Ltd', {
      email: 'ap@no-reminders.example',
      sendReminders: false,
    });
    const excluded = await sentInvoice(day(-10), excludedClient);
    // A control: the same day's invoice of a client that takes reminders gets its two.
    const control = await sentInvoice(day(-10));

    await scan();
    await settledReminders(control._id, 2);
    for (const invoice of [noDue, paid, draft, archived, excluded]) {
      expect(await reminderRows(invoice._id)).toHaveLength(0);
      expect((await deliveriesOf(invoice._id)).filter((d) => d.kind === 'reminder')).toHaveLength(0);
    }
    expect(sink.to('ap@no-reminders.example')).toHaveLength(0);
  });

  it("decides the day in the organization's time zone", async () => {
    await setReminderRules({ rules: [0] });
    const invoice = await sentInvoice('2030-06-11');
    // 12:00 UTC on June 10 is 01:00 on June 10 in Pago Pago (UTC−11) and 02:00 on June 11 in Kiritimati (UTC+14).
    const at = new Date('2030-06-10T12:00:00Z');
    await setTimeZone(team.orgId, 'Pacific/Pago_Pago');
    await scan(at);
    expect(await reminderRows(invoice._id)).toHaveLength(0);
    await setTimeZone(team.orgId, 'Pacific/Kiritimati');
    try {
      await scan(at);
      const [reminder] = await settledReminders(invoice._id, 1);
      expect(reminder?.status).toBe('delivered');
      expect((await reminderRows(invoice._id)).map((r) => r.offsetDays)).toEqual([0]);
    } finally {
      await setTimeZone(team.orgId, 'UTC');
    }
  });

  it("writes the reminder in the client's language", async () => {
    await setReminderRules({ rules: [0] });
    const client = await addClient('Société Dupont', { email: 'compta@dupont.example', locale: 'fr' });
    const invoice = await sentInvoice(day(-3), client);
    await scan();
    await settledReminders(invoice._id, 1);
    const [arrived] = sink.to('compta@dupont.example');
    expect(arrived?.mail.subject).toBe(
      `Rappel : la facture ${invoice.displayNumber} de Acme Studio est en retard`,
    );
    expect(arrived?.mail.text).toContain('Bonjour,');
    expect(arrived?.mail.text).toMatch(/100,00\s\$US/);
    expect(arrived?.mail.text).toMatch(
      new RegExp(`Vous pouvez la consulter et la régler en ligne : ${TEST_APP_URL}/i/`),
    );
    expect(arrived?.mail.attachments[0]?.contentType).toBe('application/pdf');
  });

  it('says "due today" on the due date', async () => {
    await setReminderRules({ rules: [0] });
    const invoice = await sentInvoice(day(0));
    await scan();
    const [reminder] = await settledReminders(invoice._id, 1);
    expect(reminder?.subject).toBe(
      `Reminder: invoice ${invoice.displayNumber} from Acme Studio is due today`,
    );
    expect(mailsAbout(invoice.displayNumber)[0]?.mail.text).toContain(
      `invoice ${invoice.displayNumber} for $100.00 is due today.`,
    );
  });

  it('writes the balance left when part is paid between queueing and sending', async () => {
    await setReminderRules({ rules: [0] });
    const invoice = await sentInvoice(day(-4));
    await t.jobs!.boss.offWork(JOB_QUEUES.invoiceEmail);
    try {
      await scan();
      const [queued] = (await deliveriesOf(invoice._id)).filter((d) => d.kind === 'reminder');
      expect(queued?.message).toContain('for $100.00 was due');
      const paid = await rest.patch(`/invoices/${invoice._id}/mark-paid`, { amount: 40 }, as(team.admin));
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    } finally {
      await t.jobs!.work(JOB_QUEUES.invoiceEmail, invoiceEmailWorker(t.deps));
    }
    const [delivered] = await settledReminders(invoice._id, 1);
    expect(delivered?.status).toBe('delivered');
    expect(delivered?.message).toContain('for $60.00 (balance due of $100.00) was due');
    expect(mailsAbout(invoice.displayNumber)[0]?.mail.text).toContain(
      'for $60.00 (balance due of $100.00) was due',
    );
  });

  it('cancels a queued reminder when the invoice is paid before it is sent', async () => {
    await setReminderRules({ rules: [0] });
    const invoice = await sentInvoice(day(-1));
    // This process's mail workers pause, so the reminder waits in the queue.
    await t.jobs!.boss.offWork(JOB_QUEUES.invoiceEmail);
    try {
      await scan();
      const [queued] = (await deliveriesOf(invoice._id)).filter((d) => d.kind === 'reminder');
      expect(queued?.status).toBe('queued');
      expect((await rest.patch(`/invoices/${invoice._id}/mark-paid`, {}, as(team.admin))).status).toBe(200);
    } finally {
      await t.jobs!.work(JOB_QUEUES.invoiceEmail, invoiceEmailWorker(t.deps));
    }
    const [canceled] = await settledReminders(invoice._id, 1);
    expect(canceled?.status).toBe('canceled');
    expect(mailsAbout(invoice.displayNumber)).toHaveLength(0);
    expect(await actionsOf(invoice._id)).not.toContain(ACTIVITY_ACTIONS.reminderSent);
  });

  it('records a refused reminder as failed, with its reason', async () => {
    await setReminderRules({ rules: [0] });
    const client = await addClient('Bounce Co', { email: 'gone@bounce.example' });
    sink.refuseRecipient('gone@bounce.example', { code: 550, message: '5.1.1 No such mailbox' });
    try {
      const invoice = await sentInvoice(day(-1), client);
      await scan();
      const [failed] = await settledReminders(invoice._id, 1);
      expect(failed?.status).toBe('failed');
      expect(failed?.lastError).toContain('550');
      const entry = (await world.activityOf(invoice._id)).find(
        (e) => e.action === ACTIVITY_ACTIONS.emailFailed,
      );
      expect(entry?.userId).toBeNull();
      expect(entry?.meta).toMatchObject({ kind: 'reminder', recipients: ['gone@bounce.example'] });
      expect(await actionsOf(invoice._id)).not.toContain(ACTIVITY_ACTIONS.reminderSent);
    } finally {
      sink.acceptRecipient('gone@bounce.example');
    }
  });

  it('sends each reminder once when two servers scan the same database at once, and after a restart', async () => {
    await setReminderRules({ rules: [-1, 0, 1] });
    const invoices = [await sentInvoice(day(-2)), await sentInvoice(day(-2)), await sentInvoice(day(-2))];
    const second = await createTestApp({ sharedDatabase: t, jobs: true, mailer: t.deps.mailer });
    try {
      const [a, b] = await Promise.all([scan(new Date(), t), scan(new Date(), second)]);
      expect(a.failed + b.failed).toBe(0);
      expect(a.queued + b.queued).toBeGreaterThanOrEqual(9);
    } finally {
      await second.close();
    }
    // A server started afterwards on the same database finds nothing left to send.
    const restarted = await createTestApp({ sharedDatabase: t, jobs: true, mailer: t.deps.mailer });
    try {
      await scan(new Date(), restarted);
    } finally {
      await restarted.close();
    }
    for (const invoice of invoices) {
      await settledReminders(invoice._id, 3);
      expect(await reminderRows(invoice._id)).toHaveLength(3);
      expect(mailsAbout(invoice.displayNumber)).toHaveLength(3);
    }
  });
});

describe('POST /api/invoices/{id}/send-reminder', () => {
  const sendReminder = (invoiceId: string, who: { token: string }) =>
    rest.post(`/invoices/${invoiceId}/send-reminder`, {}, as(who));

  it('queues a reminder from the member, once an hour per invoice, even to a client excluded from the rules', async () => {
    await setReminderRules({ rules: [] });
    const client = await addClient('Manual Only Inc', { email: 'pay@manual.example', sendReminders: false });
    const invoice = await sentInvoice(day(5), client);

    const res = await sendReminder(invoice._id, team.manager);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({
      invoiceId: invoice._id,
      kind: 'reminder',
      status: 'queued',
      recipients: ['pay@manual.example'],
      requestedBy: { _id: team.manager.userId, name: 'Mona Manager' },
    });
    expect(res.body.subject).toMatch(
      new RegExp(`^Reminder: invoice ${invoice.displayNumber} from Acme Studio is due on `),
    );

    const [delivered] = await settledReminders(invoice._id, 1);
    expect(delivered?.status).toBe('delivered');
    const [arrived] = sink.to('pay@manual.example');
    expect(arrived?.mail.replyTo?.text).toBe(team.manager.email);
    expect(arrived?.mail.attachments).toHaveLength(1);

    const again = await sendReminder(invoice._id, team.admin);
    expect(again.status).toBe(429);
    expect(again.body.msg).toBe(PAYMENT_MSG.reminderTooSoon);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(REMINDER_LIMITS.manualIntervalSeconds - 120);
    expect(retryAfter).toBeLessThanOrEqual(REMINDER_LIMITS.manualIntervalSeconds);

    // An hour later another one may go.
    await t.handle.db
      .update(schema.invoiceReminders)
      .set({ createdAt: new Date(Date.now() - REMINDER_LIMITS.manualIntervalSeconds * 1000 - 1000) })
      .where(eq(schema.invoiceReminders.invoiceId, invoice._id));
    expect((await sendReminder(invoice._id, team.admin)).status).toBe(202);
    await settledReminders(invoice._id, 2);

    const entries = (await world.activityOf(invoice._id)).filter(
      (e) => e.action === ACTIVITY_ACTIONS.reminderQueued,
    );
    expect(entries.map((e) => e.userId)).toEqual([team.manager.userId, team.admin.userId]);
    expect(entries[0]?.meta).toMatchObject({ recipients: ['pay@manual.example'], offsetDays: null });
  });

  it('is for admins and managers', async () => {
    const invoice = await sentInvoice(day(5));
    for (const who of [team.member, team.viewer]) {
      const res = await sendReminder(invoice._id, who);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('INSUFFICIENT_ROLE');
    }
    expect((await sendReminder(invoice._id, team.outsider)).status).toBe(404);
    expect(await deliveriesOf(invoice._id)).toHaveLength(0);
  });

  it('refuses a draft, a paid or an archived invoice, and a client without an address (409)', async () => {
    const draft = await world.create();
    const paid = await sentInvoice(day(5));
    expect((await rest.patch(`/invoices/${paid._id}/mark-paid`, {}, as(team.admin))).status).toBe(200);
    const archived = await sentInvoice(day(5));
    expect((await rest.put(`/invoices/${archived._id}`, { status: 'archived' }, as(team.admin))).status).toBe(
      200,
    );
    for (const invoice of [draft, paid, archived]) {
      const res = await sendReminder(invoice._id, team.admin);
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe(PAYMENT_MSG.reminderNotDue);
    }
    const silent = await addClient('No Address Co', {});
    const noAddress = await sentInvoice(day(5), silent);
    const res = await sendReminder(noAddress._id, team.admin);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(PAYMENT_MSG.reminderNoRecipient);
    const rows = await t.handle.db
      .select()
      .from(schema.invoiceReminders)
      .where(
        and(
          eq(schema.invoiceReminders.orgId, team.orgId),
          eq(schema.invoiceReminders.invoiceId, noAddress._id),
        ),
      );
    expect(rows).toHaveLength(0);
  });
});

describe('reminders and the Free plan', () => {
  it('does not count reminders among the invoices emailed this month', async () => {
    const reminders = await t.handle.db
      .select()
      .from(schema.invoiceDeliveries)
      .where(
        and(eq(schema.invoiceDeliveries.orgId, team.orgId), eq(schema.invoiceDeliveries.kind, 'reminder')),
      );
    expect(reminders.length).toBeGreaterThanOrEqual(FREE_PLAN_LIMITS.invoiceEmailsPerMonth);
    const invoice = await world.create();
    await setPlan(t, team.orgId, 'free');
    try {
      const res = await rest.post(`/invoices/${invoice._id}/send`, {}, as(team.admin));
      expect(res.status, JSON.stringify(res.body)).toBe(202);
    } finally {
      await setPlan(t, team.orgId, 'pro');
    }
  });
});
