import { browserTimeZone, todayIn } from '../../lib/dates';

/**
 * What the series form needs of the organization: its today (a series' dates come in its time zone)
 * and its payment terms (a new series' days until due). Without its details (they could not be read)
 * the browser's time zone and the default terms stand in.
 */
export function orgCalendar(profile: { timeZone: string; paymentTermsDays: number | null } | null) {
  return {
    today: todayIn(profile?.timeZone ?? browserTimeZone()),
    paymentTermsDays: profile?.paymentTermsDays ?? null,
  };
}
