import { trpc } from './trpc';

/** Today's calendar date in UTC ("2026-11-24"). */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Today's calendar date ("YYYY-MM-DD") in an IANA time zone: the day a person there reads on their
 * calendar, whatever zone the browser is in. The server reads due dates against the same day (the
 * user's preferences.tz). A zone the browser does not know counts as UTC.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return todayUtc(now);
    }
    dayFormats.set(timeZone, format);
  }
  // By part type, not position: the layout of a locale's date is not ours to rely on.
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The browser's own time zone, or UTC when it names none. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The signed-in user's time zone: their preferences.tz (the profile saves one for everyone, UTC
 * until they choose, and the server reads "today" in it), the browser's only while the user is not
 * known yet.
 */
export function useUserTimeZone(): string {
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 30_000 }).data;
  return me?.user.preferences.tz ?? browserTimeZone();
}
