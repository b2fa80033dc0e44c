import { CURRENCY_SYMBOLS, type Currency } from './constants';

/**
 * Money rules, defined once. Amounts are integer cents inside; the API speaks major units
 * for invoices. Rounding is half away from zero, to the cent.
 */

/** Major units (e.g. 12.345) to cents, rounded half away from zero (→ 1235). */
export function toCents(amount: number): number {
  const scaled = Math.abs(amount) * 100;
  // Guard against binary noise such as 1.005 * 100 = 100.49999999999999.
  const rounded = Math.round(Number(scaled.toPrecision(15)));
  return amount < 0 ? -rounded : rounded;
}

/** Cents to major units (1235 → 12.35). */
export const fromCents = (cents: number): number => Math.round(cents) / 100;

/** Quantities are kept to 4 decimal places. */
export const QUANTITY_SCALE = 10_000;

/**
 * One line's amount in cents: quantity × unit price, rounded half away from zero to the cent.
 * Computed with integers (BigInt) so that fractional quantities never pick up float error.
 */
export function lineAmountCents(quantity: number, unitPriceCents: number): number {
  const scaledQuantity = BigInt(Math.round(Number((quantity * QUANTITY_SCALE).toPrecision(15))));
  const product = scaledQuantity * BigInt(Math.round(unitPriceCents));
  const scale = BigInt(QUANTITY_SCALE);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude + scale / 2n) / scale;
  return Number(negative ? -rounded : rounded);
}

/** The invoice total: the sum of its rounded line amounts. */
export const invoiceTotalCents = (items: { quantity: number; unitPriceCents: number }[]) =>
  items.reduce((sum, item) => sum + lineAmountCents(item.quantity, item.unitPriceCents), 0);

/** "$1,234.50"; other codes get no symbol and the code appended ("1,234.50 CHF"). */
export function formatMoney(amount: number, currency: string): string {
  const number = amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const symbol = CURRENCY_SYMBOLS[currency as Currency];
  if (symbol === undefined) return `${number} ${currency}`;
  return amount < 0 ? `-${symbol}${number.slice(1)}` : `${symbol}${number}`;
}

/** The number zero-padded to 4 digits, then "-suffix" when present; else the id's last 6 characters. */
export function displayInvoiceNumber(invoice: {
  _id: string;
  number?: number | null;
  numberSuffix?: string | null;
}) {
  if (invoice.number === null || invoice.number === undefined) return invoice._id.slice(-6);
  const padded = String(invoice.number).padStart(4, '0');
  return invoice.numberSuffix ? `${padded}-${invoice.numberSuffix}` : padded;
}
