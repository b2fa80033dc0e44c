import type { Locale } from '@folio/contracts';
import type { DigestEntry, OrgActivity } from '../../src/activity-digest/activity-digest.queries';
import { composeDigestEmail } from '../../src/activity-digest/digest-email';

/**
 * Ada's activity email of one day (2026-11-27, UTC) for the organization "Acme Studio", holding
 * these counts and entries: the wording tests vary only what the day held.
 */
export const composeDayDigest = (locale: Locale, counts: OrgActivity['counts'], entries: DigestEntry[]) =>
  composeDigestEmail({
    locale,
    timeZone: 'UTC',
    name: 'Ada',
    period: {
      key: 'd:2026-11-27',
      start: new Date('2026-11-27T00:00:00Z'),
      end: new Date('2026-11-28T00:00:00Z'),
    },
    activity: [{ orgId: 'org', orgName: 'Acme Studio', counts, total: entries.length, entries }],
    activityLink: 'https://folio.test/activity',
    unsubscribeLink: 'https://folio.test/u',
  });
