import { CURRENCIES, formatMoney } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { type ItemValues, lineAmount, subtotal } from './invoice-rules';

const line = (quantity: ItemValues['quantity'], unitPrice: ItemValues['unitPrice']): ItemValues => ({
  description: 'Work',
  quantity,
  unitPrice,
});

/** What the form shows next to a line, and under the lines as the subtotal. */
const shownLine = (item: ItemValues, currency = 'USD') => formatMoney(lineAmount(item), currency);
const shownSubtotal = (items: ItemValues[], currency = 'USD') => formatMoney(subtotal(items), currency);

describe('the invoice form’s money preview', () => {
  it('shows each line as quantity × unit price, to the cent', () => {
    expect(shownLine(line(2, 150))).toBe('$300.00');
    expect(shownLine(line(1.5, 9.99))).toBe('$14.99'); // 14.985 rounds up
    expect(shownLine(line(3, 0.1))).toBe('$0.30'); // no float noise
  });

  it('rounds a half cent away from zero, and less than half a cent down', () => {
    expect(shownLine(line(0.5, 0.01))).toBe('$0.01');
    expect(shownLine(line(0.25, 0.01))).toBe('$0.00');
    expect(shownLine(line(0.1, 0.3))).toBe('$0.03');
  });

  it('counts a unit price typed with more than 2 decimals at the cent the server saves', () => {
    // 1.005 is saved as 1.01, so two units are 2.02 (not 2.01).
    expect(shownLine(line(2, 1.005))).toBe('$2.02');
    expect(shownLine(line(10, 0.005))).toBe('$0.10');
  });

  it('keeps quantities to 4 decimals, as the server does', () => {
    expect(shownLine(line(0.33333, 300))).toBe('$99.99');
    expect(shownLine(line(0.3333, 100))).toBe('$33.33');
  });

  it('adds the rounded lines into the subtotal, with thousands separators', () => {
    const items = [line(1.5, 9.99), line(1.5, 9.99), line(1200, 12.5)];
    // 14.99 + 14.99 + 15,000.00, not 14.985 × 2 rounded once.
    expect(shownSubtotal(items)).toBe('$15,029.98');
  });

  it('shows $0.00 for lines still being typed', () => {
    expect(shownSubtotal([line('', ''), line(3, '')])).toBe('$0.00');
    expect(shownSubtotal([])).toBe('$0.00');
    expect(shownLine(line(Number.NaN, 10))).toBe('$0.00');
  });

  it('ignores an empty line next to filled ones', () => {
    expect(shownSubtotal([line(2, 50), line('', 999), line(1, 0.5)])).toBe('$100.50');
  });

  it('writes the amount with the symbol of the invoice’s currency', () => {
    const items = [line(1, 1234.5)];
    expect(shownSubtotal(items, 'USD')).toBe('$1,234.50');
    expect(shownSubtotal(items, 'EUR')).toBe('€1,234.50');
    expect(shownSubtotal(items, 'GBP')).toBe('£1,234.50');
    expect(shownSubtotal(items, 'CAD')).toBe('$1,234.50');
    expect(shownSubtotal(items, 'AUD')).toBe('$1,234.50');
  });

  it('has a symbol for every currency the form offers', () => {
    for (const currency of CURRENCIES) {
      expect(formatMoney(10, currency)).not.toContain(currency);
      expect(formatMoney(10, currency)).toMatch(/^\D10\.00$/);
    }
  });

  it('writes other currency codes after the amount, without a symbol', () => {
    expect(formatMoney(1234.5, 'CHF')).toBe('1,234.50 CHF');
    expect(formatMoney(1000, 'JPY')).toBe('1,000.00 JPY');
    expect(formatMoney(0.1 + 0.2, 'SEK')).toBe('0.30 SEK');
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatMoney(-5, 'USD')).toBe('-$5.00');
    expect(formatMoney(-1234.5, 'EUR')).toBe('-€1,234.50');
    expect(formatMoney(-5, 'CHF')).toBe('-5.00 CHF');
  });
});
