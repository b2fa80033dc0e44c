import { browserTimeZone } from '../../lib/dates';
import type { TrpcUtils } from '../../lib/trpc';

/**
 * What the series form needs of the organization before it opens: its time zone (a series' dates
 * come in it, so "today" and the preview are its) and its payment terms (a new series' days until
 * due). Without them (the details could not be read) the browser's zone and the default terms stand in.
 */
export async function orgCalendar(
  trpc: TrpcUtils,
): Promise<{ timeZone: string; paymentTermsDays: number | null }> {
  try {
    const profile = await trpc.org.profile.fetch();
    return { timeZone: profile.timeZone, paymentTermsDays: profile.paymentTermsDays };
  } catch {
    return { timeZone: browserTimeZone(), paymentTermsDays: null };
  }
}
