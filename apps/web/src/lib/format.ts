/** Display formats shared by the pages. Money formatting itself is `formatMoney` from @folio/contracts. */

import { TEXTS } from './texts';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

/** "3 minutes ago", "2 days ago"; older than a month shows the date. */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const date = new Date(iso);
  const seconds = Math.round((now - date.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '—';
  if (seconds < 60) return TEXTS.justNow;
  const rtf = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return rtf.format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 30) return rtf.format(-days, 'day');
  return dateTime.format(date);
}

/** "Mar 2026" for a calendar month (month 1–12, UTC). */
export function formatMonth(year: number, month: number): string {
  return monthLabel.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** Initials for an avatar: up to 2 letters. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0]?.slice(0, 2) ?? '');
  return letters.toUpperCase() || '?';
}

export const capitalize = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date "YYYY-MM-DD" as "Nov 24, 2026" (no time zone shift). */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '—';
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? '—' : calendarDate.format(parsed);
}
