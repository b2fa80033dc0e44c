/**
 * What SQL says about invoices, read in the server process for the write phase's checks: the
 * organization's numbering (count, distinct numbers, highest number, counter) and, per invoice,
 * its number, status, total, paid amount and the sum of its payment rows. Read straight from the
 * tables, not through Folio's services, so that the API's answers are checked against the data.
 */
import type { Database } from '@folio/db';
import { sql } from 'drizzle-orm';
import { rowsOf } from './database';
import type { InvoiceFacts, InvoiceNumbering } from './ipc';

export async function invoiceNumbering(db: Database, orgId: string): Promise<InvoiceNumbering> {
  const [row] = await rowsOf<Record<keyof InvoiceNumbering, number | string>>(
    db,
    sql`select count(*)::int as "count", count(distinct number)::int as "distinctNumbers",
          coalesce(max(number), 0)::int as "maxNumber",
          coalesce((select invoice_seq from invoice_counters where org_id = ${orgId}), 0)::int as "counter"
        from invoices where org_id = ${orgId}`,
  );
  return {
    count: Number(row!.count),
    distinctNumbers: Number(row!.distinctNumbers),
    maxNumber: Number(row!.maxNumber),
    counter: Number(row!.counter),
  };
}

export async function invoiceFacts(db: Database, orgId: string, ids: string[]): Promise<InvoiceFacts[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<Record<keyof InvoiceFacts, number | string>>(
    db,
    sql`select i.id, i.number, i.status, i.total_cents::text as "totalCents", i.paid_cents::text as "paidCents",
          coalesce((select sum(p.amount_cents) from payments p where p.invoice_id = i.id), 0)::text as "paymentCents",
          (select count(*) from payments p where p.invoice_id = i.id)::int as "payments"
        from invoices i
        where i.org_id = ${orgId} and i.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    number: Number(r.number),
    status: String(r.status),
    totalCents: Number(r.totalCents),
    paidCents: Number(r.paidCents),
    paymentCents: Number(r.paymentCents),
    payments: Number(r.payments),
  }));
}
