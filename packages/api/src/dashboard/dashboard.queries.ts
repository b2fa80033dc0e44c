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
import { builtOnce } from '../core/prepared';
import type { ReadScope } from '../core/scope';
import { openTotalsSql } from '../invoices/invoices.queries';

const { recordCounts, invoiceTotals, revenueMonths } = schema;

/** The first instants (UTC) of the chart's months, oldest first, plus the start of next month. */
export function chartMonths(now: Date, count = REVENUE_CHART_MONTHS) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const months = Array.from(
    { length: count },
    (_, i) => new Date(Date.UTC(year, month - (count - 1) + i, 1)),
  );
  return { months, end: new Date(Date.UTC(year, month + 1, 1)) };
}

type Figure = 'clients' | 'projects' | 'unpaid' | 'revenue';

const monthKey = (year: number, month: number) => `${year}-${month}`;

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
    // rollup the database keeps with every payment (a handful of rows, whatever the volume).
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

/**
 * The dashboard in two short statements run together, the figures from rollups and the recent
 * activity from an index, whatever the organization's size. USD is the dashboard's currency
 * (docs/product.md#dashboard); money in other currencies is never converted or added in: it is
 * reported per currency in `otherCurrencies` (unpaid balance, and revenue over the chart's six
 * months).
 */
export async function dashboardSummary(scope: ReadScope, now = new Date()): Promise<DashboardSummary> {
  const { db } = scope;
  const orgId = scope.org.id;
  const { months, end } = chartMonths(now);
  const start = months[0]!;
  const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

  // The figures and the recent activity, two statements run together.
  const [figures, activity] = await Promise.all([
    builtOnce(db, 'dashboard_figures', () => buildFiguresStatement(db)).execute({
      orgId,
      start: isoDay(start),
      end: isoDay(end),
    }),
    recentActivity(scope, RECENT_ACTIVITY_LIMIT),
  ]);
  const countOf = (kind: Figure) => Number(figures.find((row) => row.kind === kind)?.n ?? 0);
  const unpaid = figures.filter((row) => row.kind === 'unpaid');
  const revenue = figures.filter((row) => row.kind === 'revenue');

  const usdByMonth = new Map<string, number>();
  const others = new Map<string, { unpaidCents: number; revenueCents: number }>();
  const other = (currency: string) => {
    let entry = others.get(currency);
    if (!entry) {
      entry = { unpaidCents: 0, revenueCents: 0 };
      others.set(currency, entry);
    }
    return entry;
  };
  for (const row of revenue) {
    const cents = Number(row.cents);
    if (row.currency === 'USD') {
      const [year, month] = (row.month ?? '').split('-').map(Number) as [number, number];
      usdByMonth.set(monthKey(year, month), cents);
    } else {
      other(row.currency ?? '').revenueCents += cents;
    }
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
    revenueByMonth: months.map((first) => {
      const year = first.getUTCFullYear();
      const month = first.getUTCMonth() + 1;
      return { year, month, total: fromCents(usdByMonth.get(monthKey(year, month)) ?? 0) };
    }),
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
