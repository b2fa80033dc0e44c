import { LOCALES, ORG_PROFILE_LIMITS, type OrgProfile, updateOrgProfileInput } from '@folio/contracts';
import { NativeSelect, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/NumberInput.layer.css';
import type { FormEvent } from 'react';
import { FormAlert } from '../../components/form-alert';
import { SectionCard } from '../../components/section-card';
import { SubmitRow } from '../../components/submit-row';
import { toApiError } from '../../lib/errors';
import { useLocale } from '../../lib/i18n';
import { toastFailure } from '../../lib/mutation-failure';
import { TEXTS } from '../../lib/texts';
import { timeZoneOptions } from '../../lib/time-zones';
import { useFormFields } from '../../lib/use-form-fields';
import { validate } from '../../lib/validate';
import { PROFILE_FIELDS, profileInput, profileValues } from './business-rules';
import { BUSINESS_TEXTS } from './texts';
import type { useBusinessMutations } from './use-business-mutations';

type Update = ReturnType<typeof useBusinessMutations>['update'];

/** The one-line fields, two to a row on wide screens; labels are read at render, in the current language. */
const LINE_FIELDS = [
  { name: 'legalName', label: () => BUSINESS_TEXTS.legalName, autoComplete: 'organization', type: undefined },
  { name: 'taxId', label: () => BUSINESS_TEXTS.taxId, autoComplete: 'off', type: undefined },
  { name: 'email', label: () => TEXTS.email, autoComplete: 'email', type: 'email' },
  { name: 'phone', label: () => BUSINESS_TEXTS.phone, autoComplete: 'tel', type: 'tel' },
  { name: 'website', label: () => BUSINESS_TEXTS.website, autoComplete: 'url', type: 'url' },
] as const;

/** The fields of several lines. */
const BLOCK_FIELDS = [
  { name: 'address', label: () => BUSINESS_TEXTS.address, description: () => undefined },
  {
    name: 'paymentInstructions',
    label: () => BUSINESS_TEXTS.paymentInstructions,
    description: () => BUSINESS_TEXTS.paymentInstructionsHint,
  },
  { name: 'invoiceFooter', label: () => BUSINESS_TEXTS.invoiceFooter, description: () => undefined },
] as const;

/**
 * The business details, editable by admins (checked with the server's schema, a 422's errors on
 * their fields) and shown read-only to everyone else, without a Save button.
 */
export function BusinessForm({
  profile,
  canEdit,
  update,
}: {
  profile: OrgProfile;
  canEdit: boolean;
  update: Update;
}) {
  useLocale();
  const form = useFormFields(profileValues(profile));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canEdit) return;
    form.clearAll();
    const checked = validate(updateOrgProfileInput, profileInput(form.values));
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    update.mutate(checked.data, {
      onError: (error) => {
        if (toApiError(error).status === 422) form.showError(error, PROFILE_FIELDS);
        else toastFailure(error, BUSINESS_TEXTS.saveFailed);
      },
    });
  };

  return (
    <SectionCard titleId="business-details-title" title={BUSINESS_TEXTS.detailsTitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlert messages={form.general} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {LINE_FIELDS.map(({ name, label, autoComplete, type }) => (
              <TextInput
                key={name}
                label={label()}
                type={type}
                autoComplete={autoComplete}
                readOnly={!canEdit}
                description={name === 'taxId' ? BUSINESS_TEXTS.taxIdHint : undefined}
                {...form.field(name)}
              />
            ))}
            <NumberInput
              label={BUSINESS_TEXTS.paymentTermsDays}
              description={BUSINESS_TEXTS.paymentTermsHint}
              min={0}
              max={ORG_PROFILE_LIMITS.paymentTermsDays}
              allowDecimal={false}
              allowNegative={false}
              readOnly={!canEdit}
              value={form.values.paymentTermsDays}
              error={form.errors.paymentTermsDays}
              onChange={(value) => form.setValue('paymentTermsDays', String(value))}
            />
            <NativeSelect
              label={BUSINESS_TEXTS.locale}
              description={BUSINESS_TEXTS.localeHint}
              data={LOCALES.map((value) => ({ value, label: TEXTS.languageNames[value] }))}
              disabled={!canEdit}
              {...form.field('locale')}
            />
            <NativeSelect
              label={BUSINESS_TEXTS.timeZone}
              description={BUSINESS_TEXTS.timeZoneHint}
              data={timeZoneOptions(profile.timeZone)}
              disabled={!canEdit}
              {...form.field('timeZone')}
            />
          </SimpleGrid>
          {BLOCK_FIELDS.map(({ name, label, description }) => (
            <Textarea
              key={name}
              label={label()}
              description={description()}
              autosize
              minRows={3}
              readOnly={!canEdit}
              autoComplete={name === 'address' ? 'street-address' : 'off'}
              {...form.field(name)}
            />
          ))}
          {canEdit && <SubmitRow label={BUSINESS_TEXTS.save} loading={update.isPending} />}
        </Stack>
      </form>
    </SectionCard>
  );
}
