import {
  computeInvoiceTotals,
  fromCents,
  type Invoice,
  type Page,
  RECURRING_MSG,
  type RecurrenceEnd,
  type RecurringInvoice,
  type RecurringListStatus,
  type TaxRateTerms,
  toCents,
  todayIn,
} from '@folio/contracts';
import type { Executor, RecurringInvoiceRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { type Keyset, keysetOrder, keysetPage, keysetSortKey, type PageRequest } from '../core/keyset';
import { containsPattern } from '../core/like-pattern';
import type { ReadScope } from '../core/scope';
import { listInvoices, pageInvoices } from '../invoices/invoices.queries';

const { recurringInvoices, clients, projects, taxRates, orgProfiles } = schema;

/** Messages of the reasons a series paused, as the panel shows them. */
const PAUSE_MESSAGES = {
  member: RECURRING_MSG.pausedByMember,
  sendFailures: RECURRING_MSG.pausedSendFailures,
  planLimit: RECURRING_MSG.pausedPlanLimit,
  invalid: RECURRING_MSG.pausedInvalid,
} as const;

/** The organization's today: series run on its calendar, whoever looks at them. */
export async function orgToday(db: Executor, orgId: string, now: Date = new Date()): Promise<string> {
  const [row] = await db
    .select({ timeZone: orgProfiles.timeZone })
    .from(orgProfiles)
    .where(eq(orgProfiles.orgId, orgId));
  return todayIn(row?.timeZone ?? 'UTC', now);
}

/** The stored end as the calendar (contracts recurrence.ts) reads it. */
export function endOf(row: Pick<RecurringInvoiceRow, 'endType' | 'endCount' | 'endDate'>): RecurrenceEnd {
  if (row.endType === 'after' && row.endCount !== null) return { type: 'after', count: row.endCount };
  if (row.endType === 'on' && row.endDate !== null) return { type: 'on', date: row.endDate };
  return { type: 'never' };
}

export type RecurringFilters = {
  status?: RecurringListStatus | undefined;
  client?: string | undefined;
  q?: string | undefined;
};

const sameOrgClient = and(
  eq(clients.id, recurringInvoices.clientId),
  eq(clients.orgId, recurringInvoices.orgId),
);

const columns = {
  series: recurringInvoices,
  clientName: clients.name,
  projects: sql<{ _id: string; title: string }[]>`coalesce((
    select json_agg(json_build_object('_id', ${projects.id}, 'title', ${projects.title})
      order by ${projects.title}, ${projects.id})
    from ${projects}
    where ${projects.orgId} = ${recurringInvoices.orgId} and ${projects.id} = any(${recurringInvoices.projectIds})
  ), '[]'::json)`,
};
type SeriesRead = {
  series: RecurringInvoiceRow;
  clientName: string;
  projects: { _id: string; title: string }[];
};

/** The list's conditions; null when they match nothing. */
function conditions(orgId: string, filters: RecurringFilters): SQL | null {
  const parts: (SQL | undefined)[] = [eq(recurringInvoices.orgId, orgId)];
  if (filters.status && filters.status !== 'all') parts.push(eq(recurringInvoices.status, filters.status));
  if (filters.client) {
    if (!isUuid(filters.client)) return null;
    parts.push(eq(recurringInvoices.clientId, filters.client));
  }
  const q = filters.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    parts.push(
      or(
        ilike(clients.name, pattern),
        sql`exists (select 1 from jsonb_array_elements(${recurringInvoices.items}) line where line->>'description' ilike ${pattern})`,
      ),
    );
  }
  return and(...parts)!;
}

/** Newest first; the id breaks ties, so the order is total. */
const seriesOrder: Keyset = {
  list: 'recurring-invoices',
  direction: 'desc',
  parts: [
    { expr: recurringInvoices.createdAt, type: 'timestamp' },
    { expr: recurringInvoices.id, type: 'uuid' },
  ],
};

export async function listRecurringInvoices(
  scope: ReadScope,
  filters: RecurringFilters,
): Promise<RecurringInvoice[]> {
  const where = conditions(scope.org.id, filters);
  if (where === null) return [];
  const rows = await scope.db
    .select(columns)
    .from(recurringInvoices)
    .innerJoin(clients, sameOrgClient)
    .where(where)
    .orderBy(...keysetOrder(seriesOrder));
  return toSeries(scope, rows);
}

export async function pageRecurringInvoices(
  scope: ReadScope,
  filters: RecurringFilters,
  request: PageRequest,
): Promise<Page<RecurringInvoice>> {
  const { db } = scope;
  const where = conditions(scope.org.id, filters);
  return keysetPage(seriesOrder, scope.org.id, request, {
    rows: async (after, values) => {
      if (where === null) return [];
      return db
        .select({ ...columns, sortKey: keysetSortKey(seriesOrder) })
        .from(recurringInvoices)
        .innerJoin(clients, sameOrgClient)
        .where(and(where, after))
        .orderBy(...keysetOrder(seriesOrder))
        .limit(sql.placeholder('take'))
        .execute(values);
    },
    count: async () => {
      if (where === null) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(recurringInvoices)
        .innerJoin(clients, sameOrgClient)
        .where(where);
      return row?.n ?? 0;
    },
    items: (rows) => toSeries(scope, rows),
  });
}

/** One series of the organization, or 404. */
export async function loadRecurringInvoice(scope: ReadScope, id: unknown): Promise<RecurringInvoice> {
  if (!isUuid(id)) throw errors.notFound(RECURRING_MSG.notFound);
  const rows = await scope.db
    .select(columns)
    .from(recurringInvoices)
    .innerJoin(clients, sameOrgClient)
    .where(and(eq(recurringInvoices.orgId, scope.org.id), eq(recurringInvoices.id, id)));
  const [series] = await toSeries(scope, rows);
  if (!series) throw errors.notFound(RECURRING_MSG.notFound);
  return series;
}

/** 404 unless the series is the organization's (its invoices are listed only then). */
async function assertSeries(scope: ReadScope, id: string) {
  if (!isUuid(id)) throw errors.notFound(RECURRING_MSG.notFound);
  const [row] = await scope.db
    .select({ id: recurringInvoices.id })
    .from(recurringInvoices)
    .where(and(eq(recurringInvoices.orgId, scope.org.id), eq(recurringInvoices.id, id)));
  if (!row) throw errors.notFound(RECURRING_MSG.notFound);
}

/** GET /api/recurring-invoices/{id}/invoices: every status, archived ones included. */
export async function listSeriesInvoices(scope: ReadScope, { id }: { id: string }): Promise<Invoice[]> {
  await assertSeries(scope, id);
  return listInvoices(scope, { status: 'all', recurringInvoice: id });
}

export async function pageSeriesInvoices(
  scope: ReadScope,
  { id }: { id: string },
  request: PageRequest,
): Promise<Page<Invoice>> {
  await assertSeries(scope, id);
  return pageInvoices(scope, { status: 'all', recurringInvoice: id }, request);
}

/** The current terms of the rates these series name, in one query. */
async function ratesOf(db: Executor, orgId: string, rows: SeriesRead[]): Promise<Map<string, TaxRateTerms>> {
  const ids = [...new Set(rows.flatMap((row) => row.series.items.flatMap((item) => item.taxRateIds)))].filter(
    isUuid,
  );
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: taxRates.id, name: taxRates.name, percent: taxRates.percent, compound: taxRates.compound })
    .from(taxRates)
    .where(and(eq(taxRates.orgId, orgId), inArray(taxRates.id, ids)));
  return new Map(found.map((rate) => [rate.id, { ...rate, percent: Number(rate.percent) }]));
}

async function toSeries(scope: ReadScope, rows: SeriesRead[]): Promise<RecurringInvoice[]> {
  if (rows.length === 0) return [];
  const rates = await ratesOf(scope.db, scope.org.id, rows);
  return rows.map((row) => toWire(row, rates));
}

/** One invoice's amounts at the rates' current terms (the form validated them; a later refusal shows none). */
function amountsOf(row: RecurringInvoiceRow, rates: Map<string, TaxRateTerms>) {
  const lines = row.items.map((item) => ({
    quantity: item.quantity,
    unitPriceCents: toCents(item.unitPrice),
    discountPercent: item.discountPercent,
    taxRateIds: item.taxRateIds.filter((id) => rates.has(id)),
  }));
  const discount =
    row.discountType && row.discountValue !== null
      ? { type: row.discountType, value: Number(row.discountValue) }
      : null;
  try {
    const totals = computeInvoiceTotals({
      lines,
      discount,
      pricesIncludeTax: row.pricesIncludeTax,
      rates: [...rates.values()].filter((rate) => lines.some((line) => line.taxRateIds.includes(rate.id))),
    });
    return {
      lines: totals.lines.map((line) => line.amountCents),
      subtotal: totals.subtotalCents,
      discountTotal: totals.discountTotalCents,
      taxTotal: totals.taxTotalCents,
      total: totals.totalCents,
    };
  } catch {
    return {
      lines: row.items.map(() => 0),
      subtotal: 0,
      discountTotal: 0,
      taxTotal: 0,
      total: row.totalCents,
    };
  }
}

function toWire(
  { series: row, clientName, projects: projectRefs }: SeriesRead,
  rates: Map<string, TaxRateTerms>,
) {
  const amounts = amountsOf(row, rates);
  return {
    _id: row.id,
    client: { _id: row.clientId, name: clientName },
    project: projectRefs,
    items: row.items.map((item, index) => ({
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      discountPercent: item.discountPercent,
      taxRateIds: item.taxRateIds,
      amount: fromCents(amounts.lines[index] ?? 0),
    })),
    discount:
      row.discountType && row.discountValue !== null
        ? { type: row.discountType, value: Number(row.discountValue) }
        : null,
    pricesIncludeTax: row.pricesIncludeTax,
    currency: row.currency,
    subtotal: fromCents(amounts.subtotal),
    discountTotal: fromCents(amounts.discountTotal),
    taxTotal: fromCents(amounts.taxTotal),
    total: fromCents(amounts.total),
    frequency: row.frequency,
    startDate: row.startDate,
    end: endOf(row),
    daysUntilDue: row.daysUntilDue,
    autoSend: row.autoSend,
    status: row.status,
    pauseReason: row.status === 'paused' ? (row.pauseReason ?? 'member') : null,
    pauseMessage: row.status === 'paused' ? PAUSE_MESSAGES[row.pauseReason ?? 'member'] : null,
    nextDate: row.status === 'ended' ? null : row.nextDate,
    generatedCount: row.generatedCount,
    lastGeneratedAt: row.lastGeneratedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } satisfies RecurringInvoice;
}
