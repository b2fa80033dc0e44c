import { describe, expect, it } from 'vitest';
import { validateActivitySearch } from '../../lib/search-params';
import { activityListInput } from './search';

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
