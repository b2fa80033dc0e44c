import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The viewer sits west of UTC, where a calendar date read as local time would show the day before.
const previousTz = vi.hoisted(() => {
  const previous = process.env.TZ;
  process.env.TZ = 'America/Los_Angeles';
  return previous;
});

import {
  capitalize,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonth,
  formatNumber,
  formatRelative,
  initials,
  setDisplayTimeZone,
} from './format';
import { changeLocale, setCatalogLoader } from './i18n';

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

// Intl separates French thousands and the euro sign with no-break spaces: shown here as plain spaces.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formats in the user’s language', () => {
  beforeAll(() => {
    setCatalogLoader(async (locale) => [['common', (await import(`./locales/${locale}.ts`)).default]]);
  });
  afterEach(async () => {
    setDisplayTimeZone(undefined);
    await changeLocale('en');
  });

  it('place the currency as each language does', async () => {
    expect(formatMoney(1234.56, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(-5, 'USD')).toBe('-$5.00');
    await changeLocale('fr');
    expect(spaces(formatMoney(1234.56, 'EUR'))).toBe('1 234,56 €');
    expect(spaces(formatMoney(1234.56, 'CHF'))).toBe('1 234,56 CHF');
    await changeLocale('de');
    expect(spaces(formatMoney(1234.56, 'EUR'))).toBe('1.234,56 €');
    expect(spaces(formatMoney(-1234.5, 'USD'))).toBe('-1.234,50 $');
    await changeLocale('es');
    expect(spaces(formatMoney(1234.56, 'EUR'))).toBe('1234,56 €');
    expect(spaces(formatMoney(12345.6, 'EUR'))).toBe('12.345,60 €');
    await changeLocale('it');
    // Spanish and Italian group digits from five on.
    expect(spaces(formatMoney(1234.56, 'EUR'))).toBe('1234,56 €');
    expect(spaces(formatMoney(1234567.8, 'GBP'))).toBe('1.234.567,80 £');
  });

  it('write numbers with the language’s separators', async () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    await changeLocale('fr');
    expect(spaces(formatNumber(1234.5))).toBe('1 234,5');
    await changeLocale('de');
    expect(formatNumber(1234.5)).toBe('1.234,5');
  });

  it('name dates and months in the language', async () => {
    await changeLocale('fr');
    expect(formatDate('2026-11-24')).toBe('24 nov. 2026');
    expect(formatMonth(2026, 3)).toBe('mars 2026');
    await changeLocale('de');
    expect(formatDate('2026-11-24')).toBe('24.11.2026');
    expect(formatMonth(2026, 3)).toBe('März 2026');
    await changeLocale('es');
    expect(formatDate('2026-11-24')).toBe('24 nov 2026');
    await changeLocale('it');
    expect(formatDate('2026-11-24')).toBe('24 nov 2026');
  });

  it('say relative times in the language', async () => {
    const now = Date.parse('2026-06-15T12:00:00.000Z');
    const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
    await changeLocale('fr');
    expect(formatRelative(ago(3 * 60), now)).toBe('il y a 3 minutes');
    expect(formatRelative(ago(86400), now)).toBe('hier');
    expect(formatRelative(ago(10), now)).toBe('à l’instant');
    await changeLocale('de');
    expect(formatRelative(ago(2 * 3600), now)).toBe('vor 2 Stunden');
    expect(formatRelative(ago(10), now)).toBe('gerade eben');
  });

  it('show moments in the profile’s time zone, else the browser’s', async () => {
    setDisplayTimeZone('Europe/Paris');
    await changeLocale('fr');
    // 15:30 UTC is 16:30 in Paris in March (winter time).
    expect(spaces(formatDateTime('2026-03-10T15:30:00.000Z'))).toBe('10 mars 2026, 16:30');
    await changeLocale('de');
    expect(formatDateTime('2026-03-10T15:30:00.000Z')).toBe('10.03.2026, 16:30');
    setDisplayTimeZone('Not/AZone');
    await changeLocale('en');
    expect(formatDateTime('2026-03-10T15:30:00.000Z')).toMatch(/^Mar 10, 2026,? 8:30\sAM$/);
  });

  it('tell whether dates already shown are in another zone than before', () => {
    // The browser's own zone (this file's TZ): what dates are already shown in.
    expect(setDisplayTimeZone('America/Los_Angeles')).toBe(false);
    expect(setDisplayTimeZone('Europe/Paris')).toBe(true);
    // The same zone again (a profile read again, an effect run again): nothing to show again.
    expect(setDisplayTimeZone('Europe/Paris')).toBe(false);
    expect(setDisplayTimeZone('Asia/Tokyo')).toBe(true);
    expect(formatDateTime('2026-03-10T15:30:00.000Z')).toMatch(/^Mar 11, 2026,? 12:30\sAM$/);
    // An unknown zone falls back to the browser's: a change from Tokyo, then none.
    expect(setDisplayTimeZone('Not/AZone')).toBe(true);
    expect(setDisplayTimeZone(undefined)).toBe(false);
    expect(formatDateTime('2026-03-10T15:30:00.000Z')).toMatch(/^Mar 10, 2026,? 8:30\sAM$/);
  });
});
