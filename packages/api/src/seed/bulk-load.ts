/**
 * What the database does per row, set aside while the seed loads millions of them, and done once
 * per organization afterwards.
 *
 * Per row, an insert fires the rollup triggers (deferred to commit: one upsert of a running total
 * per activity entry, payment, invoice, client and project), the foreign-key checks and the
 * check that a note's target is in its organization. The seed builds its rows consistent (every
 * reference points at a row of the same organization, by construction; test/seed.test.ts checks
 * it), so with `session_replication_role = replica` (superuser only, for this transaction only)
 * those triggers are skipped, and the rollups are then summed from the loaded rows, exactly as
 * the rollups migration fills them for existing data. Without the privilege the triggers run as
 * usual: slower, same result.
 */
import type { Executor } from '@folio/db';
import { sql } from 'drizzle-orm';

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Whether this session may skip triggers (PGlite's user and the usual local role are superusers). */
async function maySkipTriggers(tx: Executor) {
  const [row] = rowsOf<{ on: string }>(await tx.execute(sql`select current_setting('is_superuser') as on`));
  return row?.on === 'on';
}

/**
 * Runs `load` with the row triggers off when allowed, then fills the rollups of `orgIds` from
 * their rows. The organizations must be new: their rollups are written, not added to.
 */
export async function loadWithoutRowTriggers<T>(
  tx: Executor,
  orgIds: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  if (!(await maySkipTriggers(tx))) return load();
  await tx.execute(sql`set local session_replication_role = replica`);
  const result = await load();
  await tx.execute(sql`set local session_replication_role = origin`);
  await fillRollups(tx, orgIds);
  return result;
}

/** The four rollups of the organizations, summed from their rows (as the rollups migration does). */
async function fillRollups(tx: Executor, orgIds: readonly string[]) {
  const orgs = sql`(${sql.join(
    orgIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  await tx.execute(sql`
    insert into activity_days (org_id, day, entries)
    select org_id, (created_at at time zone 'UTC')::date, count(*) from activity_entries
    where org_id in ${orgs} group by 1, 2`);
  await tx.execute(sql`
    insert into revenue_months (org_id, currency, month, amount_cents)
    select org_id, currency, date_trunc('month', paid_at at time zone 'UTC')::date, sum(amount_cents)
    from payments where org_id in ${orgs} group by 1, 2, 3 having sum(amount_cents) > 0`);
  await tx.execute(sql`
    insert into invoice_totals (org_id, currency, status, invoices, settled, balance_cents)
    select org_id, currency, status, count(*), count(*) filter (where total_cents <= paid_cents),
      coalesce(sum(total_cents - paid_cents) filter (where total_cents > paid_cents), 0)
    from invoices where org_id in ${orgs} group by 1, 2, 3`);
  await tx.execute(sql`
    insert into record_counts (org_id, entity, status, records)
    select org_id, 'client', status, count(*) from clients where org_id in ${orgs} group by 1, 3
    union all
    select org_id, 'project', status, count(*) from projects where org_id in ${orgs} group by 1, 3`);
}
