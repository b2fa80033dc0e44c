import {
  balanceDueCents,
  displayInvoiceNumber,
  fromCents,
  type Invoice,
  type InvoiceSummary,
  isSettled,
  type ListStatusFilter,
  type Page,
  SEARCH_FULL_TERM_LENGTH,
  WORKSPACE_MSG,
} from '@folio/contracts';
import type { Executor, InvoiceRow } from '@folio/db';
import { isEmbedded, schema } from '@folio/db';
import { and, count, eq, ilike, inArray, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, union } from 'drizzle-orm/pg-core';
import { callerOrgId } from '../auth/request-caller';
import { callerToday } from '../core/dates';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { type Keyset, keysetOrder, keysetPage, keysetSortKey, type PageRequest } from '../core/keyset';
import { containsPattern } from '../core/like-pattern';
import { isSmallList } from '../core/list-size';
import { builtOnce, executeListStatement } from '../core/prepared';
import { countInvoices } from '../core/record-counts';
import type { ReadScope } from '../core/scope';
import {
  pageOfMatches,
  sampledMatches,
  TEXT_FILTER_COUNT_CAP,
  type TextFilterSample,
  termPattern,
  termValues,
} from '../core/text-filter';
import type { PointRead } from '../trpc/point-read';

const { invoices, invoiceItems, invoiceProjects, invoiceTaxes, invoiceTotals, clients, projects } = schema;

export type InvoiceFilters = {
  status?: ListStatusFilter | undefined;
  client?: string | undefined;
  project?: string | undefined;
  q?: string | undefined;
  /** The invoices a recurring series made (GET /api/recurring-invoices/{id}/invoices). */
  recurringInvoice?: string | undefined;
};

/**
 * Due before today, not archived and not settled (an invoice with nothing left to pay is not
 * overdue either; docs/product.md#invoice-status). Computed, never stored; `today` is the caller's
 * (core/dates.ts `callerToday`).
 */
const isOverdue = (row: Pick<InvoiceRow, 'dueDate' | 'status' | 'totalCents' | 'paidCents'>, today: string) =>
  row.dueDate !== null && row.dueDate < today && row.status !== 'archived' && !isSettled(row);

/**
 * The SQL twin of isSettled (@folio/contracts): status paid, or nothing left to pay. The tiles count
 * the non-archived invoices as paid when settled and unpaid otherwise: one client's with the two
 * conditions below; the organization's tiles and the dashboard's Unpaid Invoices card read the same
 * rule off invoice_totals (organizationInvoiceFigures). test/paid-rule.test.ts holds all of them to
 * isSettled.
 */
const settledSql = sql`(${invoices.status} = 'paid' or ${invoices.totalCents} <= ${invoices.paidCents})`;
const paidSql = sql`(${invoices.status} <> 'archived' and ${settledSql})`;
const unpaidSql = sql`(${invoices.status} <> 'archived' and not ${settledSql})`;

/**
 * Joins stay within the invoice's organization on both sides: should a row ever point at another
 * tenant's client or project, its name or title stays out of the answer.
 */
const sameOrgClient = and(eq(clients.id, invoices.clientId), eq(clients.orgId, invoices.orgId));
const sameOrgProject = and(
  eq(projects.id, invoiceProjects.projectId),
  eq(projects.orgId, invoiceProjects.orgId),
);

/** An invoice's line items as the row carries them (json_agg in invoiceColumns). */
type ItemJson = {
  description: string;
  quantity: number | string;
  unitPriceCents: number;
  amountCents: number;
  discountPercent: number | string;
  taxRateIds: string[];
};

/** An invoice's tax breakdown as the row carries it (json_agg in invoiceColumns). */
type TaxJson = {
  taxRateId: string;
  name: string;
  percent: number | string;
  compound: boolean;
  taxableCents: number | string;
  amountCents: number | string;
};

/**
 * What a read of invoices selects: the invoice, its client's name, and its line items and
 * projects as JSON arrays built by correlated subqueries (each an index lookup by
 * organization and invoice), so that any number of invoices comes back in ONE statement.
 */
const invoiceColumns = {
  invoice: invoices,
  clientName: clients.name,
  items: sql<ItemJson[]>`coalesce((
    select json_agg(json_build_object(
      'description', ${invoiceItems.description}, 'quantity', ${invoiceItems.quantity},
      'unitPriceCents', ${invoiceItems.unitPriceCents}, 'amountCents', ${invoiceItems.amountCents},
      'discountPercent', ${invoiceItems.discountPercent}, 'taxRateIds', ${invoiceItems.taxRateIds}
    ) order by ${invoiceItems.position})
    from ${invoiceItems}
    where ${invoiceItems.orgId} = ${invoices.orgId} and ${invoiceItems.invoiceId} = ${invoices.id}
  ), '[]'::json)`,
  // In the same statement as the items: a read of any number of invoices stays one query.
  taxes: sql<TaxJson[]>`coalesce((
    select json_agg(json_build_object(
      'taxRateId', ${invoiceTaxes.taxRateId}, 'name', ${invoiceTaxes.name},
      'percent', ${invoiceTaxes.percent}, 'compound', ${invoiceTaxes.compound},
      'taxableCents', ${invoiceTaxes.taxableCents}, 'amountCents', ${invoiceTaxes.amountCents}
    ) order by ${invoiceTaxes.position})
    from ${invoiceTaxes}
    where ${invoiceTaxes.orgId} = ${invoices.orgId} and ${invoiceTaxes.invoiceId} = ${invoices.id}
  ), '[]'::json)`,
  projects: sql<{ _id: string; title: string }[]>`coalesce((
    select json_agg(json_build_object('_id', ${projects.id}, 'title', ${projects.title})
      order by ${projects.title}, ${projects.id})
    from ${invoiceProjects} join ${projects} on ${sameOrgProject}
    where ${invoiceProjects.orgId} = ${invoices.orgId} and ${invoiceProjects.invoiceId} = ${invoices.id}
  ), '[]'::json)`,
};

type InvoiceRead = {
  invoice: InvoiceRow;
  clientName: string;
  items: ItemJson[];
  taxes: TaxJson[];
  projects: { _id: string; title: string }[];
};

/**
 * `q` on the displayed number ("0007" or "0007-ACME", what the user sees): the
 * folio_invoice_label() expression invoices_org_search_idx is built on. A short term without a
 * digit or a hyphen can only match the suffix, which it is looked for in (the label is digits,
 * then "-suffix"), so that it is tested on the suffix invoices_org_created_idx holds.
 */
function numberMatch(q: string, pattern: string | Placeholder = containsPattern(q)): SQL {
  if (suffixOnly(q)) return ilike(invoices.numberSuffix, pattern);
  return labelMatch(pattern);
}

const labelMatch = (pattern: string | Placeholder): SQL =>
  sql`folio_invoice_label(${invoices.number}, ${invoices.numberSuffix}) ilike ${pattern}`;

const suffixOnly = (q: string) => q.length < SEARCH_FULL_TERM_LENGTH && lettersOnly(q);

/**
 * A term without a digit or a hyphen: in the displayed number ("0007-ACME": digits, then a hyphen
 * and the suffix) it can only be found within the suffix.
 */
const lettersOnly = (q: string) => !/[\d-]/.test(q);

/**
 * `clients.name ILIKE pattern` on the invoice's own copy of the name, kept lowered by the database
 * (invoices.client_name_lower): in a UTF-8 database ILIKE is LIKE on both sides lowered, so this
 * is the same test with the term lowered once instead of every name.
 */
export const clientNameContains = (pattern: Placeholder | string): SQL =>
  sql`${invoices.clientNameLower} like lower(${pattern})`;

function statusCondition(
  status: ListStatusFilter | undefined,
  column: AnyPgColumn = invoices.status,
): SQL | undefined {
  switch (status) {
    case 'archived':
      return eq(column, 'archived');
    case 'all':
      return undefined;
    // Not an invoice status: the one sensible reading is "paid" (the clients panel agrees).
    case 'completed':
      return eq(column, 'paid');
    // nonArchived is the default, and "active" is its label on the invoices list.
    default:
      return ne(column, 'archived');
  }
}

/** The SQL conditions of the invoices list's filters (`q` needs the clients join); null when they match nothing. */
function invoiceConditions(db: Executor, orgId: string | Placeholder, filters: InvoiceFilters): SQL | null {
  const conditions: (SQL | undefined)[] = [eq(invoices.orgId, orgId), statusCondition(filters.status)];
  if (filters.client) {
    if (!isUuid(filters.client)) return null;
    conditions.push(eq(invoices.clientId, filters.client));
  }
  if (filters.recurringInvoice) {
    if (!isUuid(filters.recurringInvoice)) return null;
    conditions.push(eq(invoices.recurringInvoiceId, filters.recurringInvoice));
  }
  if (filters.project) {
    if (!isUuid(filters.project)) return null;
    const linked = db
      .select({ id: invoiceProjects.invoiceId })
      .from(invoiceProjects)
      .where(and(eq(invoiceProjects.orgId, orgId), eq(invoiceProjects.projectId, filters.project)));
    conditions.push(inArray(invoices.id, linked));
  }
  const q = filters.q?.trim();
  if (q) conditions.push(or(numberMatch(q), ilike(clients.name, containsPattern(q))));
  return and(...conditions)!;
}

/**
 * The invoices `q` matches, in the list's order, at most TEXT_FILTER_COUNT_CAP (core/text-filter.ts).
 * A one- or two-letter term has no trigram to look up: the list is walked in its order from
 * invoices_org_created_idx alone, each invoice tested on its client's name (the lowered copy the
 * invoice carries, clientNameContains) and its number, until enough match. A longer term's
 * matches are those whose client's name contains it (the clients' trigram index, then each
 * client's invoices from invoices_org_client_idx, index only) and those whose number does (the
 * label's trigram index), each branch a plain index path of its own; the same condition as one OR
 * of both read every invoice. UNION drops an invoice both branches found (created_at and number
 * name one invoice). A common word is walked instead: the newest invoices are sampled first
 * (sampledMatches, INVOICE_SEARCH_SAMPLE), and where enough of them match, the list is walked in
 * its order from invoices_org_created_idx alone, each invoice tested on its own copy of its
 * client's name and its suffix or label, until enough match. A word in one invoice in forty, at
 * 600,000 invoices, is 500 matches after some 20,000 index entries (4.5 ms), where looking up its
 * 15,000 matches and sorting them costs three to four times as much (docs/benchmarks.md, slow
 * spot 14). A small organization's list (core/list-size.ts) is not sampled: both branches read
 * its few rows.
 */
function invoiceMatches(
  db: Executor,
  filters: InvoiceFilters,
  q: string,
  after: SQL | undefined,
  smallList: boolean,
) {
  // Not null: the caller checked the same filters.
  const others = invoiceConditions(db, sql.placeholder('orgId'), { ...filters, q: undefined })!;
  const matchColumns = { createdAt: invoices.createdAt, number: invoices.number };
  if (q.length < SEARCH_FULL_TERM_LENGTH) {
    return db
      .select(matchColumns)
      .from(invoices)
      .where(and(others, or(clientNameContains(termPattern), numberMatch(q, termPattern)), after))
      .orderBy(...keysetOrder(invoiceOrder))
      .limit(TEXT_FILTER_COUNT_CAP);
  }
  const byClient = db
    .select(matchColumns)
    .from(invoices)
    .innerJoin(clients, sameOrgClient)
    .where(and(others, ilike(clients.name, termPattern), after));
  const byNumber = db
    .select(matchColumns)
    .from(invoices)
    .where(and(others, numberMatch(q, termPattern), after));
  if (!filteredByStatusOnly(filters) || isEmbedded(db) || smallList) {
    return union(
      byClient.orderBy(...keysetOrder(invoiceOrder)).limit(TEXT_FILTER_COUNT_CAP),
      byNumber.orderBy(...keysetOrder(invoiceOrder)).limit(TEXT_FILTER_COUNT_CAP),
    );
  }
  // The word as the walk tests it: on the invoice's own columns in invoices_org_created_idx, by
  // their names in the walked rows (and in the sample's).
  const testedOnEntry = lettersOnly(q)
    ? sql`"client_name_lower" like lower(${termPattern}) or "number_suffix" ilike ${termPattern}`
    : sql`"client_name_lower" like lower(${termPattern}) or folio_invoice_label("number", "number_suffix") ilike ${termPattern}`;
  // A builder per use: limit() changes the builder it is called on.
  const listOrder = () =>
    db
      .select({
        createdAt: invoices.createdAt,
        number: invoices.number,
        clientNameLower: invoices.clientNameLower,
        numberSuffix: invoices.numberSuffix,
      })
      .from(invoices)
      .where(and(others, after))
      .orderBy(...keysetOrder(invoiceOrder));
  return sampledMatches({
    sample: INVOICE_SEARCH_SAMPLE,
    head: listOrder().limit(INVOICE_SEARCH_SAMPLE.rows),
    headMatches: testedOnEntry,
    listed: listedInvoices(statusCondition(filters.status, invoiceTotals.status)),
    // The walk: the list in its order (OFFSET 0 keeps the term's test out of it), tested row by
    // row. Left to plan the test with the list, PostgreSQL reads a whole large organization's
    // invoices and sorts them (a sequential scan of every organization's) for a term it estimates
    // rare, though this runs only where the sample found the term common.
    planned: sql`select "created_at", "number" from (${listOrder()} offset 0) as walked where ${testedOnEntry} order by ${matchesOrder} limit ${sql.raw(String(TEXT_FILTER_COUNT_CAP))}`,
    found: union(byClient, byNumber),
    order: matchesOrder,
  });
}

/**
 * A word's sample of the invoices list (core/text-filter.ts): its newest 200 invoices, under
 * 0.1 ms to test. Walked in the list's order, an invoice is tested on its index entry alone (its
 * lowered client name and its suffix), about 0.18 µs; a match looked up (the client in the trigram
 * index, its invoices, the sort) costs about 0.94 µs at 60,000 invoices, more with more to sort.
 * The ratio is taken a little high, so that a word about as cheap either way is looked up, as it
 * was before the sample.
 */
export const INVOICE_SEARCH_SAMPLE: TextFilterSample = { rows: 200, walkCost: 0.25 };

/**
 * Whether no filter but the status (and `q`) narrows the list: its size is then the organization's
 * invoice count for that status (invoice_totals), and its statements have a few shapes, kept built.
 * A search with a word samples only such a list: a client's, a project's or a series' invoices are
 * few, and their matches are looked up.
 */
const filteredByStatusOnly = (filters: InvoiceFilters) =>
  !filters.client && !filters.project && !filters.recurringInvoice;

/** How many invoices the organization has with a status matching `status`, from invoice_totals. */
const listedInvoices = (status: SQL | undefined): SQL =>
  sql`select coalesce(sum(${invoiceTotals.invoices}), 0) from ${invoiceTotals} where ${and(
    eq(invoiceTotals.orgId, sql.placeholder('orgId')),
    status,
  )}`;

/** The capped matches' order, over their own column names. */
const matchesOrder = sql`created_at desc, number desc`;

/**
 * Newest first, then by number: a total order, since numbers are unique within an organization
 * (invoices_org_number_key).
 */
const invoiceOrder: Keyset = {
  list: 'invoices',
  direction: 'desc',
  parts: [
    { expr: invoices.createdAt, type: 'timestamp' },
    { expr: invoices.number, type: 'integer' },
  ],
};

/**
 * GET /api/invoices (and the client panel's invoice list): the organization's invoices, newest
 * first, with client, projects and items; the whole list. Three queries whatever the list length.
 */
export async function listInvoices(scope: ReadScope, filters: InvoiceFilters): Promise<Invoice[]> {
  const { db } = scope;
  const orgId = scope.org.id;
  const where = invoiceConditions(db, orgId, filters);
  if (where === null) return [];
  const rows = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(clients, sameOrgClient)
    .where(where)
    .orderBy(...keysetOrder(invoiceOrder));
  return toInvoices(scope, rows);
}

/**
 * One page of the invoices list, in the list's order; what GET /api/invoices?limit= and
 * invoices.page answer. Items and projects are read for the page's invoices only.
 */
export async function pageInvoices(
  scope: ReadScope,
  filters: InvoiceFilters,
  request: PageRequest,
): Promise<Page<Invoice>> {
  const { db } = scope;
  const orgId = scope.org.id;
  const where = invoiceConditions(db, orgId, filters);
  const q = filters.q?.trim();
  if (q && where !== null) return pageMatchingInvoices(scope, filters, q, request);
  return keysetPage(invoiceOrder, orgId, request, {
    rows: async (after, values) => {
      if (where === null) return [];
      const build = () =>
        db
          .select({ ...invoiceColumns, sortKey: keysetSortKey(invoiceOrder) })
          .from(invoices)
          .innerJoin(clients, sameOrgClient)
          // Not null: the same filters gave `where` above.
          .where(and(invoiceConditions(db, sql.placeholder('orgId'), filters)!, after))
          .orderBy(...keysetOrder(invoiceOrder))
          .limit(sql.placeholder('take'));
      const statusOnly = filteredByStatusOnly(filters);
      const statement = {
        name: 'invoices_page',
        shape: statusOnly ? `${filters.status ?? 'nonArchived'}:${after ? 'after' : 'first'}` : null,
        smallList: isSmallList(scope, 'invoices'),
      };
      return executeListStatement(db, statement, build, { ...values, orgId });
    },
    // Filtered by status alone, the total is invoice_totals'; otherwise the matching rows are
    // counted (`q` is pageMatchingInvoices').
    count: async () => {
      if (where === null) return 0;
      if (!filters.q?.trim() && filteredByStatusOnly(filters)) {
        return countInvoices(db, orgId, {
          key: filters.status ?? 'nonArchived',
          condition: statusCondition(filters.status, invoiceTotals.status),
        });
      }
      return (await db.select({ n: count() }).from(invoices).where(where))[0]?.n ?? 0;
    },
    items: (rows) => toInvoices(scope, rows),
  });
}

/**
 * pageInvoices with `q`: the page's invoices joined to the first of their capped matches
 * (invoiceMatches), which also tell how many matched, so that a first page is one statement. A
 * following page counts the matches without the cursor apart. The total is at most
 * TEXT_FILTER_COUNT_CAP (docs/product.md, "Lists' totals with a search").
 */
async function pageMatchingInvoices(
  scope: ReadScope,
  filters: InvoiceFilters,
  q: string,
  request: PageRequest,
): Promise<Page<Invoice>> {
  const { db } = scope;
  const orgId = scope.org.id;
  const statusOnly = filteredByStatusOnly(filters);
  const smallList = isSmallList(scope, 'invoices');
  const termShape =
    q.length >= SEARCH_FULL_TERM_LENGTH
      ? `long-${lettersOnly(q) ? 'letters' : 'label'}${smallList ? '-small' : ''}`
      : suffixOnly(q)
        ? 'short'
        : 'short-label';
  return pageOfMatches(db, invoiceOrder, orgId, request, {
    matches: (after) => invoiceMatches(db, filters, q, after, smallList),
    order: matchesOrder,
    page: (firstMatches) =>
      db
        .select({
          ...invoiceColumns,
          sortKey: keysetSortKey(invoiceOrder),
          matched: sql<number>`first_matches.matched`.mapWith(Number),
        })
        .from(invoices)
        .innerJoin(clients, sameOrgClient)
        .innerJoin(firstMatches, sql`${invoices.number} = first_matches.number`)
        .where(eq(invoices.orgId, sql.placeholder('orgId')))
        .orderBy(...keysetOrder(invoiceOrder)),
    items: (rows) => toInvoices(scope, rows),
    shape: statusOnly ? `${filters.status ?? 'nonArchived'}:${termShape}` : null,
    values: termValues(orgId, q),
    smallList,
  });
}

/**
 * One invoice of the organization, or 404. Its statement names one id (`id = $2`), not a list of
 * them: PostgreSQL keeps one plan for it after a few calls, where a list's unknown length made it
 * plan every call anew (about half a millisecond, several times what running it costs). Every
 * write that answers its invoice reads it back here.
 */
export async function loadInvoice(scope: ReadScope, id: unknown): Promise<Invoice> {
  const { db } = scope;
  const rows = isUuid(id)
    ? await builtOnce(db, 'invoice_by_id', () =>
        db
          .select(invoiceColumns)
          .from(invoices)
          .innerJoin(clients, sameOrgClient)
          .where(and(eq(invoices.orgId, sql.placeholder('orgId')), eq(invoices.id, sql.placeholder('id'))))
          .prepare('invoice_by_id'),
      ).execute({ orgId: scope.org.id, id })
    : [];
  const [invoice] = await toInvoices(scope, rows);
  if (!invoice) throw errors.notFound(WORKSPACE_MSG.invoiceNotFound);
  return invoice;
}

/**
 * The invoice panel's read, in the caller's statement (trpc/point-read.ts): the invoice, its
 * client's name, and its items, taxes and projects by the same correlated subqueries as any read.
 */
export const invoicePanelRead: PointRead<
  Omit<InvoiceRead, 'invoice' | 'clientName'> & { invoice: InvoiceRow | null; clientName: string | null },
  Invoice
> = {
  name: 'invoice_panel',
  columns: invoiceColumns,
  join: (statement) =>
    statement
      .leftJoin(invoices, and(eq(invoices.orgId, callerOrgId), eq(invoices.id, sql.placeholder('id'))))
      .leftJoin(clients, sameOrgClient),
  // Found with its client only, as every read of invoices joins them (a client of the same organization).
  answer: async ({ invoice, clientName, ...rest }, scope) =>
    invoice && clientName !== null
      ? toInvoice({ ...rest, invoice, clientName }, await callerToday(scope))
      : null,
  notFound: WORKSPACE_MSG.invoiceNotFound,
  read: loadInvoice,
};

async function toInvoices(scope: ReadScope, rows: InvoiceRead[]): Promise<Invoice[]> {
  if (rows.length === 0) return [];
  const today = await callerToday(scope);
  return rows.map((row) => toInvoice(row, today));
}

/** The wire shape: `_id`, embedded refs, amounts in major units. */
function toInvoice(
  { invoice: row, clientName, items, taxes, projects: projectRefs }: InvoiceRead,
  today: string,
): Invoice {
  return {
    _id: row.id,
    number: row.number,
    numberSuffix: row.numberSuffix,
    displayNumber: displayInvoiceNumber({ _id: row.id, number: row.number, numberSuffix: row.numberSuffix }),
    client: { _id: row.clientId, name: clientName },
    project: projectRefs,
    items: items.map((item) => ({
      description: item.description,
      quantity: Number(item.quantity),
      unitPrice: fromCents(Number(item.unitPriceCents)),
      discountPercent: Number(item.discountPercent),
      taxRateIds: item.taxRateIds,
      amount: fromCents(Number(item.amountCents)),
    })),
    discount:
      row.discountType && row.discountValue !== null
        ? { type: row.discountType, value: Number(row.discountValue) }
        : null,
    pricesIncludeTax: row.pricesIncludeTax,
    subtotal: fromCents(row.subtotalCents),
    discountTotal: fromCents(row.discountTotalCents),
    taxTotal: fromCents(row.taxTotalCents),
    taxes: taxes.map((tax) => ({
      taxRateId: tax.taxRateId,
      name: tax.name,
      percent: Number(tax.percent),
      compound: tax.compound,
      taxableAmount: fromCents(Number(tax.taxableCents)),
      amount: fromCents(Number(tax.amountCents)),
    })),
    currency: row.currency,
    dueDate: row.dueDate,
    status: row.status,
    overdue: isOverdue(row, today),
    total: fromCents(row.totalCents),
    paidAmount: fromCents(row.paidCents),
    balanceDue: fromCents(balanceDueCents(row)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    recurringInvoiceId: row.recurringInvoiceId ?? null,
    recurringDate: row.recurringDate ?? null,
    quoteId: row.quoteId ?? null,
  };
}

/**
 * The invoice_totals rows that count as unpaid when unsettled: neither paid nor archived (the
 * rollup's side of unpaidSql). The organization's tiles and the dashboard's card both use it.
 */
export const openTotalsSql = sql`${invoiceTotals.status} not in ('paid', 'archived')`;

/**
 * GET /api/invoices/summary: the invoices list's tiles over every non-archived invoice of the
 * organization (or of one client), grouped by currency. The balance is summed per currency, never
 * across currencies; the headline is the currency most non-archived invoices use (ties: more
 * invoices counting archived ones, then alphabetical), as in the client summary. The counts
 * cover every currency. The organization's figures come from the invoice_totals rollup (a few
 * rows, whatever the number of invoices), one client's from its invoices.
 */
export async function invoiceSummary(
  scope: ReadScope,
  filters: { client?: string | undefined },
): Promise<InvoiceSummary> {
  const { db } = scope;
  const orgId = scope.org.id;
  if (!filters.client) return summaryOf(await organizationInvoiceFigures(db, orgId));
  // Like the list's filter: an id that is no client of the organization matches nothing.
  if (!isUuid(filters.client)) return summaryOf([]);
  const rows = await db
    .select({
      currency: invoices.currency,
      allCount: sql<number>`count(*)`.mapWith(Number),
      paidCount: sql<number>`count(*) filter (where ${paidSql})`.mapWith(Number),
      unpaidCount: sql<number>`count(*) filter (where ${unpaidSql})`.mapWith(Number),
      unpaidCents:
        sql<number>`coalesce(sum(${invoices.totalCents} - ${invoices.paidCents}) filter (where ${unpaidSql}), 0)`.mapWith(
          Number,
        ),
    })
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.clientId, filters.client)))
    .groupBy(invoices.currency);
  return summaryOf(rows);
}

/**
 * The same figures for the whole organization from invoice_totals (per currency and status:
 * invoices, those with nothing left to pay in `settled`, balance of the others). The rollup's
 * `settled` reads the amounts only, so the status is added here: a row of status paid counts all
 * its invoices as paid, as isSettled does. Paid = not archived and settled (paidSql); unpaid = the
 * other non-archived ones (unpaidSql).
 * Currencies without invoices are left out, as grouping the invoices would.
 */
function organizationInvoiceFigures(db: Executor, orgId: string) {
  return db
    .select({
      currency: invoiceTotals.currency,
      allCount: sql<number>`sum(${invoiceTotals.invoices})`.mapWith(Number),
      paidCount: sql<number>`coalesce(sum(case
        when ${invoiceTotals.status} = 'archived' then 0
        when ${invoiceTotals.status} = 'paid' then ${invoiceTotals.invoices}
        else ${invoiceTotals.settled} end), 0)`.mapWith(Number),
      unpaidCount:
        sql<number>`coalesce(sum(${invoiceTotals.invoices} - ${invoiceTotals.settled}) filter (where ${openTotalsSql}), 0)`.mapWith(
          Number,
        ),
      unpaidCents:
        sql<number>`coalesce(sum(${invoiceTotals.balanceCents}) filter (where ${openTotalsSql}), 0)`.mapWith(
          Number,
        ),
    })
    .from(invoiceTotals)
    .where(eq(invoiceTotals.orgId, orgId))
    .groupBy(invoiceTotals.currency)
    .having(sql`sum(${invoiceTotals.invoices}) > 0`)
    .prepare('organization_invoice_figures')
    .execute();
}

function summaryOf(
  rows: {
    currency: InvoiceRow['currency'];
    allCount: number;
    paidCount: number;
    unpaidCount: number;
    unpaidCents: number;
  }[],
): InvoiceSummary {
  const live = (row: (typeof rows)[number]) => row.paidCount + row.unpaidCount;
  const ranked = [...rows].sort(
    (a, b) => live(b) - live(a) || b.allCount - a.allCount || a.currency.localeCompare(b.currency),
  );
  const byCurrency = ranked
    .filter((row) => live(row) > 0)
    .map((row) => ({
      currency: row.currency,
      unpaidTotal: fromCents(row.unpaidCents),
      paidCount: row.paidCount,
      unpaidCount: row.unpaidCount,
    }));
  const main = byCurrency[0];
  return {
    unpaidTotal: main?.unpaidTotal ?? 0,
    paidCount: byCurrency.reduce((sum, row) => sum + row.paidCount, 0),
    unpaidCount: byCurrency.reduce((sum, row) => sum + row.unpaidCount, 0),
    currency: ranked[0]?.currency ?? 'USD',
    byCurrency,
  };
}
