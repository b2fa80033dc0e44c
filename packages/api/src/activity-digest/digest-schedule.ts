/**
 * When each member's activity email is due and which period it covers. Pure functions of an
 * instant and a time zone, so the schedule is tested with fixed instants (no clock, no database).
 */

/** The local hour at which the daily email is due. */
const DIGEST_LOCAL_HOUR = 8;

/** The period one digest covers: [start, end), and the key that names it for its member. */
export type DigestPeriod = { key: string; start: Date; end: Date };

/** `tz` if the runtime knows it as an IANA zone, else UTC (a stored preference may predate a zone's removal). */
export function safeTimeZone(tz: string | null | undefined): string {
  if (!tz) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}

type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time at `instant` in `tz`. */
function localParts(instant: Date, tz: string): LocalParts {
  let format = partFormats.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(tz, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far `tz`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, tz: string): number {
  const p = localParts(instant, tz);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which `tz`'s wall clock reads the given date and time. Two passes settle the
 * offset across a DST change; a time skipped by a change lands just after it.
 */
function zonedInstant(tz: string, year: number, month: number, day: number, hour = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  let guess = wall - offsetAt(new Date(wall), tz);
  guess = wall - offsetAt(new Date(guess), tz);
  return new Date(guess);
}

/** A calendar date moved by `days` (no time zone involved: plain calendar arithmetic). */
function addDays(year: number, month: number, day: number, days: number) {
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const isoDate = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Daily mode at `now` for a member in `tz`: the period due is their previous local day once their
 * clock has passed 08:00 today, else the day before that (already due yesterday at 08:00, so a
 * server that was down then still sends it). The key names the local day covered.
 */
export function dailyPeriod(now: Date, timeZone: string): DigestPeriod {
  const tz = safeTimeZone(timeZone);
  const today = localParts(now, tz);
  const sendToday = zonedInstant(tz, today.year, today.month, today.day, DIGEST_LOCAL_HOUR);
  const endDay =
    now.getTime() >= sendToday.getTime() ? today : addDays(today.year, today.month, today.day, -1);
  const startDay = addDays(endDay.year, endDay.month, endDay.day, -1);
  return {
    key: `d:${isoDate(startDay)}`,
    start: zonedInstant(tz, startDay.year, startDay.month, startDay.day),
    end: zonedInstant(tz, endDay.year, endDay.month, endDay.day),
  };
}

/** The next instant after `now` at which a member in `tz` is due their daily email (08:00 local). */
export function nextDailySend(now: Date, timeZone: string): Date {
  const tz = safeTimeZone(timeZone);
  const today = localParts(now, tz);
  const sendToday = zonedInstant(tz, today.year, today.month, today.day, DIGEST_LOCAL_HOUR);
  if (sendToday.getTime() > now.getTime()) return sendToday;
  const tomorrow = addDays(today.year, today.month, today.day, 1);
  return zonedInstant(tz, tomorrow.year, tomorrow.month, tomorrow.day, DIGEST_LOCAL_HOUR);
}

/**
 * Interval mode (ACTIVITY_DIGEST_INTERVAL_SECONDS): periods end on multiples of the interval, and
 * each starts where the member's previous one ended (`previousEnd`), or one day earlier for a
 * member's first. Every worker running in the same slot computes the same key.
 */
export function intervalPeriod(now: Date, seconds: number, previousEnd: Date | null): DigestPeriod {
  const step = seconds * 1000;
  const end = new Date(Math.floor(now.getTime() / step) * step);
  const start = previousEnd && previousEnd < end ? previousEnd : new Date(end.getTime() - 24 * 3600 * 1000);
  return { key: `i${seconds}:${end.toISOString()}`, start, end };
}
