import { reminderSettingsInput } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import {
  dayFromRule,
  errorsByPlace,
  formValues,
  nextRule,
  ruleFromDay,
  settingsInput,
} from './reminder-rules';

const settings = {
  mockMode: true,
  stripe: { status: 'not_connected' as const, accountId: null, connectedAt: null },
  onlinePayments: true,
  allowPartialPayments: false,
  reminders: { rules: [-3, 0, 7], repeat: { everyDays: 5, times: 2 } },
};

describe('reminder rules', () => {
  it('reads a stored day as a count and a side of the due date, and back', () => {
    expect(ruleFromDay(-3)).toEqual({ days: 3, when: 'before' });
    expect(ruleFromDay(0)).toEqual({ days: 0, when: 'on' });
    expect(ruleFromDay(7)).toEqual({ days: 7, when: 'after' });
    for (const day of [-30, -3, 0, 7, 60]) expect(dayFromRule(ruleFromDay(day))).toBe(day);
  });

  it('takes "on the due date" as 0 whatever the days field holds', () => {
    expect(dayFromRule({ days: 12, when: 'on' })).toBe(0);
  });

  it('sends the form as the API takes it, and the schema refuses an empty day', () => {
    expect(settingsInput(formValues(settings))).toEqual({
      allowPartialPayments: false,
      reminders: { rules: [-3, 0, 7], repeat: { everyDays: 5, times: 2 } },
    });
    const noRepeat = settingsInput({ ...formValues(settings), repeat: false });
    expect(noRepeat.reminders.repeat).toBeNull();
    const empty = settingsInput({ ...formValues(settings), rules: [{ days: '', when: 'after' }] });
    expect(reminderSettingsInput.safeParse(empty.reminders).success).toBe(false);
  });

  it('starts a repeat that is not set from every 7 days, 3 times', () => {
    const values = formValues({ ...settings, reminders: { rules: [], repeat: null } });
    expect(values).toMatchObject({ repeat: false, everyDays: 7, times: 3, rules: [] });
  });

  it('places the API field errors under the rules, the repeat, or above the form', () => {
    expect(
      errorsByPlace({
        'reminders.rules.1': 'out of range',
        'reminders.rules': 'repeated',
        'reminders.repeat.everyDays': 'every',
        allowPartialPayments: 'bool',
        other: 'general',
      }),
    ).toEqual({ rules: 'out of range', repeat: 'every', allowPartialPayments: 'bool', general: 'general' });
  });
});

describe('a new rule', () => {
  it('suggests a day no rule has yet', () => {
    expect(nextRule([])).toEqual({ days: 0, when: 'on' });
    expect(nextRule([{ days: 0, when: 'on' }])).toEqual({ days: 7, when: 'after' });
    expect(
      nextRule([
        { days: 0, when: 'on' },
        { days: 7, when: 'after' },
      ]),
    ).toEqual({ days: 14, when: 'after' });
  });
});
