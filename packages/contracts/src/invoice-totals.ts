import { QUANTITY_SCALE } from './money';

/**
 * An invoice's arithmetic, written once: the invoice form's live preview, the API (which stores
 * what this answers), the PDF and the email all read it from here. The rules, stated for users
 * in docs/product.md ("Discounts and taxes"):
 *
 * - amounts are integer cents; a line's amount is quantity × unit price less the line's discount,
 *   rounded half up to the cent; the subtotal is the sum of the line amounts;
 * - the invoice discount (a percentage of the subtotal, rounded half up, or an amount) applies
 *   before tax and is spread over the lines in proportion to their amounts; the cents left over
 *   go by largest remainder, ties to the earlier line, so the parts add up to the discount exactly;
 * - each rate's tax is computed once on the sum of the taxable amounts of the lines carrying it,
 *   rounded half up (document-level rounding, EN 16931), never line by line;
 * - a compound rate is charged on a line's taxable amount plus that line's other taxes; its taxable
 *   sum is rounded to the cent first, and its tax is the rounded product of that sum;
 * - with prices that include tax, amounts are gross: per rate, tax = gross − gross ÷ (1 + rate) on
 *   the rate's gross sum, and the total is the gross sum after discounts;
 * - otherwise total = subtotal − discount + tax.
 *
 * Percentages have at most 3 decimals and are handled as integer thousandths of a percent; every
 * product and quotient is an exact fraction of BigInts, rounded once. No binary floating point
 * takes part in a rounding.
 */

/** Percentages (tax rates, discounts) carry at most 3 decimals: 9.975 % is 9 975 thousandths. */
export const PERCENT_DECIMALS = 3;
const PERCENT_SCALE = 1000;
/** 100 % in thousandths of a percent. */
const HUNDRED = 100n * BigInt(PERCENT_SCALE);

/** Whether `value` has at most `decimals` decimal places (binary noise such as 0.1 + 0.2 ignored). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  const scaled = Number((value * 10 ** decimals).toPrecision(15));
  return Number.isInteger(scaled);
}

/** A percentage (at most 3 decimals) as integer thousandths: 9.975 → 9975n. */
export function percentThousandths(percent: number): bigint {
  return BigInt(Math.round(Number((percent * PERCENT_SCALE).toPrecision(15))));
}

/** n ÷ d rounded half away from zero; d > 0. */
export function roundHalfUp(n: bigint, d: bigint): bigint {
  if (n >= 0n) return (2n * n + d) / (2n * d);
  return -((2n * -n + d) / (2n * d));
}

/** An exact fraction. */
type Fraction = { n: bigint; d: bigint };
const addFractions = (a: Fraction, b: Fraction): Fraction =>
  a.d === b.d ? { n: a.n + b.n, d: a.d } : { n: a.n * b.d + b.n * a.d, d: a.d * b.d };

/** The terms of a tax rate as an invoice applies it (frozen copies on sent invoices). */
export type TaxRateTerms = {
  id: string;
  name: string;
  /** 0–100, at most 3 decimals. */
  percent: number;
  compound: boolean;
};

export type InvoiceDiscount = {
  type: 'percent' | 'amount';
  /** A percentage (0–100, at most 3 decimals) or an amount in major units. */
  value: number;
};

export type TotalsLine = {
  quantity: number;
  unitPriceCents: number;
  /** 0–100, at most 3 decimals; 0 when absent. */
  discountPercent?: number;
  /** The rates the line carries, in order (at most 2, at most one compound). */
  taxRateIds?: readonly string[];
};

export type TotalsInput = {
  lines: readonly TotalsLine[];
  discount?: InvoiceDiscount | null;
  pricesIncludeTax?: boolean;
  /** The terms of every rate a line names. */
  rates: readonly TaxRateTerms[];
};

export type LineTotals = {
  /** Quantity × unit price less the line's discount, rounded half up. */
  amountCents: number;
  /** The line's part of the invoice discount. */
  discountShareCents: number;
  /** amountCents − discountShareCents: what the line's taxes are charged on (gross with prices that include tax). */
  taxableCents: number;
};

export type TaxTotal = {
  taxRateId: string;
  name: string;
  percent: number;
  compound: boolean;
  /** The net amount the rate is charged on. */
  taxableCents: number;
  amountCents: number;
};

export type InvoiceTotals = {
  lines: LineTotals[];
  subtotalCents: number;
  discountTotalCents: number;
  /** One entry per rate used, in the order the lines first name them. */
  taxes: TaxTotal[];
  taxTotalCents: number;
  totalCents: number;
};

/** Why a set of lines cannot be totalled, with the field of the request it concerns. */
export class InvoiceTotalsError extends Error {
  override readonly name = 'InvoiceTotalsError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The texts of the refusals the arithmetic itself finds (the schemas check the rest). */
export const INVOICE_TOTALS_MSG = {
  unknownTaxRate: 'Choose tax rates of this organization',
  oneCompoundPerLine: 'A line can carry only one compound tax',
  compoundWithInclusivePrices: 'A compound tax cannot apply when prices include tax',
  discountOverSubtotal: 'The discount cannot be more than the subtotal',
} as const;

/** One line's amount in cents: quantity × unit price × (1 − discount), rounded half up once. */
export function discountedLineCents(
  line: Pick<TotalsLine, 'quantity' | 'unitPriceCents' | 'discountPercent'>,
) {
  const quantity = BigInt(Math.round(Number((line.quantity * QUANTITY_SCALE).toPrecision(15))));
  const kept = HUNDRED - percentThousandths(line.discountPercent ?? 0);
  const n = quantity * BigInt(Math.round(line.unitPriceCents)) * kept;
  return Number(roundHalfUp(n, BigInt(QUANTITY_SCALE) * HUNDRED));
}

/** The invoice discount in cents, from the subtotal. */
function discountCents(discount: InvoiceDiscount | null | undefined, subtotal: bigint): bigint {
  if (!discount) return 0n;
  if (discount.type === 'percent') return roundHalfUp(subtotal * percentThousandths(discount.value), HUNDRED);
  const amount = BigInt(Math.round(Number((discount.value * 100).toPrecision(15))));
  if (amount > subtotal)
    throw new InvoiceTotalsError('discount.value', INVOICE_TOTALS_MSG.discountOverSubtotal);
  return amount;
}

/**
 * `total` spread over `weights` in proportion, each part rounded down, the cents left over going
 * one each to the largest remainders (ties to the earlier weight). The parts add up to `total`.
 */
export function allocateProportionally(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n || total === 0n) return weights.map(() => 0n);
  const parts = weights.map((w) => (total * w) / sum);
  let left = total - parts.reduce((a, b) => a + b, 0n);
  const byRemainder = weights
    .map((w, index) => ({ index, remainder: (total * w) % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts;
}

/** The rates each line carries, checked: known, and at most one compound per line. */
function ratesOfLines(input: TotalsInput) {
  const known = new Map(input.rates.map((rate) => [rate.id, rate]));
  return input.lines.map((line, index) =>
    (line.taxRateIds ?? []).map((id) => {
      const rate = known.get(id);
      if (!rate) throw new InvoiceTotalsError(`items.${index}.taxRateIds`, INVOICE_TOTALS_MSG.unknownTaxRate);
      if (rate.compound && input.pricesIncludeTax)
        throw new InvoiceTotalsError('pricesIncludeTax', INVOICE_TOTALS_MSG.compoundWithInclusivePrices);
      return rate;
    }),
  );
}

/** Computes an invoice's amounts. Throws InvoiceTotalsError for what cannot be totalled. */
export function computeInvoiceTotals(input: TotalsInput): InvoiceTotals {
  const lineRates = ratesOfLines(input);
  lineRates.forEach((rates, index) => {
    if (rates.filter((rate) => rate.compound).length > 1)
      throw new InvoiceTotalsError(`items.${index}.taxRateIds`, INVOICE_TOTALS_MSG.oneCompoundPerLine);
  });
  const amounts = input.lines.map((line) => BigInt(discountedLineCents(line)));
  const subtotal = amounts.reduce((a, b) => a + b, 0n);
  const discount = discountCents(input.discount, subtotal);
  const shares = allocateProportionally(discount, amounts);
  const taxable = amounts.map((amount, i) => amount - shares[i]!);

  // The rates in the order the lines first name them; each with the lines that carry it.
  const used = new Map<string, { rate: TaxRateTerms; lines: number[] }>();
  lineRates.forEach((rates, index) => {
    for (const rate of rates) {
      const entry = used.get(rate.id) ?? { rate, lines: [] };
      entry.lines.push(index);
      used.set(rate.id, entry);
    }
  });
  const thousandths = (rate: TaxRateTerms) => percentThousandths(rate.percent);
  const simpleSum = (index: number) =>
    lineRates[index]!.filter((rate) => !rate.compound).reduce((sum, rate) => sum + thousandths(rate), 0n);

  const taxes: TaxTotal[] = [...used.values()].map(({ rate, lines }) => {
    const r = thousandths(rate);
    let taxableCents: bigint;
    let taxCents: bigint;
    if (input.pricesIncludeTax) {
      // The part of each line's gross that is its net plus this rate's tax: net × (1 + r).
      // Lines are grouped by their denominator (1 + their rates) first, so the fraction stays small.
      const byDenominator = new Map<bigint, bigint>();
      for (const i of lines) {
        const d = HUNDRED + simpleSum(i);
        byDenominator.set(d, (byDenominator.get(d) ?? 0n) + taxable[i]! * (HUNDRED + r));
      }
      const gross = [...byDenominator].reduce<Fraction>((sum, [d, n]) => addFractions(sum, { n, d }), {
        n: 0n,
        d: 1n,
      });
      taxCents = roundHalfUp(gross.n * r, gross.d * (HUNDRED + r));
      taxableCents = roundHalfUp(gross.n, gross.d) - taxCents;
    } else {
      // A compound rate's base is each line's amount plus that line's other taxes, exactly.
      const base = rate.compound
        ? roundHalfUp(
            lines.reduce((sum, i) => sum + taxable[i]! * (HUNDRED + simpleSum(i)), 0n),
            HUNDRED,
          )
        : lines.reduce((sum, i) => sum + taxable[i]!, 0n);
      taxableCents = base;
      taxCents = roundHalfUp(base * r, HUNDRED);
    }
    return {
      taxRateId: rate.id,
      name: rate.name,
      percent: rate.percent,
      compound: rate.compound,
      taxableCents: Number(taxableCents),
      amountCents: Number(taxCents),
    };
  });
  const taxTotal = taxes.reduce((sum, tax) => sum + BigInt(tax.amountCents), 0n);
  const net = subtotal - discount;
  return {
    lines: amounts.map((amount, i) => ({
      amountCents: Number(amount),
      discountShareCents: Number(shares[i]!),
      taxableCents: Number(taxable[i]!),
    })),
    subtotalCents: Number(subtotal),
    discountTotalCents: Number(discount),
    taxes,
    taxTotalCents: Number(taxTotal),
    totalCents: Number(input.pricesIncludeTax ? net : net + taxTotal),
  };
}
