import { afterAll, describe, expect, it, vi } from 'vitest';

// The viewer sits west of UTC, where a calendar date read as local time would show the day before.
const previousTz = vi.hoisted(() => {
  const previous = process.env.TZ;
  process.env.TZ = 'America/Los_Angeles';
  return previous;
});

import { capitalize, formatDate, formatDateTime, formatMonth, formatRelative, initials } from './format';

afterAll(() => {
  if (previousTz === undefined) delete process.env.TZ;
  else process.env.TZ = previousTz;
});

describe('initials', () => {
  it('take the first letters of the first and last names', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('Jean Paul Sartre')).toBe('JS');
  });

  it('are never more than 2 letters, and upper case', () => {
    expect(initials('ada')).toBe('AD');
    expect(initials('Bo')).toBe('BO');
    expect(initials('x')).toBe('X');
    expect(initials('anna maria de la cruz')).toHaveLength(2);
  });

  it('ignore extra spaces', () => {
    expect(initials('  Grace   Hopper  ')).toBe('GH');
  });

  it('show a question mark without a name', () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials(null)).toBe('?');
    expect(initials(undefined)).toBe('?');
  });
});

describe('capitalize', () => {
  it('upper-cases the first letter only', () => {
    expect(capitalize('overdue')).toBe('Overdue');
    expect(capitalize('nonArchived')).toBe('NonArchived');
    expect(capitalize('Paid')).toBe('Paid');
  });

  it('leaves an empty text empty', () => {
    expect(capitalize('')).toBe('');
  });
});

describe('calendar dates (due dates)', () => {
  it('show the day that was picked, whatever the viewer’s time zone', () => {
    expect(formatDate('2026-11-24')).toBe('Nov 24, 2026');
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('read only the date of a full timestamp', () => {
    expect(formatDate('2026-03-01T00:00:00.000Z')).toBe('Mar 1, 2026');
  });

  it('show a dash when there is no date or it is not a date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('soon')).toBe('—');
  });
});

describe('months', () => {
  it('show the calendar month and year', () => {
    expect(formatMonth(2026, 3)).toBe('Mar 2026');
    expect(formatMonth(2025, 12)).toBe('Dec 2025');
    expect(formatMonth(2026, 1)).toBe('Jan 2026');
  });
});

describe('moments (created, updated, activity)', () => {
  it('show date and time in the viewer’s time zone', () => {
    // 15:30 UTC is 8:30 in the morning in Los Angeles (daylight time).
    expect(formatDateTime('2026-03-10T15:30:00.000Z')).toMatch(/^Mar 10, 2026,? 8:30\sAM$/);
    // Early in the UTC day is still the evening before there.
    expect(formatDateTime('2026-03-10T02:00:00.000Z')).toMatch(/^Mar 9, 2026,? 7:00\sPM$/);
  });

  it('show a dash when missing or unreadable', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(formatDateTime('yesterday')).toBe('—');
  });
});

describe('relative times', () => {
  const now = Date.parse('2026-06-15T12:00:00.000Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('say "just now" under a minute', () => {
    expect(formatRelative(ago(0), now)).toBe('just now');
    expect(formatRelative(ago(59), now)).toBe('just now');
  });

  it('count minutes, hours and days', () => {
    expect(formatRelative(ago(60), now)).toBe('1 minute ago');
    expect(formatRelative(ago(3 * 60), now)).toBe('3 minutes ago');
    expect(formatRelative(ago(59 * 60), now)).toBe('59 minutes ago');
    expect(formatRelative(ago(60 * 60), now)).toBe('1 hour ago');
    expect(formatRelative(ago(5 * 3600), now)).toBe('5 hours ago');
    expect(formatRelative(ago(2 * 86400), now)).toBe('2 days ago');
    expect(formatRelative(ago(29 * 86400), now)).toBe('29 days ago');
  });

  it('say "yesterday" for one day', () => {
    expect(formatRelative(ago(86400), now)).toBe('yesterday');
  });

  it('show the date once it is a month old or more', () => {
    expect(formatRelative('2026-05-01T15:30:00.000Z', now)).toMatch(/^May 1, 2026,? 8:30\sAM$/);
  });

  it('show a dash for something that is not a date', () => {
    expect(formatRelative('later', now)).toBe('—');
  });
});
