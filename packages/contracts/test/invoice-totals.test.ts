import { describe, expect, it } from 'vitest';
import {
  allocateProportionally,
  computeInvoiceTotals,
  discountedLineCents,
  INVOICE_TOTALS_MSG,
  InvoiceTotalsError,
  type TaxRateTerms,
} from '../src';

/**
 * The invoice arithmetic's rules (docs/product.md, "Discounts and taxes"), each with a published
 * tax case or a rounding bug reported against another invoicing product.
 */

const vat23: TaxRateTerms = { id: 'vat23', name: 'VAT', percent: 23, compound: false };
const vat20: TaxRateTerms = { id: 'vat20', name: 'VAT', percent: 20, compound: false };
const vat19: TaxRateTerms = { id: 'vat19', name: 'MwSt', percent: 19, compound: false };
const gst: TaxRateTerms = { id: 'gst', name: 'GST', percent: 5, compound: false };
const qst: TaxRateTerms = { id: 'qst', name: 'QST', percent: 9.975, compound: false };
const qstCompound: TaxRateTerms = { id: 'qst-1994', name: 'QST', percent: 8.5, compound: true };

const line = (quantity: number, unitPriceCents: number, taxRateIds: string[] = [], discountPercent = 0) => ({
  quantity,
  unitPriceCents,
  taxRateIds,
  discountPercent,
});

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof InvoiceTotalsError) return { field: error.field, msg: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('line amounts', () => {
  it('is quantity × unit price less the line discount, rounded half up once', () => {
    expect(discountedLineCents(line(3, 3333))).toBe(9999);
    // 1.5 × 9.99 = 14.985 → 14.99 (half up), not 14.98.
    expect(discountedLineCents(line(1.5, 999))).toBe(1499);
    // 10 % off 3 × 33.35 = 100.05 → 90.045 → 90.05, rounded once (not 3 × 30.02 = 90.06).
    expect(discountedLineCents(line(3, 3335, [], 10))).toBe(9005);
    // 12.5 % off 0.01: 0.00875 → 0.01.
    expect(discountedLineCents(line(1, 1, [], 12.5))).toBe(1);
    expect(discountedLineCents(line(2, 5000, [], 100))).toBe(0);
  });
});

describe('document-level tax rounding', () => {
  it('rounds each rate once on its taxable sum, never line by line (Invoice Ninja #10856)', () => {
    // Three lines of 33.33 at 23 % Polish VAT: per line 7.6659 → 7.67, three lines 23.01; the
    // document's tax is 23 % of 99.99 = 22.9977 → 23.00, and the parts add up.
    const totals = computeInvoiceTotals({
      lines: [line(1, 3333, ['vat23']), line(1, 3333, ['vat23']), line(1, 3333, ['vat23'])],
      rates: [vat23],
    });
    expect(totals.subtotalCents).toBe(9999);
    expect(totals.taxes).toEqual([
      {
        taxRateId: 'vat23',
        name: 'VAT',
        percent: 23,
        compound: false,
        taxableCents: 9999,
        amountCents: 2300,
      },
    ]);
    expect(totals.totalCents).toBe(12299);
  });

  it('keeps several rates apart on one invoice, each line taxed only by its own rates', () => {
    const totals = computeInvoiceTotals({
      lines: [line(2, 12_550, ['vat23']), line(1, 4_000, ['vat20']), line(1, 1_000)],
      rates: [vat23, vat20],
    });
    expect(totals.taxes.map((tax) => [tax.taxRateId, tax.taxableCents, tax.amountCents])).toEqual([
      ['vat23', 25_100, 5_773],
      ['vat20', 4_000, 800],
    ]);
    expect(totals.taxTotalCents).toBe(6_573);
    expect(totals.totalCents).toBe(25_100 + 4_000 + 1_000 + 6_573);
  });

  it('charges GST and QST side by side, 9.975 % exactly (Revenu Québec: 100.00 → 5.00 + 9.98)', () => {
    const totals = computeInvoiceTotals({ lines: [line(1, 10_000, ['gst', 'qst'])], rates: [gst, qst] });
    expect(totals.taxes.map((tax) => tax.amountCents)).toEqual([500, 998]);
    expect(totals.totalCents).toBe(11_498);
    // 9.975 % of 20.05 = 1.9999875 → 2.00; binary floating point gives 1.9999874999… → 2.00 only by luck.
    expect(computeInvoiceTotals({ lines: [line(1, 2005, ['qst'])], rates: [qst] }).taxTotalCents).toBe(200);
  });

  it('charges a compound rate on the line plus its other taxes (QST before 2013: 8.5 % of price + GST)', () => {
    const totals = computeInvoiceTotals({
      lines: [line(1, 10_000, ['gst', 'qst-1994'])],
      rates: [gst, qstCompound],
    });
    expect(totals.taxes.map((tax) => [tax.taxRateId, tax.taxableCents, tax.amountCents])).toEqual([
      ['gst', 10_000, 500],
      ['qst-1994', 10_500, 893], // 8.5 % of 105.00 = 8.925 → 8.93
    ]);
    expect(totals.totalCents).toBe(11_393);
  });
});

describe('discounts', () => {
  it('applies the invoice discount before tax, never on the taxed amount (Midday discounted after VAT)', () => {
    // 10 % off 200.00 at 20 % VAT: 180.00 + 36.00 = 216.00 (discounting after tax would charge 40.00 VAT).
    const totals = computeInvoiceTotals({
      lines: [line(1, 20_000, ['vat20'])],
      discount: { type: 'percent', value: 10 },
      rates: [vat20],
    });
    expect(totals).toMatchObject({
      subtotalCents: 20_000,
      discountTotalCents: 2_000,
      taxTotalCents: 3_600,
      totalCents: 21_600,
    });
  });

  it('spreads the discount over the lines by largest remainder, ties to the earlier line', () => {
    // 10.00 over three equal lines: 3.33 each and the cent left over to the first.
    expect(allocateProportionally(1000n, [100n, 100n, 100n])).toEqual([334n, 333n, 333n]);
    // 0.05 over 1 : 2 : 3 → exact 0.8333, 1.6667, 2.5 → 0, 1, 2 and the remainders 5/6, 4/6, 3/6 take 2 cents.
    expect(allocateProportionally(5n, [100n, 200n, 300n])).toEqual([1n, 2n, 2n]);
    const totals = computeInvoiceTotals({
      lines: [line(1, 3333, ['vat23']), line(1, 3333), line(1, 3334, ['vat23'])],
      discount: { type: 'amount', value: 10 },
      rates: [vat23],
    });
    expect(totals.lines.map((l) => l.discountShareCents)).toEqual([333, 333, 334]);
    // VAT is charged on the discounted amounts of the two taxed lines: 30.00 + 30.00 = 60.00 → 13.80.
    expect(totals.taxes[0]).toMatchObject({ taxableCents: 6_000, amountCents: 1_380 });
    expect(totals.totalCents).toBe(10_000 - 1_000 + 1_380);
  });

  it('combines line discounts and the invoice discount', () => {
    const totals = computeInvoiceTotals({
      lines: [line(4, 2_500, ['vat23'], 25), line(1, 5_000, ['vat23'])],
      discount: { type: 'percent', value: 5 },
      rates: [vat23],
    });
    // 75.00 + 50.00 = 125.00; 5 % = 6.25; VAT 23 % of 118.75 = 27.3125 → 27.31.
    expect(totals).toMatchObject({ subtotalCents: 12_500, discountTotalCents: 625, taxTotalCents: 2_731 });
    expect(totals.totalCents).toBe(12_500 - 625 + 2_731);
  });

  it('refuses an amount discount above the subtotal', () => {
    expect(
      refusal(() =>
        computeInvoiceTotals({
          lines: [line(1, 1_000)],
          discount: { type: 'amount', value: 10.01 },
          rates: [],
        }),
      ),
    ).toEqual({ field: 'discount.value', msg: INVOICE_TOTALS_MSG.discountOverSubtotal });
    expect(
      computeInvoiceTotals({ lines: [line(1, 1_000)], discount: { type: 'amount', value: 10 }, rates: [] })
        .totalCents,
    ).toBe(0);
  });
});

describe('prices that include tax', () => {
  it('takes each rate out of its gross sum once: tax = gross − gross ÷ (1 + rate)', () => {
    // German retail: 119.00 gross at 19 % is 100.00 + 19.00.
    const german = computeInvoiceTotals({
      lines: [line(1, 11_900, ['vat19'])],
      pricesIncludeTax: true,
      rates: [vat19],
    });
    expect(german.taxes[0]).toMatchObject({ taxableCents: 10_000, amountCents: 1_900 });
    expect(german.totalCents).toBe(11_900);
    // Three items of 9.99 at 20 % UK VAT: per item 1.665 → 1.67 (5.01 in all); once on 29.97: 4.995 → 5.00.
    const uk = computeInvoiceTotals({
      lines: [line(1, 999, ['vat20']), line(1, 999, ['vat20']), line(1, 999, ['vat20'])],
      pricesIncludeTax: true,
      rates: [vat20],
    });
    expect(uk).toMatchObject({ subtotalCents: 2_997, taxTotalCents: 500, totalCents: 2_997 });
    expect(uk.taxes[0]).toMatchObject({ taxableCents: 2_497, amountCents: 500 });
  });

  it('discounts the gross amounts and refuses a compound rate', () => {
    const totals = computeInvoiceTotals({
      lines: [line(1, 12_000, ['vat20'])],
      discount: { type: 'percent', value: 50 },
      pricesIncludeTax: true,
      rates: [vat20],
    });
    expect(totals).toMatchObject({ discountTotalCents: 6_000, taxTotalCents: 1_000, totalCents: 6_000 });
    expect(
      refusal(() =>
        computeInvoiceTotals({
          lines: [line(1, 10_000, ['gst', 'qst-1994'])],
          pricesIncludeTax: true,
          rates: [gst, qstCompound],
        }),
      ),
    ).toEqual({ field: 'pricesIncludeTax', msg: INVOICE_TOTALS_MSG.compoundWithInclusivePrices });
  });
});

describe('refusals', () => {
  it('names the line of an unknown rate and of a second compound rate', () => {
    expect(
      refusal(() => computeInvoiceTotals({ lines: [line(1, 100), line(1, 100, ['nope'])], rates: [] })),
    ).toEqual({ field: 'items.1.taxRateIds', msg: INVOICE_TOTALS_MSG.unknownTaxRate });
    const levy: TaxRateTerms = { id: 'levy', name: 'Levy', percent: 1, compound: true };
    expect(
      refusal(() =>
        computeInvoiceTotals({ lines: [line(1, 100, ['qst-1994', 'levy'])], rates: [qstCompound, levy] }),
      ),
    ).toEqual({ field: 'items.0.taxRateIds', msg: INVOICE_TOTALS_MSG.oneCompoundPerLine });
  });
});
