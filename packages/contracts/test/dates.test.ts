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
