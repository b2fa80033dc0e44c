import { describe, expect, it } from 'vitest';
import { activityListInput } from '../features/activity/search';
import { clientsPageInput, hasClientFilters } from '../features/clients/search';
import { hasInvoiceFilters, invoicesPageInput, invoicesSummaryInput } from '../features/invoices/search';
import { hasProjectFilters, projectsPageInput } from '../features/projects/search';
import { nextParam } from './auth-guards';
import {
  validateActivitySearch,
  validateClientsSearch,
  validateInvoicesSearch,
  validateProjectsSearch,
} from './search-params';

describe('the activity address', () => {
  it('keeps every filter it knows, trimmed, and drops keys it does not know', () => {
    expect(
      validateActivitySearch({
        from: '2026-03-01',
        to: '2026-04-01',
        type: 'invoice',
        userId: 'u1',
        q: '  paid ',
        page: '2',
        limit: '50',
        sort: 'desc',
      }),
    ).toEqual({
      from: '2026-03-01',
      to: '2026-04-01',
      type: 'invoice',
      userId: 'u1',
      q: 'paid',
      page: 2,
      limit: 50,
    });
  });

  it('names nothing when the address names nothing', () => {
    expect(validateActivitySearch({})).toEqual({});
  });

  it('keeps the month a revenue bar links to, as the exact start and end instants', () => {
    const search = validateActivitySearch({
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-31T23:59:59.999Z',
    });
    expect(search).toEqual({ from: '2026-03-01T00:00:00.000Z', to: '2026-03-31T23:59:59.999Z' });
  });

  it('drops empty or blank filters', () => {
    expect(validateActivitySearch({ from: '', to: '   ', type: '', userId: ' ', q: '' })).toEqual({});
  });

  it('accepts the page sizes 10, 20, 50 and 100, as text or number', () => {
    for (const limit of [10, 20, 50, 100]) {
      expect(validateActivitySearch({ limit }).limit).toBe(limit);
      expect(validateActivitySearch({ limit: String(limit) }).limit).toBe(limit);
    }
  });

  it('drops any other page size, so the list falls back to 20', () => {
    for (const limit of [0, 5, 15, 25, 30, 99, 101, 200, -20, 20.5, '', 'all', 'twenty', null]) {
      expect(validateActivitySearch({ limit })).not.toHaveProperty('limit');
      expect(activityListInput(validateActivitySearch({ limit })).limit).toBe(20);
    }
  });

  it('accepts whole page numbers from 1 up', () => {
    expect(validateActivitySearch({ page: 1 }).page).toBe(1);
    expect(validateActivitySearch({ page: '7' }).page).toBe(7);
    expect(validateActivitySearch({ page: 250 }).page).toBe(250);
  });

  it('drops page 0, negative, fractional or non-numeric pages, so the list starts at page 1', () => {
    for (const page of [
      0,
      '0',
      -1,
      '-3',
      1.5,
      '2.5',
      'abc',
      '',
      null,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(validateActivitySearch({ page })).not.toHaveProperty('page');
      expect(activityListInput(validateActivitySearch({ page })).page).toBe(1);
    }
  });
});

describe('the activity list query', () => {
  it('asks for page 1 of 20 entries by default', () => {
    expect(activityListInput({})).toEqual({ page: 1, limit: 20 });
  });

  it('passes the filters, the page and the page size on', () => {
    expect(
      activityListInput({
        from: '2026-03-01',
        to: '2026-04-01',
        type: 'project',
        userId: 'u2',
        q: 'site',
        page: 3,
        limit: 100,
      }),
    ).toEqual({
      from: '2026-03-01',
      to: '2026-04-01',
      type: 'project',
      userId: 'u2',
      q: 'site',
      page: 3,
      limit: 100,
    });
  });

  it('leaves out the filters that are not set instead of sending empty values', () => {
    const input = activityListInput(validateActivitySearch({ type: '', q: ' ', page: '2' }));
    expect(input).toEqual({ page: 2, limit: 20 });
  });
});

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

describe('the projects address and list', () => {
  it('falls back to active for an unknown status', () => {
    expect(validateProjectsSearch({ status: 'done' }).status).toBe('active');
  });

  it('asks for active projects, 30 at a time, with the client, search and tag filters', () => {
    expect(projectsPageInput({})).toEqual({ status: 'active', limit: 30 });
    expect(
      projectsPageInput(validateProjectsSearch({ client: 'c1', tag: 'web', q: 'site', open: 'p1' })),
    ).toEqual({
      status: 'active',
      client: 'c1',
      q: 'site',
      tag: 'web',
      limit: 30,
    });
  });

  it('offers Clear for a status other than active, a search, a client or a tag', () => {
    expect(hasProjectFilters({})).toBe(false);
    expect(hasProjectFilters({ status: 'active', open: 'p1' })).toBe(false);
    expect(hasProjectFilters({ status: 'completed' })).toBe(true);
    expect(hasProjectFilters({ q: 'site' })).toBe(true);
    expect(hasProjectFilters({ client: 'c1' })).toBe(true);
    expect(hasProjectFilters({ tag: 'web' })).toBe(true);
  });
});

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

describe('the sign-in and sign-up address', () => {
  it('keeps ?next= as text when it is set', () => {
    expect(nextParam({ next: '/invoices?status=paid' })).toEqual({ next: '/invoices?status=paid' });
  });

  it('drops an empty or non-text ?next=', () => {
    expect(nextParam({})).toEqual({});
    expect(nextParam({ next: '' })).toEqual({});
    expect(nextParam({ next: 5 })).toEqual({});
    expect(nextParam({ next: ['/a'] })).toEqual({});
  });
});
