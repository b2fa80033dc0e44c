/** Calendar days, shared by the server and the web app: "today" is always someone's, in a zone. */

/** Today's calendar date in UTC ("YYYY-MM-DD"). */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Today's calendar date ("YYYY-MM-DD") in an IANA time zone: the day a person there reads on their
 * calendar, whatever the clock's zone. A zone the runtime does not know counts as UTC (the
 * zones offered are all known; this keeps an odd stored value from failing a read).
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      // en-CA writes dates as YYYY-MM-DD; the parts are read by type anyway, not by position.
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
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
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
