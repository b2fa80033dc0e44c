import {
  type DashboardSummary,
  fromCents,
  RECENT_ACTIVITY_LIMIT,
  REVENUE_CHART_MONTHS,
} from '@folio/contracts';
import { type Executor, schema } from '@folio/db';
import { and, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { recentActivity } from '../activity/activity.queries';
import { callerToday } from '../core/dates';
import { builtOnce } from '../core/prepared';
import type { ReadScope } from '../core/scope';
import { openTotalsSql } from '../invoices/invoices.queries';

const { recordCounts, invoiceTotals, revenueMonths } = schema;

type ChartMonth = { year: number; month: number };

/** "YYYY-MM-01": a calendar month as the rollup and the queries name it. */
const firstDay = ({ year, month }: ChartMonth) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;

/**
 * The chart's calendar months, oldest first, ending with the month of `today` (the caller's
 * "YYYY-MM-DD"), with the first days of the first month (`start`) and of the month after the last
 * (`end`).
 */
export function chartMonths(today: string, count = REVENUE_CHART_MONTHS) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const nth = (offset: number): ChartMonth => {
    const first = new Date(Date.UTC(year, month - 1 + offset, 1));
    return { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1 };
  };
  const months = Array.from({ length: count }, (_, i) => nth(i - (count - 1)));
  return { months, start: firstDay(months[0]!), end: firstDay(nth(1)) };
}

type Figure = 'clients' | 'projects' | 'unpaid' | 'revenue';

/**
 * The dashboard's figures in one statement, a row per figure, currency and month: built once per
 * executor with placeholders for the organization (`orgId`) and the chart's first and end months
 * (`start`, `end`, ISO days), see core/prepared.ts.
 */
function buildFiguresStatement(db: Executor) {
  const figure = (kind: Figure, currency: SQL, month: SQL, n: SQL, cents: SQL) => ({
    kind: sql<Figure>`${sql.raw(`'${kind}'`)}`,
    currency: sql<string | null>`${currency}`,
    month: sql<string | null>`${month}`,
    n: sql<string>`${n}`,
    cents: sql<string>`${cents}`,
  });
  const none = sql`null::text`;
  const org = sql.placeholder('orgId');
  const activeRecords = (entity: 'client' | 'project') =>
    db
      .select(
        figure(
          entity === 'client' ? 'clients' : 'projects',
          none,
          none,
          sql`coalesce(sum(${recordCounts.records}), 0)`,
          sql`0::bigint`,
        ),
      )
      .from(recordCounts)
      .where(
        and(eq(recordCounts.orgId, org), eq(recordCounts.entity, entity), eq(recordCounts.status, 'active')),
      );
  return unionAll(
    // Active clients and projects, from the record_counts rollup.
    activeRecords('client'),
    activeRecords('project'),
    // Unpaid: not archived, not paid, and a balance left (drafts included), by the same rule as
    // the invoices list's tiles (GET /api/invoices/summary), from the same invoice_totals
    // rollup, so both show the same figures.
    db
      .select(
        figure(
          'unpaid',
          sql`${invoiceTotals.currency}`,
          none,
          sql`sum(${invoiceTotals.invoices} - ${invoiceTotals.settled})`,
          sql`sum(${invoiceTotals.balanceCents})::bigint`,
        ),
      )
      .from(invoiceTotals)
      .where(and(eq(invoiceTotals.orgId, org), openTotalsSql))
      .groupBy(invoiceTotals.currency)
      .having(sql`sum(${invoiceTotals.invoices} - ${invoiceTotals.settled}) > 0`),
    // Paid revenue: payments by the (UTC) month they were received, from the revenue_months
    // rollup the database keeps with every payment (a handful of rows, whatever the volume);
    // the month shifts below make them the caller's months.
    db
      .select(
        figure(
          'revenue',
          sql`${revenueMonths.currency}`,
          sql`${revenueMonths.month}::text`,
          sql`0::bigint`,
          sql`${revenueMonths.amountCents}`,
        ),
      )
      .from(revenueMonths)
      .where(
        and(
          eq(revenueMonths.orgId, org),
          gte(revenueMonths.month, sql.placeholder('start')),
          lt(revenueMonths.month, sql.placeholder('end')),
          // A month whose payments were all deleted keeps its row at 0: not revenue to report.
          ne(revenueMonths.amountCents, 0),
        ),
      ),
  ).prepare('dashboard_figures');
}

const { payments } = schema;

/**
 * What moves between months when they are the caller's rather than UTC's: the payments whose UTC
 * month (the rollup's) and month in the caller's zone (`timeZone`) differ, summed per currency and
 * pair of months. They can differ only within a day of a UTC month start (no zone is a day or more
 * from UTC), so only the day either side of each of the chart's UTC month starts, `start` to `end`
 * inclusive ("YYYY-MM-DD"), is read: a few short ranges of payments_org_paid_idx (org_id,
 * paid_at), however many payments the months hold. Built once per executor, see core/prepared.ts.
 */
function buildMonthShiftStatement(db: Executor) {
  const paidIn = (zone: SQL) => sql`date_trunc('month', ${payments.paidAt} at time zone ${zone})`;
  const utcMonth = paidIn(sql`'UTC'`);
  const localMonth = paidIn(sql`${sql.placeholder('timeZone')}::text`);
  // The chart's UTC month starts, as timestamps without zone so that the months step by the calendar.
  const boundary = sql`boundary.month_start`;
  return db
    .select({
      currency: payments.currency,
      // Grouped by position (1, 2, 3): each placeholder is a parameter of its own, so the same
      // expression written twice would not be the same expression to PostgreSQL.
      utcMonth: sql<string>`${utcMonth}::date::text`,
      localMonth: sql<string>`${localMonth}::date::text`,
      cents: sql<string>`sum(${payments.amountCents})::bigint`,
    })
    .from(
      sql`generate_series(${sql.placeholder('start')}::timestamp, ${sql.placeholder('end')}::timestamp, interval '1 month') as boundary(month_start)`,
    )
    .innerJoin(
      payments,
      and(
        eq(payments.orgId, sql.placeholder('orgId')),
        gte(payments.paidAt, sql`(${boundary} - interval '1 day') at time zone 'UTC'`),
        lt(payments.paidAt, sql`(${boundary} + interval '1 day') at time zone 'UTC'`),
      ),
    )
    .where(sql`${utcMonth} <> ${localMonth}`)
    .groupBy(sql`1, 2, 3`)
    .prepare('dashboard_month_shifts');
}

type MonthShift = { currency: string; utcMonth: string; localMonth: string; cents: string };

/**
 * The revenue of the caller's months: the rollup's UTC months, with the payments near a month
 * start moved from their UTC month to their month in the caller's zone. Cents per currency and
 * month ("YYYY-MM-01"); months outside the chart may appear and are not read.
 */
function revenueByCurrencyMonth(
  rollup: { currency: string | null; month: string | null; cents: string }[],
  shifts: MonthShift[],
) {
  const sums = new Map<string, Map<string, number>>();
  const add = (currency: string, month: string, cents: number) => {
    let months = sums.get(currency);
    if (!months) {
      months = new Map();
      sums.set(currency, months);
    }
    months.set(month, (months.get(month) ?? 0) + cents);
  };
  for (const row of rollup) add(row.currency ?? '', row.month ?? '', Number(row.cents));
  for (const shift of shifts) {
    add(shift.currency, shift.utcMonth, -Number(shift.cents));
    add(shift.currency, shift.localMonth, Number(shift.cents));
  }
  return sums;
}

/**
 * The dashboard in a few short statements run together, the figures from rollups and the recent
 * activity from an index, whatever the organization's size. USD is the dashboard's currency
 * (docs/product.md#dashboard); money in other currencies is never converted or added in: it is
 * reported per currency in `otherCurrencies` (unpaid balance, and revenue over the chart's six
 * months). The chart's months are the caller's: the last six calendar months of their time zone,
 * ending with the month of their today, each payment in the month it was received there.
 */
export async function dashboardSummary(
  scope: ReadScope & { timeZone: string },
  now = new Date(),
): Promise<DashboardSummary> {
  const { db, timeZone } = scope;
  const orgId = scope.org.id;
  const { months, start, end } = chartMonths(await callerToday(scope, now));

  // The figures, the payments that change month in the caller's zone (none in UTC, the rollup's
  // own months: no statement then) and the recent activity, run together.
  const [figures, shifts, activity] = await Promise.all([
    builtOnce(db, 'dashboard_figures', () => buildFiguresStatement(db)).execute({ orgId, start, end }),
    timeZone === 'UTC'
      ? Promise.resolve([])
      : builtOnce(db, 'dashboard_month_shifts', () => buildMonthShiftStatement(db)).execute({
          orgId,
          start,
          end,
          timeZone,
        }),
    recentActivity(scope, RECENT_ACTIVITY_LIMIT),
  ]);
  const countOf = (kind: Figure) => Number(figures.find((row) => row.kind === kind)?.n ?? 0);
  const unpaid = figures.filter((row) => row.kind === 'unpaid');
  const revenue = revenueByCurrencyMonth(
    figures.filter((row) => row.kind === 'revenue'),
    shifts,
  );
  const chartCents = (currency: string, month: ChartMonth) =>
    revenue.get(currency)?.get(firstDay(month)) ?? 0;

  const others = new Map<string, { unpaidCents: number; revenueCents: number }>();
  const other = (currency: string) => {
    let entry = others.get(currency);
    if (!entry) {
      entry = { unpaidCents: 0, revenueCents: 0 };
      others.set(currency, entry);
    }
    return entry;
  };
  for (const currency of revenue.keys()) {
    if (currency === 'USD') continue;
    const cents = months.reduce((sum, month) => sum + chartCents(currency, month), 0);
    // A currency whose only payments near the chart's edges fell outside the caller's months.
    if (cents !== 0) other(currency).revenueCents = cents;
  }
  let unpaidInvoices = 0;
  let unpaidUsdCents = 0;
  for (const row of unpaid) {
    unpaidInvoices += Number(row.n);
    if (row.currency === 'USD') unpaidUsdCents += Number(row.cents);
    else other(row.currency ?? '').unpaidCents += Number(row.cents);
  }

  return {
    totalClients: countOf('clients'),
    activeProjects: countOf('projects'),
    unpaidInvoices,
    unpaidTotal: fromCents(unpaidUsdCents),
    currency: 'USD',
    revenueByMonth: months.map((month) => ({ ...month, total: fromCents(chartCents('USD', month)) })),
    otherCurrencies: [...others.entries()]
      .sort(([x], [y]) => x.localeCompare(y))
      .map(([currency, sums]) => ({
        currency,
        unpaidTotal: fromCents(sums.unpaidCents),
        revenue: fromCents(sums.revenueCents),
      })),
    recentActivity: activity,
  };
}
