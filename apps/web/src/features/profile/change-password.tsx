import { changePasswordInput } from '@folio/contracts';
import type { FormEvent } from 'react';
import { PasswordField } from '../../components/password-field';
import { SubmitRow } from '../../components/submit-row';
import { useLocale } from '../../lib/i18n';
import { useFormFields } from '../../lib/use-form-fields';
import { validate } from '../../lib/validate';
import { ProfileFormSection } from './section';
import { PROFILE_TEXTS } from './texts';
import { useProfileMutations } from './use-profile-mutations';

/** Change password: at least 8 characters; the server's field errors show per field. */
export function ChangePassword() {
  useLocale();
  const form = useFormFields({ currentPassword: '', newPassword: '' });
  const change = useProfileMutations().changePassword;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clearAll();
    const checked = validate(changePasswordInput, form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    change.mutate(checked.data, {
      onSuccess: () => form.setValues({ currentPassword: '', newPassword: '' }),
      onError: (error) => form.showError(error),
    });
  };

  return (
    <ProfileFormSection
      id="change-password"
      title={PROFILE_TEXTS.changePassword}
      description={PROFILE_TEXTS.otherDevicesAreSignedOut}
      onSubmit={submit}
      general={form.general}
    >
      <PasswordField
        label={PROFILE_TEXTS.currentPassword}
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <PasswordField
        label={PROFILE_TEXTS.newPassword}
        autoComplete="new-password"
        description={PROFILE_TEXTS.atLeast8Characters}
        {...form.field('newPassword')}
      />
      <SubmitRow label={PROFILE_TEXTS.updatePassword} variant="light" loading={change.isPending} />
    </ProfileFormSection>
  );
}
