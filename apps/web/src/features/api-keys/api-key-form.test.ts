import { describe, expect, it } from 'vitest';
import { endOfDayIn, keyRoles } from './api-key-form';

describe('endOfDayIn', () => {
  it('is the last millisecond of the day in the zone', () => {
    expect(endOfDayIn('2026-12-01', 'UTC')).toBe('2026-12-01T23:59:59.999Z');
    expect(endOfDayIn('2026-12-01', 'Europe/Paris')).toBe('2026-12-01T22:59:59.999Z');
    expect(endOfDayIn('2026-12-01', 'America/New_York')).toBe('2026-12-02T04:59:59.999Z');
    expect(endOfDayIn('2026-12-01', 'Pacific/Kiritimati')).toBe('2026-12-01T09:59:59.999Z');
  });
});

describe('keyRoles', () => {
  it('offers the caller’s role and those below it', () => {
    expect(keyRoles('admin')).toEqual(['viewer', 'member', 'manager', 'admin']);
    expect(keyRoles('manager')).toEqual(['viewer', 'member', 'manager']);
  });
});
