import { TextInput, type TextInputProps } from '@mantine/core';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';

/**
 * An organization's name, where one is created (/orgs) or renamed (Team): the field stops at 120
 * characters and the contracts schema asks for 1 to 80 once trimmed, so a long paste shows the
 * schema's message instead of being cut silently. `onValue` gets the typed text.
 */
export function OrgNameInput({
  onValue,
  ...props
}: Omit<TextInputProps, 'label' | 'maxLength' | 'onChange'> & { onValue: (value: string) => void }) {
  useLocale();
  return (
    <TextInput
      label={TEXTS.organizationName}
      maxLength={120}
      onChange={(event) => onValue(event.currentTarget.value)}
      style={{ flex: '1 1 260px' }}
      {...props}
    />
  );
}
