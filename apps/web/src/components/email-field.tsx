import { TextInput, type TextInputProps } from '@mantine/core';

/** An account's email address (sign-in, sign-up, reset, email change): an email input, required. */
export function EmailField(props: TextInputProps) {
  return <TextInput type="email" required {...props} />;
}
