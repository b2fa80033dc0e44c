import { describe, expect, it } from 'vitest';
import { validateClientsSearch, validateInvoicesSearch, validateProjectsSearch } from './search-params';

describe('list filters in the address', () => {
  it('keep what is set and leave out the rest', () => {
    expect(validateClientsSearch({ status: 'archived', q: 'acme' })).toEqual({
      status: 'archived',
      q: 'acme',
    });
    expect(validateClientsSearch({})).toEqual({});
  });

  it('sanitise the status: empty, "undefined", "null" or unknown fall back to the default', () => {
    for (const status of ['', 'undefined', 'null', 'bogus']) {
      expect(validateClientsSearch({ status }).status).toBe('active');
      expect(validateInvoicesSearch({ status }).status).toBe('nonArchived');
    }
    expect(validateProjectsSearch({ status: 'COMPLETED' }).status).toBe('completed');
    expect(validateInvoicesSearch({ status: 'nonarchived' }).status).toBe('nonArchived');
  });

  it('read the projects filters and the open panel', () => {
    expect(validateProjectsSearch({ client: 'c1', tag: 'design,web', q: ' site ', open: 'p1' })).toEqual({
      client: 'c1',
      tag: 'design,web',
      q: 'site',
      open: 'p1',
    });
  });

  it('take a number-like value as its text', () => {
    expect(validateClientsSearch({ q: 1234 })).toEqual({ q: '1234' });
    expect(validateClientsSearch({ q: '   ' })).toEqual({});
  });
});
