import { type MeResponse, requestEmailChangeInput } from '@folio/contracts';
import { Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { EmailField } from '../../components/email-field';
import { PasswordField } from '../../components/password-field';
import { SubmitRow } from '../../components/submit-row';
import { toApiError } from '../../lib/errors';
import { useLocale } from '../../lib/i18n';
import { useFormFields } from '../../lib/use-form-fields';
import { validate } from '../../lib/validate';
import { ProfileFormSection } from './section';
import { PROFILE_TEXTS } from './texts';
import { useProfileMutations } from './use-profile-mutations';

/**
 * Change email: the new address waits for confirmation from its inbox (pendingEmail).
 * The current password is asked for, so a stolen session alone cannot take the account.
 */
export function ChangeEmail({ me }: { me: MeResponse }) {
  useLocale();
  const form = useFormFields({ newEmail: '', currentPassword: '' });
  const request = useProfileMutations().requestEmailChange;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clearAll();
    const checked = validate(requestEmailChangeInput, form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    request.mutate(checked.data, {
      onSuccess: () => form.setValues({ newEmail: '', currentPassword: '' }),
      onError: (error) => {
        const api = toApiError(error);
        // "Address in use" concerns the field, even though the server answers 409 without one.
        if (api.status === 409) form.setErrors({ newEmail: api.msg });
        else form.showError(error);
      },
    });
  };

  return (
    <ProfileFormSection
      id="change-email"
      title={PROFILE_TEXTS.changeEmail}
      description={PROFILE_TEXTS.changeEmailHint}
      onSubmit={submit}
      general={form.general}
      notice={
        me.user.pendingEmail && (
          <Text size="sm" role="status">
            {PROFILE_TEXTS.waitingForConfirmation} <b>{me.user.pendingEmail}</b>.
          </Text>
        )
      }
    >
      <EmailField label={PROFILE_TEXTS.newEmail} autoComplete="email" {...form.field('newEmail')} />
      <PasswordField
        label={PROFILE_TEXTS.currentPassword}
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <SubmitRow label={PROFILE_TEXTS.requestChange} variant="light" loading={request.isPending} />
    </ProfileFormSection>
  );
}
