/**
 * When an invoice is settled (nothing left to pay) is decided once, by isSettled in
 * @folio/contracts; the database counts with SQL of its own: one client's invoice tiles (the
 * invoices table, paidSql and unpaidSql), the organization's tiles and the dashboard's Unpaid
 * Invoices card (the invoice_totals rollup and its `settled` column). Each case of the table is
 * written straight to the database, states the API cannot make included (overpaid, a paid status
 * with a balance), and every answer must be what isSettled and balanceDueCents say: the overdue
 * flag, and the status the PDF prints (Paid once settled) too.
 */
import {
  balanceDueCents,
  fromCents,
  type Invoice,
  type InvoiceAmounts,
  type InvoiceSummary,
  isSettled,
} from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfStatusOf } from '../src/invoices/invoice-pdf-layout';
import { createClient, createOrg, day, type Org } from './helpers/org';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
let org: Org;
let clientId: string;

type Case = InvoiceAmounts & { name: string };

const CASES: Case[] = [
  { name: 'zero total draft', status: 'draft', totalCents: 0, paidCents: 0 },
  { name: 'zero total sent', status: 'sent', totalCents: 0, paidCents: 0 },
  { name: 'zero total, stored overdue', status: 'overdue', totalCents: 0, paidCents: 0 },
  { name: 'zero total archived', status: 'archived', totalCents: 0, paidCents: 0 },
  { name: 'unpaid draft', status: 'draft', totalCents: 10_000, paidCents: 0 },
  { name: 'unpaid sent', status: 'sent', totalCents: 10_000, paidCents: 0 },
  { name: 'unpaid, stored overdue', status: 'overdue', totalCents: 10_000, paidCents: 0 },
  { name: 'partly paid', status: 'sent', totalCents: 10_000, paidCents: 4_000 },
  { name: 'a cent left', status: 'sent', totalCents: 10_000, paidCents: 9_999 },
  { name: 'paid in full, status still sent', status: 'sent', totalCents: 10_000, paidCents: 10_000 },
  { name: 'overpaid', status: 'sent', totalCents: 10_000, paidCents: 12_000 },
  { name: 'paid', status: 'paid', totalCents: 10_000, paidCents: 10_000 },
  { name: 'paid status with a balance', status: 'paid', totalCents: 10_000, paidCents: 4_000 },
  { name: 'zero total, status paid', status: 'paid', totalCents: 0, paidCents: 0 },
  { name: 'archived with a balance', status: 'archived', totalCents: 10_000, paidCents: 0 },
  { name: 'archived and paid', status: 'archived', totalCents: 10_000, paidCents: 10_000 },
];

/** What the contracts' rule says the tiles, the dashboard and the invoice show for one invoice alone. */
function expectedOf(amounts: InvoiceAmounts) {
  const live = amounts.status !== 'archived';
  const unpaid = live && !isSettled(amounts);
  return {
    paidCount: live && isSettled(amounts) ? 1 : 0,
    unpaidCount: unpaid ? 1 : 0,
    unpaidTotal: unpaid ? fromCents(balanceDueCents(amounts)) : 0,
    // Its due date is past: overdue exactly when it is live and not settled.
    overdue: unpaid,
  };
}

const tiles = (summary: InvoiceSummary) => ({
  paidCount: summary.paidCount,
  unpaidCount: summary.unpaidCount,
  unpaidTotal: summary.unpaidTotal,
});

async function read<T>(url: string): Promise<T> {
  const res = await rest.get<T>(url, { token: org.admin.token });
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

beforeAll(async () => {
  org = await createOrg(t, rest);
  clientId = (await createClient(rest, org.admin, { name: 'Initech' }))._id;
});

describe('the paid rule: the SQL counts as isSettled says', () => {
  it.each(CASES.map((c, index) => ({ ...c, number: index + 1 })))('$name', async (c) => {
    const [row] = await t.handle.db
      .insert(schema.invoices)
      .values({
        orgId: org.orgId,
        clientId,
        number: c.number,
        currency: 'USD',
        dueDate: day(-3),
        status: c.status,
        totalCents: c.totalCents,
        paidCents: c.paidCents,
      })
      .returning({ id: schema.invoices.id });
    try {
      const expected = expectedOf(c);
      const { overdue, ...tileFigures } = expected;
      // One client's tiles: the invoices table with paidSql and unpaidSql.
      expect(tiles(await read(`/invoices/summary?client=${clientId}`)), 'client tiles').toEqual(tileFigures);
      // The organization's tiles: the invoice_totals rollup.
      expect(tiles(await read('/invoices/summary')), 'organization tiles').toEqual(tileFigures);
      // The dashboard's Unpaid Invoices card: the same rollup, read by the dashboard's own statement.
      const dashboard = await read<{ unpaidInvoices: number; unpaidTotal: number }>('/dashboard/summary');
      expect(
        { unpaidCount: dashboard.unpaidInvoices, unpaidTotal: dashboard.unpaidTotal },
        'dashboard',
      ).toEqual({ unpaidCount: tileFigures.unpaidCount, unpaidTotal: tileFigures.unpaidTotal });
      const invoice = await read<Invoice>(`/invoices/${row!.id}`);
      expect(invoice.overdue, 'overdue').toBe(overdue);
      expect(invoice.balanceDue, 'balance due').toBe(fromCents(balanceDueCents(c)));
      if (c.status !== 'archived') expect(pdfStatusOf(invoice) === 'paid', 'PDF status').toBe(isSettled(c));
    } finally {
      // The next case starts from an organization without invoices; the rollup subtracts it again.
      await t.handle.db.delete(schema.invoices).where(eq(schema.invoices.id, row!.id));
    }
  });
});
