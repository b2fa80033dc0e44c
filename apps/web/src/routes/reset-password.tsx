import { MSG, PASSWORD_MIN_LENGTH } from '@folio/contracts';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { FormAlert } from '../components/form-alert';
import { LoginLink } from '../components/login-link';
import { PasswordField } from '../components/password-field';
import { AuthLayout } from '../components/public-layout';
import { toApiError } from '../lib/errors';
import { useLocale } from '../lib/i18n';
import { screenHead } from '../lib/page-title';
import { validateTokenSearch } from '../lib/search-params';
import { serverMessage } from '../lib/server-messages';
import { TEXTS } from '../lib/texts';
import { trpc } from '../lib/trpc';
import { useFormFields } from '../lib/use-form-fields';

export const Route = createFileRoute('/reset-password')({
  head: () => screenHead(TEXTS.chooseNewPassword),
  validateSearch: validateTokenSearch,
  component: ResetPasswordPage,
});

const PASSWORD_FIELDS = [
  { name: 'newPassword', label: TEXTS.newPassword },
  { name: 'confirm', label: TEXTS.confirmNewPassword },
] as const;

function ResetPasswordPage() {
  useLocale();
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const form = useFormFields({ newPassword: '', confirm: '' });
  const reset = trpc.auth.resetPassword.useMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clearAll();
    if (!token) {
      form.setGeneral([serverMessage(MSG.tokenMissing)]);
      return;
    }
    // The reset rules and their texts (docs/product.md#password-reset-and-change).
    if (form.values.newPassword.length < PASSWORD_MIN_LENGTH) {
      form.setErrors({ newPassword: serverMessage(MSG.resetPasswordTooShort) });
      return;
    }
    if (form.values.newPassword !== form.values.confirm) {
      form.setErrors({ confirm: serverMessage(MSG.passwordsDoNotMatch) });
      return;
    }
    reset.mutate(
      { token, newPassword: form.values.newPassword },
      {
        onSuccess: () => void navigate({ to: '/', search: { reset: 'ok' }, replace: true }),
        onError: (error) => {
          const api = toApiError(error);
          if (api.status === 422 && api.fieldErrors.newPassword) {
            form.setErrors({ newPassword: api.fieldErrors.newPassword });
            return;
          }
          form.setGeneral([serverMessage(MSG.resetFailed)]);
        },
      },
    );
  };

  return (
    <AuthLayout title={TEXTS.chooseNewPassword} subtitle={TEXTS.chooseNewPasswordHint}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {!token && (
            <Alert color="red" variant="light" role="alert">
              {serverMessage(MSG.tokenMissing)}{' '}
              <Anchor component={Link} to="/forgot-password" size="sm">
                {TEXTS.requestNewLink}
              </Anchor>
            </Alert>
          )}
          <FormAlert messages={form.general} />
          {PASSWORD_FIELDS.map(({ name, label }) => (
            <PasswordField
              key={name}
              label={label}
              autoComplete="new-password"
              disabled={!token}
              {...form.field(name)}
            />
          ))}
          <Button type="submit" fullWidth loading={reset.isPending} disabled={!token}>
            {TEXTS.updatePassword}
          </Button>
          <LoginLink label={TEXTS.backToLogIn} />
        </Stack>
      </form>
    </AuthLayout>
  );
}
