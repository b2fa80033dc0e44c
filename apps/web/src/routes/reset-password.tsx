import { MSG, PASSWORD_MIN_LENGTH } from '@folio/contracts';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { AuthLayout } from '../components/public-layout';
import { toApiError } from '../lib/errors';
import { screenHead } from '../lib/page-title';
import { TEXTS } from '../lib/texts';
import { trpc } from '../lib/trpc';
import { useFormFields } from '../lib/use-form-fields';

export const Route = createFileRoute('/reset-password')({
  head: () => screenHead('Choose a new password'),
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token.trim() ? { token: search.token.trim() } : {},
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const form = useFormFields({ newPassword: '', confirm: '' });
  const reset = trpc.auth.resetPassword.useMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clearAll();
    if (!token) {
      form.setGeneral([MSG.tokenMissing]);
      return;
    }
    // The reset rules and their texts (docs/product.md#password-reset-and-change).
    if (form.values.newPassword.length < PASSWORD_MIN_LENGTH) {
      form.setErrors({ newPassword: MSG.resetPasswordTooShort });
      return;
    }
    if (form.values.newPassword !== form.values.confirm) {
      form.setErrors({ confirm: MSG.passwordsDoNotMatch });
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
          form.setGeneral([MSG.resetFailed]);
        },
      },
    );
  };

  return (
    <AuthLayout title="Choose a new password" subtitle="Use at least 8 characters.">
      <form onSubmit={submit} noValidate>
        <Stack>
          {!token && (
            <Alert color="red" variant="light" role="alert">
              {MSG.tokenMissing}{' '}
              <Anchor component={Link} to="/forgot-password" size="sm">
                Request a new link
              </Anchor>
            </Alert>
          )}
          <FormAlert messages={form.general} />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            disabled={!token}
            {...form.field('newPassword')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            required
            disabled={!token}
            {...form.field('confirm')}
          />
          <Button type="submit" fullWidth loading={reset.isPending} disabled={!token}>
            {TEXTS.updatePassword}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            <Anchor component={Link} to="/login">
              Back to log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
