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
