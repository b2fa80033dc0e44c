import { describe, expect, it } from 'vitest';
import { isTimeZone, startOfDayIn, todayIn, zoneOffsetMs } from '../src/dates';

const hours = (n: number) => n * 3_600_000;

describe('calendar days in a time zone', () => {
  it('today is the date a clock there shows', () => {
    const instant = new Date('2026-11-26T11:00:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-11-26');
    expect(todayIn('Pacific/Kiritimati', instant)).toBe('2026-11-27');
    expect(todayIn('Pacific/Pago_Pago', new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-25');
  });

  it('today turns at midnight there, also read many times in one day and on a day the clocks change', () => {
    const at = (iso: string) => new Date(iso);
    // New York springs forward at 02:00 on 8 March 2026 (07:00 UTC): the day is 23 hours long.
    expect(todayIn('America/New_York', at('2026-03-08T05:30:00Z'))).toBe('2026-03-08');
    expect(todayIn('America/New_York', at('2026-03-08T12:00:00Z'))).toBe('2026-03-08');
    expect(todayIn('America/New_York', at('2026-03-09T03:59:59Z'))).toBe('2026-03-08');
    expect(todayIn('America/New_York', at('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
    // Earlier instants are answered as well after a later one.
    expect(todayIn('America/New_York', at('2026-03-08T04:59:59Z'))).toBe('2026-03-07');
    // Samoa skipped 30 December 2011: the day after the 29th was the 31st.
    expect(todayIn('Pacific/Apia', at('2011-12-30T09:59:59Z'))).toBe('2011-12-29');
    expect(todayIn('Pacific/Apia', at('2011-12-30T10:00:00Z'))).toBe('2011-12-31');
    expect(todayIn('Mars/Olympus', at('2026-11-26T23:30:00Z'))).toBe('2026-11-26');
  });

  it('reads a zone’s offset at an instant, summer time included', () => {
    expect(zoneOffsetMs('Pacific/Kiritimati', Date.parse('2026-11-26T11:00:00Z'))).toBe(hours(14));
    expect(zoneOffsetMs('Asia/Kathmandu', Date.parse('2026-11-26T11:00:00Z'))).toBe(hours(5.75));
    expect(zoneOffsetMs('Europe/Paris', Date.parse('2026-07-01T12:00:00Z'))).toBe(hours(2));
    expect(zoneOffsetMs('Europe/Paris', Date.parse('2026-12-01T12:00:00Z'))).toBe(hours(1));
    expect(zoneOffsetMs('America/St_Johns', Date.parse('2026-12-01T12:00:00Z'))).toBe(-hours(3.5));
    expect(zoneOffsetMs('Mars/Olympus', Date.now())).toBe(0);
  });

  it('finds the first instant of a day there, also on a day the clocks change', () => {
    expect(new Date(startOfDayIn('Pacific/Kiritimati', '2026-11-01')).toISOString()).toBe(
      '2026-10-31T10:00:00.000Z',
    );
    expect(new Date(startOfDayIn('America/Los_Angeles', '2026-11-01')).toISOString()).toBe(
      '2026-11-01T07:00:00.000Z',
    );
    expect(new Date(startOfDayIn('America/Los_Angeles', '2026-11-02')).toISOString()).toBe(
      '2026-11-02T08:00:00.000Z',
    );
    // Havana skips midnight when summer time starts: the day begins at 01:00.
    expect(new Date(startOfDayIn('America/Havana', '2026-03-08')).toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
  });
});

describe('time zone names', () => {
  it('accepts any IANA zone the runtime knows, written as IANA writes it', () => {
    for (const zone of [
      'UTC',
      'Europe/Paris',
      'Pacific/Kiritimati',
      'America/Argentina/Buenos_Aires',
      'Etc/GMT+5',
    ])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['europe/paris', 'Mars/Olympus', 'Europe/', '', 'Europe/Paris; drop', 'utc'])
      expect(isTimeZone(zone), zone).toBe(false);
  });
});
