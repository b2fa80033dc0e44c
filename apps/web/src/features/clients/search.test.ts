import { describe, expect, it } from 'vitest';
import { validateClientsSearch } from '../../lib/search-params';
import { clientsPageInput, hasClientFilters } from './search';

describe('the clients address and list', () => {
  it('keeps the status, the search and the open panel', () => {
    expect(validateClientsSearch({ status: 'all', q: ' acme ', open: 'c1' })).toEqual({
      status: 'all',
      q: 'acme',
      open: 'c1',
    });
  });

  it('drops values that are not text or numbers', () => {
    expect(validateClientsSearch({ q: { text: 'acme' }, open: ['c1'] })).toEqual({});
    expect(validateClientsSearch({ q: true })).toEqual({});
  });

  it('keeps a number-like record id as its text', () => {
    expect(validateClientsSearch({ open: 42 })).toEqual({ open: '42' });
  });

  it('asks for active clients, 30 at a time, when nothing is set', () => {
    expect(clientsPageInput({})).toEqual({ status: 'active', limit: 30 });
    expect(clientsPageInput({ status: 'archived', q: 'acme', open: 'c1' })).toEqual({
      status: 'archived',
      q: 'acme',
      limit: 30,
    });
  });

  it('offers Clear only when the status differs from active or there is a search', () => {
    expect(hasClientFilters({})).toBe(false);
    expect(hasClientFilters({ status: 'active' })).toBe(false);
    // The open panel is not a filter.
    expect(hasClientFilters({ open: 'c1' })).toBe(false);
    expect(hasClientFilters({ status: 'archived' })).toBe(true);
    expect(hasClientFilters({ q: 'acme' })).toBe(true);
  });
});
