import { ACTIVITY_ACTIONS, FREE_PLAN_LIMITS, RECURRING_MSG, WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseRecurringScanSeconds } from '../src/config';
import { runRecurringScan } from '../src/recurring-invoices/recurring-scan.job';
import { noteSeriesEmailOutcome } from '../src/recurring-invoices/series-email-outcome';
import { createTestApp, type TestApp } from './helpers/app';
import { createOrg, day } from './helpers/org';
import { as } from './helpers/rest';
import { useInvoiceWorld } from './helpers/suite';

/**
 * Recurring invoice series over REST: their rules (validation, roles, tenancy), and the generator's
 * scan, run here at will as the job queue runs it every RECURRING_SCAN_SECONDS. This app has no job
 * queue, so nothing scans behind the tests' backs; the emailing of series is in
 * recurring-invoices-email.test.ts.
 */

const { world, t, rest, team } = useInvoiceWorld();

/** The first day of the month `offset` months from this one (UTC), YYYY-MM-DD. */
const firstOfMonth = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
};
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const seriesBody = (overrides: Record<string, unknown> = {}) => ({
  client: world.acme.id,
  project: [world.acme.web],
  items: [{ description: 'Retainer', quantity: 2, unitPrice: 150, discountPercent: 10 }],
  currency: 'EUR',
  discount: { type: 'amount', value: 20 },
  frequency: 'monthly',
  startDate: day(30),
  daysUntilDue: 14,
  ...overrides,
});

async function createSeries(overrides: Record<string, unknown> = {}, token = team.manager.token) {
  const res = await rest.post('/recurring-invoices', seriesBody(overrides), { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const scan = (app: TestApp = t) => runRecurringScan(app.deps);

async function invoicesOf(seriesId: string) {
  const res = await rest.get(`/recurring-invoices/${seriesId}/invoices`, as(team.viewer));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return [...res.body].sort((a, b) => a.recurringDate.localeCompare(b.recurringDate));
}

const getSeries = async (id: string) => {
  const res = await rest.get(`/recurring-invoices/${id}`, as(team.viewer));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('series: create, read, edit, delete', () => {
  it('a manager creates a series priced like an invoice; everyone reads it', async () => {
    const series = await createSeries();
    expect(series).toMatchObject({
      client: { _id: world.acme.id, name: 'Acme Corp' },
      project: [{ _id: world.acme.web, title: 'Website' }],
      items: [{ description: 'Retainer', quantity: 2, unitPrice: 150, discountPercent: 10, amount: 270 }],
      discount: { type: 'amount', value: 20 },
      currency: 'EUR',
      subtotal: 270,
      discountTotal: 20,
      taxTotal: 0,
      total: 250,
      frequency: 'monthly',
      end: { type: 'never' },
      daysUntilDue: 14,
      autoSend: false,
      status: 'active',
      pauseReason: null,
      pauseMessage: null,
      nextDate: day(30),
      generatedCount: 0,
      lastGeneratedAt: null,
    });
    for (const who of [team.viewer, team.member, team.admin]) {
      const res = await rest.get(`/recurring-invoices/${series._id}`, as(who));
      expect(res.status).toBe(200);
    }
    const list = await rest.get('/recurring-invoices?status=active', as(team.viewer));
    expect(list.body.map((s: { _id: string }) => s._id)).toContain(series._id);
    const paged = await rest.get('/recurring-invoices?limit=1', as(team.viewer));
    expect(paged.status).toBe(200);
    expect(paged.body).toHaveLength(1);
    expect(Number(paged.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    const byName = await rest.get('/recurring-invoices?q=acme', as(team.viewer));
    expect(byName.body.map((s: { _id: string }) => s._id)).toContain(series._id);
    const activity = await world.activityOf(series._id);
    expect(activity.map((e) => [e.action, e.entityType, e.entity?.name])).toContainEqual([
      ACTIVITY_ACTIONS.created,
      'recurring_invoice',
      'Acme Corp',
    ]);
  });

  it('viewers and members cannot write; another organization sees nothing', async () => {
    const series = await createSeries();
    for (const who of [team.viewer, team.member]) {
      expect((await rest.post('/recurring-invoices', seriesBody(), as(who))).status).toBe(403);
      expect((await rest.put(`/recurring-invoices/${series._id}`, { daysUntilDue: 3 }, as(who))).status).toBe(
        403,
      );
      expect((await rest.post(`/recurring-invoices/${series._id}/pause`, {}, as(who))).status).toBe(403);
      expect((await rest.delete(`/recurring-invoices/${series._id}`, as(who))).status).toBe(403);
    }
    const outsider = as(team.outsider);
    expect((await rest.get(`/recurring-invoices/${series._id}`, outsider)).status).toBe(404);
    expect((await rest.get(`/recurring-invoices/${series._id}/invoices`, outsider)).status).toBe(404);
    expect((await rest.put(`/recurring-invoices/${series._id}`, { daysUntilDue: 3 }, outsider)).status).toBe(
      404,
    );
    expect((await rest.post(`/recurring-invoices/${series._id}/pause`, {}, outsider)).status).toBe(404);
    expect((await rest.delete(`/recurring-invoices/${series._id}`, outsider)).status).toBe(404);
    const theirs = await rest.get('/recurring-invoices', outsider);
    expect(theirs.body.map((s: { _id: string }) => s._id)).not.toContain(series._id);
    // A client of another organization cannot be billed.
    const foreign = await rest.post(
      '/recurring-invoices',
      seriesBody({ client: world.outsiderClient.id, project: [world.outsiderClient.project] }),
      as(team.manager),
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0]).toEqual({ field: 'client', msg: WORKSPACE_MSG.clientNotActive });
    expect((await rest.get('/recurring-invoices/not-a-uuid', as(team.viewer))).status).toBe(404);
  });

  it('refuses invalid contents and calendars, naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ frequency: 'daily' }, 'frequency', RECURRING_MSG.frequencyInvalid],
      [{ startDate: '' }, 'startDate', RECURRING_MSG.startDateRequired],
      [{ startDate: '2026-02-30' }, 'startDate', WORKSPACE_MSG.invalidDate],
      [{ end: { type: 'after', count: 0 } }, 'end.count', RECURRING_MSG.endCountInvalid],
      [{ end: { type: 'after', count: 1001 } }, 'end.count', RECURRING_MSG.endCountInvalid],
      [{ end: { type: 'sometimes' } }, 'end.type', RECURRING_MSG.endInvalid],
      [
        { startDate: '2030-05-01', end: { type: 'on', date: '2030-04-30' } },
        'end.date',
        RECURRING_MSG.endDateBeforeStart,
      ],
      [{ daysUntilDue: 366 }, 'daysUntilDue', RECURRING_MSG.daysUntilDueInvalid],
      [{ daysUntilDue: 1.5 }, 'daysUntilDue', RECURRING_MSG.daysUntilDueInvalid],
      [{ autoSend: 'yes' }, 'autoSend', RECURRING_MSG.autoSendInvalid],
      [{ client: world.archivedClient, project: [] }, 'project', WORKSPACE_MSG.selectProject],
      [{ project: [world.globex.site] }, 'project', WORKSPACE_MSG.projectNotOfClient],
      [{ items: [] }, 'items', WORKSPACE_MSG.addLineItem],
    ];
    for (const [overrides, field, msg] of cases) {
      const res = await rest.post('/recurring-invoices', seriesBody(overrides), as(team.manager));
      expect(res.status, JSON.stringify(overrides)).toBe(422);
      expect(res.body.errors?.[0], JSON.stringify(overrides)).toEqual({ field, msg });
    }
    const series = await createSeries({ startDate: '2030-05-01' });
    // The end is checked against the stored start when only the end changes.
    const res = await rest.put(
      `/recurring-invoices/${series._id}`,
      { end: { type: 'on', date: '2030-04-01' } },
      as(team.manager),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toEqual({ field: 'end.date', msg: RECURRING_MSG.endDateBeforeStart });
    // Another client needs its own projects.
    const moved = await rest.put(
      `/recurring-invoices/${series._id}`,
      { client: world.globex.id },
      as(team.manager),
    );
    expect(moved.status).toBe(422);
    expect(moved.body.errors[0]).toEqual({ field: 'project', msg: WORKSPACE_MSG.selectProject });
    const withProject = await rest.put(
      `/recurring-invoices/${series._id}`,
      { client: world.globex.id, project: [world.globex.site] },
      as(team.manager),
    );
    expect(withProject.status, JSON.stringify(withProject.body)).toBe(200);
    expect(withProject.body).toMatchObject({
      client: { _id: world.globex.id, name: 'Globex' },
      project: [{ _id: world.globex.site, title: 'Site' }],
    });
  });

  it('deleting a series keeps the invoices it made', async () => {
    const series = await createSeries({ startDate: firstOfMonth(-1) });
    await scan();
    const made = await invoicesOf(series._id);
    expect(made).toHaveLength(2);
    const res = await rest.delete(`/recurring-invoices/${series._id}`, as(team.manager));
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(RECURRING_MSG.seriesDeleted);
    expect((await rest.get(`/recurring-invoices/${series._id}`, as(team.viewer))).status).toBe(404);
    for (const invoice of made) {
      const kept = await rest.get(`/invoices/${invoice._id}`, as(team.viewer));
      expect(kept.status).toBe(200);
      expect(kept.body.total).toBe(invoice.total);
    }
  });
});

describe('generation', () => {
  it('a monthly series started three periods ago makes exactly three invoices, whatever the number of scans', async () => {
    const start = firstOfMonth(-2);
    const series = await createSeries({ startDate: start });
    const before = (await rest.get('/invoices?status=all', as(team.viewer))).body.length;
    await scan();
    await scan();
    const made = await invoicesOf(series._id);
    expect(made.map((i) => i.recurringDate)).toEqual([firstOfMonth(-2), firstOfMonth(-1), firstOfMonth(0)]);
    for (const invoice of made) {
      expect(invoice).toMatchObject({
        recurringInvoiceId: series._id,
        dueDate: plusDays(invoice.recurringDate, 14),
        status: 'draft',
        currency: 'EUR',
        subtotal: 270,
        discountTotal: 20,
        total: 250,
        client: { _id: world.acme.id },
        project: [{ _id: world.acme.web, title: 'Website' }],
        items: [{ description: 'Retainer', quantity: 2, unitPrice: 150, discountPercent: 10, amount: 270 }],
      });
    }
    // Numbered like any other invoice, in the order of their dates.
    const numbers = made.map((i) => i.number);
    expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);
    expect((await rest.get('/invoices?status=all', as(team.viewer))).body.length).toBe(before + 3);
    const after = await getSeries(series._id);
    expect(after).toMatchObject({ generatedCount: 3, status: 'active', nextDate: firstOfMonth(1) });
    expect(after.lastGeneratedAt).not.toBeNull();
    // The activity log says which series made each invoice.
    const entries = await world.activityOf(made[0]._id);
    const generated = entries.find((e) => e.action === ACTIVITY_ACTIONS.invoiceGenerated);
    expect(generated?.meta).toEqual({
      seriesId: series._id,
      seriesName: series.client.name,
      date: firstOfMonth(-2),
    });
    expect(generated?.userId).toBeNull();
    // As integrators read it: the invoice's entry names the series in its details.
    const feed = await rest.get(`/activity/${made[0]._id}/invoice`, as(team.viewer));
    expect(feed.body.find((e: { action: string }) => e.action === 'invoice_generated')).toMatchObject({
      user: null,
      details: { seriesId: series._id, seriesName: series.client.name },
    });
  });

  it('scans run at once from two server instances make each invoice once', async () => {
    const other = await createTestApp({ sharedDatabase: t });
    try {
      const series = await createSeries({ frequency: 'weekly', startDate: day(-35) });
      await Promise.all([scan(t), scan(other), scan(t), scan(other)]);
      await scan(other);
      const made = await invoicesOf(series._id);
      expect(made.map((i) => i.recurringDate)).toEqual([35, 28, 21, 14, 7, 0].map((n) => day(-n)));
      expect(new Set(made.map((i) => i.number)).size).toBe(6);
    } finally {
      await other.close();
    }
  });

  it('the 31st falls on a shorter month’s last day, and an end after N invoices ends the series', async () => {
    const year = new Date().getUTCFullYear() - 1;
    const series = await createSeries({ startDate: `${year}-01-31`, end: { type: 'after', count: 4 } });
    await scan();
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    expect((await invoicesOf(series._id)).map((i) => i.recurringDate)).toEqual([
      `${year}-01-31`,
      `${year}-02-${leap ? 29 : 28}`,
      `${year}-03-31`,
      `${year}-04-30`,
    ]);
    expect(await getSeries(series._id)).toMatchObject({ status: 'ended', nextDate: null, generatedCount: 4 });
    const pause = await rest.post(`/recurring-invoices/${series._id}/pause`, {}, as(team.manager));
    expect(pause.status).toBe(409);
    expect(pause.body.msg).toBe(RECURRING_MSG.ended);
  });

  it('an end on a date makes the invoices on or before it', async () => {
    const series = await createSeries({
      frequency: 'weekly',
      startDate: day(-30),
      end: { type: 'on', date: day(-17) },
    });
    await scan();
    expect((await invoicesOf(series._id)).map((i) => i.recurringDate)).toEqual([day(-30), day(-23)]);
    expect((await getSeries(series._id)).status).toBe('ended');
  });

  it('editing a series changes the invoices to come, never those made', async () => {
    const series = await createSeries({ startDate: firstOfMonth(-1) });
    await scan();
    const made = await invoicesOf(series._id);
    expect(made).toHaveLength(2);
    const res = await rest.put(
      `/recurring-invoices/${series._id}`,
      { items: [{ description: 'Bigger retainer', quantity: 1, unitPrice: 900 }], discount: null },
      as(team.manager),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: 900, nextDate: firstOfMonth(1), generatedCount: 2 });
    for (const invoice of made) {
      expect((await rest.get(`/invoices/${invoice._id}`, as(team.viewer))).body.total).toBe(250);
    }
    // A new calendar continues after the last invoice made: weekly from the same start.
    const weekly = await rest.put(
      `/recurring-invoices/${series._id}`,
      { frequency: 'weekly' },
      as(team.manager),
    );
    expect(weekly.status).toBe(200);
    expect(weekly.body.nextDate > made[1].recurringDate).toBe(true);
    expect(weekly.body.nextDate <= plusDays(made[1].recurringDate, 7)).toBe(true);
  });

  it('pause stops a series; resume continues from the next date to come, skipping the missed ones', async () => {
    const series = await createSeries({ frequency: 'weekly', startDate: day(60) });
    const paused = await rest.post(`/recurring-invoices/${series._id}/pause`, {}, as(team.manager));
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({
      status: 'paused',
      pauseReason: 'member',
      pauseMessage: RECURRING_MSG.pausedByMember,
    });
    const again = await rest.post(`/recurring-invoices/${series._id}/pause`, {}, as(team.manager));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(RECURRING_MSG.alreadyPaused);
    // Three weeks pass while it is paused: as if it had started 21 days ago.
    await t.handle.db
      .update(schema.recurringInvoices)
      .set({ startDate: day(-21), nextDate: day(-21), nextIndex: 0 })
      .where(eq(schema.recurringInvoices.id, series._id));
    await scan();
    expect(await invoicesOf(series._id)).toHaveLength(0);
    const resumed = await rest.post(`/recurring-invoices/${series._id}/resume`, {}, as(team.manager));
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ status: 'active', pauseReason: null, nextDate: day(0) });
    const twice = await rest.post(`/recurring-invoices/${series._id}/resume`, {}, as(team.manager));
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(RECURRING_MSG.notPaused);
    await scan();
    expect((await invoicesOf(series._id)).map((i) => i.recurringDate)).toEqual([day(0)]);
    const actions = (await world.activityOf(series._id)).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([ACTIVITY_ACTIONS.seriesPaused, ACTIVITY_ACTIONS.seriesResumed]),
    );
  });

  it('a series whose client was archived pauses rather than failing every scan', async () => {
    const clientId = await world.insertClient(team.orgId, 'Soon Archived');
    const project = await world.insertProject(team.orgId, clientId, 'Work');
    const series = await createSeries({ client: clientId, project: [project], startDate: day(2) });
    await t.handle.db
      .update(schema.clients)
      .set({ status: 'archived' })
      .where(eq(schema.clients.id, clientId));
    await t.handle.db
      .update(schema.recurringInvoices)
      .set({ startDate: day(0), nextDate: day(0) })
      .where(eq(schema.recurringInvoices.id, series._id));
    const result = await scan();
    expect(result.failed).toBe(0);
    expect(await invoicesOf(series._id)).toHaveLength(0);
    expect(await getSeries(series._id)).toMatchObject({ status: 'paused', pauseReason: 'invalid' });
  });
});

describe('emails that fail', () => {
  it('only failures in a row count: a delivered invoice starts the count again', async () => {
    const series = await createSeries({ startDate: day(90), autoSend: true });
    const invoice = { orgId: team.orgId, recurringInvoiceId: series._id };
    const note = (outcome: 'failed' | 'delivered') =>
      t.handle.db.transaction((tx) => noteSeriesEmailOutcome(tx, invoice, outcome, t.deps));
    for (const outcome of ['failed', 'failed', 'delivered', 'failed', 'failed'] as const) await note(outcome);
    expect((await getSeries(series._id)).status).toBe('active');
    await note('failed');
    expect(await getSeries(series._id)).toMatchObject({
      status: 'paused',
      pauseReason: 'sendFailures',
      pauseMessage: RECURRING_MSG.pausedSendFailures,
    });
    // The admins are told once, by email (this app has no job queue: straight to the outbox).
    const notices = t.outbox
      .to(team.admin.email)
      .filter((mail) => mail.subject === 'Recurring invoice for Acme Corp paused');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(`/invoices/recurring?open=${series._id}`);
    expect(t.outbox.to(team.manager.email).filter((mail) => mail.subject.includes('paused'))).toHaveLength(0);
  });
});

describe('the organization’s time zone', () => {
  it('makes an invoice once its date has come where the organization is, not in UTC', async () => {
    const org = await createOrg(t, rest, { orgName: 'Island Studio', plan: 'pro' });
    await t.handle.db
      .insert(schema.orgProfiles)
      .values({ orgId: org.orgId, timeZone: 'Pacific/Kiritimati' })
      .onConflictDoUpdate({ target: schema.orgProfiles.orgId, set: { timeZone: 'Pacific/Kiritimati' } });
    const client = await rest.post('/clients', { name: 'Atoll Client' }, as(org.admin));
    const project = await rest.post('/projects', { title: 'Reef', client: client.body._id }, as(org.admin));
    const tomorrow = day(1);
    const res = await rest.post(
      '/recurring-invoices',
      seriesBody({ client: client.body._id, project: [project.body._id], startDate: tomorrow }),
      as(org.admin),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const midnightUtc = Date.parse(`${day(0)}T00:00:00Z`);
    // 09:00 UTC is 23:00 at UTC+14: tomorrow has not come there yet.
    await runRecurringScan(t.deps, new Date(midnightUtc + 9 * 3_600_000));
    const invoicesOfSeries = async () =>
      (await rest.get(`/recurring-invoices/${res.body._id}/invoices`, as(org.admin))).body;
    expect(await invoicesOfSeries()).toHaveLength(0);
    // 11:00 UTC is 01:00 the next day there: its invoice is made, dated that day.
    await runRecurringScan(t.deps, new Date(midnightUtc + 11 * 3_600_000));
    const made = await invoicesOfSeries();
    expect(made.map((i: { recurringDate: string }) => i.recurringDate)).toEqual([tomorrow]);
    expect(made[0].dueDate).toBe(plusDays(tomorrow, 14));
  });
});

describe('the free plan', () => {
  it('generated invoices count towards the monthly limit; the series that would pass it pauses', async () => {
    const org = await createOrg(t, rest, { orgName: 'Tiny Studio' });
    const client = await rest.post('/clients', { name: 'Small Client' }, as(org.admin));
    expect(client.status, JSON.stringify(client.body)).toBe(200);
    const project = await rest.post('/projects', { title: 'Job', client: client.body._id }, as(org.admin));
    expect(project.status, JSON.stringify(project.body)).toBe(200);
    const limit = FREE_PLAN_LIMITS.invoicesPerMonth;
    const res = await rest.post(
      '/recurring-invoices',
      seriesBody({
        client: client.body._id,
        project: [project.body._id],
        frequency: 'weekly',
        startDate: day(-7 * (limit + 2)),
      }),
      as(org.admin),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await runRecurringScan(t.deps);
    const made = await rest.get(`/recurring-invoices/${res.body._id}/invoices`, as(org.admin));
    expect(made.body).toHaveLength(limit);
    const series = (await rest.get(`/recurring-invoices/${res.body._id}`, as(org.admin))).body;
    expect(series).toMatchObject({
      status: 'paused',
      pauseReason: 'planLimit',
      pauseMessage: RECURRING_MSG.pausedPlanLimit,
      generatedCount: limit,
    });
    const paused = await t.handle.db
      .select()
      .from(schema.activityEntries)
      .where(
        and(
          eq(schema.activityEntries.objectId, res.body._id),
          eq(schema.activityEntries.action, ACTIVITY_ACTIONS.seriesPaused),
        ),
      );
    expect(paused[0]?.meta).toEqual({ reason: 'planLimit' });
    // No invoice of the form either: the limit is the same one.
    const form = await rest.post(
      '/invoices',
      {
        client: client.body._id,
        project: [project.body._id],
        items: [{ description: 'x', quantity: 1, unitPrice: 1 }],
      },
      as(org.admin),
    );
    expect(form.status).toBe(403);
  });
});

describe('RECURRING_SCAN_SECONDS', () => {
  it('is hourly when unset, and a whole number of seconds from 1 to 86400 otherwise', () => {
    expect(parseRecurringScanSeconds(undefined)).toBe(3600);
    expect(parseRecurringScanSeconds(' ')).toBe(3600);
    expect(parseRecurringScanSeconds('1')).toBe(1);
    expect(parseRecurringScanSeconds(' 86400 ')).toBe(86_400);
    for (const refused of ['0', '1.5', '86401', 'hourly'])
      expect(() => parseRecurringScanSeconds(refused), refused).toThrow(
        'RECURRING_SCAN_SECONDS must be a whole number of seconds from 1 to 86400 (unset: 3600)',
      );
  });
});
