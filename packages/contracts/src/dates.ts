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
