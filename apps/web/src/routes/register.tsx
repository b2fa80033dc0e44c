import { MSG } from '@folio/contracts';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { EmailField } from '../components/email-field';
import { FormAlert } from '../components/form-alert';
import { LanguageSelect } from '../components/language-select';
import { LoginLink } from '../components/login-link';
import { PasswordField } from '../components/password-field';
import { AuthLayout } from '../components/public-layout';
import { ThemeCycleButton } from '../components/theme-button';
import { postAuthDestination, setToken } from '../lib/auth';
import { nextParam, redirectIfSignedIn } from '../lib/auth-guards';
import { browserTimeZone } from '../lib/dates';
import { toApiError } from '../lib/errors';
import { lazySchema, passwordHint } from '../lib/form';
import { currentLocale, isLocale, useLocale } from '../lib/i18n';
import { screenHead } from '../lib/page-title';
import { serverMessage } from '../lib/server-messages';
import { TEXTS } from '../lib/texts';
import { useThemePreference } from '../lib/theme-preference';
import { trpc } from '../lib/trpc';
import { useFormFields } from '../lib/use-form-fields';

type RegisterSearch = { invite?: string; next?: string };

export const Route = createFileRoute('/register')({
  validateSearch: (search: Record<string, unknown>): RegisterSearch => ({
    ...nextParam(search),
    ...(typeof search.invite === 'string' && search.invite ? { invite: search.invite } : {}),
  }),
  // Registering with an invitation stays reachable while signed in (the invite may be for someone else).
  beforeLoad: ({ search, preload }) => {
    if (!search.invite) redirectIfSignedIn({ next: search.next, preload });
  },
  // An invitation link opens the same form to join an existing organization.
  head: ({ match }) =>
    screenHead(match.search.invite ? TEXTS.joinOrganizationScreen : TEXTS.createAccountScreen),
  component: RegisterPage,
});

// The form's rules load after the first paint, while the user types.
const registerRules = lazySchema(() => import('@folio/contracts/schemas/auth').then((m) => m.registerInput));

function RegisterPage() {
  useLocale();
  const { invite, next } = Route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const { theme } = useThemePreference();
  const form = useFormFields({ name: '', email: '', orgName: '', password: '' });
  const register = trpc.auth.register.useMutation();
  useEffect(() => registerRules.preload(), []);
  const [accountExists, setAccountExists] = useState<string | null>(null);

  const inviteCheck = trpc.auth.checkInvite.useQuery(
    { token: invite ?? '' },
    { enabled: Boolean(invite), retry: false, staleTime: Number.POSITIVE_INFINITY },
  );
  const inviteValid = Boolean(invite) && inviteCheck.data?.valid === true;
  const inviteProblem = invite
    ? inviteCheck.isError
      ? toApiError(inviteCheck.error).msg
      : inviteCheck.data && !inviteCheck.data.valid
        ? inviteCheck.data.msg || serverMessage(MSG.invalidInviteToken)
        : null
    : null;

  // With a valid invitation the email is the invited address, locked.
  const invitedEmail = inviteValid ? (inviteCheck.data?.email ?? '') : '';
  const { setValue } = form;
  useEffect(() => {
    if (invitedEmail) setValue('email', invitedEmail);
  }, [invitedEmail, setValue]);

  const hint = form.values.password ? passwordHint(form.values.password) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.clearAll();
    setAccountExists(null);
    const { name, email, password, orgName } = form.values;
    // The schema trims and lowercases the email before it is sent.
    // The language picked on this page and the browser's time zone are the new account's first
    // preferences, so its emails and its "today" are the person's own from the start.
    const locale = currentLocale();
    const preferences = { locale: isLocale(locale) ? locale : 'en', tz: browserTimeZone() };
    const checked = await registerRules.validate(
      invite
        ? { name, email, password, invite, preferences }
        : { name, email, password, orgName, preferences },
    );
    if (!checked.ok) {
      // The schema checks the organization name only once the other fields pass; show it at once.
      const orgMissing = !invite && !orgName.trim() && !checked.errors.orgName;
      form.setErrors(
        orgMissing ? { ...checked.errors, orgName: serverMessage(MSG.orgNameRequired) } : checked.errors,
      );
      return;
    }
    register.mutate(checked.data, {
      onSuccess: (answer) => {
        if (!answer?.token) {
          form.setGeneral([serverMessage(MSG.registrationNoToken)]);
          return;
        }
        queryClient.clear();
        setToken(answer.token);
        // The theme picked on this page becomes the new profile's too.
        if (theme !== 'system') void utils.client.users.updatePreferences.mutate({ theme }).catch(() => {});
        void navigate({ href: postAuthDestination(next), replace: true });
      },
      onError: (error) => {
        const api = toApiError(error);
        // An invitation for an address that has an account is accepted from that account (/orgs).
        if (invite && api.appCode === 'EMAIL_TAKEN') {
          setAccountExists(api.msg);
          return;
        }
        // An address that is already registered belongs next to the email field.
        if (api.appCode === 'EMAIL_TAKEN') {
          form.setErrors({ email: api.msg });
          return;
        }
        form.showError(
          error,
          invite ? ['name', 'email', 'password'] : ['name', 'email', 'password', 'orgName'],
        );
      },
    });
  };

  const orgName = inviteCheck.data?.org?.name;
  const title = inviteValid && orgName ? TEXTS.join(orgName) : TEXTS.createYourAccount;
  const subtitle = inviteValid ? TEXTS.invitedIntro(inviteCheck.data?.role) : TEXTS.startWithTheFreePlan;

  return (
    <AuthLayout
      title={title}
      subtitle={subtitle}
      aside={
        <Group gap="xs" wrap="nowrap">
          <LanguageSelect />
          <ThemeCycleButton />
        </Group>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {invite && inviteCheck.isPending && (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm">{TEXTS.checkingYourInvitation}</Text>
            </Group>
          )}
          {inviteProblem && (
            <Alert color="red" variant="light" role="alert" title={TEXTS.thisInvitationCannotBeUsed}>
              {inviteProblem}
            </Alert>
          )}
          {inviteValid && (
            <Alert
              color="blue"
              variant="light"
              icon={<IconMailCheck size={18} />}
              style={{ overflowWrap: 'anywhere' }}
            >
              {TEXTS.invitationFor} <b>{invitedEmail}</b>
              {orgName ? (
                <>
                  {` ${TEXTS.invitationTo} `}
                  <b>{orgName}</b>
                </>
              ) : null}
              .
            </Alert>
          )}
          {accountExists && (
            <Alert color="blue" variant="light" role="alert" data-testid="invite-account-exists">
              <Stack gap={6} align="flex-start">
                <Text size="sm">{accountExists}</Text>
                <Anchor
                  size="sm"
                  fw={600}
                  renderRoot={(props) => <Link {...props} to="/login" search={{ next: '/orgs' }} />}
                >
                  {TEXTS.logInToAcceptInvitation}
                </Anchor>
              </Stack>
            </Alert>
          )}
          <FormAlert messages={form.general} />
          <TextInput label={TEXTS.fullName} autoComplete="name" required {...form.field('name')} />
          <EmailField
            label={TEXTS.email}
            autoComplete="email"
            readOnly={Boolean(invite)}
            description={invite ? TEXTS.theInvitationIsForThis : undefined}
            {...form.field('email')}
          />
          {!invite && (
            <TextInput
              label={TEXTS.organizationName}
              autoComplete="organization"
              required
              {...form.field('orgName')}
            />
          )}
          <PasswordField
            label={TEXTS.password}
            autoComplete="new-password"
            {...form.field('password')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={
              hint ? (
                <Text
                  component="span"
                  size="xs"
                  c={hint.color}
                  aria-live="polite"
                  data-testid="password-hint"
                >
                  {hint.text}
                </Text>
              ) : (
                TEXTS.passwordRule
              )
            }
          />
          <Button
            type="submit"
            fullWidth
            loading={register.isPending}
            disabled={Boolean(invite) && !inviteValid}
          >
            {invite ? TEXTS.joinOrganization : TEXTS.createAccount}
          </Button>
          <LoginLink lead={TEXTS.haveAccount} label={TEXTS.logIn} />
          <Text size="xs" ta="center" c="dimmed">
            {TEXTS.agreeToTerms}{' '}
            <Anchor component={Link} to="/legal/terms" size="xs">
              {TEXTS.termsOfService}
            </Anchor>{' '}
            {TEXTS.andThe}{' '}
            <Anchor component={Link} to="/legal/privacy" size="xs">
              {TEXTS.privacyPolicy}
            </Anchor>
            .
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
