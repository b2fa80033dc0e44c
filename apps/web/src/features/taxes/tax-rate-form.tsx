import { createTaxRateInput, TAX_RATE_MSG, type TaxRate, updateTaxRateInput } from '@folio/contracts';
import { Group, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { type ApiError, toApiError } from '../../lib/errors';
import { useLocale } from '../../lib/i18n';
import { toastFailure } from '../../lib/mutation-failure';
import { serverMessage } from '../../lib/server-messages';
import { useFormFields } from '../../lib/use-form-fields';
import { validate } from '../../lib/validate';
import { TAX_TEXTS } from './texts';
import type { useTaxRateMutations } from './use-tax-rate-mutations';

type Mutations = ReturnType<typeof useTaxRateMutations>;

const FIELDS = ['name', 'percent', 'compound'] as const;

/** The typed percent as the API's number; an empty field is missing, and the schema says so. */
const percentInput = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

/**
 * A refusal because another rate has the name. A 409 is also the answer for a rate that may not
 * become compound, so the message tells them apart; the server writes it in the user's language
 * (English for the pseudo-locale), so both the English text and the current language's are taken.
 */
const isNameTaken = (api: ApiError) =>
  api.status === 409 &&
  (api.msg === TAX_RATE_MSG.nameTaken || api.msg === serverMessage(TAX_RATE_MSG.nameTaken));

/**
 * Add a tax rate, or change one (`rate`): name, percent (up to 3 decimals) and compound, checked
 * with the server's schema; a 422 lands on its fields and a taken name on the name field. Any
 * other refusal follows the failure rule. `actions` draws the buttons (Add, or Cancel and Save).
 */
export function TaxRateForm({
  rate,
  mutations,
  onSaved,
  actions,
}: {
  rate?: TaxRate;
  mutations: Pick<Mutations, 'create' | 'update'>;
  onSaved?: () => void;
  actions: (saving: boolean) => ReactNode;
}) {
  useLocale();
  const initial = { name: rate?.name ?? '', percent: rate ? String(rate.percent) : '' };
  const form = useFormFields(initial);
  const [compound, setCompound] = useState(rate?.compound ?? false);
  const saving = mutations.create.isPending || mutations.update.isPending;

  const onError = (error: unknown) => {
    const api = toApiError(error);
    if (api.status === 422) form.showError(error, FIELDS);
    else if (isNameTaken(api)) form.setErrors({ name: serverMessage(TAX_RATE_MSG.nameTaken) });
    else toastFailure(error, rate ? TAX_TEXTS.updateFailed : TAX_TEXTS.createFailed);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clearAll();
    const input = { name: form.values.name, percent: percentInput(form.values.percent), compound };
    if (rate) {
      const checked = validate(updateTaxRateInput, { id: rate._id, ...input });
      if (!checked.ok) return form.setErrors(checked.errors);
      mutations.update.mutate(checked.data, { onSuccess: () => onSaved?.(), onError });
      return;
    }
    const checked = validate(createTaxRateInput, input);
    if (!checked.ok) return form.setErrors(checked.errors);
    mutations.create.mutate(checked.data, {
      onSuccess: () => {
        form.setValues({ name: '', percent: '' });
        setCompound(false);
        onSaved?.();
      },
      onError,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert messages={form.general} />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={TAX_TEXTS.name}
            placeholder={TAX_TEXTS.namePlaceholder}
            autoComplete="off"
            style={{ flex: '2 1 200px' }}
            {...form.field('name')}
          />
          <NumberInput
            label={TAX_TEXTS.percent}
            description={TAX_TEXTS.percentHint}
            min={0}
            max={100}
            decimalScale={3}
            allowNegative={false}
            hideControls
            style={{ flex: '1 1 140px' }}
            value={form.values.percent}
            error={form.errors.percent}
            onChange={(value) => form.setValue('percent', String(value))}
          />
        </Group>
        <Switch
          label={TAX_TEXTS.compound}
          description={TAX_TEXTS.compoundHint}
          checked={compound}
          error={form.errors.compound}
          onChange={(event) => setCompound(event.currentTarget.checked)}
        />
        {actions(saving)}
      </Stack>
    </form>
  );
}
