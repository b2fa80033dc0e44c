import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { LOCALES, type MeResponse, THEMES, type Theme, updateMeInput } from '@folio/contracts';
import { NativeSelect, SegmentedControl, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { PROFILE_NAME_ID } from '../../components/app-shell/use-shortcuts';
import { SubmitRow } from '../../components/submit-row';
import { THEME_LABELS, useThemePreference } from '../../lib/theme-preference';
import { useFormFields } from '../../lib/use-form-fields';
import { validate } from '../../lib/validate';
import { ProfileFormSection } from './section';
import { PROFILE_TEXTS } from './texts';
import { useProfileMutations } from './use-profile-mutations';
import '@mantine/core/styles/InlineInput.layer.css';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { timeZoneOptions } from '../../lib/time-zones';

/** Account details: name and preferences; the theme applies (and is saved) at once. */
export function AccountDetails({ me }: { me: MeResponse }) {
  useLocale();
  const { theme, setTheme } = useThemePreference();
  const { preferences } = me.user;
  const form = useFormFields({ name: me.user.name, locale: preferences.locale, tz: preferences.tz });
  const [emailActivity, setEmailActivity] = useState(preferences.notifications.emailActivity);
  const update = useProfileMutations().updateMe;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clearAll();
    const payload = {
      name: form.values.name,
      preferences: {
        locale: form.values.locale,
        tz: form.values.tz,
        notifications: { emailActivity },
      },
    };
    const checked = validate(updateMeInput, payload);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    update.mutate(checked.data, {
      onError: (error) => form.showError(error, ['name', 'preferences.locale', 'preferences.tz']),
    });
  };

  return (
    <ProfileFormSection
      id="account-details"
      title={PROFILE_TEXTS.accountDetails}
      description={PROFILE_TEXTS.accountDetailsHint}
      onSubmit={submit}
      general={form.general}
    >
      <TextInput
        id={PROFILE_NAME_ID}
        label={PROFILE_TEXTS.name}
        autoComplete="name"
        required
        description={PROFILE_TEXTS.ctrlEJumpsHere}
        {...form.field('name')}
      />
      <div>
        <Text size="sm" fw={500}>
          {PROFILE_TEXTS.email}
        </Text>
        <Text size="sm" data-testid="profile-email">
          {me.user.email}
        </Text>
        {me.user.pendingEmail && (
          <Text size="sm" c="yellow.8" data-testid="pending-email">
            {PROFILE_TEXTS.pendingChange(me.user.pendingEmail)}
          </Text>
        )}
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label={PROFILE_TEXTS.language}
          description={PROFILE_TEXTS.languageScope}
          data={LOCALES.map((value) => ({ value, label: TEXTS.languageNames[value] }))}
          {...form.field('locale')}
          error={form.errors['preferences.locale']}
        />
        <NativeSelect
          label={PROFILE_TEXTS.timeZone}
          description={PROFILE_TEXTS.timeZoneScope}
          data={timeZoneOptions(preferences.tz)}
          {...form.field('tz')}
          error={form.errors['preferences.tz']}
        />
      </SimpleGrid>
      <Switch
        label={PROFILE_TEXTS.emailActivityLabel}
        description={PROFILE_TEXTS.emailActivityScope}
        checked={emailActivity}
        onChange={(event) => setEmailActivity(event.currentTarget.checked)}
      />
      <div>
        <Text size="sm" fw={500} id="theme-label" mb={4}>
          {PROFILE_TEXTS.theme}
        </Text>
        <SegmentedControl
          aria-labelledby="theme-label"
          value={theme}
          onChange={(value) => setTheme(value as Theme)}
          data={THEMES.map((value) => ({ value, label: THEME_LABELS[value] }))}
        />
      </div>
      <SubmitRow label={TEXTS.saveChanges} loading={update.isPending} />
    </ProfileFormSection>
  );
}
