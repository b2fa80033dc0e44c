import { describe, expect, it } from 'vitest';
import { todayIn } from '../src/dates';
import { dueOccurrences, nextOccurrenceAfter, occurrenceDate, type Recurrence } from '../src/recurrence';

const never = { type: 'never' } as const;
const series = (frequency: Recurrence['frequency'], startDate: string, end: Recurrence['end'] = never) => ({
  frequency,
  startDate,
  end,
});
const dates = (recurrence: Recurrence, count: number) =>
  Array.from({ length: count }, (_, index) => occurrenceDate(recurrence, index));

describe('occurrence dates', () => {
  it('weekly and every two weeks count days, across month and year ends', () => {
    expect(dates(series('weekly', '2026-12-24'), 3)).toEqual(['2026-12-24', '2026-12-31', '2027-01-07']);
    expect(dates(series('biweekly', '2026-12-24'), 3)).toEqual(['2026-12-24', '2027-01-07', '2027-01-21']);
  });

  it('monthly keeps the start day; the 31st falls on the last day of shorter months, and comes back', () => {
    expect(dates(series('monthly', '2027-01-31'), 5)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
    expect(dates(series('monthly', '2027-11-15'), 3)).toEqual(['2027-11-15', '2027-12-15', '2028-01-15']);
  });

  it('monthly on the 30th or 29th meets February in leap and common years', () => {
    expect(occurrenceDate(series('monthly', '2027-01-30'), 1)).toBe('2027-02-28');
    expect(occurrenceDate(series('monthly', '2028-01-30'), 1)).toBe('2028-02-29');
    expect(occurrenceDate(series('monthly', '2028-01-29'), 1)).toBe('2028-02-29');
  });

  it('monthly on the last day follows every month’s length, from the start’s month', () => {
    expect(dates(series('monthly_last_day', '2027-01-10'), 4)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(occurrenceDate(series('monthly_last_day', '2027-12-01'), 2)).toBe('2028-02-29');
  });

  it('quarterly is every three months, with the same month-end rule', () => {
    expect(dates(series('quarterly', '2027-11-30'), 4)).toEqual([
      '2027-11-30',
      '2028-02-29',
      '2028-05-30',
      '2028-08-30',
    ]);
  });

  it('yearly puts the 29th of February on the 28th in common years, and back in leap years', () => {
    expect(dates(series('yearly', '2028-02-29'), 5)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it('refuses a date that is not a calendar day, and a negative index', () => {
    expect(() => occurrenceDate(series('monthly', '2027-02-30'), 0)).toThrow(RangeError);
    expect(() => occurrenceDate(series('monthly', '2027-2-3'), 0)).toThrow(RangeError);
    expect(() => occurrenceDate(series('monthly', '2027-01-01'), -1)).toThrow(RangeError);
  });
});

describe('occurrences owed on a day', () => {
  it('a monthly series started three periods ago owes three invoices, each with its own date', () => {
    const monthly = series('monthly', '2026-08-28');
    expect(dueOccurrences(monthly, '2026-11-27')).toEqual([
      { index: 0, date: '2026-08-28' },
      { index: 1, date: '2026-09-28' },
      { index: 2, date: '2026-10-28' },
    ]);
    // On the fourth date's day it is owed too; already made ones are skipped with fromIndex.
    expect(dueOccurrences(monthly, '2026-11-28', 3)).toEqual([{ index: 3, date: '2026-11-28' }]);
    expect(dueOccurrences(monthly, '2026-11-27', 3)).toEqual([]);
    expect(dueOccurrences(monthly, '2026-11-28', 0, 2)).toHaveLength(2);
  });

  it('stops after N invoices or after the end date', () => {
    expect(dueOccurrences(series('weekly', '2026-11-01', { type: 'after', count: 2 }), '2026-12-31')).toEqual(
      [
        { index: 0, date: '2026-11-01' },
        { index: 1, date: '2026-11-08' },
      ],
    );
    expect(
      dueOccurrences(series('weekly', '2026-11-01', { type: 'on', date: '2026-11-15' }), '2026-12-31').map(
        (o) => o.date,
      ),
    ).toEqual(['2026-11-01', '2026-11-08', '2026-11-15']);
  });

  it('the day comes in the organization’s time zone, whatever the clocks do', () => {
    const monthly = series('monthly', '2027-02-28');
    // 2027-03-27 23:30 UTC is already the 28th in Paris, on the night the clocks go forward.
    const night = new Date('2027-03-27T23:30:00Z');
    expect(dueOccurrences(monthly, todayIn('Europe/Paris', night), 1)).toEqual([
      { index: 1, date: '2027-03-28' },
    ]);
    expect(dueOccurrences(monthly, todayIn('America/New_York', night), 1)).toEqual([]);
    // The night New York's clocks go back, its 7 November starts at 04:00 UTC.
    const weekly = series('weekly', '2027-10-31');
    expect(dueOccurrences(weekly, todayIn('America/New_York', new Date('2027-11-07T03:59:00Z')), 1)).toEqual(
      [],
    );
    expect(dueOccurrences(weekly, todayIn('America/New_York', new Date('2027-11-07T04:00:00Z')), 1)).toEqual([
      { index: 1, date: '2027-11-07' },
    ]);
  });
});

describe('the next occurrence after a date (a resumed series)', () => {
  it('is the first date after it, skipping those of the pause', () => {
    const monthly = series('monthly', '2027-01-31');
    expect(nextOccurrenceAfter(monthly, '2027-06-15')).toEqual({ index: 5, date: '2027-06-30' });
    expect(nextOccurrenceAfter(monthly, '2027-06-30')).toEqual({ index: 6, date: '2027-07-31' });
    expect(nextOccurrenceAfter(monthly, '2026-12-01')).toEqual({ index: 0, date: '2027-01-31' });
    expect(nextOccurrenceAfter(series('yearly', '2028-02-29'), '2031-03-01')).toEqual({
      index: 4,
      date: '2032-02-29',
    });
    expect(nextOccurrenceAfter(series('weekly', '2027-01-01'), '2029-01-01')?.date).toBe('2029-01-05');
  });

  it('is null once the series has ended', () => {
    expect(
      nextOccurrenceAfter(series('monthly', '2027-01-15', { type: 'after', count: 3 }), '2027-03-15'),
    ).toBeNull();
    expect(
      nextOccurrenceAfter(series('monthly', '2027-01-15', { type: 'on', date: '2027-04-01' }), '2027-03-20'),
    ).toBeNull();
  });
});
