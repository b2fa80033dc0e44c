import { TAX_RATE_MSG, type TaxRate } from '@folio/contracts';
import type { TaxRateRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import type { RowLock } from '../core/records';
import type { ReadScope } from '../core/scope';

const { taxRates } = schema;

/** The wire shape: `_id`, the percent as a number, `archived` instead of the date. */
export const toTaxRate = (row: TaxRateRow): TaxRate => ({
  _id: row.id,
  name: row.name,
  percent: Number(row.percent),
  compound: row.compound,
  archived: row.archivedAt !== null,
});

/** GET /api/org/tax-rates: the organization's rates, active ones first, then archived, each by name. */
export async function listTaxRates(scope: ReadScope): Promise<TaxRate[]> {
  const rows = await scope.db
    .select()
    .from(taxRates)
    .where(eq(taxRates.orgId, scope.org.id))
    .orderBy(sql`${taxRates.archivedAt} is not null`, asc(sql`lower(${taxRates.name})`), asc(taxRates.id));
  return rows.map(toTaxRate);
}

/** One rate of the organization, optionally locked; another organization's id (or no id) is a 404. */
export async function findTaxRate(scope: ReadScope, id: unknown, lock?: RowLock): Promise<TaxRateRow> {
  if (!isUuid(id)) throw errors.notFound(TAX_RATE_MSG.notFound);
  const query = scope.db
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.orgId, scope.org.id), eq(taxRates.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw errors.notFound(TAX_RATE_MSG.notFound);
  return row;
}
