/**
 * Display formats shared by the pages, in the current language (lib/i18n.ts) and the user's time zone
 * (their profile's, else the browser's). The formatters are built once per language and zone.
 */

import { CURRENCY_SYMBOLS, formatMoney as formatMoneyInEnglish } from '@folio/contracts';
import { currentLocale, intlLocale, PSEUDO_LOCALE } from './i18n';
import { TEXTS } from './texts';

let displayTimeZone: string | undefined;
/** The zone last asked for, valid or not: asking again for it changes nothing and checks nothing. */
let askedTimeZone: string | undefined;

/** The browser's own time zone, read once. */
let browserTimeZone: string | undefined;
const browserZone = () => {
  browserTimeZone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserTimeZone;
};

/**
 * The user's time zone (preferences.tz) for dates and times; undefined: the browser's. True when
 * dates are now shown in another zone than before, so that those already on screen are stale (a
 * profile in the browser's own zone, the usual case, changes nothing on screen).
 */
export function setDisplayTimeZone(timeZone: string | undefined): boolean {
  if (timeZone === askedTimeZone) return false;
  askedTimeZone = timeZone;
  const previous = displayTimeZone ?? browserZone();
  displayTimeZone = timeZone && isTimeZone(timeZone) ? timeZone : undefined;
  return (displayTimeZone ?? browserZone()) !== previous;
}

const isTimeZone = (timeZone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

/** One formatter per kind, language and time zone ("UTC" for calendar dates, which never shift). */
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  build: (locale: string) => T,
): T {
  const key = `${kind}|${intlLocale()}|${displayTimeZone ?? ''}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build(intlLocale());
    formatters.set(key, formatter);
  }
  return formatter;
}

const dateTime = () =>
  cached(
    'dateTime',
    (locale) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: displayTimeZone }),
  );

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime().format(date);
}

/** "3 minutes ago", "2 days ago"; older than a month shows the date. */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const date = new Date(iso);
  const seconds = Math.round((now - date.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '—';
  if (seconds < 60) return TEXTS.justNow;
  const rtf = cached('relative', (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return rtf.format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 30) return rtf.format(-days, 'day');
  return dateTime().format(date);
}

/** "Mar 2026" for a calendar month (month 1–12, UTC). */
export function formatMonth(year: number, month: number): string {
  const monthLabel = cached(
    'month',
    (locale) => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  );
  return monthLabel.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** Initials for an avatar: up to 2 letters. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0]?.slice(0, 2) ?? '');
  return letters.toUpperCase() || '?';
}

export const capitalize = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** A calendar date "YYYY-MM-DD" as "Nov 24, 2026" (no time zone shift). */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '—';
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  const calendarDate = cached(
    'date',
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  );
  return Number.isNaN(parsed.getTime()) ? '—' : calendarDate.format(parsed);
}

/** A number with the language's separators ("1,234.5", "1 234,5", "1.234,5"). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  if (!options) return cached('number', (locale) => new Intl.NumberFormat(locale)).format(value);
  return new Intl.NumberFormat(intlLocale(), options).format(value);
}

/**
 * An amount in major units in its currency, placed as the language places it: "€1,234.56" in English
 * (exactly @folio/contracts' formatMoney, which the server's texts use too), "1 234,56 €" in French,
 * "1.234,56 €" in German. A currency without a known symbol shows its code ("1.234,56 CHF").
 */
export function formatMoney(amount: number, currency: string): string {
  const locale = currentLocale();
  if (locale === 'en' || locale === PSEUDO_LOCALE) return formatMoneyInEnglish(amount, currency);
  const known = currency in CURRENCY_SYMBOLS;
  try {
    return cached(
      `money-${currency}`,
      (intl) =>
        new Intl.NumberFormat(intl, {
          style: 'currency',
          currency,
          currencyDisplay: known ? 'narrowSymbol' : 'code',
        }),
    ).format(amount);
  } catch {
    // Not an ISO currency code: the number and the code as they are.
    return `${formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
  }
}

/** "12.3K" / "12,3 k": a large amount shortened for a tight place. */
export const formatCompactNumber = (value: number): string =>
  cached(
    'compact',
    (locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
  ).format(value);
