import { type Executor, schema } from '@folio/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';

const { recordCounts, invoiceTotals } = schema;

/**
 * How many clients or projects of the organization have a status matching `status` (a
 * condition on record_counts.status; undefined for every status), from the rollup the database
 * keeps with every insert, delete and status change: what a list's total costs whatever its size.
 */
export async function countRecords(
  db: Executor,
  orgId: string,
  entity: 'client' | 'project',
  status: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${recordCounts.records}), 0)`.mapWith(Number) })
    .from(recordCounts)
    .where(and(eq(recordCounts.orgId, orgId), eq(recordCounts.entity, entity), status))
    .prepare('record_count')
    .execute();
  return row?.n ?? 0;
}

/** The same for invoices, from invoice_totals (a condition on invoice_totals.status). */
export async function countInvoices(db: Executor, orgId: string, status: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${invoiceTotals.invoices}), 0)`.mapWith(Number) })
    .from(invoiceTotals)
    .where(and(eq(invoiceTotals.orgId, orgId), status))
    .prepare('invoice_count')
    .execute();
  return row?.n ?? 0;
}
