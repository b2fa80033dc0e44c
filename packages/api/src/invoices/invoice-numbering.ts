import type { Executor, OrgRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type ActivityInput, activityPlaceholders, activityValues } from '../core/activity';
import { builtOnce } from '../core/prepared';

/**
 * Invoice numbers: sequential, unique and gap-free per organization. The number comes from the
 * organization's counter (`invoice_counters`, a row per organization), incremented by the
 * transaction that creates the invoice, so a creation that fails or is refused rolls its increment
 * back and takes no number.
 *
 * The increment locks the counter's row until the transaction ends, and the next creation in the
 * organization waits for that lock: its number depends on whether this one commits. So the
 * number is taken as late as possible: the invoice, its lines, taxes and project links are written
 * first with a provisional number and read back; then one statement increments the counter, gives
 * the invoice its number and writes its activity entry. A burst of creations in one organization
 * waits on each other only for that statement and the commit, not for everything a creation does.
 */

const { organizations, invoiceCounters, invoices, activityEntries } = schema;

/**
 * The number an invoice is written with before it is numbered: minus the database session's
 * process id. A session runs one transaction at a time and numbers its invoice before the next is
 * written, so no two unnumbered invoices share it: concurrent creations never wait on each other's
 * entry in the (organization, number) unique index, which a shared placeholder would make them do.
 * It is negative, so never a real number, and never committed.
 */
export const provisionalNumber: SQL<number> = sql<number>`-pg_backend_pid()`;

/** The number taken, and the organization's plan, share-locked once the counter was taken. */
export type NumberTaken = { number: number; org: Pick<OrgRow, 'id' | 'planTier' | 'subscriptionStatus'> };

/**
 * In one statement: increments the organization's counter, gives the invoice `invoiceId` (written
 * by this transaction with the provisional number) that number, and writes its activity entry
 * naming it by that number. The counter's row stays locked until the transaction ends, and the
 * organization's is share-locked, so the plan answered stays the one in force (as
 * lockOrganization's would): call it last, with nothing left to do but the checks that may refuse
 * the invoice and the webhook event.
 */
export async function takeInvoiceNumber(
  db: Executor,
  invoice: { orgId: string; id: string; numberSuffix: string | null },
  entry: Omit<ActivityInput, 'orgId' | 'entityType' | 'objectId' | 'entity'>,
): Promise<NumberTaken> {
  const { orgId, id } = invoice;
  const values = {
    ...activityValues({ ...entry, orgId, entityType: 'invoice', objectId: id, entity: null }),
    id,
    numberSuffix: invoice.numberSuffix,
  };
  const [taken] = await builtOnce(db, 'take_invoice_number', () => buildNumbering(db)).execute(values);
  if (!taken || taken.number === null) throw new Error(`No invoice ${id} to number in organization ${orgId}`);
  const { number, planTier, subscriptionStatus } = taken;
  return { number, org: { id: orgId, planTier, subscriptionStatus } };
}

/**
 * takeInvoiceNumber's statement, kept built (core/prepared.ts): every creation runs it, and
 * building it cost the server more than PostgreSQL spends running it. Its values: the invoice's
 * `orgId`, `id` and `numberSuffix`, and its activity entry's (activityValues).
 */
function buildNumbering(db: Executor) {
  const orgId = sql.placeholder('orgId');
  // The organization's first invoice makes its counter's row; the others increment it.
  const counter = db.$with('counter').as(
    db
      .insert(invoiceCounters)
      .values({ orgId, invoiceSeq: 1 })
      .onConflictDoUpdate({
        target: invoiceCounters.orgId,
        set: { invoiceSeq: sql`${invoiceCounters.invoiceSeq} + 1` },
      })
      .returning({ orgId: invoiceCounters.orgId, invoiceSeq: invoiceCounters.invoiceSeq }),
  );
  // The plan as it is once the counter is ours: read under a share lock, so a plan change under
  // way is waited for and one after it waits for this creation. It names the counter's row, so
  // it is locked after the counter: creations queue on the counter, one at a time on this row.
  const plan = db.$with('plan').as(
    db
      .select({ planTier: organizations.planTier, subscriptionStatus: organizations.subscriptionStatus })
      .from(organizations)
      .where(
        eq(organizations.id, sql`(select ${sql.identifier(invoiceCounters.orgId.name)} from ${counter})`),
      )
      .for('share'),
  );
  // The counter's columns keep their own names in the WITH clause.
  const seq = sql<number>`(select ${sql.identifier(invoiceCounters.invoiceSeq.name)} from ${counter})`;
  const numbered = db.$with('numbered').as(
    db
      .update(invoices)
      // Numbering is part of the invoice's creation: updated_at stays its creation time.
      .set({ number: seq, updatedAt: sql`${invoices.createdAt}` })
      .where(and(eq(invoices.orgId, orgId), eq(invoices.id, sql.placeholder('id'))))
      .returning({ number: invoices.number }),
  );
  const snapshot = sql<schema.ActivityEntitySnapshot>`jsonb_build_object('number', ${seq}, 'numberSuffix', ${sql.placeholder('numberSuffix')}::text)`;
  const activity = db.$with('activity').as(
    db
      .insert(activityEntries)
      .values({ ...activityPlaceholders(), entity: snapshot })
      .returning({ id: activityEntries.id }),
  );
  return db
    .with(counter, plan, numbered, activity)
    .select({
      number: sql<number>`(select ${sql.identifier(invoices.number.name)} from ${numbered})`,
      planTier: plan.planTier,
      subscriptionStatus: plan.subscriptionStatus,
    })
    .from(plan)
    .prepare('take_invoice_number');
}
