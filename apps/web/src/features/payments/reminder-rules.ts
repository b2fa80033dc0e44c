import type { PaymentSettings } from '@folio/contracts';
import type { FieldErrors } from '../../lib/errors';

/** Where a rule's day falls: the API stores it as one signed number of days (−3, 0, 7). */
export type RuleWhen = 'before' | 'on' | 'after';
export const RULE_WHENS: readonly RuleWhen[] = ['before', 'on', 'after'];

/** One rule as the form holds it: a count of days (ignored on the due date) and its side. */
export type RuleValues = { days: number | string; when: RuleWhen };

export type ReminderFormValues = {
  allowPartialPayments: boolean;
  rules: RuleValues[];
  repeat: boolean;
  everyDays: number | string;
  times: number | string;
};

/** A number field's value: an empty field is NaN, which the schema refuses with its own message. */
const asNumber = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/** A stored day as the form's rule: −3 → 3 before, 0 → on the due date, 7 → 7 after. */
export function ruleFromDay(day: number): RuleValues {
  if (day === 0) return { days: 0, when: 'on' };
  return { days: Math.abs(day), when: day < 0 ? 'before' : 'after' };
}

/**
 * A form rule as the signed day the API takes. A field left empty or not a whole number is passed
 * on as NaN, so the server's schema (checked first in the browser) answers with its own message.
 */
export function dayFromRule(rule: RuleValues): number {
  if (rule.when === 'on') return 0;
  const days = asNumber(rule.days);
  return rule.when === 'before' ? -days : days;
}

/** The settings as the form's starting values; a repeat not set starts from every 7 days, 3 times. */
export function formValues(settings: PaymentSettings): ReminderFormValues {
  const { repeat, rules } = settings.reminders;
  return {
    allowPartialPayments: settings.allowPartialPayments,
    rules: rules.map(ruleFromDay),
    repeat: repeat !== null,
    everyDays: repeat?.everyDays ?? 7,
    times: repeat?.times ?? 3,
  };
}

/** The form's values as PUT /api/org/payment-settings's body (before the schema checks it). */
export function settingsInput(values: ReminderFormValues): {
  allowPartialPayments: boolean;
  reminders: { rules: number[]; repeat: { everyDays: number; times: number } | null };
} {
  return {
    allowPartialPayments: values.allowPartialPayments,
    reminders: {
      rules: values.rules.map(dayFromRule),
      repeat: values.repeat ? { everyDays: asNumber(values.everyDays), times: asNumber(values.times) } : null,
    },
  };
}

/** Where a field error of the API (or of the schema checked first) is shown in the form. */
export type ErrorPlace = 'allowPartialPayments' | 'rules' | 'repeat' | 'general';

/**
 * A 422's errors by where the form shows them: `reminders.rules` and `reminders.rules.1` under the
 * rules, `reminders.repeat` and `reminders.repeat.everyDays` under the repeat, the switch's own, and
 * anything else above the form. The first message of each place wins.
 */
export function errorsByPlace(errors: FieldErrors): Partial<Record<ErrorPlace, string>> {
  const places: Partial<Record<ErrorPlace, string>> = {};
  for (const [field, message] of Object.entries(errors)) {
    const place: ErrorPlace = field.startsWith('reminders.rules')
      ? 'rules'
      : field.startsWith('reminders.repeat')
        ? 'repeat'
        : field === 'allowPartialPayments'
          ? 'allowPartialPayments'
          : 'general';
    places[place] ??= message;
  }
  return places;
}

/** The days a new rule suggests, in order: on the due date, then a week and two weeks after. */
const SUGGESTED_DAYS = [0, 7, 14, -3, 30];

/** A new rule: the first suggested day no rule has yet, so that adding one never repeats a day. */
export function nextRule(rules: readonly RuleValues[]): RuleValues {
  const taken = new Set(rules.map(dayFromRule));
  return ruleFromDay(SUGGESTED_DAYS.find((day) => !taken.has(day)) ?? 1);
}
