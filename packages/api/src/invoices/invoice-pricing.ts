import {
  computeInvoiceTotals,
  INVOICE_MSG,
  INVOICE_TOTALS_MSG,
  type InvoiceDiscountInput,
  type InvoiceItemInput,
  InvoiceTotalsError,
  TAX_RATE_MSG,
  type TaxRateTerms,
  toCents,
  WORKSPACE_MSG,
} from '@folio/contracts';
import type { Executor, InvoiceRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import type { OrgScope } from '../core/scope';

/**
 * An invoice's amounts: which rates its lines may carry and on which terms, the arithmetic of
 * @folio/contracts' invoice-totals.ts (written once: the form's preview and the PDF read the same),
 * and the rows that store the result (the four totals on the invoice, its invoice_taxes).
 */

const { taxRates, invoiceTaxes, invoiceItems, invoices } = schema;

/** 100 billion in major units: far above any real invoice, far below float precision trouble. */
const MAX_TOTAL_CENTS = 10_000_000_000_000;

/** What prices an invoice: its lines, its discount and whether its prices include tax. */
export type PricingInput = {
  items: InvoiceItemInput[];
  discount: InvoiceDiscountInput;
  pricesIncludeTax: boolean;
};

/** The invoice an edit prices (its status and the terms it carries), or null for a new one. */
type PricedInvoice = Pick<InvoiceRow, 'id' | 'status'> | null;

/** The terms an invoice carries, as its invoice_taxes rows store them, in their order. */
async function carriedTerms(db: Executor, orgId: string, invoiceId: string): Promise<TaxRateTerms[]> {
  const rows = await db
    .select({
      id: invoiceTaxes.taxRateId,
      name: invoiceTaxes.name,
      percent: invoiceTaxes.percent,
      compound: invoiceTaxes.compound,
    })
    .from(invoiceTaxes)
    .where(and(eq(invoiceTaxes.orgId, orgId), eq(invoiceTaxes.invoiceId, invoiceId)))
    .orderBy(asc(invoiceTaxes.position));
  return rows.map((row) => ({ ...row, percent: Number(row.percent) }));
}

/**
 * The terms of every rate the lines name, read in one query (share-locked, so a rate's change
 * waits for this write or was seen by it). A rate that is not the organization's (or not an id)
 * is a 422 on the line's `taxRateIds`; so is an archived one, unless the invoice already carries
 * it (keeping a rate is not a new use). A draft applies each rate's current terms; any other
 * invoice keeps the terms it carries (frozen when it was sent) and takes current terms only for a
 * rate it did not carry.
 */
export async function termsForItems(
  scope: OrgScope,
  items: readonly Pick<InvoiceItemInput, 'taxRateIds'>[],
  invoice: PricedInvoice,
): Promise<TaxRateTerms[]> {
  const wanted = new Set<string>();
  items.forEach((item, index) => {
    for (const id of item.taxRateIds) {
      if (!isUuid(id)) throw errors.field(`items.${index}.taxRateIds`, INVOICE_TOTALS_MSG.unknownTaxRate);
      wanted.add(id.toLowerCase());
    }
  });
  if (wanted.size === 0) return [];
  const carried = invoice ? await carriedTerms(scope.db, scope.org.id, invoice.id) : [];
  const carriedById = new Map(carried.map((terms) => [terms.id, terms]));
  const rows = await scope.db
    .select({
      id: taxRates.id,
      name: taxRates.name,
      percent: taxRates.percent,
      compound: taxRates.compound,
      archivedAt: taxRates.archivedAt,
    })
    .from(taxRates)
    .where(and(eq(taxRates.orgId, scope.org.id), inArray(taxRates.id, [...wanted])))
    .for('share');
  const found = new Map(rows.map((row) => [row.id, row]));
  items.forEach((item, index) => {
    for (const id of item.taxRateIds) {
      const row = found.get(id.toLowerCase());
      if (!row) throw errors.field(`items.${index}.taxRateIds`, INVOICE_TOTALS_MSG.unknownTaxRate);
      if (row.archivedAt && !carriedById.has(row.id))
        throw errors.field(`items.${index}.taxRateIds`, INVOICE_MSG.taxRateArchived);
    }
  });
  return rows.map((row) => {
    const frozen = invoice && invoice.status !== 'draft' ? carriedById.get(row.id) : undefined;
    return frozen ?? { id: row.id, name: row.name, percent: Number(row.percent), compound: row.compound };
  });
}

/** Ids as the database spells them (lowercase), so that a line's ids match the rates' terms. */
const normalisedItems = (items: InvoiceItemInput[]) =>
  items.map((item) => ({ ...item, taxRateIds: item.taxRateIds.map((id) => id.toLowerCase()) }));

/**
 * The invoice's amounts from its lines, discount and the rates' terms: the arithmetic's refusals
 * are 422s on their field, and a total beyond MAX_TOTAL_CENTS a 422 on `items`.
 */
export function priceInvoice(input: PricingInput, rates: readonly TaxRateTerms[]) {
  const items = normalisedItems(input.items);
  const lines = items.map((item) => ({
    quantity: item.quantity,
    unitPriceCents: toCents(item.unitPrice),
    discountPercent: item.discountPercent,
    taxRateIds: item.taxRateIds,
  }));
  let totals: ReturnType<typeof computeInvoiceTotals>;
  try {
    totals = computeInvoiceTotals({
      lines,
      discount: input.discount,
      pricesIncludeTax: input.pricesIncludeTax,
      rates,
    });
  } catch (error) {
    if (error instanceof InvoiceTotalsError) throw errors.field(error.field, error.message);
    throw error;
  }
  if (totals.totalCents > MAX_TOTAL_CENTS || totals.subtotalCents > MAX_TOTAL_CENTS)
    throw errors.field('items', INVOICE_MSG.totalTooLarge);
  return {
    lines: items.map((item, position) => ({
      position,
      description: item.description,
      quantity: item.quantity,
      unitPriceCents: lines[position]!.unitPriceCents,
      amountCents: totals.lines[position]!.amountCents,
      discountPercent: item.discountPercent,
      taxRateIds: item.taxRateIds,
    })),
    columns: {
      discountType: input.discount?.type ?? null,
      discountValue: input.discount?.value ?? null,
      pricesIncludeTax: input.pricesIncludeTax,
      subtotalCents: totals.subtotalCents,
      discountTotalCents: totals.discountTotalCents,
      taxTotalCents: totals.taxTotalCents,
      totalCents: totals.totalCents,
    },
    taxes: totals.taxes,
  };
}

export type PricedInvoiceAmounts = ReturnType<typeof priceInvoice>;
export type PricedLine = PricedInvoiceAmounts['lines'][number];

/** Replaces the invoice's tax breakdown (invoice_taxes) with `taxes`, in their order. */
export async function writeInvoiceTaxes(
  db: Executor,
  orgId: string,
  invoiceId: string,
  taxes: PricedInvoiceAmounts['taxes'],
) {
  await db
    .delete(invoiceTaxes)
    .where(and(eq(invoiceTaxes.orgId, orgId), eq(invoiceTaxes.invoiceId, invoiceId)));
  if (taxes.length > 0) await db.insert(invoiceTaxes).values(invoiceTaxRows(orgId, invoiceId, taxes));
}

/** The invoice's tax breakdown as invoice_taxes rows, in their order. */
export const invoiceTaxRows = (orgId: string, invoiceId: string, taxes: PricedInvoiceAmounts['taxes']) =>
  taxes.map((tax, position) => ({
    orgId,
    invoiceId,
    taxRateId: tax.taxRateId,
    position,
    name: tax.name,
    percent: tax.percent,
    compound: tax.compound,
    taxableCents: tax.taxableCents,
    amountCents: tax.amountCents,
  }));

/** The stored invoice's pricing input: its items, discount and prices-include-tax flag as stored. */
async function storedPricing(db: Executor, row: InvoiceRow): Promise<PricingInput> {
  const stored = await db
    .select()
    .from(invoiceItems)
    .where(and(eq(invoiceItems.orgId, row.orgId), eq(invoiceItems.invoiceId, row.id)))
    .orderBy(asc(invoiceItems.position));
  return {
    items: stored.map((item) => ({
      description: item.description,
      quantity: Number(item.quantity),
      unitPrice: item.unitPriceCents / 100,
      discountPercent: Number(item.discountPercent),
      taxRateIds: item.taxRateIds,
    })),
    discount: storedDiscount(row),
    pricesIncludeTax: row.pricesIncludeTax,
  };
}

export const storedDiscount = (row: Pick<InvoiceRow, 'discountType' | 'discountValue'>) =>
  row.discountType && row.discountValue !== null
    ? { type: row.discountType, value: Number(row.discountValue) }
    : null;

/**
 * A rate's terms changed: every draft carrying it is priced again with the current terms of its
 * rates (its totals and breakdown rewritten; the line amounts do not depend on rates). Sent, paid
 * and archived invoices keep the terms they carry. `rateId`'s new terms are already stored.
 * Refusals (a rate turned compound on a line that has a compound rate, or on a draft whose prices
 * include tax) are 409s: the rate's change is what cannot apply.
 */
export async function repriceDraftsCarrying(scope: OrgScope, rateId: string) {
  const drafts = await lockDraftsCarrying(scope, rateId);
  for (const { invoice } of drafts) {
    const pricing = await storedPricing(scope.db, invoice);
    const rates = await currentTerms(scope.db, scope.org.id, pricing.items);
    let priced: PricedInvoiceAmounts;
    try {
      priced = priceInvoice(pricing, rates);
    } catch (error) {
      const message = (error as Error).message;
      throw errors.conflict(
        message === INVOICE_TOTALS_MSG.compoundWithInclusivePrices ? TAX_RATE_MSG.compoundInUse : message,
      );
    }
    // A draft may carry payments: a rate's change may not take its total below them.
    if (priced.columns.totalCents < invoice.paidCents) throw errors.conflict(WORKSPACE_MSG.totalBelowPaid);
    await writeInvoiceTaxes(scope.db, scope.org.id, invoice.id, priced.taxes);
    await scope.db
      .update(invoices)
      .set({ ...priced.columns, updatedAt: new Date() })
      .where(and(eq(invoices.orgId, scope.org.id), eq(invoices.id, invoice.id)));
  }
  return drafts.length;
}

/**
 * The drafts carrying the rate, locked for update. A rate's change calls this BEFORE it locks the
 * rate and again after: invoice writes lock their invoice and then share-lock its rates, so taking
 * the drafts first keeps one lock order (invoice, then rate) and no change of a rate deadlocks with
 * an edit of a draft. The second call adds the drafts that took the rate while this change waited
 * for the rate's lock (their writes have committed, so their rows are free).
 */
export async function lockDraftsCarrying(scope: OrgScope, rateId: string) {
  if (!isUuid(rateId)) return [];
  return scope.db
    .select({ invoice: invoices })
    .from(invoiceTaxes)
    .innerJoin(invoices, and(eq(invoices.orgId, invoiceTaxes.orgId), eq(invoices.id, invoiceTaxes.invoiceId)))
    .where(
      and(
        eq(invoiceTaxes.orgId, scope.org.id),
        eq(invoiceTaxes.taxRateId, rateId),
        eq(invoices.status, 'draft'),
      ),
    )
    .orderBy(asc(invoices.id))
    .for('update', { of: invoices });
}

/** The current terms of the rates `items` name (archived ones included: a draft keeps them). */
async function currentTerms(db: Executor, orgId: string, items: PricingInput['items']) {
  const ids = [...new Set(items.flatMap((item) => item.taxRateIds))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: taxRates.id, name: taxRates.name, percent: taxRates.percent, compound: taxRates.compound })
    .from(taxRates)
    .where(and(eq(taxRates.orgId, orgId), inArray(taxRates.id, ids)));
  return rows.map((row) => ({ ...row, percent: Number(row.percent) }));
}
