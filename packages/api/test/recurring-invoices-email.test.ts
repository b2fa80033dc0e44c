import { ACTIVITY_ACTIONS, RECURRING_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_APP_URL } from './helpers/app';
import { eventually } from './helpers/eventually';
import { QUICK_EMAIL_RETRIES } from './helpers/mailed-world';
import { day } from './helpers/org';
import { as } from './helpers/rest';
import { useMailedInvoiceWorld } from './helpers/suite';

/**
 * Series that email each invoice they make, through the job queue to a real SMTP server on
 * 127.0.0.1: the invoice goes out as POST /invoices/{id}/send would send it, and a series whose
 * invoices cannot be emailed three times in a row pauses and tells the organization's admins. Here
 * the job queue runs the generator itself (a saved series is scanned at once).
 */

const { world, t, rest, team, sink } = useMailedInvoiceWorld({
  jobs: { ...QUICK_EMAIL_RETRIES, retryLimit: 2 },
});

/** A client of the team's organization with one project, and `email` (null: none). */
async function clientWith(name: string, email: string | null) {
  const id = await world.insertClient(team.orgId, name);
  await t.handle.db.update(schema.clients).set({ email }).where(eq(schema.clients.id, id));
  return { id, project: await world.insertProject(team.orgId, id, `${name} work`) };
}

async function createSeries(client: { id: string; project: string }, overrides: Record<string, unknown>) {
  const res = await rest.post(
    '/recurring-invoices',
    {
      client: client.id,
      project: [client.project],
      items: [{ description: 'Hosting', quantity: 1, unitPrice: 40 }],
      autoSend: true,
      ...overrides,
    },
    as(team.manager),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { _id: string };
}

const seriesOf = async (id: string) => (await rest.get(`/recurring-invoices/${id}`, as(team.viewer))).body;
const invoicesOf = async (id: string) =>
  (await rest.get(`/recurring-invoices/${id}/invoices`, as(team.viewer))).body as {
    _id: string;
    displayNumber: string;
    status: string;
    recurringDate: string;
  }[];

const pausedEntries = (seriesId: string) =>
  t.handle.db
    .select()
    .from(schema.activityEntries)
    .where(
      and(
        eq(schema.activityEntries.objectId, seriesId),
        eq(schema.activityEntries.action, ACTIVITY_ACTIONS.seriesPaused),
      ),
    );

describe('a series that emails its invoices', () => {
  it('emails each invoice it makes to the client, with its PDF, and the invoice becomes sent', async () => {
    const client = await clientWith('Mailable Co', 'ap@mailable.example');
    const series = await createSeries(client, { frequency: 'monthly', startDate: day(0) });
    const [invoice] = await eventually(async () => {
      const made = await invoicesOf(series._id);
      return made.length === 1 && made[0]?.status === 'sent' ? made : null;
    });
    const mails = sink.to('ap@mailable.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.mail.subject).toContain(invoice!.displayNumber);
    expect(mails[0]?.mail.attachments[0]?.filename).toBe(`invoice-${invoice!.displayNumber}.pdf`);
    const deliveries = await rest.get(`/invoices/${invoice!._id}/deliveries`, as(team.viewer));
    expect(deliveries.body.items.map((d: { status: string }) => d.status)).toEqual(['delivered']);
    expect(await seriesOf(series._id)).toMatchObject({ status: 'active', generatedCount: 1 });
  });

  it('pauses after three invoices in a row without a client address, and tells the admins', async () => {
    const client = await clientWith('No Address Ltd', null);
    const series = await createSeries(client, { frequency: 'weekly', startDate: day(-21) });
    const paused = await eventually(async () => {
      const current = await seriesOf(series._id);
      return current.status === 'paused' ? current : null;
    });
    expect(paused).toMatchObject({
      pauseReason: 'sendFailures',
      pauseMessage: RECURRING_MSG.pausedSendFailures,
      generatedCount: 3,
    });
    // The fourth date (today) is not made while paused.
    expect((await invoicesOf(series._id)).map((i) => i.recurringDate).sort()).toEqual([
      day(-21),
      day(-14),
      day(-7),
    ]);
    const [entry] = await pausedEntries(series._id);
    expect(entry).toMatchObject({
      userId: null,
      entityType: 'recurring_invoice',
      entity: { name: 'No Address Ltd' },
    });
    expect(entry?.meta).toMatchObject({ reason: 'sendFailures' });
    const notice = await eventually(() =>
      sink.to(team.admin.email).find((m) => m.mail.subject?.includes('No Address Ltd')),
    );
    expect(notice.mail.subject).toBe('Recurring invoice for No Address Ltd paused');
    expect(notice.mail.text).toContain(`${TEST_APP_URL}/invoices/recurring?open=${series._id}`);
    // Only admins are told.
    expect(
      sink.to(team.manager.email).filter((m) => m.mail.subject?.includes('No Address Ltd')),
    ).toHaveLength(0);
  });

  it('pauses after three invoices the mail server refused, counting only failures in a row', async () => {
    const address = 'refused@bounce.example';
    sink.refuseRecipient(address, { code: 550, message: 'No such mailbox' });
    try {
      const client = await clientWith('Bouncing Inc', address);
      const series = await createSeries(client, { frequency: 'weekly', startDate: day(-14) });
      const paused = await eventually(async () => {
        const current = await seriesOf(series._id);
        return current.status === 'paused' ? current : null;
      });
      expect(paused).toMatchObject({ pauseReason: 'sendFailures', generatedCount: 3 });
      for (const invoice of await invoicesOf(series._id)) {
        const deliveries = await rest.get(`/invoices/${invoice._id}/deliveries`, as(team.viewer));
        expect(deliveries.body.items.map((d: { status: string }) => d.status)).toEqual(['failed']);
      }
      await eventually(() => sink.to(team.admin.email).find((m) => m.mail.subject?.includes('Bouncing Inc')));
      // Resumed, it counts again from zero.
      const resumed = await rest.post(`/recurring-invoices/${series._id}/resume`, {}, as(team.manager));
      expect(resumed.status).toBe(200);
      const [row] = await t.handle.db
        .select({ sendFailures: schema.recurringInvoices.sendFailures })
        .from(schema.recurringInvoices)
        .where(eq(schema.recurringInvoices.id, series._id));
      expect(row?.sendFailures).toBe(0);
    } finally {
      sink.acceptRecipient(address);
    }
  });
});

/**
 * Two transactions waiting on each other, which PostgreSQL alone can show: the embedded database
 * runs one statement at a time, so a transaction the test holds open there stops every other.
 */
describe.skipIf(!(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL))(
  'a series making its next invoice while an email of its last one fails',
  () => {
    it('records the failure after the series, neither waiting for the other for ever', async () => {
      const address = 'slow-bounce@bounce.example';
      sink.refuseRecipient(address, { code: 550, message: 'No such mailbox' });
      try {
        const client = await clientWith('Overlap Ltd', address);
        const series = await createSeries(client, {
          frequency: 'monthly',
          startDate: day(0),
          autoSend: false,
        });
        const [invoice] = await eventually(async () => {
          const made = await invoicesOf(series._id);
          return made.length === 1 ? made : null;
        });
        // The locks a series' scan takes, in its order, held by hand: its row, then (to email the
        // invoice it made) the organization's.
        await t.handle.db.transaction(async (scan) => {
          await scan
            .select({ id: schema.recurringInvoices.id })
            .from(schema.recurringInvoices)
            .where(eq(schema.recurringInvoices.id, series._id))
            .for('update');
          const sent = await rest.post(`/invoices/${invoice!._id}/send`, {}, as(team.manager));
          expect(sent.status, JSON.stringify(sent.body)).toBe(202);
          // The failure's transaction waits for the series' row…
          await eventually(async () => {
            const rows = await t.handle.db.execute<{ n: number }>(
              sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%"recurring_invoices"%for update%'`,
            );
            const [row] = Array.isArray(rows) ? rows : (rows as unknown as { rows: { n: number }[] }).rows;
            return row && row.n > 0 ? true : null;
          });
          // …past the moment PostgreSQL looks for a deadlock on its side (deadlock_timeout, 1 s),
          // so that a cycle, if there is one, is found by this transaction's wait below.
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await scan
            .select({ id: schema.organizations.id })
            .from(schema.organizations)
            .where(eq(schema.organizations.id, team.orgId))
            .for('update');
        });
        const deliveries = await eventually(async () => {
          const res = await rest.get(`/invoices/${invoice!._id}/deliveries`, as(team.viewer));
          const statuses = res.body.items.map((d: { status: string }) => d.status);
          return statuses[0] === 'failed' ? statuses : null;
        });
        expect(deliveries).toEqual(['failed']);
        const [row] = await t.handle.db
          .select({
            status: schema.recurringInvoices.status,
            sendFailures: schema.recurringInvoices.sendFailures,
          })
          .from(schema.recurringInvoices)
          .where(eq(schema.recurringInvoices.id, series._id));
        expect(row).toEqual({ status: 'active', sendFailures: 1 });
      } finally {
        sink.acceptRecipient(address);
      }
    });
  },
);
