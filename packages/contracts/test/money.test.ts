import { describe, expect, it } from 'vitest';
import {
  displayInvoiceNumber,
  formatMoney,
  fromCents,
  invoiceTotalCents,
  lineAmountCents,
  sanitizeStatusFilter,
  toCents,
} from '../src';

describe('money rules', () => {
  it('converts major units to cents, rounding half away from zero without float noise', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.125)).toBe(13);
    expect(toCents(-0.125)).toBe(-13);
    expect(toCents(19.99)).toBe(1999);
    expect(fromCents(1999)).toBe(19.99);
  });

  it('rounds each line to the cent and sums the rounded lines', () => {
    expect(lineAmountCents(1.5, 999)).toBe(1499); // 1498.5 → 1499
    expect(lineAmountCents(0.3333, 10000)).toBe(3333);
    expect(lineAmountCents(2.25, 1)).toBe(2); // 2.25 → 2
    expect(lineAmountCents(2.5, 1)).toBe(3); // 2.5 → 3
    expect(lineAmountCents(0.1, 30)).toBe(3); // not 2.9999…
    expect(
      invoiceTotalCents([
        { quantity: 1.5, unitPriceCents: 999 },
        { quantity: 3, unitPriceCents: 3333 },
      ]),
    ).toBe(1499 + 9999);
  });

  it('formats with the currency symbol, and appends unknown codes', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(10, 'EUR')).toBe('€10.00');
    expect(formatMoney(10, 'GBP')).toBe('£10.00');
    expect(formatMoney(10, 'CAD')).toBe('$10.00');
    expect(formatMoney(10, 'CHF')).toBe('10.00 CHF');
  });

  it('displays invoice numbers zero-padded with the suffix, else the last 6 characters of the id', () => {
    expect(displayInvoiceNumber({ _id: 'abc', number: 7, numberSuffix: null })).toBe('0007');
    expect(displayInvoiceNumber({ _id: 'abc', number: 42, numberSuffix: 'ACME' })).toBe('0042-ACME');
    expect(displayInvoiceNumber({ _id: '0123456789abcdef', number: null })).toBe('abcdef');
  });
});

describe('status filters', () => {
  it('accepts the known values in any case and falls back for everything else', () => {
    expect(sanitizeStatusFilter('archived', 'active')).toBe('archived');
    expect(sanitizeStatusFilter('nonarchived', 'active')).toBe('nonArchived');
    expect(sanitizeStatusFilter('ALL', 'active')).toBe('all');
    for (const bad of ['', 'undefined', 'null', 'bogus', undefined, null, 3]) {
      expect(sanitizeStatusFilter(bad, 'active')).toBe('active');
    }
    expect(sanitizeStatusFilter('', 'nonArchived')).toBe('nonArchived');
  });
});
