import { MSG } from '@folio/contracts';
import { Alert, Button, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { EmailField } from '../components/email-field';
import { FormAlert } from '../components/form-alert';
import { LoginLink } from '../components/login-link';
import { AuthLayout } from '../components/public-layout';
import { lazySchema } from '../lib/form';
import { useLocale } from '../lib/i18n';
import { screenHead } from '../lib/page-title';
import { serverMessage } from '../lib/server-messages';
import { TEXTS } from '../lib/texts';
import { trpc } from '../lib/trpc';
import { useFormFields } from '../lib/use-form-fields';

export const Route = createFileRoute('/forgot-password')({
  head: () => screenHead(TEXTS.forgotPasswordScreen),
  component: ForgotPasswordPage,
});

// The form's rules load after the first paint, while the user types.
const forgotPasswordRules = lazySchema(() =>
  import('@folio/contracts/schemas/auth').then((m) => m.forgotPasswordInput),
);

function ForgotPasswordPage() {
  useLocale();
  const form = useFormFields({ email: '' });
  const [sent, setSent] = useState(false);
  const request = trpc.auth.forgotPassword.useMutation();
  useEffect(() => forgotPasswordRules.preload(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.clearAll();
    setSent(false);
    const checked = await forgotPasswordRules.validate(form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    request.mutate(checked.data, {
      // The same answer whether or not the account exists.
      onSuccess: () => setSent(true),
      onError: (error) => form.showError(error),
    });
  };

  return (
    <AuthLayout title={TEXTS.resetYourPassword} subtitle={TEXTS.forgotPasswordHint}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {sent && (
            <Alert color="teal" variant="light" icon={<IconMailForward size={18} />} role="status">
              {serverMessage(MSG.forgotPasswordSent)}
            </Alert>
          )}
          <FormAlert messages={form.general} />
          <EmailField label={TEXTS.email} autoComplete="email" {...form.field('email')} />
          <Button type="submit" fullWidth loading={request.isPending}>
            {TEXTS.sendResetLink}
          </Button>
          <LoginLink lead={TEXTS.rememberedIt} label={TEXTS.backToLogIn} />
        </Stack>
      </form>
    </AuthLayout>
  );
}
