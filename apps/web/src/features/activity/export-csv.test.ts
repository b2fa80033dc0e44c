import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './export-csv';

describe('the exported file name', () => {
  it('comes from content-disposition', () => {
    expect(fileNameFrom('attachment; filename="activity-2026-11-24.csv"')).toBe('activity-2026-11-24.csv');
    expect(fileNameFrom("attachment; filename*=UTF-8''log%20nov.csv")).toBe('log nov.csv');
  });

  it('is activity.csv without one', () => {
    expect(fileNameFrom(null)).toBe('activity.csv');
    expect(fileNameFrom('attachment')).toBe('activity.csv');
  });
});
