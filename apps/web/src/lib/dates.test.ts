import { describe, expect, it } from 'vitest';
import { todayIn, todayUtc } from './dates';

describe('todayIn', () => {
  // 10:30 UTC on 26 November: already the 27th at UTC+14, still the 25th at UTC-11.
  const now = new Date('2026-11-26T10:30:00Z');

  it("is the calendar date of the zone, not the server's or the browser's", () => {
    expect(todayIn('UTC', now)).toBe('2026-11-26');
    expect(todayIn('Pacific/Kiritimati', now)).toBe('2026-11-27');
    expect(todayIn('Pacific/Pago_Pago', now)).toBe('2026-11-25');
    expect(todayIn('America/Los_Angeles', new Date('2026-11-27T02:00:00Z'))).toBe('2026-11-26');
    expect(todayIn('Asia/Tokyo', new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('follows daylight saving time', () => {
    // Berlin is UTC+2 in summer and UTC+1 in winter: 22:30 UTC is the next day only in summer.
    expect(todayIn('Europe/Berlin', new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(todayIn('Europe/Berlin', new Date('2026-01-01T22:30:00Z'))).toBe('2026-01-01');
  });

  it('reads an unknown zone as UTC', () => {
    expect(todayIn('Mars/Olympus', now)).toBe(todayUtc(now));
  });
});
