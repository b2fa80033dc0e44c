import { describe, expect, it } from 'vitest';
import { dailyPeriod, intervalPeriod, nextDailySend } from '../src/activity-digest/digest-schedule';

/** The daily activity email's schedule: 08:00 in the member's own time zone, over their previous day. */

const at = (iso: string) => new Date(iso);

describe('daily activity email: 08:00 in the member’s time zone', () => {
  it('Pacific/Kiritimati (UTC+14): due at 18:00 UTC the day before, covering the previous local day', () => {
    // 07:59 on Nov 26 in Kiritimati: Nov 26's email is not due yet, Nov 25's was due yesterday.
    const before = at('2026-11-25T17:59:00Z');
    expect(nextDailySend(before, 'Pacific/Kiritimati')).toEqual(at('2026-11-25T18:00:00Z'));
    expect(dailyPeriod(before, 'Pacific/Kiritimati').key).toBe('d:2026-11-24');

    // 08:00 on Nov 26 in Kiritimati: Nov 25 (local) is due, midnight to midnight there.
    const due = at('2026-11-25T18:00:00Z');
    expect(dailyPeriod(due, 'Pacific/Kiritimati')).toEqual({
      key: 'd:2026-11-25',
      start: at('2026-11-24T10:00:00Z'),
      end: at('2026-11-25T10:00:00Z'),
    });
    expect(nextDailySend(due, 'Pacific/Kiritimati')).toEqual(at('2026-11-26T18:00:00Z'));
  });

  it('America/Los_Angeles: 08:00 PST is 16:00 UTC, and 08:00 PDT 15:00 UTC after the clocks change', () => {
    const morning = at('2026-11-26T15:59:59Z');
    expect(nextDailySend(morning, 'America/Los_Angeles')).toEqual(at('2026-11-26T16:00:00Z'));
    expect(dailyPeriod(morning, 'America/Los_Angeles').key).toBe('d:2026-11-24');
    expect(dailyPeriod(at('2026-11-26T16:00:00Z'), 'America/Los_Angeles')).toEqual({
      key: 'd:2026-11-25',
      start: at('2026-11-25T08:00:00Z'),
      end: at('2026-11-26T08:00:00Z'),
    });

    // March 8, 2026 lost an hour (02:00 PST became 03:00 PDT): that day is 23 hours long, and the
    // next morning's email is due at 08:00 PDT.
    const afterChange = at('2026-03-09T12:00:00Z');
    expect(nextDailySend(afterChange, 'America/Los_Angeles')).toEqual(at('2026-03-09T15:00:00Z'));
    expect(dailyPeriod(at('2026-03-09T15:00:00Z'), 'America/Los_Angeles')).toEqual({
      key: 'd:2026-03-08',
      start: at('2026-03-08T08:00:00Z'),
      end: at('2026-03-09T07:00:00Z'),
    });
  });

  it('at one instant, each member is due the day their own clock says', () => {
    // 18:00 UTC: 08:00 on Nov 27 in Kiritimati (Nov 26 is due), 10:00 on Nov 26 in Los Angeles
    // (Nov 25 is due), 18:00 on Nov 26 in UTC (Nov 25 is due).
    const instant = at('2026-11-26T18:00:00Z');
    expect(dailyPeriod(instant, 'Pacific/Kiritimati').key).toBe('d:2026-11-26');
    expect(dailyPeriod(instant, 'America/Los_Angeles').key).toBe('d:2026-11-25');
    expect(dailyPeriod(instant, 'UTC').key).toBe('d:2026-11-25');
  });

  it('an unknown time zone is read as UTC', () => {
    expect(nextDailySend(at('2026-11-26T07:00:00Z'), 'Mars/Olympus_Mons')).toEqual(
      at('2026-11-26T08:00:00Z'),
    );
  });
});

describe('ACTIVITY_DIGEST_INTERVAL_SECONDS: every N seconds, from the previous digest', () => {
  it('ends periods on multiples of the interval and starts each where the member’s previous one ended', () => {
    const first = intervalPeriod(at('2026-11-26T10:17:00Z'), 600, null);
    expect(first.end).toEqual(at('2026-11-26T10:10:00Z'));
    expect(first.start).toEqual(at('2026-11-25T10:10:00Z'));
    expect(first.key).toBe('i600:2026-11-26T10:10:00.000Z');
    const next = intervalPeriod(at('2026-11-26T10:31:00Z'), 600, first.end);
    expect(next).toEqual({
      key: 'i600:2026-11-26T10:30:00.000Z',
      start: first.end,
      end: at('2026-11-26T10:30:00Z'),
    });
  });
});
