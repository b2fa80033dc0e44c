import { schema } from '@folio/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { chartMonths } from '../src/dashboard/dashboard.queries';
import { createTeam, type Team } from './helpers/org';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
let team: Team;

type InvoiceSeed = {
  status: schema.InvoiceStatus;
  totalCents: number;
  paidCents?: number;
  currency?: 'USD' | 'EUR' | 'GBP';
};
let invoiceNumber = 0;

async function seedOrg(
  orgId: string,
  data: {
    clients: ('active' | 'archived')[];
    projects: ('active' | 'completed' | 'archived')[];
    invoices: InvoiceSeed[];
  },
) {
  const db = t.handle.db;
  const clients = await db
    .insert(schema.clients)
    .values(data.clients.map((status, i) => ({ orgId, name: `Client ${i}`, status })))
    .returning();
  const clientId = clients[0]!.id;
  if (data.projects.length > 0) {
    await db
      .insert(schema.projects)
      .values(data.projects.map((status, i) => ({ orgId, clientId, title: `Project ${i}`, status })));
  }
  return db
    .insert(schema.invoices)
    .values(
      data.invoices.map((invoice) => {
        invoiceNumber += 1;
        return {
          orgId,
          clientId,
          number: invoiceNumber,
          status: invoice.status,
          totalCents: invoice.totalCents,
          paidCents: invoice.paidCents ?? 0,
          currency: invoice.currency ?? 'USD',
        };
      }),
    )
    .returning();
}

// The team's users are in UTC (the default time zone): the chart's months are UTC months.
const { months, end: endDay } = chartMonths(new Date().toISOString().slice(0, 10));
const monthStart = (index: number) => {
  const { year, month } = months[index]!;
  return new Date(Date.UTC(year, month - 1, 1));
};
const end = new Date(`${endDay}T00:00:00Z`);
const inMonth = (index: number, days = 3) => new Date(monthStart(index).getTime() + days * 86_400_000);

beforeAll(async () => {
  team = await createTeam(t, rest);
  const invoices = await seedOrg(team.orgId, {
    clients: ['active', 'active', 'active', 'archived'],
    projects: ['active', 'active', 'completed', 'archived'],
    invoices: [
      { status: 'draft', totalCents: 10_000 }, // unpaid 100.00
      { status: 'sent', totalCents: 25_050, paidCents: 5_025 }, // unpaid 200.25
      { status: 'overdue', totalCents: 1_000 }, // unpaid 10.00
      { status: 'paid', totalCents: 30_000, paidCents: 30_000 },
      { status: 'archived', totalCents: 99_900 },
      { status: 'sent', totalCents: 4_000, paidCents: 4_000 }, // no balance left
      { status: 'draft', totalCents: 0 }, // nothing to pay
      { status: 'sent', totalCents: 8_000, paidCents: 3_000, currency: 'EUR' }, // unpaid €50
      { status: 'draft', totalCents: 1_234, currency: 'GBP' }, // unpaid £12.34
    ],
  });
  const usdInvoice = invoices[3]!.id;
  const eurInvoice = invoices[7]!.id;
  const pay = (amountCents: number, paidAt: Date, currency: 'USD' | 'EUR' = 'USD') => ({
    orgId: team.orgId,
    invoiceId: currency === 'USD' ? usdInvoice : eurInvoice,
    amountCents,
    currency,
    paidAt,
  });
  await t.handle.db.insert(schema.payments).values([
    pay(11_111, new Date(monthStart(0).getTime() - 1)), // the month before the chart
    pay(5_000, monthStart(0)), // the chart's first instant
    pay(1_010, inMonth(2)),
    pay(2_020, inMonth(2, 10)),
    pay(7_777, new Date(end.getTime() - 1)), // the last instant of this month
    pay(9_999, end), // next month
    pay(7_000, inMonth(3), 'EUR'),
    pay(6_000, new Date(monthStart(0).getTime() - 86_400_000), 'EUR'),
  ]);

  // Another tenant with money of its own: none of it may show in the team's numbers.
  const theirs = await seedOrg(team.outsider.orgId, {
    clients: ['active', 'active'],
    projects: ['active'],
    invoices: [{ status: 'sent', totalCents: 123_400 }],
  });
  await t.handle.db.insert(schema.payments).values({
    orgId: team.outsider.orgId,
    invoiceId: theirs[0]!.id,
    amountCents: 50_000,
    currency: 'USD',
    paidAt: inMonth(5, 0),
  });

  await t.handle.db.delete(schema.activityEntries);
  const base = Date.UTC(2025, 0, 1);
  await t.handle.db.insert(schema.activityEntries).values(
    Array.from({ length: 12 }, (_, i) => ({
      orgId: team.orgId,
      userId: team.manager.userId,
      userName: team.manager.name,
      userEmail: team.manager.email,
      action: 'created',
      entityType: 'client' as const,
      objectId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      entity: { name: `Client ${i}` },
      createdAt: new Date(base + i * 60_000),
    })),
  );
  await t.handle.db.insert(schema.activityEntries).values({
    orgId: team.outsider.orgId,
    action: 'created',
    entityType: 'client',
    entity: { name: 'Theirs' },
    createdAt: new Date(),
  });
});

describe('GET /api/dashboard/summary', () => {
  it('counts active clients and projects, and unpaid invoices with their USD balance', async () => {
    const res = await rest.get('/dashboard/summary', { token: team.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totalClients: 3,
      activeProjects: 2,
      unpaidInvoices: 5,
      unpaidTotal: 310.25,
      currency: 'USD',
    });
  });

  it('reports paid USD revenue for exactly the last 6 calendar months, oldest first, zero-filled', async () => {
    const res = await rest.get('/dashboard/summary', { token: team.member.token });
    const now = new Date();
    const expectedMonths = Array.from({ length: 6 }, (_, i) => {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5 + i, 1));
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
    });
    expect(res.body.revenueByMonth).toEqual([
      { ...expectedMonths[0], total: 50 },
      { ...expectedMonths[1], total: 0 },
      { ...expectedMonths[2], total: 30.3 },
      { ...expectedMonths[3], total: 0 },
      { ...expectedMonths[4], total: 0 },
      { ...expectedMonths[5], total: 77.77 },
    ]);
  });

  it('never adds other currencies into the USD numbers; they are listed apart', async () => {
    const res = await rest.get('/dashboard/summary', { token: team.viewer.token });
    expect(res.body.otherCurrencies).toEqual([
      { currency: 'EUR', unpaidTotal: 50, revenue: 70 },
      { currency: 'GBP', unpaidTotal: 12.34, revenue: 0 },
    ]);
  });

  it('lists the 10 newest activity entries of the organization', async () => {
    const res = await rest.get('/dashboard/summary', { token: team.viewer.token });
    expect(res.body.recentActivity).toHaveLength(10);
    expect(res.body.recentActivity.map((e: { entity: { name: string } }) => e.entity.name)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Client ${i}`),
    );
    expect(res.body.recentActivity[0]).toEqual({
      _id: expect.any(String),
      user: { _id: team.manager.userId, name: 'Mona Manager', email: team.manager.email },
      action: 'created',
      entityType: 'client',
      objectId: '00000000-0000-4000-8000-000000000011',
      entity: { name: 'Client 11' },
      details: null,
      createdAt: new Date(Date.UTC(2025, 0, 1) + 11 * 60_000).toISOString(),
    });
  });

  it('answers each organization its own numbers, to every role, and needs a token', async () => {
    const first = await rest.get('/dashboard/summary', { token: team.admin.token });
    for (const who of [team.manager, team.member, team.viewer]) {
      const res = await rest.get('/dashboard/summary', { token: who.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(first.body);
    }
    const theirs = await rest.get('/dashboard/summary', { token: team.outsider.token });
    expect(theirs.body).toMatchObject({
      totalClients: 2,
      activeProjects: 1,
      unpaidInvoices: 1,
      unpaidTotal: 1234,
      otherCurrencies: [],
    });
    expect(theirs.body.revenueByMonth.at(-1).total).toBe(500);
    expect(theirs.body.recentActivity.map((e: { entity: { name: string } }) => e.entity.name)).toEqual([
      'Theirs',
    ]);
    expect((await rest.get('/dashboard/summary')).status).toBe(401);
  });

  it('builds the chart months across a year boundary', () => {
    const chart = chartMonths('2026-02-15');
    expect(chart.months.map(({ year, month }) => `${year}-${month}`)).toEqual([
      '2025-9',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-1',
      '2026-2',
    ]);
    expect(chart).toMatchObject({ start: '2025-09-01', end: '2026-03-01' });
  });
});
