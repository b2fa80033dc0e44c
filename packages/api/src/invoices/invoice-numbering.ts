import type { Executor, OrgRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type ActivityInput, activityRow } from '../core/activity';

/**
 * Invoice numbers: sequential, unique and gap-free per organization. The number comes from the
 * organization's counter (`invoice_seq`), incremented by the transaction that creates the invoice,
 * so a creation that fails or is refused rolls its increment back and takes no number.
 *
 * The increment locks the organization's row until the transaction ends, and the next creation in
 * the organization waits for that lock: its number depends on whether this one commits. So the
 * number is taken as late as possible: the invoice, its lines, taxes and project links are written
 * first with a provisional number and read back; then one statement increments the counter, gives
 * the invoice its number and writes its activity entry. A burst of creations in one organization
 * waits on each other only for that statement and the commit, not for everything a creation does.
 */

const { organizations, invoices, activityEntries } = schema;

/**
 * The number an invoice is written with before it is numbered: minus the database session's
 * process id. A session runs one transaction at a time and numbers its invoice before the next is
 * written, so no two unnumbered invoices share it: concurrent creations never wait on each other's
 * entry in the (organization, number) unique index, which a shared placeholder would make them do.
 * It is negative, so never a real number, and never committed.
 */
export const provisionalNumber: SQL<number> = sql<number>`-pg_backend_pid()`;

/** The number taken, and the organization's plan as the counter's row lock found it. */
export type NumberTaken = { number: number; org: Pick<OrgRow, 'id' | 'planTier' | 'subscriptionStatus'> };

/**
 * In one statement: increments the organization's counter, gives the invoice `invoiceId` (written
 * by this transaction with the provisional number) that number, and writes its activity entry
 * naming it by that number. The organization's row stays locked until the transaction ends, and
 * the plan answered is the one in force then (as lockOrganization's): call it last, with nothing
 * left to do but the checks that may refuse the invoice and the webhook event.
 */
export async function takeInvoiceNumber(
  db: Executor,
  invoice: { orgId: string; id: string; numberSuffix: string | null },
  entry: Omit<ActivityInput, 'orgId' | 'entityType' | 'objectId' | 'entity'>,
): Promise<NumberTaken> {
  const { orgId, id } = invoice;
  const counter = db.$with('counter').as(
    db
      .update(organizations)
      .set({ invoiceSeq: sql`${organizations.invoiceSeq} + 1` })
      .where(eq(organizations.id, orgId))
      .returning({
        invoiceSeq: organizations.invoiceSeq,
        planTier: organizations.planTier,
        subscriptionStatus: organizations.subscriptionStatus,
      }),
  );
  // The counter's columns keep their own names in the WITH clause.
  const seq = sql<number>`(select ${sql.identifier(organizations.invoiceSeq.name)} from ${counter})`;
  const numbered = db.$with('numbered').as(
    db
      .update(invoices)
      // Numbering is part of the invoice's creation: updated_at stays its creation time.
      .set({ number: seq, updatedAt: sql`${invoices.createdAt}` })
      .where(and(eq(invoices.orgId, orgId), eq(invoices.id, id)))
      .returning({ number: invoices.number }),
  );
  const snapshot = sql<schema.ActivityEntitySnapshot>`jsonb_build_object('number', ${seq}, 'numberSuffix', ${invoice.numberSuffix}::text)`;
  const activity = db.$with('activity').as(
    db
      .insert(activityEntries)
      .values(activityRow({ ...entry, orgId, entityType: 'invoice', objectId: id, entity: snapshot }))
      .returning({ id: activityEntries.id }),
  );
  const [taken] = await db
    .with(counter, numbered, activity)
    .select({
      number: sql<number>`(select ${sql.identifier(invoices.number.name)} from ${numbered})`,
      planTier: counter.planTier,
      subscriptionStatus: counter.subscriptionStatus,
    })
    .from(counter);
  if (!taken || taken.number === null) throw new Error(`No invoice ${id} to number in organization ${orgId}`);
  const { number, planTier, subscriptionStatus } = taken;
  return { number, org: { id: orgId, planTier, subscriptionStatus } };
}
