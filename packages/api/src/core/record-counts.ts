import { type Executor, schema } from '@folio/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { builtOnce } from './prepared';

const { recordCounts, invoiceTotals } = schema;

/**
 * How many clients or projects of the organization have a status matching `status` (a
 * condition on record_counts.status; undefined for every status), from the rollup the database
 * keeps with every insert, delete and status change: what a list's total costs whatever its size.
 * `status.key` names the condition (the list's status filter, a closed set): the statement is
 * built once per key (core/prepared.ts), so the condition must hold no other value.
 */
export async function countRecords(
  db: Executor,
  orgId: string,
  entity: 'client' | 'project',
  status: { key: string; condition: SQL | undefined },
): Promise<number> {
  const [row] = await builtOnce(db, `record_count:${entity}:${status.key}`, () =>
    db
      .select({ n: sql<number>`coalesce(sum(${recordCounts.records}), 0)`.mapWith(Number) })
      .from(recordCounts)
      .where(
        and(
          eq(recordCounts.orgId, sql.placeholder('orgId')),
          eq(recordCounts.entity, entity),
          status.condition,
        ),
      )
      .prepare('record_count'),
  ).execute({ orgId });
  return row?.n ?? 0;
}

/** The same for invoices, from invoice_totals (a condition on invoice_totals.status). */
export async function countInvoices(
  db: Executor,
  orgId: string,
  status: { key: string; condition: SQL | undefined },
): Promise<number> {
  const [row] = await builtOnce(db, `invoice_count:${status.key}`, () =>
    db
      .select({ n: sql<number>`coalesce(sum(${invoiceTotals.invoices}), 0)`.mapWith(Number) })
      .from(invoiceTotals)
      .where(and(eq(invoiceTotals.orgId, sql.placeholder('orgId')), status.condition))
      .prepare('invoice_count'),
  ).execute({ orgId });
  return row?.n ?? 0;
}
