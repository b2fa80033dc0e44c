import {
  ACTIVITY_ACTIONS,
  type CreateTaxRateInput,
  TAX_RATE_MSG,
  type TaxRate,
  type TaxRateIdInput,
  type UpdateTaxRateInput,
} from '@folio/contracts';
import type { TaxRateRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../auth/account-email';
import { activitySubject, recordScopeActivity } from '../core/activity';
import { errors } from '../core/errors';
import { type OrgScope, withTransaction } from '../core/scope';
import { lockDraftsCarrying, repriceDraftsCarrying } from '../invoices/invoice-pricing';
import { findTaxRate, toTaxRate } from './tax-rates.queries';

const { taxRates } = schema;

/**
 * Names are unique among the organization's active rates, ignoring case (as clients see them in a
 * picker): a taken name is a 409, like an email address already in use. The unique index
 * tax_rates_org_active_name_key settles races; this check gives the answer its text first.
 */
async function assertNameFree(scope: OrgScope, name: string, exceptId?: string) {
  const [taken] = await scope.db
    .select({ id: taxRates.id })
    .from(taxRates)
    .where(
      and(
        eq(taxRates.orgId, scope.org.id),
        isNull(taxRates.archivedAt),
        sql`lower(${taxRates.name}) = lower(${name})`,
        exceptId ? ne(taxRates.id, exceptId) : undefined,
      ),
    );
  if (taken) throw errors.conflict(TAX_RATE_MSG.nameTaken);
}

/** A concurrent write took the name between the check and the write. */
async function namedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.conflict(TAX_RATE_MSG.nameTaken);
    throw error;
  }
}

const subjectOf = (row: Pick<TaxRateRow, 'id' | 'name'>) =>
  activitySubject.other({ id: row.id, name: row.name });

/** POST /api/org/tax-rates (managers and admins). */
export async function createTaxRate(scope: OrgScope, input: CreateTaxRateInput): Promise<TaxRate> {
  return withTransaction(scope, async (txScope) => {
    await assertNameFree(txScope, input.name);
    const [row] = await namedWrite(() =>
      txScope.db
        .insert(taxRates)
        .values({ orgId: scope.org.id, name: input.name, percent: input.percent, compound: input.compound })
        .returning(),
    );
    await recordScopeActivity(txScope, { action: ACTIVITY_ACTIONS.created, ...subjectOf(row!) });
    return toTaxRate(row!);
  });
}

/**
 * PUT /api/org/tax-rates/{id} (managers and admins): the fields given replace the stored ones, and
 * every draft carrying the rate is priced again with its new terms in the same transaction; sent,
 * paid and archived invoices keep the terms they carry. Nothing changed, nothing written.
 */
export async function updateTaxRate(scope: OrgScope, input: UpdateTaxRateInput): Promise<TaxRate> {
  return withTransaction(scope, async (txScope) => {
    // The drafts first, then the rate: the lock order of every invoice write (lockDraftsCarrying).
    await lockDraftsCarrying(txScope, input.id);
    const current = await findTaxRate(txScope, input.id, 'update');
    const changes: Partial<Pick<TaxRateRow, 'name' | 'percent' | 'compound'>> = {};
    if (input.name !== undefined && input.name !== current.name) changes.name = input.name;
    if (input.percent !== undefined && input.percent !== Number(current.percent))
      changes.percent = input.percent;
    if (input.compound !== undefined && input.compound !== current.compound)
      changes.compound = input.compound;
    const fields = Object.keys(changes);
    if (fields.length === 0) return toTaxRate(current);
    if (changes.name !== undefined && current.archivedAt === null)
      await assertNameFree(txScope, changes.name, current.id);
    const [row] = await namedWrite(() =>
      txScope.db
        .update(taxRates)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(taxRates.orgId, scope.org.id), eq(taxRates.id, current.id)))
        .returning(),
    );
    await repriceDraftsCarrying(txScope, current.id);
    await recordScopeActivity(txScope, {
      action: ACTIVITY_ACTIONS.updated,
      ...subjectOf(row!),
      meta: { fields },
    });
    return toTaxRate(row!);
  });
}

/**
 * DELETE /api/org/tax-rates/{id} (managers and admins): archives the rate. The invoices carrying
 * it keep it (drafts too); it can no longer be added to another invoice. Archiving an archived
 * rate changes nothing.
 */
export async function archiveTaxRate(scope: OrgScope, input: TaxRateIdInput): Promise<TaxRate> {
  return withTransaction(scope, async (txScope) => {
    const current = await findTaxRate(txScope, input.id, 'update');
    if (current.archivedAt) return toTaxRate(current);
    const [row] = await txScope.db
      .update(taxRates)
      .set({ archivedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(taxRates.orgId, scope.org.id), eq(taxRates.id, current.id)))
      .returning();
    await recordScopeActivity(txScope, {
      action: ACTIVITY_ACTIONS.statusChanged,
      ...subjectOf(row!),
      meta: { from: 'active', to: 'archived' },
    });
    return toTaxRate(row!);
  });
}
