import { describe, expect, it } from 'vitest';
import { emptyQuoteValues, quoteInputFrom } from './quote-values';

describe('the quote form’s values', () => {
  it('start valid for 30 days, across a month and a year end', () => {
    expect(emptyQuoteValues('2026-12-15').validUntil).toBe('2027-01-14');
    expect(emptyQuoteValues('2028-02-01').validUntil).toBe('2028-03-02');
  });

  it('become the API input with the validity, the invoice’s lines and discount, and no due date', () => {
    const values = {
      ...emptyQuoteValues('2026-03-01'),
      client: 'c1',
      items: [{ description: 'Design', quantity: 2, unitPrice: 50, discountPercent: 10, taxRateIds: ['t1'] }],
      discountType: 'amount' as const,
      discountValue: 5,
    };
    const input = quoteInputFrom(values);
    expect(input).toEqual({
      client: 'c1',
      project: [],
      currency: 'USD',
      items: [{ description: 'Design', quantity: 2, unitPrice: 50, discountPercent: 10, taxRateIds: ['t1'] }],
      discount: { type: 'amount', value: 5 },
      pricesIncludeTax: false,
      validUntil: '2026-03-31',
    });
    expect('dueDate' in input).toBe(false);
  });
});
