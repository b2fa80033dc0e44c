import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect } from 'react';
import { EmailField } from '../components/email-field';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { AuthLayout } from '../components/public-layout';
import { postAuthDestination, setToken } from '../lib/auth';
import { nextParam, redirectIfSignedIn } from '../lib/auth-guards';
import { lazySchema } from '../lib/form';
import { useLocale } from '../lib/i18n';
import { screenHead } from '../lib/page-title';
import { TEXTS } from '../lib/texts';
import { trpc } from '../lib/trpc';
import { useFormFields } from '../lib/use-form-fields';

export const Route = createFileRoute('/login')({
  head: () => screenHead(TEXTS.logInScreen),
  validateSearch: nextParam,
  beforeLoad: ({ search, preload }) => redirectIfSignedIn({ next: search.next, preload }),
  component: LoginPage,
});

// The form's rules load after the first paint, while the user types.
const loginRules = lazySchema(() => import('@folio/contracts/schemas/auth').then((m) => m.loginInput));

function LoginPage() {
  useLocale();
  const { next } = Route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useFormFields({ email: '', password: '' });
  const login = trpc.auth.login.useMutation();
  useEffect(() => loginRules.preload(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.clearAll();
    const checked = await loginRules.validate(form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    login.mutate(checked.data, {
      onSuccess: ({ token }) => {
        // Nothing cached from an earlier session may show in this one.
        queryClient.clear();
        setToken(token);
        void navigate({ href: postAuthDestination(next), replace: true });
      },
      onError: (error) => form.showError(error),
    });
  };

  return (
    <AuthLayout title={TEXTS.logInToFolio} subtitle={TEXTS.logInIntro}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert messages={form.general} />
          <EmailField label={TEXTS.email} autoComplete="username" {...form.field('email')} />
          <PasswordField label={TEXTS.password} autoComplete="current-password" {...form.field('password')} />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              {TEXTS.forgotPassword}
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth>
            {TEXTS.logIn}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {TEXTS.noAccountYet}{' '}
            <Anchor component={Link} to="/register">
              {TEXTS.createOne}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
