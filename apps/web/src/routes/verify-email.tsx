import { MSG, VERIFY_REDIRECT_MS } from '@folio/contracts';
import { Stack } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LinkOutcomeMessage, linkOutcome } from '../components/link-outcome';
import { AuthLayout } from '../components/public-layout';
import { toApiError } from '../lib/errors';
import { useLocale } from '../lib/i18n';
import { refetchMe } from '../lib/me-cache';
import { screenHead } from '../lib/page-title';
import { validateTokenSearch } from '../lib/search-params';
import { serverMessage } from '../lib/server-messages';
import { TEXTS } from '../lib/texts';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/verify-email')({
  head: () => screenHead(TEXTS.verifyEmailScreen),
  validateSearch: validateTokenSearch,
  component: VerifyEmailPage,
});

/** Verifies on load, then /?verified=1 after 1.2 s, or /?verified=0 after 1.8 s. */
function VerifyEmailPage() {
  useLocale();
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  // A query (GET) keyed by the token: the single-use link is sent once, even if the page renders twice.
  const verify = trpc.auth.verifyEmail.useQuery(
    { token: token ?? '' },
    { enabled: Boolean(token), retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: 60_000 },
  );
  const outcome = linkOutcome(token, verify);

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
    <AuthLayout title={TEXTS.verifyEmailTitle}>
      <Stack>
        <LinkOutcomeMessage
          outcome={outcome}
          pendingText={TEXTS.verifyEmailPending}
          okText={`${verify.data?.msg ?? serverMessage(MSG.emailVerified)} ${TEXTS.redirecting}`}
          failedTitle={serverMessage(MSG.verificationFailed)}
          failedText={`${token ? toApiError(verify.error).msg : serverMessage(MSG.verificationLinkInvalid)} ${TEXTS.redirecting}`}
        />
      </Stack>
    </AuthLayout>
  );
}
