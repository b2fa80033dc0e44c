import {
  type DashboardSummary,
  fromCents,
  RECENT_ACTIVITY_LIMIT,
  REVENUE_CHART_MONTHS,
} from '@folio/contracts';
import { schema } from '@folio/db';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { recentActivity } from '../activity/activity.queries';
import type { ReadScope } from '../core/scope';
import { unpaidSql } from '../invoices/invoices.queries';

const { clients, projects, invoices, payments } = schema;

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

const monthKey = (year: number, month: number) => `${year}-${month}`;

/**
 * The dashboard in five aggregate queries run together, whatever the organization's size. USD
 * is the dashboard's currency (docs/product.md#dashboard); money in other currencies is never converted or
 * added in: it is reported per currency in `otherCurrencies` (unpaid balance, and revenue over
 * the chart's six months).
 */
export async function dashboardSummary(scope: ReadScope, now = new Date()): Promise<DashboardSummary> {
  const { db } = scope;
  const orgId = scope.org.id;
  const { months, end } = chartMonths(now);
  const start = months[0]!;
  const paidMonth = sql<string>`to_char(${payments.paidAt} at time zone 'UTC', 'YYYY-MM')`;

  const [activeClients, activeProjects, unpaid, revenue, activity] = await Promise.all([
    db
      .select({ n: count() })
      .from(clients)
      .where(and(eq(clients.orgId, orgId), eq(clients.status, 'active'))),
    db
      .select({ n: count() })
      .from(projects)
      .where(and(eq(projects.orgId, orgId), eq(projects.status, 'active'))),
    // Unpaid: not archived, not paid, and a balance left (drafts included), by the same rule as
    // the invoices list's tiles (GET /api/invoices/summary), so both show the same figures.
    db
      .select({
        currency: invoices.currency,
        count: sql<number>`count(*)::int`,
        balanceCents: sql<string>`sum(${invoices.totalCents} - ${invoices.paidCents})::bigint`,
      })
      .from(invoices)
      .where(and(eq(invoices.orgId, orgId), unpaidSql))
      .groupBy(invoices.currency),
    // Paid revenue: payments by the (UTC) month they were received.
    db
      .select({
        currency: payments.currency,
        month: paidMonth,
        cents: sql<string>`sum(${payments.amountCents})::bigint`,
      })
      .from(payments)
      .where(and(eq(payments.orgId, orgId), gte(payments.paidAt, start), lt(payments.paidAt, end)))
      .groupBy(payments.currency, paidMonth),
    recentActivity(scope, RECENT_ACTIVITY_LIMIT),
  ]);

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
      const [year, month] = row.month.split('-').map(Number) as [number, number];
      usdByMonth.set(monthKey(year, month), cents);
    } else {
      other(row.currency).revenueCents += cents;
    }
  }
  let unpaidInvoices = 0;
  let unpaidUsdCents = 0;
  for (const row of unpaid) {
    unpaidInvoices += Number(row.count);
    if (row.currency === 'USD') unpaidUsdCents += Number(row.balanceCents);
    else other(row.currency).unpaidCents += Number(row.balanceCents);
  }

  return {
    totalClients: Number(activeClients[0]?.n ?? 0),
    activeProjects: Number(activeProjects[0]?.n ?? 0),
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
