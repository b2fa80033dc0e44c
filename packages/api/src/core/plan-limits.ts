import {
  FREE_PLAN_LIMITS,
  INVOICE_EMAIL_MSG,
  MSG,
  ORG_MSG,
  PAID_PLAN_TIERS,
  WORKSPACE_MSG,
} from '@folio/contracts';
import type { Executor, OrgRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, asc, count, eq, gte, ne, notInArray } from 'drizzle-orm';
import { errors } from './errors';

/** Pro and Business are unlimited; everything else is held to the free plan's limits. */
export const isUnlimited = (org: Pick<OrgRow, 'planTier'>) =>
  org.planTier === 'pro' || org.planTier === 'business';

/** Monthly limits count from the first of the calendar month, UTC. */
const startOfMonthUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** 403 PLAN_UPGRADE_REQUIRED with `msg`, naming the organization's plan and subscription status. */
export const upgradeRequired = (msg: string, org: Pick<OrgRow, 'planTier' | 'subscriptionStatus'>) =>
  errors.planUpgradeRequired(msg, { currentPlan: org.planTier, subscriptionStatus: org.subscriptionStatus });

/**
 * Locks the organization row until the transaction ends and answers it as it is under the lock.
 * Plan-limited creations and team changes in one organization run one at a time this way, and the
 * plan they check is the one in force now, not the one read when the request began (a concurrent
 * downgrade or upgrade is seen).
 */
export async function lockOrganization(tx: Executor, orgId: string): Promise<OrgRow> {
  const [org] = await tx
    .select()
    .from(schema.organizations)
    .where(eq(schema.organizations.id, orgId))
    .for('update');
  if (!org) throw errors.notFound(MSG.orgNotFound);
  return org;
}

/**
 * Free plan: 1 organization per user. Counts the free organizations the user created; paid ones
 * do not count, nor do organizations joined by invitation. Call inside the creating transaction:
 * the user's row is locked first, so that two parallel creations cannot both pass.
 */
export async function assertOrganizationQuota(tx: Executor, userId: string) {
  await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .for('update');
  const created = await tx
    .select()
    .from(schema.organizations)
    .where(
      and(
        eq(schema.organizations.createdBy, userId),
        notInArray(schema.organizations.planTier, [...PAID_PLAN_TIERS]),
      ),
    )
    .orderBy(asc(schema.organizations.createdAt))
    .limit(FREE_PLAN_LIMITS.organizations);
  const oldest = created[0];
  if (oldest && created.length >= FREE_PLAN_LIMITS.organizations) {
    throw upgradeRequired(ORG_MSG.orgLimit, oldest);
  }
}

/** Free plan: at most 50 clients (all statuses). Call inside the transaction with the row lockOrganization answered. */
export async function assertClientQuota(tx: Executor, org: OrgRow) {
  if (isUnlimited(org)) return;
  const [row] = await tx.select({ n: count() }).from(schema.clients).where(eq(schema.clients.orgId, org.id));
  if ((row?.n ?? 0) >= FREE_PLAN_LIMITS.clients) {
    throw upgradeRequired(WORKSPACE_MSG.clientLimit, org);
  }
}

/**
 * Free plan: at most 10 invoices created per calendar month (UTC). Call with the organization's row
 * locked, and its plan as the lock found it; `creating` is the invoice being created when the
 * transaction has written it already (it does not count against itself).
 */
export async function assertInvoiceQuota(
  tx: Executor,
  org: Pick<OrgRow, 'id' | 'planTier' | 'subscriptionStatus'>,
  creating?: string,
  now: Date = new Date(),
) {
  if (isUnlimited(org)) return;
  const monthStart = startOfMonthUtc(now);
  const [row] = await tx
    .select({ n: count() })
    .from(schema.invoices)
    .where(
      and(
        eq(schema.invoices.orgId, org.id),
        gte(schema.invoices.createdAt, monthStart),
        creating === undefined ? undefined : ne(schema.invoices.id, creating),
      ),
    );
  if ((row?.n ?? 0) >= FREE_PLAN_LIMITS.invoicesPerMonth) {
    throw upgradeRequired(WORKSPACE_MSG.invoiceLimit, org);
  }
}

/**
 * Free plan: at most 20 invoices sent by email per calendar month (UTC); retrying a failed
 * delivery is not a new send. Call with the row lockOrganization answered.
 */
export async function assertInvoiceEmailQuota(tx: Executor, org: OrgRow, now: Date = new Date()) {
  if (isUnlimited(org)) return;
  const monthStart = startOfMonthUtc(now);
  const [row] = await tx
    .select({ n: count() })
    .from(schema.invoiceDeliveries)
    .where(
      and(
        eq(schema.invoiceDeliveries.orgId, org.id),
        // Payment reminders are not invoice sends: the quota counts the invoices emailed.
        eq(schema.invoiceDeliveries.kind, 'invoice'),
        gte(schema.invoiceDeliveries.createdAt, monthStart),
      ),
    );
  if ((row?.n ?? 0) >= FREE_PLAN_LIMITS.invoiceEmailsPerMonth) {
    throw upgradeRequired(INVOICE_EMAIL_MSG.emailLimit, org);
  }
}
