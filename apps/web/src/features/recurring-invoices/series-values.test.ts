import { createRecurringInvoiceInput, type RecurringInvoice } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { validate } from '../../lib/validate';
import { seriesPageInput, validateRecurringSearch } from './search';
import {
  calendarChanged,
  emptySeriesValues,
  seriesFormValues,
  seriesInputFrom,
  splitSeriesErrors,
} from './series-values';

const series: RecurringInvoice = {
  _id: 's1',
  client: { _id: 'c1', name: 'Acme Corp' },
  project: [{ _id: 'p1', title: 'Website' }],
  items: [
    {
      description: 'Hosting',
      quantity: 1,
      unitPrice: 120,
      discountPercent: 0,
      taxRateIds: ['t1'],
      amount: 120,
    },
  ],
  discount: { type: 'percent', value: 10 },
  pricesIncludeTax: false,
  currency: 'EUR',
  subtotal: 120,
  discountTotal: 12,
  taxTotal: 0,
  total: 108,
  frequency: 'monthly',
  startDate: '2027-01-31',
  end: { type: 'after', count: 12 },
  daysUntilDue: 14,
  autoSend: true,
  status: 'active',
  pauseReason: null,
  pauseMessage: null,
  nextDate: '2027-02-28',
  generatedCount: 1,
  lastGeneratedAt: '2027-01-31T08:00:00.000Z',
  createdAt: '2027-01-01T08:00:00.000Z',
  updatedAt: '2027-01-01T08:00:00.000Z',
};

describe('the series form’s values', () => {
  it('start a new series monthly from the organization’s today, never ending, due after its payment terms', () => {
    expect(emptySeriesValues('2027-01-10', 14)).toMatchObject({
      frequency: 'monthly',
      startDate: '2027-01-10',
      endType: 'never',
      daysUntilDue: 14,
      autoSend: false,
    });
    expect(emptySeriesValues('2027-01-10', null).daysUntilDue).toBe(30);
  });

  it('send back what the series holds, unchanged, as the API takes it', () => {
    expect(seriesInputFrom(seriesFormValues(series))).toEqual({
      client: 'c1',
      project: ['p1'],
      currency: 'EUR',
      items: [
        { description: 'Hosting', quantity: 1, unitPrice: 120, discountPercent: 0, taxRateIds: ['t1'] },
      ],
      discount: { type: 'percent', value: 10 },
      pricesIncludeTax: false,
      frequency: 'monthly',
      startDate: '2027-01-31',
      end: { type: 'after', count: 12 },
      daysUntilDue: 14,
      autoSend: true,
    });
  });

  it('are checked by the API’s own schema, so an empty count shows the server’s message at its field', () => {
    const values = { ...seriesFormValues(series), endCount: '' as const };
    const checked = validate(createRecurringInvoiceInput, seriesInputFrom(values));
    expect(checked.ok).toBe(false);
    const errors = splitSeriesErrors(checked.ok ? {} : checked.errors);
    expect(errors.onFields.endCount).toBe('Enter a number of invoices from 1 to 1000');
  });

  it('put an end date before the start at the end date field', () => {
    const values = { ...seriesFormValues(series), endType: 'on' as const, endDate: '2026-12-31' };
    const checked = validate(createRecurringInvoiceInput, seriesInputFrom(values));
    expect(splitSeriesErrors(checked.ok ? {} : checked.errors).onFields.endDate).toBe(
      'The end date cannot be before the start date',
    );
  });

  it('tell when an edit changes the calendar', () => {
    expect(calendarChanged(series, seriesFormValues(series))).toBe(false);
    expect(calendarChanged(series, { ...seriesFormValues(series), daysUntilDue: 30 })).toBe(false);
    expect(calendarChanged(series, { ...seriesFormValues(series), frequency: 'quarterly' })).toBe(true);
    expect(calendarChanged(series, { ...seriesFormValues(series), endType: 'never' })).toBe(true);
  });
});

describe('the recurring list’s address', () => {
  it('keeps a known status, the client, the search and the panel; all is the default', () => {
    expect(validateRecurringSearch({ status: 'Paused', client: 'c1', q: 'acme', open: 's1' })).toEqual({
      status: 'paused',
      client: 'c1',
      q: 'acme',
      open: 's1',
    });
    expect(validateRecurringSearch({ status: 'archived' })).toEqual({});
    expect(validateRecurringSearch({ status: 'all' })).toEqual({});
    expect(seriesPageInput({})).toEqual({ status: 'all', limit: 30 });
  });
});
