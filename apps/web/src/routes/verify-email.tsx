import { MSG, VERIFY_REDIRECT_MS } from '@folio/contracts';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AuthLayout } from '../components/public-layout';
import { toApiError } from '../lib/errors';
import { refetchMe } from '../lib/me-cache';
import { screenHead } from '../lib/page-title';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/verify-email')({
  head: () => screenHead('Verify email'),
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token.trim() ? { token: search.token.trim() } : {},
  component: VerifyEmailPage,
});

/** Verifies on load, then /?verified=1 after 1.2 s, or /?verified=0 after 1.8 s. */
function VerifyEmailPage() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  // A query (GET) keyed by the token: the single-use link is sent once, even if the page renders twice.
  const verify = trpc.auth.verifyEmail.useQuery(
    { token: token ?? '' },
    { enabled: Boolean(token), retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: 60_000 },
  );
  const outcome: 'pending' | 'ok' | 'failed' = !token
    ? 'failed'
    : verify.isSuccess
      ? 'ok'
      : verify.isError
        ? 'failed'
        : 'pending';

  // A signed-in user's cached profile must not keep saying "Not verified".
  const utils = trpc.useUtils();
  useEffect(() => {
    if (outcome === 'ok') void refetchMe(utils);
  }, [outcome, utils]);

  useEffect(() => {
    if (outcome === 'pending') return;
    const delay = outcome === 'ok' ? VERIFY_REDIRECT_MS.success : VERIFY_REDIRECT_MS.failure;
    const timer = setTimeout(
      () => void navigate({ to: '/', search: { verified: outcome === 'ok' ? '1' : '0' }, replace: true }),
      delay,
    );
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  return (
    <AuthLayout title="Email verification">
      <Stack>
        {outcome === 'pending' && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>Verifying your email…</Text>
          </Group>
        )}
        {outcome === 'ok' && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {verify.data?.msg ?? MSG.emailVerified} Redirecting…
          </Alert>
        )}
        {outcome === 'failed' && (
          <Alert
            color="red"
            variant="light"
            icon={<IconCircleX size={18} />}
            role="alert"
            title={MSG.verificationFailed}
          >
            {token ? toApiError(verify.error).msg : MSG.verificationLinkInvalid} Redirecting…
          </Alert>
        )}
      </Stack>
    </AuthLayout>
  );
}
