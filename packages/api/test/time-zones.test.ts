import { DEFAULT_PREFERENCES, WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadInvoice } from '../src/invoices/invoices.queries';
import { expectAnswer, validationBody } from './helpers/answers';
import { createInvoiceWorld, type InvoiceWorld, type Member } from './helpers/org';
import { as } from './helpers/rest';

/*
 * "Today" is the caller's: a user's overdue flags and due-date checks follow the date of their own
 * time zone, whatever the server's clock zone. The clock is set to 10:30 UTC on the real day D:
 * then it is already D+1 in Kiritimati (UTC+14) and still D-1 in Pago Pago (UTC-11).
 */
const utcToday = new Date().toISOString().slice(0, 10);
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const D = utcToday;

let world: InvoiceWorld;
let ahead: Member;
let behind: Member;

async function setTimeZone(who: Member, tz: string) {
  await world.t.handle.db
    .update(schema.users)
    .set({ preferences: { ...DEFAULT_PREFERENCES, tz } })
    .where(eq(schema.users.id, who.userId));
}

beforeAll(async () => {
  // Only Date is faked, and it keeps running: the file takes seconds, far from either midnight.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(`${D}T10:30:00Z`));
  world = await createInvoiceWorld();
  ahead = await world.team.add('manager', 'Kiri Manager');
  behind = world.team.manager;
  await setTimeZone(ahead, 'Pacific/Kiritimati');
  await setTimeZone(behind, 'Pacific/Pago_Pago');
}, 60_000);

afterAll(async () => {
  vi.useRealTimers();
  await world?.t.close();
});

describe("today is the caller's", () => {
  it('an invoice sent and due on the UTC day D is overdue for a user already on D+1, not for one on D or D-1', async () => {
    const { rest, team } = world;
    const invoice = await world.create({ dueDate: D });
    expect((await rest.patch(`/invoices/${invoice._id}/mark-sent`, {}, as(team.admin))).status).toBe(200);

    const overdueFor = async (who: Member) => {
      const one = (await rest.get(`/invoices/${invoice._id}`, as(who))).body.overdue;
      const list = (await rest.get('/invoices', as(who))).body as { _id: string; overdue: boolean }[];
      const ofClient = (await rest.get(`/clients/${world.acme.id}/invoices`, as(who))).body as {
        _id: string;
        overdue: boolean;
      }[];
      return [
        one,
        list.find((row) => row._id === invoice._id)?.overdue,
        ofClient.find((row) => row._id === invoice._id)?.overdue,
      ];
    };
    expect(await overdueFor(ahead)).toEqual([true, true, true]);
    expect(await overdueFor(team.admin)).toEqual([false, false, false]);
    expect(await overdueFor(behind)).toEqual([false, false, false]);
  });

  it("refuses a due date before the caller's today and accepts their today, even when it is yesterday in UTC", async () => {
    const { rest, team, payload } = world;
    const past = validationBody(['dueDate', WORKSPACE_MSG.dueDateInPast]);
    const yesterdayUtc = shift(D, -1);

    expect((await rest.post('/invoices', payload({ dueDate: yesterdayUtc }), as(behind))).status).toBe(200);
    expectAnswer(await rest.post('/invoices', payload({ dueDate: yesterdayUtc }), as(team.admin)), 422, past);
    expectAnswer(await rest.post('/invoices', payload({ dueDate: D }), as(ahead)), 422, past);
    expect((await rest.post('/invoices', payload({ dueDate: shift(D, 1) }), as(ahead))).status).toBe(200);

    const draft = await world.create({ dueDate: shift(D, 7) });
    expectAnswer(
      await rest.put(`/invoices/${draft._id}`, { dueDate: yesterdayUtc }, as(team.admin)),
      422,
      past,
    );
    const moved = await rest.put(`/invoices/${draft._id}`, { dueDate: yesterdayUtc }, as(behind));
    expect(moved.status).toBe(200);
    expect(moved.body.dueDate).toBe(yesterdayUtc);
  });

  it('a project due on D is overdue for a user already on D+1 only', async () => {
    const { rest, team } = world;
    const created = await rest.post(
      '/projects',
      { title: 'Launch', client: world.acme.id, dueDate: D },
      as(ahead),
    );
    expect(created.status).toBe(200);
    expect(created.body.overdue).toBe(true);
    const overdueFor = async (who: Member) => {
      const one = (await rest.get(`/projects/${created.body._id}`, as(who))).body.overdue;
      const list = (await rest.get('/projects', as(who))).body as { _id: string; overdue: boolean }[];
      return [one, list.find((row) => row._id === created.body._id)?.overdue];
    };
    expect(await overdueFor(ahead)).toEqual([true, true]);
    expect(await overdueFor(team.admin)).toEqual([false, false]);
    expect(await overdueFor(behind)).toEqual([false, false]);
  });

  it("work done for no user (the invoice email's PDF) reads the organization's today", async () => {
    const { rest, team, t } = world;
    const invoice = await world.create({ dueDate: D });
    expect((await rest.patch(`/invoices/${invoice._id}/mark-sent`, {}, as(team.admin))).status).toBe(200);
    // The scope a background job has: the organization's id, no user.
    const jobScope = { db: t.handle.db, org: { id: team.orgId } };
    const resume = Date.now();
    try {
      // 23:00 UTC on D is already D+1 in Tokyo.
      vi.setSystemTime(new Date(`${D}T23:00:00Z`));
      expect((await loadInvoice(jobScope, invoice._id)).overdue).toBe(false);
      await t.handle.db
        .insert(schema.orgProfiles)
        .values({ orgId: team.orgId, timeZone: 'Asia/Tokyo' })
        .onConflictDoUpdate({ target: schema.orgProfiles.orgId, set: { timeZone: 'Asia/Tokyo' } });
      expect((await loadInvoice(jobScope, invoice._id)).overdue).toBe(true);
    } finally {
      vi.setSystemTime(new Date(resume));
    }
  });
});
