import { type DashboardSummary, REVENUE_CHART_MONTHS, todayIn } from '@folio/contracts';
import { intlLocale } from '../../lib/i18n';

export type RevenueMonth = {
  key: string;
  /** The month's short name under its bar ("Dec", "déc."). */
  label: string;
  /** The month and year for screen readers ("December 2025", "décembre 2025"). */
  fullLabel: string;
  year: number;
  month: number;
  total: number;
  from: string;
  to: string;
};

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A month's name in the current language: short alone, or long with its year. */
function monthName(start: Date, style: 'short' | 'long'): string {
  const key = `${style}|${intlLocale()}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      intlLocale(),
      style === 'short'
        ? { month: 'short', timeZone: 'UTC' }
        : { month: 'long', year: 'numeric', timeZone: 'UTC' },
    );
    monthFormats.set(key, format);
  }
  return format.format(start);
}

/**
 * The last six calendar months, oldest first, ending with the user's current month (the month of
 * "today" in their time zone, which may already be the next one in UTC or not yet), with their paid
 * revenue; months the API leaves out count as 0. The server totals payments by UTC calendar month,
 * so `from`/`to` are the UTC start and end of the month: its first and its last millisecond. Labels
 * are in the current language: call it while rendering.
 */
export function revenueMonths(
  summary: DashboardSummary,
  timeZone: string,
  now: Date = new Date(),
): RevenueMonth[] {
  const totals = new Map(
    summary.revenueByMonth.map((entry) => [`${entry.year}-${entry.month}`, entry.total]),
  );
  const [currentYear, currentMonth] = todayIn(timeZone, now).split('-').map(Number) as [number, number];
  const months: RevenueMonth[] = [];
  for (let back = REVENUE_CHART_MONTHS - 1; back >= 0; back -= 1) {
    const start = new Date(Date.UTC(currentYear, currentMonth - 1 - back, 1));
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1) - 1);
    const year = start.getUTCFullYear();
    const month = start.getUTCMonth() + 1;
    months.push({
      key: `${year}-${month}`,
      label: monthName(start, 'short'),
      fullLabel: monthName(start, 'long'),
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
