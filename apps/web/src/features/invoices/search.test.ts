import { describe, expect, it } from 'vitest';
import { validateInvoicesSearch } from '../../lib/search-params';
import { hasInvoiceFilters, invoicesPageInput, invoicesSummaryInput } from './search';

describe('the invoices address and list', () => {
  it('keeps the status, client, search and open panel', () => {
    expect(validateInvoicesSearch({ status: 'archived', client: 'c1', q: '0042', open: 'i1' })).toEqual({
      status: 'archived',
      client: 'c1',
      q: '0042',
      open: 'i1',
    });
  });

  it('reads an invoice number typed as a number as its text', () => {
    expect(validateInvoicesSearch({ q: 42 })).toEqual({ q: '42' });
  });

  it('asks for the non-archived invoices, 30 at a time, when nothing is set', () => {
    expect(invoicesPageInput({})).toEqual({ status: 'nonArchived', limit: 30 });
    expect(invoicesPageInput({ status: 'all', client: 'c1', q: 'x', open: 'i1' })).toEqual({
      status: 'all',
      client: 'c1',
      q: 'x',
      limit: 30,
    });
  });

  it('has the summary tiles follow the client filter only', () => {
    expect(invoicesSummaryInput({})).toEqual({});
    expect(invoicesSummaryInput({ status: 'archived', q: 'x' })).toEqual({});
    expect(invoicesSummaryInput({ client: 'c1', status: 'all' })).toEqual({ client: 'c1' });
  });

  it('offers Clear for a status other than the default, a search or a client', () => {
    expect(hasInvoiceFilters({})).toBe(false);
    expect(hasInvoiceFilters({ status: 'nonArchived', open: 'i1' })).toBe(false);
    expect(hasInvoiceFilters({ status: 'all' })).toBe(true);
    expect(hasInvoiceFilters({ q: '12' })).toBe(true);
    expect(hasInvoiceFilters({ client: 'c1' })).toBe(true);
  });
});
