import { type PaymentSettings, REMINDER_LIMITS, updatePaymentSettingsInput } from '@folio/contracts';
import { ActionIcon, Button, Group, NativeSelect, NumberInput, Stack, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { SectionCard } from '../../components/section-card';
import { SubmitRow } from '../../components/submit-row';
import { isGloballyHandled, toApiError } from '../../lib/errors';
import { useLocale } from '../../lib/i18n';
import { toastFailure } from '../../lib/mutation-failure';
import { validate } from '../../lib/validate';
import {
  type ErrorPlace,
  errorsByPlace,
  formValues,
  nextRule,
  type ReminderFormValues,
  RULE_WHENS,
  type RuleWhen,
  settingsInput,
} from './reminder-rules';
import { PAYMENT_TEXTS } from './texts';
import type { PaymentMutations } from './use-payment-mutations';

type PlaceErrors = Partial<Record<ErrorPlace, string>>;

/** The largest count of days a rule takes on each side of the due date. */
const MAX_DAYS: Record<RuleWhen, number> = {
  before: -REMINDER_LIMITS.minDays,
  on: 0,
  after: REMINDER_LIMITS.maxDays,
};

/**
 * Partial payments and the reminder rules, saved together. Admins edit them (checked with the
 * server's schema first, a 422's errors shown where they belong: under the rules or the repeat);
 * everyone else reads them, without a Save button.
 */
export function PaymentSettingsForm({
  settings,
  canEdit,
  update,
}: {
  settings: PaymentSettings;
  canEdit: boolean;
  update: PaymentMutations['update'];
}) {
  useLocale();
  const form = useForm<ReminderFormValues>({ initialValues: formValues(settings) });
  const [errors, setErrors] = useState<PlaceErrors>({});
  const values = form.getValues();
  const clear = (place: ErrorPlace) => setErrors(({ [place]: _cleared, ...rest }) => rest);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canEdit) return;
    setErrors({});
    const checked = validate(updatePaymentSettingsInput, settingsInput(form.getValues()));
    if (!checked.ok) {
      setErrors(errorsByPlace(checked.errors));
      return;
    }
    update.mutate(checked.data, {
      onSuccess: (saved) => form.setValues(formValues(saved)),
      onError: (error) => {
        if (isGloballyHandled(error)) return;
        const api = toApiError(error);
        if (api.status !== 422) {
          toastFailure(error, PAYMENT_TEXTS.saveFailed);
          return;
        }
        const placed = errorsByPlace(api.fieldErrors);
        const general = [placed.general, ...api.generalErrors].filter((text): text is string => !!text);
        setErrors({ ...placed, general: general.join(' ') || undefined });
      },
    });
  };

  const setRules = (rules: ReminderFormValues['rules']) => {
    form.setFieldValue('rules', rules);
    clear('rules');
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormAlert messages={errors.general ? [errors.general] : []} />
        <SectionCard titleId="payments-online-title" title={PAYMENT_TEXTS.onlineTitle}>
          <Switch
            label={PAYMENT_TEXTS.allowPartial}
            description={PAYMENT_TEXTS.allowPartialHint}
            disabled={!canEdit}
            checked={values.allowPartialPayments}
            error={errors.allowPartialPayments}
            onChange={(event) => {
              form.setFieldValue('allowPartialPayments', event.currentTarget.checked);
              clear('allowPartialPayments');
            }}
          />
        </SectionCard>

        <SectionCard titleId="payments-reminders-title" title={PAYMENT_TEXTS.remindersTitle}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {PAYMENT_TEXTS.remindersIntro}
            </Text>
            <Stack
              gap="xs"
              component="fieldset"
              aria-describedby={errors.rules ? 'payments-rules-error' : undefined}
              style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
            >
              {values.rules.length === 0 && (
                <Text size="sm" c="dimmed">
                  {PAYMENT_TEXTS.noRules}
                </Text>
              )}
              {values.rules.map((rule, index) => (
                <RuleRow
                  // Rules have no id; removing one re-renders the rows after it with their values.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the rows' order is the form's
                  key={index}
                  number={index + 1}
                  days={rule.days}
                  when={rule.when}
                  canEdit={canEdit}
                  invalid={!!errors.rules}
                  onChange={(next) => setRules(values.rules.map((old, i) => (i === index ? next : old)))}
                  onRemove={() => setRules(values.rules.filter((_, i) => i !== index))}
                />
              ))}
              {errors.rules && (
                <Text size="sm" c="red" id="payments-rules-error" data-testid="rules-error">
                  {errors.rules}
                </Text>
              )}
              {canEdit && values.rules.length < REMINDER_LIMITS.rules && (
                <Group>
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => setRules([...values.rules, nextRule(values.rules)])}
                  >
                    {PAYMENT_TEXTS.addRule}
                  </Button>
                </Group>
              )}
            </Stack>

            <RepeatFields
              values={values}
              canEdit={canEdit}
              error={errors.repeat}
              onChange={(patch) => {
                form.setValues(patch);
                clear('repeat');
              }}
            />
          </Stack>
        </SectionCard>
        {canEdit && <SubmitRow label={PAYMENT_TEXTS.save} loading={update.isPending} />}
      </Stack>
    </form>
  );
}

/** One rule: a count of days and its side of the due date ("3" "before the due date"). */
function RuleRow({
  number,
  days,
  when,
  canEdit,
  invalid,
  onChange,
  onRemove,
}: {
  number: number;
  days: number | string;
  when: RuleWhen;
  canEdit: boolean;
  invalid: boolean;
  onChange: (rule: { days: number | string; when: RuleWhen }) => void;
  onRemove: () => void;
}) {
  useLocale();
  const label = PAYMENT_TEXTS.ruleLabel(number);
  return (
    <Group
      gap="xs"
      align="flex-end"
      wrap="nowrap"
      role="group"
      aria-label={label}
      data-testid="reminder-rule"
    >
      {/* The days and the side of the due date share a line where they fit; on a phone the side
          takes a line of its own, so its words are never cut, and Remove stays beside them. */}
      <Group gap="xs" align="flex-end" wrap="wrap" style={{ flex: '1 1 0', minWidth: 0 }}>
        {when !== 'on' && (
          <NumberInput
            label={PAYMENT_TEXTS.days}
            aria-label={`${label}: ${PAYMENT_TEXTS.days}`}
            w={60}
            hideControls
            style={{ flexShrink: 0 }}
            min={1}
            max={MAX_DAYS[when]}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            readOnly={!canEdit}
            error={invalid}
            value={days}
            onChange={(value) => onChange({ days: value, when })}
          />
        )}
        <NativeSelect
          label={PAYMENT_TEXTS.when}
          aria-label={`${label}: ${PAYMENT_TEXTS.when}`}
          style={{ flex: '1 1 260px', minWidth: 0 }}
          disabled={!canEdit}
          error={invalid}
          data={RULE_WHENS.map((value) => ({ value, label: PAYMENT_TEXTS.whenNames[value] }))}
          value={when}
          onChange={(event) => {
            const next = event.currentTarget.value as RuleWhen;
            // Leaving "on the due date" starts from one day, not from the zero it stood for.
            onChange({ days: when === 'on' ? 1 : days, when: next });
          }}
        />
      </Group>
      {canEdit && (
        <ActionIcon
          variant="subtle"
          color="red"
          size="md"
          mb={4}
          aria-label={PAYMENT_TEXTS.removeRule(number)}
          onClick={onRemove}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/** The optional repeat after the last rule: every N days, at most M times. */
function RepeatFields({
  values,
  canEdit,
  error,
  onChange,
}: {
  values: ReminderFormValues;
  canEdit: boolean;
  error: string | undefined;
  onChange: (patch: Partial<ReminderFormValues>) => void;
}) {
  useLocale();
  const every = Number(values.everyDays);
  const times = Number(values.times);
  return (
    <Stack gap="xs">
      <Switch
        label={PAYMENT_TEXTS.repeat}
        description={PAYMENT_TEXTS.repeatHint}
        disabled={!canEdit}
        checked={values.repeat}
        onChange={(event) => onChange({ repeat: event.currentTarget.checked })}
      />
      {values.repeat && (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NumberInput
            label={PAYMENT_TEXTS.repeatEvery}
            w={140}
            min={REMINDER_LIMITS.minRepeatEveryDays}
            max={REMINDER_LIMITS.maxRepeatEveryDays}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            readOnly={!canEdit}
            error={!!error}
            value={values.everyDays}
            onChange={(value) => onChange({ everyDays: value })}
          />
          <NumberInput
            label={PAYMENT_TEXTS.repeatTimes}
            w={140}
            min={1}
            max={REMINDER_LIMITS.maxRepeats}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            readOnly={!canEdit}
            error={!!error}
            value={values.times}
            onChange={(value) => onChange({ times: value })}
          />
        </Group>
      )}
      {values.repeat &&
        !error &&
        Number.isInteger(every) &&
        Number.isInteger(times) &&
        every > 0 &&
        times > 0 && (
          <Text size="sm" c="dimmed" data-testid="repeat-summary">
            {PAYMENT_TEXTS.repeatSummary(every, times)}
          </Text>
        )}
      {error && (
        <Text size="sm" c="red" data-testid="repeat-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
