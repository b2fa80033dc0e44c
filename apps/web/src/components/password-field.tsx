import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { type MouseEvent, useId, useState } from 'react';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';

/**
 * A password input with an accessible show/hide toggle. Mantine's toggle is keyboard-reachable
 * (theme.ts) and reacts to mouse down, touch end and Enter/Space, but not to a bare click: the one
 * a screen reader sends when it activates a button. That click (no pointer, `detail === 0`) toggles
 * here too. The toggle is named "Show password", points at its input (`aria-controls`), and
 * `aria-pressed` says whether the password is shown. The input is marked `aria-invalid` while it
 * shows an error, as Mantine's other inputs are. Every password the app asks for is required.
 */
export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  useLocale();
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const id = props.id ?? generatedId;
  return (
    <PasswordInput
      // Mantine marks a TextInput with an error as invalid, but not the input inside a PasswordInput.
      aria-invalid={props.error ? true : undefined}
      required
      {...props}
      id={id}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': TEXTS.showPassword,
        'aria-controls': id,
        onClick: (event: MouseEvent<HTMLButtonElement>) => {
          if (event.detail === 0) setVisible((shown) => !shown);
        },
      }}
    />
  );
}
