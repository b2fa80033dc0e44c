import { DEFAULT_PREFERENCES } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardSummary } from '../src/dashboard/dashboard.queries';
import { createTeam, type Member, type Team } from './helpers/org';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

/*
 * The revenue chart's months are the caller's: the last six calendar months of their time zone,
 * each payment in the month it was received there. The rollup the chart reads keeps UTC months;
 * the payments within a day of a UTC month start are moved to the caller's month. The clock is
 * set to the middle of November 2026, when the chart runs from June to November in every zone.
 */
const { t, rest } = useTestApp();
let team: Team;
/** Pacific/Kiritimati, UTC+14: already in the next day, and month, near the end of a UTC month. */
let kiritimati: Member;
/** America/Los_Angeles, UTC-7 or -8: still in the previous month near the start of a UTC month. */
let losAngeles: Member;

async function setTimeZone(who: Member, tz: string) {
  await t.handle.db
    .update(schema.users)
    .set({ preferences: { ...DEFAULT_PREFERENCES, tz } })
    .where(eq(schema.users.id, who.userId));
}

type Revenue = { year: number; month: number; total: number };
type Summary = { revenueByMonth: Revenue[]; otherCurrencies: { currency: string; revenue: number }[] };

async function summaryOf(who: Member): Promise<Summary> {
  const res = await rest.get('/dashboard/summary', as(who));
  expect(res.status).toBe(200);
  return res.body as Summary;
}

/** The chart as "YYYY-M: total" pairs, easier to read in a failure. */
const chart = (summary: Summary) =>
  Object.fromEntries(summary.revenueByMonth.map((m) => [`${m.year}-${m.month}`, m.total]));

beforeAll(async () => {
  // Only Date is faked, and it keeps running: far from any midnight in the zones used.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-15T12:00:00Z'));
  team = await createTeam(t, rest);
  kiritimati = team.manager;
  losAngeles = team.member;
  await setTimeZone(kiritimati, 'Pacific/Kiritimati');
  await setTimeZone(losAngeles, 'America/Los_Angeles');

  const db = t.handle.db;
  const [client] = await db.insert(schema.clients).values({ orgId: team.orgId, name: 'Acme' }).returning();
  const invoices = await db
    .insert(schema.invoices)
    .values(
      (['USD', 'EUR'] as const).map((currency, i) => ({
        orgId: team.orgId,
        clientId: client!.id,
        number: i + 1,
        status: 'paid' as const,
        totalCents: 1_000_000,
        paidCents: 1_000_000,
        currency,
      })),
    )
    .returning();
  const pay = (amountCents: number, paidAt: string, currency: 'USD' | 'EUR' = 'USD') => ({
    orgId: team.orgId,
    invoiceId: invoices[currency === 'USD' ? 0 : 1]!.id,
    amountCents,
    currency,
    paidAt: new Date(paidAt),
  });
  await db.insert(schema.payments).values([
    // November 1 at 10:00 in Kiritimati, October 31 in UTC and in Los Angeles.
    pay(10_000, '2026-10-31T20:00:00Z'),
    // October 31 at 20:00 in Los Angeles, November 1 in UTC and in Kiritimati.
    pay(2_000, '2026-11-01T03:00:00Z'),
    // The middle of August everywhere: never moves.
    pay(500, '2026-08-15T12:00:00Z'),
    // November 30 in Los Angeles: inside its chart, after the UTC chart's last month.
    pay(300, '2026-12-01T05:00:00Z'),
    // May 31 in Los Angeles: before its chart, in the UTC chart's first month (June).
    pay(40, '2026-06-01T05:00:00Z'),
    // In euros: June 1 in Kiritimati (inside its chart), May 31 in UTC (before it).
    pay(7_000, '2026-05-31T20:00:00Z', 'EUR'),
    pay(1_000, '2026-09-10T12:00:00Z', 'EUR'),
  ]);
}, 60_000);

afterAll(() => {
  vi.useRealTimers();
});

describe("the dashboard's revenue months are the caller's", () => {
  it('a UTC user keeps the UTC months, zero-filled', async () => {
    expect(chart(await summaryOf(team.admin))).toEqual({
      '2026-6': 0.4,
      '2026-7': 0,
      '2026-8': 5,
      '2026-9': 0,
      '2026-10': 100,
      '2026-11': 20,
    });
  });

  it('a Kiritimati user (UTC+14) counts the payment of October 31 at 20:00 UTC in November', async () => {
    expect(chart(await summaryOf(kiritimati))).toEqual({
      '2026-6': 0.4,
      '2026-7': 0,
      '2026-8': 5,
      '2026-9': 0,
      '2026-10': 0,
      '2026-11': 120,
    });
  });

  it('a Los Angeles user counts it in October, with the one of November 1 at 03:00 UTC, and the edges of the chart in their own months', async () => {
    expect(chart(await summaryOf(losAngeles))).toEqual({
      '2026-6': 0,
      '2026-7': 0,
      '2026-8': 5,
      '2026-9': 0,
      '2026-10': 120,
      '2026-11': 3,
    });
  });

  it("the other currencies' revenue is over the caller's six months too", async () => {
    const eur = async (who: Member) =>
      (await summaryOf(who)).otherCurrencies.find((entry) => entry.currency === 'EUR')?.revenue;
    expect(await eur(team.admin)).toBe(10);
    expect(await eur(losAngeles)).toBe(10);
    expect(await eur(kiritimati)).toBe(80);
  });

  it("the chart ends with the caller's current month", async () => {
    const now = new Date('2026-11-30T20:00:00Z');
    const scope = (timeZone: string) => ({ db: t.handle.db, org: { id: team.orgId }, timeZone });
    const months = async (timeZone: string) =>
      (await dashboardSummary(scope(timeZone), now)).revenueByMonth.map(
        ({ year, month, total }) => `${year}-${month}: ${total}`,
      );
    // Already December 1 in Kiritimati: July to December, the payment of October 31 in November.
    expect(await months('Pacific/Kiritimati')).toEqual([
      '2026-7: 0',
      '2026-8: 5',
      '2026-9: 0',
      '2026-10: 0',
      '2026-11: 120',
      '2026-12: 3',
    ]);
    expect(await months('UTC')).toEqual([
      '2026-6: 0.4',
      '2026-7: 0',
      '2026-8: 5',
      '2026-9: 0',
      '2026-10: 100',
      '2026-11: 20',
    ]);
  });
});
