import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, setCatalogLoader } from '../../lib/i18n';
import { totalsRows } from './invoice-rules';
import { numberSeparators } from './number-separators';
import { INVOICE_TAX_TEXTS, INVOICE_TEXTS } from './texts';

beforeAll(() => {
  // The invoices namespace only: what the app's entry loads with the others for a language.
  setCatalogLoader(async (locale) => [['invoices', (await import(`./locales/${locale}.ts`)).default]]);
});

afterEach(() => changeLocale('en'));

const cents = (subtotalCents: number, taxCents = 0) => ({
  subtotalCents,
  discountTotalCents: 0,
  taxes: [
    {
      taxRateId: 'vat',
      name: 'TVA',
      percent: 20,
      compound: false,
      taxableCents: subtotalCents,
      amountCents: taxCents,
    },
  ],
  taxTotalCents: taxCents,
  totalCents: subtotalCents + taxCents,
});

describe('the invoices screens in another language', () => {
  it('name the status an invoice was set to, and count items', async () => {
    expect(INVOICE_TEXTS.setTo('archived')).toBe('Invoice set to archived');
    expect(INVOICE_TEXTS.itemCount(1)).toBe('1 item');
    await changeLocale('fr');
    expect(INVOICE_TEXTS.setTo('archived')).toBe('Facture archivée');
    expect(INVOICE_TEXTS.setTo('draft')).toBe('Facture repassée en brouillon');
    expect(INVOICE_TEXTS.itemCount(2)).toBe('2 lignes');
  });

  it('mark an archived tax rate in the picker', async () => {
    expect(INVOICE_TAX_TEXTS.rateOption('VAT', '23%', true)).toBe('VAT 23% (archived)');
    expect(INVOICE_TAX_TEXTS.rateOption('VAT', '23%', false)).toBe('VAT 23%');
    await changeLocale('de');
    expect(INVOICE_TAX_TEXTS.rateOption('USt.', '19%', true)).toBe('USt. 19% (archiviert)');
  });

  it('write the totals with the language’s words and money', async () => {
    await changeLocale('fr');
    const rows = totalsRows(cents(123456, 24691), 'EUR', false).map((row) => `${row.label} = ${row.amount}`);
    expect(rows).toEqual([
      'Sous-total = 1\u202f234,56\u00a0€',
      'TVA 20\u00a0% sur 1\u202f234,56\u00a0€ = 246,91\u00a0€',
      'Total = 1\u202f481,47\u00a0€',
    ]);
  });

  it('let the number fields take the language’s separators', async () => {
    expect(numberSeparators()).toEqual({ thousandSeparator: ',', decimalSeparator: '.' });
    await changeLocale('de');
    expect(numberSeparators()).toEqual({ thousandSeparator: '.', decimalSeparator: ',' });
    await changeLocale('fr');
    expect(numberSeparators().decimalSeparator).toBe(',');
  });
});
