import { INVOICE_TOTALS_MSG, type TaxRateTerms } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ItemValues,
  lineDetails,
  previewTotals,
  type TotalsValues,
  termsFor,
  totalsRows,
} from './invoice-rules';

const VAT: TaxRateTerms = { id: 'vat', name: 'VAT', percent: 23, compound: false };
const GST: TaxRateTerms = { id: 'gst', name: 'GST', percent: 5, compound: false };
const QST: TaxRateTerms = { id: 'qst', name: 'QST', percent: 9.975, compound: false };
const LEVY: TaxRateTerms = { id: 'levy', name: 'Levy', percent: 2, compound: true };
const RATES = [VAT, GST, QST, LEVY];

const line = (quantity: number | '', unitPrice: number | '', more: Partial<ItemValues> = {}): ItemValues => ({
  description: 'Work',
  quantity,
  unitPrice,
  discountPercent: '',
  taxRateIds: [],
  ...more,
});

const values = (items: ItemValues[], more: Partial<TotalsValues> = {}): TotalsValues => ({
  items,
  discountType: 'none',
  discountValue: '',
  pricesIncludeTax: false,
  ...more,
});

/** The totals block as the user reads it: "label amount" per row. */
function shown(input: TotalsValues, currency = 'USD') {
  const preview = previewTotals(input, RATES);
  if (!preview.ok) throw new Error(preview.message);
  return totalsRows(preview.totals, currency, input.pricesIncludeTax).map(
    (row) => `${row.label} ${row.amount}`,
  );
}

describe('the invoice totals block', () => {
  it('shows the subtotal, each rate on what it is charged on, and the total', () => {
    expect(shown(values([line(1, 99.99, { taxRateIds: ['vat'] })]))).toEqual([
      'Subtotal $99.99',
      'VAT 23% on $99.99 $23.00',
      'Total $122.99',
    ]);
  });

  it('shows a rate with 3 decimals as typed, one row per rate in the order the lines name them', () => {
    expect(shown(values([line(1, 100, { taxRateIds: ['gst', 'qst'] })]), 'CAD')).toEqual([
      'Subtotal $100.00',
      'GST 5% on $100.00 $5.00',
      'QST 9.975% on $100.00 $9.98',
      'Total $114.98',
    ]);
  });

  it('takes the line discounts off the lines and the invoice discount off the subtotal, before tax', () => {
    const items = [
      line(2, 50, { discountPercent: 10, taxRateIds: ['vat'] }),
      line(1, 50, { taxRateIds: ['vat'] }),
    ];
    expect(shown(values(items, { discountType: 'percent', discountValue: 10 }), 'EUR')).toEqual([
      'Subtotal €140.00',
      'Discount -€14.00',
      'VAT 23% on €126.00 €28.98',
      'Total €154.98',
    ]);
    expect(shown(values(items, { discountType: 'amount', discountValue: 40 }), 'EUR')).toEqual([
      'Subtotal €140.00',
      'Discount -€40.00',
      'VAT 23% on €100.00 €23.00',
      'Total €123.00',
    ]);
  });

  it('says "incl." when the prices include tax, and the total is what the lines add up to', () => {
    expect(shown(values([line(1, 123, { taxRateIds: ['vat'] })], { pricesIncludeTax: true }))).toEqual([
      'Subtotal $123.00',
      'incl. VAT 23% on $100.00 $23.00',
      'Total incl. tax $123.00',
    ]);
  });

  it('has no discount row without a discount and no tax rows without rates', () => {
    expect(shown(values([line(3, 19.99)], { discountType: 'amount', discountValue: '' }))).toEqual([
      'Subtotal $59.97',
      'Total $59.97',
    ]);
  });

  it('adds Paid and Balance due after the total in the panel', () => {
    const preview = previewTotals(values([line(1, 100, { taxRateIds: ['vat'] })]), RATES);
    if (!preview.ok) throw new Error(preview.message);
    const rows = totalsRows(preview.totals, 'USD', false, { paid: 50, balanceDue: 73 });
    expect(rows.slice(-2).map((row) => `${row.label} ${row.amount}`)).toEqual([
      'Paid $50.00',
      'Balance due $73.00',
    ]);
  });

  it('counts fields still being typed as 0', () => {
    expect(shown(values([line('', 10), line(2, '')]))).toEqual(['Subtotal $0.00', 'Total $0.00']);
    expect(shown(values([line(1, 10, { discountPercent: 250 })]))).toEqual([
      'Subtotal $10.00',
      'Total $10.00',
    ]);
  });
});

describe('what cannot be totalled is shown at its field', () => {
  it('refuses a discount over the subtotal at the discount', () => {
    expect(
      previewTotals(values([line(1, 10)], { discountType: 'amount', discountValue: 10.01 }), RATES),
    ).toEqual({
      ok: false,
      field: 'discount.value',
      message: INVOICE_TOTALS_MSG.discountOverSubtotal,
    });
  });

  it('refuses a compound rate when prices include tax at the switch', () => {
    const preview = previewTotals(
      values([line(1, 10, { taxRateIds: ['vat', 'levy'] })], { pricesIncludeTax: true }),
      RATES,
    );
    expect(preview).toEqual({
      ok: false,
      field: 'pricesIncludeTax',
      message: INVOICE_TOTALS_MSG.compoundWithInclusivePrices,
    });
  });

  it('leaves out a rate the list has not loaded yet rather than refusing it', () => {
    expect(shown(values([line(1, 10, { taxRateIds: ['unknown'] })]))).toEqual([
      'Subtotal $10.00',
      'Total $10.00',
    ]);
  });
});

describe('the rates the preview uses', () => {
  const rates = [{ _id: 'vat', name: 'VAT', percent: 25, compound: false }];
  const carried = [
    { taxRateId: 'vat', name: 'VAT', percent: 23, compound: false, taxableAmount: 100, amount: 23 },
    { taxRateId: 'gone', name: 'Old', percent: 7, compound: false, taxableAmount: 100, amount: 7 },
  ];

  it('are the current terms for a draft, and the terms a sent invoice was sent with', () => {
    expect(termsFor(rates, { status: 'draft', taxes: carried }).map((rate) => rate.percent)).toEqual([25, 7]);
    expect(termsFor(rates, { status: 'sent', taxes: carried }).map((rate) => rate.percent)).toEqual([23, 7]);
    expect(termsFor(rates).map((rate) => rate.percent)).toEqual([25]);
  });
});

describe('a line in the panel', () => {
  it('shows its quantity, then its discount and its taxes as the invoice carries them', () => {
    const taxes = [
      { taxRateId: 'vat', name: 'VAT', percent: 23, compound: false, taxableAmount: 90, amount: 20.7 },
      { taxRateId: 'qst', name: 'QST', percent: 9.975, compound: false, taxableAmount: 90, amount: 8.98 },
    ];
    expect(lineDetails({ taxes }, { quantity: 2, discountPercent: 10, taxRateIds: ['vat', 'qst'] })).toBe(
      '× 2 · −10% · VAT 23% · QST 9.975%',
    );
    expect(lineDetails({ taxes }, { quantity: 1.5, discountPercent: 0, taxRateIds: [] })).toBe('× 1.5');
  });
});
