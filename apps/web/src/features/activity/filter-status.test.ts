import { describe, expect, it } from 'vitest';
import { statusAfter } from './filter-status';

describe("the activity screen's status line", () => {
  it('says Filters reset after Reset', () => {
    expect(statusAfter('', { type: 'reset' })).toBe('Filters reset');
  });

  it('is emptied by a later filter change, so a second Reset is announced again', () => {
    const afterReset = statusAfter('', { type: 'reset' });
    const afterChange = statusAfter(afterReset, { type: 'filtersChanged' });
    expect(afterChange).toBe('');
    expect(statusAfter(afterChange, { type: 'reset' })).toBe('Filters reset');
  });

  it('reports an export, and clears that too when the filters change', () => {
    expect(statusAfter('', { type: 'exported', ok: true })).toBe('CSV exported');
    expect(statusAfter('', { type: 'exported', ok: false })).toBe('Export failed');
    expect(statusAfter('CSV exported', { type: 'filtersChanged' })).toBe('');
  });
});
