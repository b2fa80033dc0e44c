import { afterAll, describe, expect, it } from 'vitest';
import { changeLocale, setCatalogLoader } from '../../lib/i18n';
import { datesInWords, datesPreview, frequencyOptions, scheduleInWords } from './schedule';

describe('a series calendar in words', () => {
  it('names the weekday, the day of the month or the date the frequency falls on', () => {
    // 2027-01-04 is a Monday.
    expect(scheduleInWords({ frequency: 'weekly', startDate: '2027-01-04', end: { type: 'never' } })).toBe(
      'Every week on Monday',
    );
    expect(scheduleInWords({ frequency: 'biweekly', startDate: '2027-01-04', end: { type: 'never' } })).toBe(
      'Every 2 weeks on Monday',
    );
    expect(scheduleInWords({ frequency: 'monthly', startDate: '2027-01-31', end: { type: 'never' } })).toBe(
      'Monthly on day 31',
    );
    expect(
      scheduleInWords({ frequency: 'monthly_last_day', startDate: '2027-02-28', end: { type: 'never' } }),
    ).toBe('Monthly on the last day');
    expect(scheduleInWords({ frequency: 'quarterly', startDate: '2027-01-15', end: { type: 'never' } })).toBe(
      'Every 3 months on day 15',
    );
    expect(scheduleInWords({ frequency: 'yearly', startDate: '2028-02-29', end: { type: 'never' } })).toBe(
      'Every year on Feb 29',
    );
  });

  it('adds how the series ends', () => {
    expect(
      scheduleInWords({ frequency: 'monthly', startDate: '2027-01-31', end: { type: 'after', count: 12 } }),
    ).toBe('Monthly on day 31 · 12 invoices');
    expect(
      scheduleInWords({ frequency: 'monthly', startDate: '2027-01-31', end: { type: 'after', count: 1 } }),
    ).toBe('Monthly on day 31 · 1 invoice');
    expect(
      scheduleInWords({
        frequency: 'weekly',
        startDate: '2027-01-04',
        end: { type: 'on', date: '2027-12-31' },
      }),
    ).toBe('Every week on Monday · until Dec 31, 2027');
  });

  it('offers Monthly on the start date’s day, and says so before there is a start date', () => {
    const monthly = (start: string) =>
      frequencyOptions(start).find((option) => option.value === 'monthly')?.label;
    expect(monthly('2027-03-31')).toBe('Monthly on day 31');
    expect(monthly('')).toBe('Monthly on the start date’s day');
    expect(frequencyOptions('2027-03-31').map((option) => option.label)).toEqual([
      'Weekly',
      'Every 2 weeks',
      'Monthly on day 31',
      'Monthly on the last day',
      'Quarterly',
      'Yearly',
    ]);
  });

  describe('in French', () => {
    afterAll(() => changeLocale('en'));
    it('words the schedule in the current language', async () => {
      setCatalogLoader(async (locale) => [
        ['recurring-invoices', (await import(`./locales/${locale}.ts`)).default],
      ]);
      await changeLocale('fr');
      expect(scheduleInWords({ frequency: 'weekly', startDate: '2027-01-04', end: { type: 'never' } })).toBe(
        'Chaque semaine le lundi',
      );
      expect(
        scheduleInWords({ frequency: 'monthly', startDate: '2027-01-31', end: { type: 'after', count: 3 } }),
      ).toBe('Chaque mois le 31 · 3 factures');
    });
  });
});

describe('the preview of the next dates', () => {
  const monthly31 = { frequency: 'monthly', startDate: '2027-01-31', end: { type: 'never' } } as const;

  it('lists a new series’ first three dates, the 31st on shorter months’ last day, and that more follow', () => {
    expect(datesPreview(monthly31, '2027-01-10', null)).toEqual({
      dates: ['2027-01-31', '2027-02-28', '2027-03-31'],
      more: true,
      due: 0,
    });
    // A leap year's February.
    expect(datesPreview({ ...monthly31, startDate: '2028-01-31' }, '2028-01-01', null)?.dates[1]).toBe(
      '2028-02-29',
    );
  });

  it('counts the dates gone by (today included) that a series started in the past makes at once', () => {
    const started = { frequency: 'monthly', startDate: '2027-01-15', end: { type: 'never' } } as const;
    expect(datesPreview(started, '2027-04-14', null)).toMatchObject({
      dates: ['2027-01-15', '2027-02-15', '2027-03-15'],
      due: 3,
    });
    expect(datesPreview(started, '2027-04-15', null)?.due).toBe(4);
  });

  it('stops at the end: after N invoices, or on a date', () => {
    expect(datesPreview({ ...monthly31, end: { type: 'after', count: 2 } }, '2027-01-01', null)).toEqual({
      dates: ['2027-01-31', '2027-02-28'],
      more: false,
      due: 0,
    });
    expect(
      datesPreview({ ...monthly31, end: { type: 'on', date: '2027-03-30' } }, '2027-01-01', null),
    ).toMatchObject({ dates: ['2027-01-31', '2027-02-28'], more: false });
    expect(
      datesPreview({ ...monthly31, end: { type: 'on', date: '2027-01-30' } }, '2027-01-01', null),
    ).toEqual({ dates: [], more: false, due: 0 });
  });

  it('continues an edited calendar after the date of the last invoice made', () => {
    expect(datesPreview(monthly31, '2027-03-01', '2027-02-28')?.dates).toEqual([
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
    // An end after N counts every invoice of the series, those already made included.
    expect(
      datesPreview({ ...monthly31, end: { type: 'after', count: 3 } }, '2027-03-01', '2027-02-28'),
    ).toMatchObject({ dates: ['2027-03-31'], more: false });
  });

  it('shows nothing while the calendar cannot be worked out', () => {
    expect(datesPreview({ ...monthly31, startDate: '' }, '2027-01-01', null)).toBeNull();
    expect(datesPreview({ ...monthly31, startDate: '2027-02-30' }, '2027-01-01', null)).toBeNull();
    expect(datesPreview({ ...monthly31, end: { type: 'after', count: 0 } }, '2027-01-01', null)).toBeNull();
    expect(datesPreview({ ...monthly31, end: { type: 'on', date: '' } }, '2027-01-01', null)).toBeNull();
  });

  it('writes the dates one after the other, an ellipsis when more follow', () => {
    expect(datesInWords(['2027-01-31', '2027-02-28'], true)).toBe('Jan 31, 2027 · Feb 28, 2027 · …');
  });
});
