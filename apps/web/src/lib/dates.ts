import { isTimeZone, todayIn, todayUtc } from '@folio/contracts';
import { trpc } from './trpc';

export { todayIn, todayUtc };

/** The browser's own time zone, or UTC when it names none the server would accept. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/**
 * The signed-in user's time zone: their preferences.tz (the profile saves one for everyone, UTC
 * until they choose, and the server reads "today" in it), the browser's only while the user is not
 * known yet.
 */
export function useUserTimeZone(): string {
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 30_000 }).data;
  return me?.user.preferences.tz ?? browserTimeZone();
}
