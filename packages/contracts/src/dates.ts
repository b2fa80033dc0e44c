/** Calendar days, shared by the server and the web app: "today" is always someone's, in a zone. */

/** Today's calendar date in UTC ("YYYY-MM-DD"). */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

const HOUR_MS = 3_600_000;
/**
 * How far a change of offset can move a zone's clock (a year's daylight saving time is an hour;
 * wartime double summer time was two): a day cached by `todayIn` ends this much before its
 * midnight, so that no change of offset on the way can make it outlast its day.
 */
const OFFSET_CHANGE_MARGIN_MS = 3 * HOUR_MS;

/** The day `todayIn` last answered per zone, and the instants between which it holds. */
const knownDays = new Map<string, { day: string; from: number; until: number }>();

/**
 * Today's calendar date ("YYYY-MM-DD") in an IANA time zone: the day a person there reads on their
 * calendar, whatever the clock's zone. A zone the runtime does not know counts as UTC (the
 * zones offered are all known; this keeps an odd stored value from failing a read).
 *
 * Every dated read asks for it, and formatting a date in a zone is slow next to the rest of a
 * read: the answer is kept per zone until a little before that day's midnight there.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const instant = now.getTime();
  const known = knownDays.get(timeZone);
  if (known && instant >= known.from && instant < known.until) return known.day;
  const format = timeZone === 'UTC' ? null : wallClock(timeZone);
  if (!format) return todayUtc(now);
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = Number(value);
  const day = `${String(part.year).padStart(4, '0')}-${String(part.month).padStart(2, '0')}-${String(part.day).padStart(2, '0')}`;
  const sinceMidnightMs = ((part.hour! * 60 + part.minute!) * 60 + part.second!) * 1000;
  const until = instant + 24 * HOUR_MS - sinceMidnightMs - OFFSET_CHANGE_MARGIN_MS;
  if (knownDays.size < 1_000 || knownDays.has(timeZone))
    knownDays.set(timeZone, { day, from: instant, until });
  return day;
}

/** An IANA name as written: "UTC", "Europe/Paris", "America/Argentina/Buenos_Aires", "Etc/GMT+5". */
const IANA_NAME = /^(UTC|[A-Z][A-Za-z_]*(\/[A-Z0-9][A-Za-z0-9_+-]*){1,2})$/;
const knownZones = new Map<string, boolean>();

/**
 * Whether a text is an IANA time zone the runtime knows ("Pacific/Kiritimati" is, "Mars/Olympus"
 * and "europe/paris" are not). Any zone is accepted, not only the ones the profile lists first: a
 * freelancer in Kiribati or Kyiv keeps their own calendar.
 */
export function isTimeZone(value: string): boolean {
  let known = knownZones.get(value);
  if (known === undefined) {
    known = IANA_NAME.test(value) && acceptedByIntl(value);
    if (knownZones.size < 1_000) knownZones.set(value, known);
  }
  return known;
}

function acceptedByIntl(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const wallClocks = new Map<string, Intl.DateTimeFormat | null>();

/** The calendar and clock of a time zone, read by parts; null for a zone the runtime does not know. */
function wallClock(timeZone: string): Intl.DateTimeFormat | null {
  let format = wallClocks.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      format = null;
    }
    if (wallClocks.size < 1_000) wallClocks.set(timeZone, format);
  }
  return format;
}

/**
 * How far a time zone's clock is ahead of UTC at an instant, in milliseconds (negative behind it):
 * its clock there minus UTC's. 0 for UTC and for a zone the runtime does not know (as todayIn counts it).
 */
export function zoneOffsetMs(timeZone: string, instant: number): number {
  const format = timeZone === 'UTC' ? null : wallClock(timeZone);
  if (!format) return 0;
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = Number(value);
  const clock = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  // The clock shows whole seconds: compare it with the instant's whole second.
  return clock - Math.floor(instant / 1000) * 1000;
}

/**
 * The first instant of a calendar day ("YYYY-MM-DD") in a time zone: midnight there. The offset is
 * read at the first guess and again at the result, which settles it across a change of offset; when
 * a change skips that midnight, the first instant that is on that day.
 */
export function startOfDayIn(timeZone: string, date: string): number {
  const clock = Date.parse(`${date}T00:00:00Z`);
  const first = clock - zoneOffsetMs(timeZone, clock);
  const second = clock - zoneOffsetMs(timeZone, first);
  const onTheDay = [first, second].filter((instant) => todayIn(timeZone, new Date(instant)) === date);
  return onTheDay.length > 0 ? Math.min(...onTheDay) : second;
}
