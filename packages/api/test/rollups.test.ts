/**
 * The organization-wide figures read from the database's rollups (activity per day, revenue per
 * month) equal what counting and summing the rows themselves gives, after concurrent writes and
 * deletions; and the whole activity log paged through the day counts equals the log paged row
 * by row (a filter that matches everything takes that path), on every page.
 */
import { schema } from '@folio/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient, createInvoice, createOrg, createProject, type Org } from './helpers/org';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
let org: Org;

beforeAll(async () => {
  org = await createOrg(t, rest, { plan: 'pro' });
});

/** Rows of a raw statement, whichever driver answers it. */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.handle.db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}

/** activity_days as it is, and as counting the entries gives it, for the organization. */
async function activityDays() {
  const kept = await rowsOf<{ day: string; n: string }>(
    sql`select day::text as day, entries::text as n from activity_days where org_id = ${org.orgId} order by day`,
  );
  const counted = await rowsOf<{ day: string; n: string }>(
    sql`select (created_at at time zone 'UTC')::date::text as day, count(*)::text as n
        from activity_entries where org_id = ${org.orgId} group by 1 order by 1`,
  );
  return { kept, counted };
}

/** revenue_months as it is, and as summing the payments gives it, for the organization. */
async function revenueMonths() {
  const kept = await rowsOf<{ currency: string; month: string; cents: string }>(
    sql`select currency, month::text as month, amount_cents::text as cents from revenue_months
        where org_id = ${org.orgId} and amount_cents <> 0 order by currency, month`,
  );
  const summed = await rowsOf<{ currency: string; month: string; cents: string }>(
    sql`select currency, date_trunc('month', paid_at at time zone 'UTC')::date::text as month,
          sum(amount_cents)::text as cents
        from payments where org_id = ${org.orgId} group by 1, 2 order by 1, 2`,
  );
  return { kept, summed };
}

/** invoice_totals as it is, and as grouping the invoices gives it, for the organization. */
async function invoiceTotals() {
  const kept = await rowsOf<Record<string, string>>(
    sql`select currency, status, invoices::text as n, settled::text as settled, balance_cents::text as balance
        from invoice_totals where org_id = ${org.orgId} and invoices <> 0 order by currency, status`,
  );
  const grouped = await rowsOf<Record<string, string>>(
    sql`select currency, status, count(*)::text as n,
          (count(*) filter (where total_cents <= paid_cents))::text as settled,
          coalesce(sum(total_cents - paid_cents) filter (where total_cents > paid_cents), 0)::text as balance
        from invoices where org_id = ${org.orgId} group by 1, 2 order by 1, 2`,
  );
  return { kept, grouped };
}

/** record_counts as it is, and as grouping the clients and projects gives it, for the organization. */
async function recordCounts() {
  const kept = await rowsOf<Record<string, string>>(
    sql`select entity, status, records::text as n from record_counts
        where org_id = ${org.orgId} and records <> 0 order by entity, status`,
  );
  const grouped = await rowsOf<Record<string, string>>(
    sql`select 'client' as entity, status, count(*)::text as n from clients where org_id = ${org.orgId} group by status
        union all
        select 'project', status, count(*)::text from projects where org_id = ${org.orgId} group by status
        order by 1, 2`,
  );
  return { kept, grouped };
}

describe('rollups', () => {
  it('stay equal to the rows under concurrent invoices, payments and deletions', async () => {
    const client = await createClient(rest, org.admin, { name: 'Rollup Co' });
    const project = await createProject(rest, org.admin, { title: 'Rollup site', client: client._id });
    const invoices = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        createInvoice(rest, org.admin, {
          client: client._id,
          project: [project._id],
          items: [{ description: `Work ${i}`, quantity: 1, unitPrice: 100 + i }],
          currency: i % 3 === 0 ? 'EUR' : 'USD',
          dueDate: '2026-12-31',
        }),
      ),
    );
    // Two payments on each invoice at once, then some invoices deleted with their payments.
    const paid = await Promise.all(
      invoices.flatMap((invoice) =>
        [10, 20].map((amount) =>
          rest.patch(`/invoices/${invoice._id}/mark-paid`, { amount }, { token: org.admin.token }),
        ),
      ),
    );
    expect(paid.map((res) => res.status)).toEqual(paid.map(() => 200));
    const deleted = await Promise.all(
      invoices
        .slice(0, 4)
        .map((invoice) => rest.delete(`/invoices/${invoice._id}`, { token: org.admin.token })),
    );
    expect(deleted.map((res) => res.status)).toEqual([200, 200, 200, 200]);

    const days = await activityDays();
    expect(days.kept).toEqual(days.counted);
    const revenue = await revenueMonths();
    expect(revenue.kept).toEqual(revenue.summed);
    // Status changes too: some sent, one archived, one unarchived again.
    for (const invoice of invoices.slice(4, 7)) {
      const sent = await rest.patch(`/invoices/${invoice._id}/mark-sent`, {}, { token: org.admin.token });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }
    const archive = (id: string, status: string) =>
      rest.put(`/invoices/${id}`, { status }, { token: org.admin.token });
    expect((await archive(invoices[7]!._id, 'archived')).status).toBe(200);
    expect((await archive(invoices[8]!._id, 'archived')).status).toBe(200);
    expect((await archive(invoices[8]!._id, 'draft')).status).toBe(200);
    // Clients and projects: some archived, one completed, one deleted.
    const extra = await Promise.all(
      ['A', 'B', 'C'].map((tag) => createClient(rest, org.admin, { name: `Extra ${tag}` })),
    );
    const statuses = await Promise.all([
      rest.put(`/clients/${extra[0]._id}`, { status: 'archived' }, { token: org.admin.token }),
      rest.put(`/projects/${project._id}`, { status: 'completed' }, { token: org.admin.token }),
      rest.delete(`/clients/${extra[1]._id}`, { token: org.admin.token }),
    ]);
    expect(statuses.map((res) => res.status)).toEqual([200, 200, 200]);
    const counts = await recordCounts();
    expect(counts.kept).toEqual(counts.grouped);
    const dashboardCounts = (await rest.get('/dashboard/summary', { token: org.admin.token })).body;
    expect(dashboardCounts.totalClients).toBe(2);
    expect(dashboardCounts.activeProjects).toBe(0);
    const totals = await invoiceTotals();
    expect(totals.kept).toEqual(totals.grouped);
    expect(totals.kept.length).toBeGreaterThan(2);
    // This month's USD revenue on the dashboard: 30 paid on each USD invoice that is left.
    const left = invoices.slice(4);
    const usdLeft = left.filter((invoice) => invoice.currency === 'USD').length;
    const dashboard = await rest.get('/dashboard/summary', { token: org.admin.token });
    const thisMonth = dashboard.body.revenueByMonth.at(-1);
    expect(thisMonth.total).toBe(usdLeft * 30);
    // Every EUR invoice with its payments deleted: EUR's month row is back at 0, and the
    // dashboard no longer lists EUR at all.
    const eurLeft = left.filter((invoice) => invoice.currency === 'EUR');
    for (const invoice of eurLeft) {
      expect((await rest.delete(`/invoices/${invoice._id}`, { token: org.admin.token })).status).toBe(200);
    }
    const withoutEur = await rest.get('/dashboard/summary', { token: org.admin.token });
    expect(withoutEur.body.otherCurrencies).toEqual([]);
  });

  it('the whole activity log pages through the day counts exactly as row by row', async () => {
    // Entries over five days, several on one instant, on day boundaries and a day without any.
    const at = (iso: string) => new Date(iso);
    const times = [
      ...Array.from({ length: 13 }, () => at('2026-01-05T23:59:59.999Z')),
      ...Array.from({ length: 7 }, (_, i) => at(`2026-01-06T00:00:0${i}.000Z`)),
      ...Array.from({ length: 21 }, (_, i) => at(`2026-01-08T12:${String(i).padStart(2, '0')}:00Z`)),
      at('2026-01-09T00:00:00Z'),
      ...Array.from({ length: 4 }, () => at('2026-01-10T08:00:00Z')),
    ];
    await t.handle.db.insert(schema.activityEntries).values(
      times.map((createdAt, i) => ({
        orgId: org.orgId,
        action: 'created',
        entityType: 'client' as const,
        entity: { name: `Entry ${i}` },
        createdAt,
      })),
    );
    const total = Number(
      (
        await rowsOf<{ n: string }>(
          sql`select count(*)::text as n from activity_entries where org_id = ${org.orgId}`,
        )
      )[0]!.n,
    );
    for (const limit of [10, 20]) {
      const pages = Math.ceil(total / limit);
      for (let page = 1; page <= pages + 1; page += 1) {
        const whole = await rest.get(`/activity?page=${page}&limit=${limit}`, { token: org.admin.token });
        const filtered = await rest.get(`/activity?page=${page}&limit=${limit}&from=2000-01-01`, {
          token: org.admin.token,
        });
        expect(whole.status).toBe(200);
        expect(whole.body).toEqual(filtered.body);
        expect(whole.body.total).toBe(total);
        expect(whole.body.items).toHaveLength(
          page <= pages ? Math.min(limit, total - (page - 1) * limit) : 0,
        );
      }
    }
    // Deleting entries takes them out of the counts.
    await t.handle.db.delete(schema.activityEntries).where(eq(schema.activityEntries.orgId, org.orgId));
    const days = await activityDays();
    expect(days.kept).toEqual([]);
    const empty = await rest.get('/activity?page=1&limit=20', { token: org.admin.token });
    expect(empty.body).toEqual({ items: [], total: 0, pages: 0 });
  });
});
