import { type DashboardSummary, REVENUE_CHART_MONTHS } from '@folio/contracts';

export type RevenueMonth = {
  key: string;
  label: string;
  fullLabel: string;
  year: number;
  month: number;
  total: number;
  from: string;
  to: string;
};

const short = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The last six calendar months (UTC, oldest first) with their paid revenue; months the API
 * leaves out count as 0. `from`/`to` are the ISO start and end of the month: its first and its
 * last millisecond.
 */
export function revenueMonths(summary: DashboardSummary, now: Date = new Date()): RevenueMonth[] {
  const totals = new Map(
    summary.revenueByMonth.map((entry) => [`${entry.year}-${entry.month}`, entry.total]),
  );
  const months: RevenueMonth[] = [];
  for (let back = REVENUE_CHART_MONTHS - 1; back >= 0; back -= 1) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1) - 1);
    const year = start.getUTCFullYear();
    const month = start.getUTCMonth() + 1;
    months.push({
      key: `${year}-${month}`,
      label: short.format(start),
      fullLabel: long.format(start),
      year,
      month,
      total: totals.get(`${year}-${month}`) ?? 0,
      from: start.toISOString(),
      to: end.toISOString(),
    });
  }
  return months;
}

/** The chart's amounts: USD with up to 2 decimals. */
export const roundCents = (amount: number) => Math.round(amount * 100) / 100;
