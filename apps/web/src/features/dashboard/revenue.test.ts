import { type DashboardSummary, formatMoney } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { revenueMonths, roundCents } from './revenue';

const summary = (revenueByMonth: DashboardSummary['revenueByMonth']): DashboardSummary => ({
  totalClients: 0,
  activeProjects: 0,
  unpaidInvoices: 0,
  unpaidTotal: 0,
  currency: 'USD',
  revenueByMonth,
  otherCurrencies: [],
  recentActivity: [],
});

const mid = new Date('2026-05-15T12:00:00.000Z');

describe('the revenue chart months', () => {
  it('are the last 6 calendar months, oldest first, ending with the current one', () => {
    const months = revenueMonths(summary([]), 'UTC', mid);
    expect(months).toHaveLength(6);
    expect(months.map((m) => [m.year, m.month])).toEqual([
      [2025, 12],
      [2026, 1],
      [2026, 2],
      [2026, 3],
      [2026, 4],
      [2026, 5],
    ]);
  });

  it('carry short labels for the bars and full labels for screen readers', () => {
    const months = revenueMonths(summary([]), 'UTC', mid);
    expect(months.map((m) => m.label)).toEqual(['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May']);
    expect(months[0]!.fullLabel).toBe('December 2025');
    expect(months[5]!.fullLabel).toBe('May 2026');
  });

  it('have a distinct key per month, also across the year boundary', () => {
    const keys = revenueMonths(summary([]), 'UTC', new Date('2026-02-01T00:00:00.000Z')).map((m) => m.key);
    expect(keys).toEqual(['2025-9', '2025-10', '2025-11', '2025-12', '2026-1', '2026-2']);
  });

  it('show each month’s paid revenue, and 0 for months the server leaves out', () => {
    const months = revenueMonths(
      summary([
        { year: 2026, month: 1, total: 1500 },
        { year: 2026, month: 4, total: 99.5 },
      ]),
      'UTC',
      mid,
    );
    expect(months.map((m) => m.total)).toEqual([0, 1500, 0, 0, 99.5, 0]);
  });

  it('leave out revenue older than the 6 months, or of the same month in another year', () => {
    const months = revenueMonths(
      summary([
        { year: 2025, month: 11, total: 700 },
        { year: 2025, month: 5, total: 300 },
      ]),
      'UTC',
      mid,
    );
    expect(months.every((m) => m.total === 0)).toBe(true);
  });

  it('open the activity of the whole month: from its first to its last millisecond', () => {
    const months = revenueMonths(summary([]), 'UTC', mid);
    expect(months[2]).toMatchObject({ from: '2026-02-01T00:00:00.000Z', to: '2026-02-28T23:59:59.999Z' });
    expect(months[0]).toMatchObject({ from: '2025-12-01T00:00:00.000Z', to: '2025-12-31T23:59:59.999Z' });
  });

  it('count February 29 in a leap year', () => {
    const months = revenueMonths(summary([]), 'UTC', new Date('2028-03-10T00:00:00.000Z'));
    expect(months.find((m) => m.month === 2)!.to).toBe('2028-02-29T23:59:59.999Z');
  });

  it('end with the user’s current month, in their time zone', () => {
    // 23:30 on March 31 in New York is already April 1 in UTC: for a user in UTC, April is current.
    const moment = new Date('2026-03-31T23:30:00.000-04:00');
    expect(revenueMonths(summary([]), 'UTC', moment).at(-1)).toMatchObject({
      year: 2026,
      month: 4,
      label: 'Apr',
    });
    // For a user in New York it is still March.
    expect(revenueMonths(summary([]), 'America/New_York', moment).at(-1)).toMatchObject({
      year: 2026,
      month: 3,
      label: 'Mar',
    });
    // At 20:00 UTC on November 30 a user in Kiritimati (UTC+14) is already in December.
    const kiritimati = revenueMonths(summary([]), 'Pacific/Kiritimati', new Date('2026-11-30T20:00:00.000Z'));
    expect(kiritimati.map((m) => m.key)).toEqual([
      '2026-7',
      '2026-8',
      '2026-9',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    // And the last moment of a month in UTC still belongs to it for a user in UTC.
    const last = revenueMonths(summary([]), 'UTC', new Date('2026-04-30T23:59:59.999Z'));
    expect(last.at(-1)).toMatchObject({ year: 2026, month: 4 });
  });

  it('open the user’s calendar month, the one the server counts their payments in', () => {
    // December 2026 in Kiritimati (UTC+14) starts at 10:00 UTC on November 30.
    const months = revenueMonths(summary([]), 'Pacific/Kiritimati', new Date('2026-11-30T20:00:00.000Z'));
    expect(months.at(-1)).toMatchObject({ from: '2026-11-30T10:00:00.000Z', to: '2026-12-31T09:59:59.999Z' });
    expect(months[0]).toMatchObject({ from: '2026-06-30T10:00:00.000Z', to: '2026-07-31T09:59:59.999Z' });
  });

  it('open the user’s month across a change of offset', () => {
    const months = revenueMonths(summary([]), 'America/Los_Angeles', new Date('2026-11-15T12:00:00.000Z'));
    // November starts in summer time (UTC-7) and ends in winter time (UTC-8).
    expect(months.at(-1)).toMatchObject({ from: '2026-11-01T07:00:00.000Z', to: '2026-12-01T07:59:59.999Z' });
    expect(months[0]).toMatchObject({ from: '2026-06-01T07:00:00.000Z', to: '2026-07-01T06:59:59.999Z' });
    // March 2026: winter time at its start, summer time at its end.
    const march = revenueMonths(summary([]), 'America/Los_Angeles', new Date('2026-03-15T12:00:00.000Z')).at(
      -1,
    );
    expect(march).toMatchObject({ from: '2026-03-01T08:00:00.000Z', to: '2026-04-01T06:59:59.999Z' });
  });

  it('name the months in the current language', async () => {
    await changeLocale('fr');
    try {
      const months = revenueMonths(summary([]), 'UTC', mid);
      expect(months.at(-1)).toMatchObject({ label: 'mai', fullLabel: 'mai 2026' });
    } finally {
      await changeLocale('en');
    }
  });
});

describe('revenue amounts', () => {
  it('are shown in USD with 2 decimals', () => {
    expect(formatMoney(roundCents(1234.5), 'USD')).toBe('$1,234.50');
    expect(formatMoney(roundCents(0), 'USD')).toBe('$0.00');
  });

  it('are rounded to the cent, so sums of many payments show no float noise', () => {
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(19.99 * 3)).toBe(59.97);
    expect(roundCents(1234.5678)).toBe(1234.57);
    expect(roundCents(10.004)).toBe(10);
  });

  it('add up to the chart’s total', () => {
    const months = revenueMonths(
      summary([
        { year: 2026, month: 3, total: 0.1 },
        { year: 2026, month: 4, total: 0.2 },
        { year: 2026, month: 5, total: 1000 },
      ]),
      'UTC',
      mid,
    );
    const total = roundCents(months.reduce((sum, m) => sum + m.total, 0));
    expect(formatMoney(total, 'USD')).toBe('$1,000.30');
  });
});
