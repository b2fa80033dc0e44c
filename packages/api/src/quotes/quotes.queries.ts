import {
  displayInvoiceNumber,
  displayQuoteNumber,
  fromCents,
  type Page,
  QUOTE_MSG,
  type Quote,
  type QuoteListStatus,
  type QuoteStatus,
  todayIn,
} from '@folio/contracts';
import type { Executor, QuoteRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, count, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { callerOrgId } from '../auth/request-caller';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { type Keyset, keysetOrder, keysetPage, keysetSortKey, type PageRequest } from '../core/keyset';
import { containsPattern } from '../core/like-pattern';
import type { ReadScope } from '../core/scope';
import { inUuidList } from '../core/sql-helpers';
import type { PointRead } from '../trpc/point-read';

const { quotes, clients, projects, invoices, orgProfiles } = schema;

export type QuoteFilters = {
  status?: QuoteListStatus | undefined;
  client?: string | undefined;
  q?: string | undefined;
};

/**
 * Validity is read in the organization's time zone (its business details; UTC until they name
 * one): a quote valid until the 30th can be accepted until the 30th ends where the business is.
 */
export async function orgToday(db: Executor, orgId: string, now: Date = new Date()): Promise<string> {
  const [row] = await db
    .select({ timeZone: orgProfiles.timeZone })
    .from(orgProfiles)
    .where(eq(orgProfiles.orgId, orgId));
  return todayIn(row?.timeZone ?? 'UTC', now);
}

/** The status a quote shows: a sent quote past its validity date is expired (computed, never stored). */
export function quoteStatusOf(row: Pick<QuoteRow, 'status' | 'validUntil'>, today: string): QuoteStatus {
  return row.status === 'sent' && row.validUntil < today ? 'expired' : row.status;
}

const sameOrgClient = and(eq(clients.id, quotes.clientId), eq(clients.orgId, quotes.orgId));

/** The quote with its client's name, its projects and the invoice it became, in one statement. */
const quoteColumns = {
  quote: quotes,
  clientName: clients.name,
  projects: sql<{ _id: string; title: string }[]>`coalesce((
    select json_agg(json_build_object('_id', ${projects.id}, 'title', ${projects.title})
      order by ${projects.title}, ${projects.id})
    from ${projects}
    where ${projects.orgId} = ${quotes.orgId} and ${projects.id} = any(${quotes.projectIds})
  ), '[]'::json)`,
  invoice: sql<{ number: number; numberSuffix: string | null } | null>`(
    select json_build_object('number', ${invoices.number}, 'numberSuffix', ${invoices.numberSuffix})
    from ${invoices}
    where ${invoices.orgId} = ${quotes.orgId} and ${invoices.id} = ${quotes.convertedInvoiceId}
  )`,
};

type QuoteRead = {
  quote: QuoteRow;
  clientName: string;
  projects: { _id: string; title: string }[];
  invoice: { number: number; numberSuffix: string | null } | null;
};

const displayNumberSql = sql`'Q-' || repeat('0', greatest(0, 4 - length(${quotes.number}::text))) || ${quotes.number}::text`;

function statusCondition(status: QuoteListStatus | undefined, today: string): SQL | undefined {
  switch (status) {
    case undefined:
    case 'all':
      return undefined;
    case 'sent':
      return and(eq(quotes.status, 'sent'), gte(quotes.validUntil, today));
    case 'expired':
      return and(eq(quotes.status, 'sent'), lt(quotes.validUntil, today));
    default:
      return eq(quotes.status, status);
  }
}

function quoteConditions(orgId: string, filters: QuoteFilters, today: string): SQL | null {
  const conditions: (SQL | undefined)[] = [eq(quotes.orgId, orgId), statusCondition(filters.status, today)];
  if (filters.client) {
    if (!isUuid(filters.client)) return null;
    conditions.push(eq(quotes.clientId, filters.client));
  }
  const q = filters.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(or(ilike(displayNumberSql, pattern), ilike(clients.name, pattern)));
  }
  return and(...conditions)!;
}

/** Newest first, then by number (unique within an organization). */
const quoteOrder: Keyset = {
  list: 'quotes',
  direction: 'desc',
  parts: [
    { expr: quotes.createdAt, type: 'timestamp' },
    { expr: quotes.number, type: 'integer' },
  ],
};

/** GET /api/quotes: the organization's quotes, newest first; the whole list. */
export async function listQuotes(scope: ReadScope, filters: QuoteFilters): Promise<Quote[]> {
  const today = await orgToday(scope.db, scope.org.id);
  const where = quoteConditions(scope.org.id, filters, today);
  if (where === null) return [];
  const rows = await scope.db
    .select(quoteColumns)
    .from(quotes)
    .innerJoin(clients, sameOrgClient)
    .where(where)
    .orderBy(...keysetOrder(quoteOrder));
  return rows.map((row) => toQuote(row, today));
}

/** One page of the quotes list, in the list's order. */
export async function pageQuotes(
  scope: ReadScope,
  filters: QuoteFilters,
  request: PageRequest,
): Promise<Page<Quote>> {
  const today = await orgToday(scope.db, scope.org.id);
  const where = quoteConditions(scope.org.id, filters, today);
  return keysetPage(quoteOrder, scope.org.id, request, {
    rows: async (after, values) => {
      if (where === null) return [];
      return scope.db
        .select({ ...quoteColumns, sortKey: keysetSortKey(quoteOrder) })
        .from(quotes)
        .innerJoin(clients, sameOrgClient)
        .where(and(where, after ? sql`${after}` : undefined))
        .orderBy(...keysetOrder(quoteOrder))
        .limit(sql.placeholder('take'))
        .execute(values);
    },
    count: async () => {
      if (where === null) return 0;
      const [row] = await scope.db
        .select({ n: count() })
        .from(quotes)
        .innerJoin(clients, sameOrgClient)
        .where(where);
      return row?.n ?? 0;
    },
    items: (rows) => rows.map((row) => toQuote(row, today)),
  });
}

/** The quotes with these ids in the organization (unknown ids are skipped). */
async function readQuotes(db: Executor, orgId: string, ids: string[]): Promise<QuoteRead[]> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  return db
    .select(quoteColumns)
    .from(quotes)
    .innerJoin(clients, sameOrgClient)
    .where(and(eq(quotes.orgId, orgId), inUuidList(quotes.id, wanted)));
}

/** One quote of the organization, or 404. */
export async function loadQuote(scope: ReadScope, id: unknown): Promise<Quote> {
  const [row] = isUuid(id) ? await readQuotes(scope.db, scope.org.id, [id]) : [];
  if (!row) throw errors.notFound(QUOTE_MSG.quoteNotFound);
  return toQuote(row, await orgToday(scope.db, scope.org.id));
}

/**
 * The quote panel's read, in the caller's statement (trpc/point-read.ts), with the organization's
 * time zone (a quote's expiry is read in it) from the same statement.
 */
export const quotePanelRead: PointRead<
  Omit<QuoteRead, 'quote' | 'clientName'> & {
    quote: QuoteRow | null;
    clientName: string | null;
    orgTimeZone: string | null;
  },
  Quote
> = {
  name: 'quote_panel',
  columns: { ...quoteColumns, orgTimeZone: orgProfiles.timeZone },
  join: (statement) =>
    statement
      .leftJoin(quotes, and(eq(quotes.orgId, callerOrgId), eq(quotes.id, sql.placeholder('id'))))
      .leftJoin(clients, sameOrgClient)
      .leftJoin(orgProfiles, eq(orgProfiles.orgId, callerOrgId)),
  // Found with its client only, as every read of quotes joins them (a client of the same organization).
  answer: ({ quote, clientName, orgTimeZone, ...rest }) =>
    quote && clientName !== null
      ? toQuote({ ...rest, quote, clientName }, todayIn(orgTimeZone ?? 'UTC'))
      : null,
  notFound: QUOTE_MSG.quoteNotFound,
  read: loadQuote,
};

/** The wire shape: `_id`, embedded refs, amounts in major units. */
function toQuote(
  { quote: row, clientName, projects: projectRefs, invoice }: QuoteRead,
  today: string,
): Quote {
  const status = quoteStatusOf(row, today);
  const responded = row.respondedAt?.toISOString() ?? null;
  return {
    _id: row.id,
    number: row.number,
    displayNumber: displayQuoteNumber(row.number),
    client: { _id: row.clientId, name: clientName },
    project: projectRefs,
    items: row.items.map((item) => ({
      description: item.description,
      quantity: Number(item.quantity),
      unitPrice: fromCents(item.unitPriceCents),
      discountPercent: Number(item.discountPercent),
      taxRateIds: item.taxRateIds,
      amount: fromCents(item.amountCents),
    })),
    discount:
      row.discountType && row.discountValue !== null
        ? { type: row.discountType, value: Number(row.discountValue) }
        : null,
    pricesIncludeTax: row.pricesIncludeTax,
    subtotal: fromCents(row.subtotalCents),
    discountTotal: fromCents(row.discountTotalCents),
    taxTotal: fromCents(row.taxTotalCents),
    taxes: row.taxes.map((tax) => ({
      taxRateId: tax.taxRateId,
      name: tax.name,
      percent: Number(tax.percent),
      compound: tax.compound,
      taxableAmount: fromCents(tax.taxableCents),
      amount: fromCents(tax.amountCents),
    })),
    currency: row.currency,
    total: fromCents(row.totalCents),
    validUntil: row.validUntil,
    status,
    sentAt: row.sentAt?.toISOString() ?? null,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    acceptedAt: row.status === 'accepted' ? responded : null,
    declinedAt: row.status === 'declined' ? responded : null,
    declineReason: row.status === 'declined' ? row.declineReason : null,
    signerName: row.status === 'accepted' ? row.signerName : null,
    acceptance:
      row.status === 'accepted' && responded
        ? { name: row.signerName ?? '', at: responded, ip: row.signerIp, userAgent: row.signerUserAgent }
        : null,
    convertedInvoice:
      row.convertedInvoiceId && invoice
        ? {
            _id: row.convertedInvoiceId,
            displayNumber: displayInvoiceNumber({
              _id: row.convertedInvoiceId,
              number: invoice.number,
              numberSuffix: invoice.numberSuffix,
            }),
          }
        : null,
    convertedAt: row.convertedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
