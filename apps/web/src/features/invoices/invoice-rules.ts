import {
  computeInvoiceTotals,
  discountedLineCents,
  fromCents,
  type Invoice,
  type InvoiceTotals,
  InvoiceTotalsError,
  isInvoiceSettled,
  isPaidByPayments,
  type TaxRate,
  type TaxRateTerms,
  toCents,
} from '@folio/contracts';
import { todayIn } from '../../lib/dates';
import { formatMoney, formatNumber } from '../../lib/format';
import { formatPercent } from '../../lib/percent';
import { INVOICE_TAX_TEXTS, INVOICE_TOTALS_TEXTS } from './texts';

/**
 * A new invoice's due date ("YYYY-MM-DD"): the user's today (in their time zone, the day the server
 * checks due dates against) plus the organization's payment terms, or none ('') when it has no terms.
 */
export function defaultDueDate(
  paymentTermsDays: number | null | undefined,
  now: Date = new Date(),
  timeZone = 'UTC',
): string {
  if (paymentTermsDays === null || paymentTermsDays === undefined) return '';
  const today = Date.parse(todayIn(timeZone, now));
  return new Date(today + paymentTermsDays * 86_400_000).toISOString().slice(0, 10);
}

/** A line item as the form holds it: numbers, or '' while a field is empty. */
export type ItemValues = {
  description: string;
  quantity: number | '';
  unitPrice: number | '';
  /** 0–100; '' is no discount. */
  discountPercent?: number | '';
  /** The ids of the rates the line carries (at most 2). */
  taxRateIds?: string[];
};

/** The invoice discount as the form holds it: none, or a type and the value typed. */
export type DiscountType = 'none' | 'percent' | 'amount';

/** What the totals depend on, as the form holds it. */
export type TotalsValues = {
  items: readonly ItemValues[];
  discountType: DiscountType;
  discountValue: number | '';
  pricesIncludeTax: boolean;
};

const numberOr0 = (value: number | '' | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** A percentage still being typed counts as none until it is one the schema accepts (0–100). */
const percentOr0 = (value: number | '' | undefined) => {
  const percent = numberOr0(value);
  return percent >= 0 && percent <= 100 ? percent : 0;
};

const totalsLine = (item: ItemValues) => ({
  quantity: numberOr0(item.quantity),
  unitPriceCents: toCents(numberOr0(item.unitPrice)),
  discountPercent: percentOr0(item.discountPercent),
  taxRateIds: item.taxRateIds ?? [],
});

/**
 * One line's amount in major units, with the server's rounding (quantity × unit price less the
 * line's discount, in cents, half away from zero), so the preview never differs from the saved
 * total by a cent.
 */
export function lineAmount(item: ItemValues): number {
  return fromCents(discountedLineCents(totalsLine(item)));
}

/** The subtotal of the lines as typed: the sum of the rounded line amounts. */
export function subtotal(items: readonly ItemValues[]): number {
  return fromCents(items.reduce((sum, item) => sum + discountedLineCents(totalsLine(item)), 0));
}

/** A rate's terms as the arithmetic reads them. */
const rateTerms = (rate: Pick<TaxRate, '_id' | 'name' | 'percent' | 'compound'>): TaxRateTerms => ({
  id: rate._id,
  name: rate.name,
  percent: rate.percent,
  compound: rate.compound,
});

/**
 * The terms the preview uses for each rate: the organization's current ones, except that an
 * invoice already sent keeps the terms it was sent with (the server froze them), and a rate the
 * invoice carries that the list no longer has keeps the invoice's copy.
 */
export function termsFor(
  rates: readonly Pick<TaxRate, '_id' | 'name' | 'percent' | 'compound'>[],
  invoice?: Pick<Invoice, 'status' | 'taxes'>,
): TaxRateTerms[] {
  const byId = new Map(rates.map((rate) => [rate._id, rateTerms(rate)]));
  for (const tax of invoice?.taxes ?? []) {
    if (invoice?.status !== 'draft' || !byId.has(tax.taxRateId))
      byId.set(tax.taxRateId, {
        id: tax.taxRateId,
        name: tax.name,
        percent: tax.percent,
        compound: tax.compound,
      });
  }
  return [...byId.values()];
}

export type TotalsPreview =
  | { ok: true; totals: InvoiceTotals }
  | { ok: false; field: string; message: string };

/**
 * The invoice's totals as typed, computed by the same arithmetic as the server
 * (computeInvoiceTotals), or the field and message of what cannot be totalled (a discount over
 * the subtotal, two compound rates on a line). Empty fields count as 0 while the user types.
 */
export function previewTotals(values: TotalsValues, rates: readonly TaxRateTerms[]): TotalsPreview {
  const value = numberOr0(values.discountValue);
  const discount =
    values.discountType === 'none'
      ? null
      : {
          type: values.discountType,
          value: values.discountType === 'percent' ? percentOr0(value) : Math.max(value, 0),
        };
  // A rate the list has not loaded yet counts as no tax rather than as an unknown rate.
  const known = new Set(rates.map((rate) => rate.id));
  try {
    const totals = computeInvoiceTotals({
      lines: values.items.map((item) => {
        const line = totalsLine(item);
        return { ...line, taxRateIds: line.taxRateIds.filter((id) => known.has(id)) };
      }),
      discount,
      pricesIncludeTax: values.pricesIncludeTax,
      rates,
    });
    return { ok: true, totals };
  } catch (error) {
    if (error instanceof InvoiceTotalsError) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}

/** The saved invoice's amounts in the shape of a preview, so the panel and the form show them alike. */
export function savedTotals(
  invoice: Pick<Invoice, 'subtotal' | 'discountTotal' | 'taxes' | 'taxTotal' | 'total'>,
): Omit<InvoiceTotals, 'lines'> {
  return {
    subtotalCents: toCents(invoice.subtotal),
    discountTotalCents: toCents(invoice.discountTotal),
    taxes: invoice.taxes.map((tax) => ({
      taxRateId: tax.taxRateId,
      name: tax.name,
      percent: tax.percent,
      compound: tax.compound,
      taxableCents: toCents(tax.taxableAmount),
      amountCents: toCents(tax.amount),
    })),
    taxTotalCents: toCents(invoice.taxTotal),
    totalCents: toCents(invoice.total),
  };
}

/**
 * Mark Sent: offered while the invoice is not sent and not settled. An archived invoice is
 * unarchived first (the server refuses to send it), so it is not offered there either.
 */
export const canMarkSent = (invoice: Pick<Invoice, 'status' | 'balanceDue'>) =>
  invoice.status !== 'sent' && invoice.status !== 'archived' && !isInvoiceSettled(invoice);

/**
 * Send by email: offered for any invoice that is not archived (the server refuses those). A sent
 * invoice can be sent again, a paid one sent as a record of what was paid.
 */
export const canSendByEmail = (invoice: Pick<Invoice, 'status'>) => invoice.status !== 'archived';

/**
 * Send reminder: offered for a sent (or overdue) invoice that still has a balance due, the ones
 * the server reminds; a draft, a paid or an archived invoice has nothing to remind of.
 */
export const canSendReminder = (invoice: Pick<Invoice, 'status' | 'balanceDue'>) =>
  (invoice.status === 'sent' || invoice.status === 'overdue') && invoice.balanceDue > 0;

/** Mark Paid: offered while the invoice is not settled (nothing left to pay) and not archived. */
export const canMarkPaid = (invoice: Pick<Invoice, 'status' | 'balanceDue'>) =>
  invoice.status !== 'archived' && !isInvoiceSettled(invoice);

/**
 * The amount to record for what was typed: a positive number, capped at the balance due; null
 * when it is not a positive number ("Enter a valid amount.").
 */
export function paymentAmount(typed: number | string, balanceDue: number): number | null {
  const value = typeof typed === 'number' ? typed : Number(String(typed).trim());
  if (String(typed).trim() === '' || !Number.isFinite(value) || value <= 0) return null;
  const cents = Math.min(toCents(value), toCents(balanceDue));
  return cents > 0 ? fromCents(cents) : null;
}

/**
 * The invoice as shown before the server has answered a payment of `amount`: paid, as the server
 * will store it, once the payments cover the total.
 */
export function withPayment(invoice: Invoice, amount: number): Invoice {
  const totalCents = toCents(invoice.total);
  const paidCents = toCents(invoice.paidAmount) + toCents(amount);
  const balanceCents = Math.max(totalCents - paidCents, 0);
  const paid = isPaidByPayments({ totalCents, paidCents });
  return {
    ...invoice,
    paidAmount: fromCents(paidCents),
    balanceDue: fromCents(balanceCents),
    status: paid ? 'paid' : invoice.status,
    overdue: paid ? false : invoice.overdue,
  };
}

/** The invoice as shown before the server has answered a status change. */
export function withStatus(invoice: Invoice, status: Invoice['status']): Invoice {
  return {
    ...invoice,
    status,
    overdue: status === 'paid' || status === 'archived' ? false : invoice.overdue,
  };
}

/** One row of a totals block: its label and the formatted amount. */
export type TotalsRow = { key: string; label: string; amount: string; strong?: boolean };

/**
 * The totals block, row by row: Subtotal, the invoice discount (when there is one), one row per
 * rate ("VAT 23% on $99.99", "incl." before it when prices include tax) and the Total; with
 * `payments`, Paid and Balance due after it.
 */
export function totalsRows(
  totals: Omit<InvoiceTotals, 'lines'>,
  currency: string,
  pricesIncludeTax: boolean,
  payments?: { paid: number; balanceDue: number },
): TotalsRow[] {
  const money = (cents: number) => formatMoney(fromCents(cents), currency);
  const rows: TotalsRow[] = [
    { key: 'subtotal', label: INVOICE_TOTALS_TEXTS.subtotal, amount: money(totals.subtotalCents) },
  ];
  if (totals.discountTotalCents > 0)
    rows.push({
      key: 'discount',
      label: INVOICE_TOTALS_TEXTS.discount,
      amount: money(-totals.discountTotalCents),
    });
  for (const tax of totals.taxes) {
    const rate = INVOICE_TOTALS_TEXTS.rate(tax.name, formatPercent(tax.percent), money(tax.taxableCents));
    rows.push({
      key: `tax-${tax.taxRateId}`,
      label: pricesIncludeTax ? INVOICE_TOTALS_TEXTS.includedRate(rate) : rate,
      amount: money(tax.amountCents),
    });
  }
  rows.push({
    key: 'total',
    label:
      pricesIncludeTax && totals.taxes.length > 0
        ? INVOICE_TOTALS_TEXTS.totalInclTax
        : INVOICE_TOTALS_TEXTS.total,
    amount: money(totals.totalCents),
    strong: true,
  });
  if (payments) {
    rows.push({
      key: 'paid',
      label: INVOICE_TOTALS_TEXTS.paid,
      amount: formatMoney(payments.paid, currency),
    });
    rows.push({
      key: 'balance',
      label: INVOICE_TOTALS_TEXTS.balanceDue,
      amount: formatMoney(payments.balanceDue, currency),
      strong: true,
    });
  }
  return rows;
}

/**
 * What the panel shows after a line's description: "× 2", then its discount and its taxes by the
 * names and rates the invoice carries ("× 2 · −10% · VAT 23%").
 */
export function lineDetails(
  invoice: Pick<Invoice, 'taxes'>,
  item: Pick<Invoice['items'][number], 'quantity' | 'discountPercent' | 'taxRateIds'>,
): string {
  // Quantities take up to 4 decimals (the form's).
  const parts = [INVOICE_TAX_TEXTS.lineQuantity(formatNumber(item.quantity, { maximumFractionDigits: 4 }))];
  if (item.discountPercent > 0)
    parts.push(INVOICE_TAX_TEXTS.lineDiscountShort(formatPercent(item.discountPercent)));
  for (const id of item.taxRateIds) {
    const tax = invoice.taxes.find((entry) => entry.taxRateId === id);
    if (tax) parts.push(INVOICE_TAX_TEXTS.rateOption(tax.name, formatPercent(tax.percent), false));
  }
  return parts.join(' · ');
}
