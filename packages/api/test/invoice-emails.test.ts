import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ACTIVITY_ACTIONS,
  type Delivery,
  FREE_PLAN_LIMITS,
  INVOICE_EMAIL_LIMITS,
  INVOICE_EMAIL_MSG,
  MSG,
  WORKSPACE_MSG,
} from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../src/mail/mailer';
import { eventually } from './helpers/eventually';
import { setPlan } from './helpers/org';
import { itReadsText, usePdfText } from './helpers/pdf-text';
import { as, signUp, uniqueEmail } from './helpers/rest';
import { useMailedInvoiceWorld } from './helpers/suite';

/**
 * Invoices sent by email through the job queue to a real SMTP server on 127.0.0.1, which accepts,
 * refuses for now (451), refuses for good (550) or is not there at all.
 */

const pdfText = usePdfText();
const CLIENT_EMAIL = 'billing@acme.example';

const deliveriesOf = async (invoiceId: string): Promise<Delivery[]> => {
  const res = await rest.get(`/invoices/${invoiceId}/deliveries`, as(team.viewer));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items;
};

/** The delivery once it reaches `status` (delivered or failed). */
const settled = (invoiceId: string, deliveryId: string, status: Delivery['status']) =>
  eventually(async () =>
    (await deliveriesOf(invoiceId)).find((d) => d._id === deliveryId && d.status === status),
  );

const send = (invoiceId: string, body: Record<string, unknown> = {}, who: { token: string } = team.admin) =>
  rest.post(`/invoices/${invoiceId}/send`, body, as(who));

const deliveryRows = async () => t.handle.db.select().from(schema.invoiceDeliveries);

const { world, t, rest, team, sink } = useMailedInvoiceWorld({ clientEmail: CLIENT_EMAIL });

describe('GET /api/invoices/{id}/email-draft', () => {
  it("starts from the client's address, and a subject and message with the organization and the displayed number", async () => {
    const invoice = await world.create({ items: [{ description: 'Design', quantity: 3, unitPrice: 40 }] });
    const res = await rest.get(`/invoices/${invoice._id}/email-draft`, as(team.member));
    expect(res.status).toBe(200);
    expect(res.body.recipients).toEqual([CLIENT_EMAIL]);
    expect(res.body.subject).toBe(`Invoice ${invoice.displayNumber} from Acme Studio`);
    expect(res.body.message).toContain(`invoice ${invoice.displayNumber} from Acme Studio for $120.00, due `);
  });
});

describe('POST /api/invoices/{id}/send', () => {
  it('answers 202 with the queued delivery, delivers the message with its PDF, and only then marks the invoice sent', async () => {
    const invoice = await world.create();
    // The first attempt is refused for now, so the invoice is seen unsent after an attempt.
    sink.refuseNext(1, { code: 451, message: '4.7.1 Greylisted, try again later' });
    const res = await send(invoice._id, {
      recipients: [CLIENT_EMAIL, ' Boss@Acme.Example '],
      subject: 'Your invoice',
      message: 'Hello Acme,\n\nHere is the invoice for March.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({
      invoiceId: invoice._id,
      status: 'queued',
      recipients: [CLIENT_EMAIL, 'boss@acme.example'],
      subject: 'Your invoice',
      attempts: 0,
      messageId: null,
      requestedBy: { _id: team.admin.userId, name: 'Alice Admin' },
    });

    const refused = await eventually(async () =>
      (await deliveriesOf(invoice._id)).find((d) => d.attempts === 1 && d.lastError),
    );
    expect(refused.lastError).toContain('451');
    const unsent = await world.invoiceRow(invoice._id);
    expect(unsent?.status).toBe('draft');
    expect(unsent?.sentAt).toBeNull();

    const delivered = await settled(invoice._id, res.body._id, 'delivered');
    expect(delivered.attempts).toBe(2);
    const arrived = sink.to(CLIENT_EMAIL).filter((m) => m.mail.subject === 'Your invoice');
    expect(arrived).toHaveLength(1);
    const { mail, envelopeTo } = arrived[0]!;
    expect(envelopeTo.sort()).toEqual(['billing@acme.example', 'boss@acme.example']);
    expect(mail.messageId).toBe(delivered.messageId);
    expect(mail.text).toContain('Hello Acme,\n\nHere is the invoice for March.');
    expect(mail.replyTo?.text).toBe(team.admin.email);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toBe(`invoice-${invoice.displayNumber}.pdf`);
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    // Drawn by View PDF's renderer, from the invoice as it was when sent (a draft then).
    const document = await PDFDocument.load(pdf!.content);
    expect(document.getTitle()).toBe(`Invoice #${invoice.displayNumber}`);

    const sent = await world.invoiceRow(invoice._id);
    expect(sent?.status).toBe('sent');
    expect(sent?.sentAt?.getTime()).toBeGreaterThanOrEqual(new Date(refused.updatedAt).getTime());
    const actions = (await world.activityOf(invoice._id)).map((entry) => entry.action);
    expect(actions).toEqual([
      ACTIVITY_ACTIONS.created,
      ACTIVITY_ACTIONS.emailQueued,
      ACTIVITY_ACTIONS.emailDelivered,
    ]);
  });

  it('takes the recipients, subject and message of the draft when none are given; a paid invoice stays paid', async () => {
    const invoice = await world.create();
    expect((await rest.patch(`/invoices/${invoice._id}/mark-paid`, {}, as(team.admin))).status).toBe(200);
    const res = await send(invoice._id, {}, team.manager);
    expect(res.status).toBe(202);
    expect(res.body.recipients).toEqual([CLIENT_EMAIL]);
    expect(res.body.subject).toBe(`Invoice ${invoice.displayNumber} from Acme Studio`);
    await settled(invoice._id, res.body._id, 'delivered');
    const row = await world.invoiceRow(invoice._id);
    expect(row?.status).toBe('paid');
    expect(row?.sentAt).not.toBeNull();
  });

  it('fails a delivery the mail server refuses for good, with its reason, leaves the invoice unsent, and retries it on request', async () => {
    const invoice = await world.create();
    const nobody = uniqueEmail('nobody');
    sink.refuseRecipient(nobody, { code: 550, message: '5.1.1 No such user here' });
    const res = await send(invoice._id, { recipients: [nobody] });
    expect(res.status).toBe(202);
    const failed = await settled(invoice._id, res.body._id, 'failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('550 5.1.1 No such user here');
    expect(sink.to(nobody)).toHaveLength(0);
    const row = await world.invoiceRow(invoice._id);
    expect(row?.status).toBe('draft');
    expect(row?.sentAt).toBeNull();
    const failure = (await world.activityOf(invoice._id)).find(
      (e) => e.action === ACTIVITY_ACTIONS.emailFailed,
    );
    expect(failure?.meta).toMatchObject({ reason: failed.lastError, recipients: [nobody] });

    // Only a failed delivery can be retried; the retry keeps the recipients and counts on.
    sink.acceptRecipient(nobody);
    const retry = await rest.post(
      `/invoices/${invoice._id}/deliveries/${failed._id}/retry`,
      {},
      as(team.manager),
    );
    expect(retry.status, JSON.stringify(retry.body)).toBe(202);
    expect(retry.body).toMatchObject({ _id: failed._id, status: 'queued', recipients: [nobody] });
    const delivered = await settled(invoice._id, failed._id, 'delivered');
    expect(delivered.attempts).toBe(2);
    expect(sink.to(nobody)).toHaveLength(1);
    expect((await world.invoiceRow(invoice._id))?.status).toBe('sent');
    const again = await rest.post(
      `/invoices/${invoice._id}/deliveries/${failed._id}/retry`,
      {},
      as(team.admin),
    );
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(INVOICE_EMAIL_MSG.onlyFailedRetried);
  });

  it('fails a delivery refused for now on every attempt once its attempts are spent, and counts the failed job', async () => {
    const invoice = await world.create();
    const failedBefore = (await t.jobs!.status()).failed;
    sink.refuseNext(4, { code: 452, message: '4.3.1 Insufficient system storage' });
    const res = await send(invoice._id, { recipients: [uniqueEmail('full')] });
    const failed = await settled(invoice._id, res.body._id, 'failed');
    expect(failed.attempts).toBe(4);
    expect(failed.lastError).toContain('452 4.3.1 Insufficient system storage');
    expect((await world.invoiceRow(invoice._id))?.status).toBe('draft');
    await eventually(async () => (await t.jobs!.status()).failed === failedBefore + 1);
  }, 60_000);

  it('keeps trying while the mail server is away, and delivers once when it is back', async () => {
    const invoice = await world.create();
    const to = uniqueEmail('outage');
    await sink.stop();
    try {
      const res = await send(invoice._id, { recipients: [to] });
      expect(res.status).toBe(202);
      const waiting = await eventually(async () =>
        (await deliveriesOf(invoice._id)).find((d) => d.attempts >= 1 && d.status === 'queued'),
      );
      expect(waiting.lastError).toContain('could not be reached');
      expect((await world.invoiceRow(invoice._id))?.status).toBe('draft');
      const health = await t.app.inject('/api/health');
      expect(health.json().jobs.running).toBe(true);
    } finally {
      await sink.start();
    }
    const [delivery] = await deliveriesOf(invoice._id);
    await settled(invoice._id, delivery!._id, 'delivered');
    expect(sink.to(to)).toHaveLength(1);
    expect((await world.invoiceRow(invoice._id))?.status).toBe('sent');
  }, 60_000);

  it('queues the account mails too: a reset asked for while the mail server is away arrives when it is back', async () => {
    const account = await signUp(rest, t.outbox, { verify: false, email: uniqueEmail('queued') });
    // The sign-up's verification mail went through the queue to the SMTP server.
    await eventually(async () =>
      sink.to(account.email).find((m) => m.mail.subject === 'Verify your email address'),
    );
    await sink.stop();
    try {
      const res = await rest.post('/auth/forgot-password', { email: account.email });
      expect(res.status).toBe(200);
      await t.settled();
      await eventually(async () => (await t.jobs!.status()).waiting > 0 || false);
    } finally {
      await sink.start();
    }
    const reset = await eventually(async () =>
      sink.to(account.email).find((m) => m.mail.subject === 'Reset your password'),
    );
    expect(reset.mail.text).toContain('/reset-password?token=');
    expect(sink.to(account.email).filter((m) => m.mail.subject === 'Reset your password')).toHaveLength(1);
    // The finished jobs keep no link: the database holds tokens only as hashes.
    const finished = await eventually(async () => {
      const texts = (
        await t.handle.executeSql(
          "select data::text as data from jobs.job where name = 'mail' and state = 'completed'",
        )
      ).rows.map((r) => String(r.data));
      // The reset's job is completed a moment after the mail server took the message.
      return texts.some((text) => text.includes('Reset your password')) && texts;
    });
    expect(finished.join('\n')).not.toContain('token=');
    expect(finished.join('\n')).toContain('Reset your password');
  }, 60_000);
});

describe('without SMTP_URL', () => {
  it('writes the invoice email with its PDF to the outbox as an .eml file, through the same queue', async () => {
    const smtp = t.deps.mailer;
    t.deps.mailer = createMailer({
      from: 'Folio <no-reply@folio.test>',
      outboxDir: t.outbox.dir,
      log: t.deps.log,
    });
    try {
      const invoice = await world.create();
      const to = uniqueEmail('outboxed');
      const res = await send(invoice._id, { recipients: [to], subject: 'Kept as a file' });
      expect(res.status).toBe(202);
      const delivered = await settled(invoice._id, res.body._id, 'delivered');
      const file = (await t.outbox.waitFor(to, 'Kept as a file')).file;
      const mail = await simpleParser(readFileSync(path.join(t.outbox.dir, file)));
      expect(mail.messageId).toBe(delivered.messageId);
      expect(mail.attachments.map((a) => a.filename)).toEqual([`invoice-${invoice.displayNumber}.pdf`]);
      expect((await world.invoiceRow(invoice._id))?.status).toBe('sent');
      expect(sink.to(to)).toHaveLength(0);
    } finally {
      t.deps.mailer = smtp;
    }
  });
});

describe('the attached PDF', () => {
  itReadsText("carries the seller's business details and the client's name as typed", async () => {
    const details = {
      legalName: 'Acme Studio Sp. z o.o.',
      taxId: 'PL5260250274',
      address: 'ul. Żurawia 6\nWarszawa',
    };
    expect((await rest.put('/org/profile', details, as(team.admin))).status).toBe(200);
    await t.handle.db
      .update(schema.clients)
      .set({ name: 'Łukasz Żółć' })
      .where(eq(schema.clients.id, world.acme.id));
    try {
      const invoice = await world.create();
      const res = await send(invoice._id, { subject: 'With details' });
      expect(res.status).toBe(202);
      await settled(invoice._id, res.body._id, 'delivered');
      const [arrived] = sink.to(CLIENT_EMAIL).filter((m) => m.mail.subject === 'With details');
      const text = pdfText(arrived!.mail.attachments[0]!.content);
      for (const expected of [details.legalName, details.taxId, 'ul. Żurawia 6', 'Łukasz Żółć'])
        expect(text).toContain(expected);
    } finally {
      await t.handle.db
        .update(schema.clients)
        .set({ name: 'Acme Corp' })
        .where(eq(schema.clients.id, world.acme.id));
      expect((await rest.put('/org/profile', {}, as(team.admin))).status).toBe(200);
    }
  });
});

describe('who may send, and what', () => {
  it('lets admins and managers send; members and viewers get 403 INSUFFICIENT_ROLE and nothing is queued', async () => {
    const invoice = await world.create();
    const before = (await deliveryRows()).length;
    for (const who of [team.member, team.viewer]) {
      const res = await send(invoice._id, {}, who);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ msg: MSG.insufficientRole, code: 'INSUFFICIENT_ROLE' });
    }
    expect((await rest.post(`/invoices/${invoice._id}/send`, {})).status).toBe(401);
    expect((await deliveryRows()).length).toBe(before);
    // Everyone in the organization sees the deliveries.
    expect(await deliveriesOf(invoice._id)).toEqual([]);
  });

  it('needs a verified address of the sender (403 EMAIL_NOT_VERIFIED)', async () => {
    const invoice = await world.create();
    await t.handle.db
      .update(schema.users)
      .set({ isVerified: false })
      .where(eq(schema.users.id, team.manager.userId));
    try {
      const res = await send(invoice._id, {}, team.manager);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
    } finally {
      await t.handle.db
        .update(schema.users)
        .set({ isVerified: true })
        .where(eq(schema.users.id, team.manager.userId));
    }
  });

  it("answers 404 for another organization's invoice and delivery, and for ids that are not ids", async () => {
    const invoice = await world.create();
    const res = await send(invoice._id, {});
    expect(res.status).toBe(202);
    for (const call of [
      () => send(invoice._id, {}, team.outsider),
      () => rest.get(`/invoices/${invoice._id}/deliveries`, as(team.outsider)),
      () => rest.get(`/invoices/${invoice._id}/email-draft`, as(team.outsider)),
      () => rest.post(`/invoices/${invoice._id}/deliveries/${res.body._id}/retry`, {}, as(team.outsider)),
      () => send('not-an-id', {}),
      () => rest.get('/invoices/not-an-id/deliveries', as(team.admin)),
    ]) {
      const answer = await call();
      expect(answer.status).toBe(404);
      expect(answer.body.msg).toBe(WORKSPACE_MSG.invoiceNotFound);
    }
    const other = await world.create();
    const foreignDelivery = await rest.post(
      `/invoices/${other._id}/deliveries/${res.body._id}/retry`,
      {},
      as(team.admin),
    );
    expect(foreignDelivery.status).toBe(404);
    expect(foreignDelivery.body.msg).toBe(INVOICE_EMAIL_MSG.deliveryNotFound);
  });

  it('answers 422 with the field for bad addresses, too many recipients, and a blank or oversized subject or message, queuing nothing', async () => {
    const invoice = await world.create();
    const before = (await deliveryRows()).length;
    const cases: [Record<string, unknown>, { field: string; msg: string }][] = [
      [
        { recipients: ['not-an-address'] },
        { field: 'recipients.0', msg: INVOICE_EMAIL_MSG.recipientInvalid },
      ],
      [
        { recipients: [CLIENT_EMAIL, 'a@b.example, c@d.example'] },
        { field: 'recipients.1', msg: INVOICE_EMAIL_MSG.recipientInvalid },
      ],
      [{ recipients: [] }, { field: 'recipients', msg: INVOICE_EMAIL_MSG.recipientsRequired }],
      [
        {
          recipients: Array.from(
            { length: INVOICE_EMAIL_LIMITS.recipients + 1 },
            (_, i) => `r${i}@acme.example`,
          ),
        },
        { field: 'recipients', msg: INVOICE_EMAIL_MSG.tooManyRecipients },
      ],
      [{ subject: '  \n ' }, { field: 'subject', msg: INVOICE_EMAIL_MSG.subjectRequired }],
      [
        { subject: 'x'.repeat(INVOICE_EMAIL_LIMITS.subjectLength + 1) },
        { field: 'subject', msg: INVOICE_EMAIL_MSG.subjectTooLong },
      ],
      [{ message: '   ' }, { field: 'message', msg: INVOICE_EMAIL_MSG.messageRequired }],
      [
        { message: 'x'.repeat(INVOICE_EMAIL_LIMITS.messageLength + 1) },
        { field: 'message', msg: INVOICE_EMAIL_MSG.messageTooLong },
      ],
    ];
    for (const [body, error] of cases) {
      const res = await send(invoice._id, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.body.msg).toBe(error.msg);
      expect(res.body.errors).toContainEqual(error);
    }
    // A client without an address, and no recipients given.
    const globexInvoice = await world.create({ client: world.globex.id, project: [world.globex.site] });
    const none = await send(globexInvoice._id, {});
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([{ field: 'recipients', msg: INVOICE_EMAIL_MSG.recipientsRequired }]);
    expect((await deliveryRows()).length).toBe(before);
  });

  it('answers 409 for an archived invoice', async () => {
    const invoice = await world.create();
    expect((await rest.put(`/invoices/${invoice._id}`, { status: 'archived' }, as(team.admin))).status).toBe(
      200,
    );
    const res = await send(invoice._id, {});
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(WORKSPACE_MSG.invoiceArchived);
  });

  it(`holds the free plan to ${FREE_PLAN_LIMITS.invoiceEmailsPerMonth} invoice emails a month (403 PLAN_UPGRADE_REQUIRED)`, async () => {
    const invoice = await world.create();
    await setPlan(t, team.orgId, 'free');
    try {
      const sentThisMonth = await t.handle.db
        .select()
        .from(schema.invoiceDeliveries)
        .where(eq(schema.invoiceDeliveries.orgId, team.orgId));
      const missing = FREE_PLAN_LIMITS.invoiceEmailsPerMonth - sentThisMonth.length;
      expect(missing).toBeGreaterThan(0);
      await t.handle.db.insert(schema.invoiceDeliveries).values(
        Array.from({ length: missing }, () => ({
          orgId: team.orgId,
          invoiceId: invoice._id,
          recipients: [CLIENT_EMAIL],
          subject: 'Earlier',
          message: 'Earlier this month',
          status: 'delivered' as const,
          requestedByName: 'Alice Admin',
          requestedByEmail: team.admin.email,
        })),
      );
      const res = await send(invoice._id, {});
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        msg: INVOICE_EMAIL_MSG.emailLimit,
        code: 'PLAN_UPGRADE_REQUIRED',
        requiredPlan: 'pro',
        currentPlan: 'free',
        subscriptionStatus: expect.any(String),
      });
    } finally {
      await setPlan(t, team.orgId, 'pro');
    }
    expect((await send(invoice._id, {})).status).toBe(202);
  });
});
