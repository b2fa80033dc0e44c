import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanCron } from '../src/jobs/interval-scan';
import { JOB_QUEUES } from '../src/jobs/job-queue';
import { createTestApp, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { createInvoiceWorld, day, type InvoiceWorld } from './helpers/org';
import { as } from './helpers/rest';

/**
 * The reminder scan runs by itself through the job queue every REMINDER_SCAN_SECONDS: here every
 * second (the chain of singleton jobs), on two servers sharing one database.
 */

let world: InvoiceWorld;
let t: TestApp;
let second: TestApp;

/** Reminder scans that have finished, on any server. */
async function finishedScans(): Promise<number> {
  const { rows } = await t.handle.executeSql(
    `select count(*)::int as n from jobs.job where name = $1 and state = 'completed'`,
    [JOB_QUEUES.reminderScan],
  );
  return Number((rows[0] as { n: number }).n);
}

beforeAll(async () => {
  world = await createInvoiceWorld({
    jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    config: { reminderScanSeconds: 1 },
  });
  t = world.t;
  second = await createTestApp({ sharedDatabase: t, jobs: true, config: { reminderScanSeconds: 1 } });
  await t.handle.db
    .update(schema.clients)
    .set({ email: 'billing@acme.example' })
    .where(eq(schema.clients.id, world.acme.id));
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('REMINDER_SCAN_SECONDS', () => {
  it('has a cron schedule when the interval divides an hour or a day, else the interval chain', () => {
    expect(scanCron(3600)).toBe('0 * * * *');
    expect(scanCron(60)).toBe('* * * * *');
    expect(scanCron(300)).toBe('*/5 * * * *');
    expect(scanCron(7200)).toBe('0 */2 * * *');
    expect(scanCron(86_400)).toBe('0 0 * * *');
    expect(scanCron(1)).toBeNull();
    expect(scanCron(420)).toBeNull();
    expect(scanCron(5400)).toBeNull();
  });

  it('queues the due reminders without being asked, each once across servers and scans', async () => {
    const { team, rest } = world;
    const saved = await rest.put(
      '/org/payment-settings',
      { reminders: { rules: [-2, 0], repeat: null } },
      as(team.admin),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const invoice = await world.create({ dueDate: day(14) });
    expect((await rest.patch(`/invoices/${invoice._id}/mark-sent`, {}, as(team.admin))).status).toBe(200);
    await t.handle.db
      .update(schema.invoices)
      .set({ dueDate: day(-1) })
      .where(eq(schema.invoices.id, invoice._id));

    const delivered = await eventually(async () => {
      const res = await rest.get(`/invoices/${invoice._id}/deliveries`, as(team.viewer));
      const reminders = (res.body.items as { kind: string; status: string }[]).filter(
        (d) => d.kind === 'reminder' && d.status === 'delivered',
      );
      return reminders.length >= 2 ? reminders : null;
    });
    expect(delivered).toHaveLength(2);
    // Several more scans, on either server, add nothing.
    const after = await finishedScans();
    await eventually(async () => (await finishedScans()) >= after + 3);
    const res = await rest.get(`/invoices/${invoice._id}/deliveries`, as(team.viewer));
    expect(res.body.items.filter((d: { kind: string }) => d.kind === 'reminder')).toHaveLength(2);
    const rows = await t.handle.db
      .select()
      .from(schema.invoiceReminders)
      .where(eq(schema.invoiceReminders.invoiceId, invoice._id));
    expect(rows.map((r) => r.offsetDays).sort()).toEqual([-2, 0]);
  });
});
