import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeInvoiceTotals, percentThousandths, roundHalfUp, type TaxRateTerms } from '../src';

/**
 * Thousands of random invoices: whatever the lines, discounts and rates, the parts add up to the
 * cent and each rate's tax is the rounded product of its own taxable sum (docs/product.md,
 * "Discounts and taxes").
 */

const HUNDRED = 100_000n;
const percent = fc.integer({ min: 0, max: 100_000 }).map((thousandths) => thousandths / 1000);
const rate = (id: string, compound: boolean) =>
  fc
    .record({ percent, name: fc.constant(id) })
    .map((r): TaxRateTerms => ({ id, name: r.name, percent: r.percent, compound }));

const invoice = fc
  .record({
    simple: fc.tuple(rate('a', false), rate('b', false), rate('c', false)),
    compound: rate('k', true),
    pricesIncludeTax: fc.boolean(),
    lines: fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 10_000_000 }).map((q) => q / 10_000),
        unitPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
        discountPercent: fc.oneof(fc.constant(0), percent),
        taxes: fc.subarray(['a', 'b', 'c', 'k'], { maxLength: 2 }),
      }),
      { minLength: 1, maxLength: 25 },
    ),
    discount: fc.oneof(
      fc.constant(null),
      percent.map((value) => ({ type: 'percent' as const, value })),
      fc.double({ min: 0, max: 1, noNaN: true }).map((share) => ({ type: 'amount' as const, value: share })),
    ),
  })
  .map((raw) => {
    const lines = raw.lines.map((line) => ({
      ...line,
      // Compound rates cannot apply to prices that include tax.
      taxRateIds: raw.pricesIncludeTax ? line.taxes.filter((id) => id !== 'k') : line.taxes,
    }));
    return { ...raw, lines, rates: [...raw.simple, raw.compound] };
  });

describe('invoice totals over random invoices', () => {
  it('adds up, allocates the whole discount and rounds each rate once', () => {
    fc.assert(
      fc.property(invoice, (raw) => {
        // An amount discount is drawn as a share of the subtotal, so that it never exceeds it.
        const subtotal = computeInvoiceTotals({ lines: raw.lines, rates: raw.rates }).subtotalCents;
        const discount =
          raw.discount?.type === 'amount'
            ? { type: 'amount' as const, value: Math.floor(raw.discount.value * subtotal) / 100 }
            : raw.discount;
        const totals = computeInvoiceTotals({ ...raw, discount });

        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(sum(totals.lines.map((l) => l.amountCents))).toBe(totals.subtotalCents);
        expect(sum(totals.lines.map((l) => l.discountShareCents))).toBe(totals.discountTotalCents);
        expect(sum(totals.taxes.map((t) => t.amountCents))).toBe(totals.taxTotalCents);
        expect(totals.totalCents).toBe(
          totals.subtotalCents -
            totals.discountTotalCents +
            (raw.pricesIncludeTax ? 0 : totals.taxTotalCents),
        );
        // Each line's share is its exact proportional share, give or take less than a cent.
        for (const [i, l] of totals.lines.entries()) {
          expect(l.taxableCents).toBe(l.amountCents - l.discountShareCents);
          if (totals.subtotalCents === 0) continue;
          const exact = (totals.discountTotalCents * l.amountCents) / totals.subtotalCents;
          expect(Math.abs(l.discountShareCents - exact), `line ${i}`).toBeLessThan(1);
        }
        for (const tax of totals.taxes) {
          const r = percentThousandths(tax.percent);
          const carrying = raw.lines.flatMap((line, i) =>
            line.taxRateIds.includes(tax.taxRateId) ? [i] : [],
          );
          const gross = BigInt(sum(carrying.map((i) => totals.lines[i]!.taxableCents)));
          const singleRated = carrying.every((i) => raw.lines[i]!.taxRateIds.length === 1);
          if (!raw.pricesIncludeTax) {
            // The rounded product of its taxable sum; a simple rate's sum is its lines' taxable amounts.
            expect(BigInt(tax.amountCents)).toBe(roundHalfUp(BigInt(tax.taxableCents) * r, HUNDRED));
            if (!tax.compound) expect(BigInt(tax.taxableCents)).toBe(gross);
          } else if (singleRated) {
            // gross − gross ÷ (1 + rate), once on the gross sum; net + tax is the gross sum.
            expect(BigInt(tax.amountCents)).toBe(roundHalfUp(gross * r, HUNDRED + r));
            expect(BigInt(tax.taxableCents + tax.amountCents)).toBe(gross);
          }
        }
      }),
      { numRuns: 5_000 },
    );
    // About 3 s alone; the whole suite may share the machine with others.
  }, 60_000);
});
