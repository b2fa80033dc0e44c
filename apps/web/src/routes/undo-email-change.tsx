import { MSG } from '@folio/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { LinkOutcomeMessage, linkOutcome } from '../components/link-outcome';
import { LoginLink } from '../components/login-link';
import { AuthLayout } from '../components/public-layout';
import { getToken } from '../lib/auth';
import { toApiError } from '../lib/errors';
import { useLocale } from '../lib/i18n';
import { refetchMe } from '../lib/me-cache';
import { screenHead } from '../lib/page-title';
import { validateTokenSearch } from '../lib/search-params';
import { serverMessage } from '../lib/server-messages';
import { TEXTS } from '../lib/texts';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/undo-email-change')({
  head: () => screenHead(TEXTS.undoEmailChangeTitle),
  validateSearch: validateTokenSearch,
  component: UndoEmailChangePage,
});

/**
 * The link mailed to the previous address after an email change: it restores that
 * address on load, like /verify-email, and points to a password reset, since whoever changed the
 * email may know the password. Public, and reachable while signed in.
 */
function UndoEmailChangePage() {
  useLocale();
  const { token } = Route.useSearch();
  const utils = trpc.useUtils();
  const undo = trpc.auth.undoEmailChange.useMutation({
    // A signed-in user's cached profile must show the restored address (if the session survived).
    onSuccess: () => {
      if (getToken()) void refetchMe(utils);
    },
  });

  // The link is single-use: send it once per token, even when the page renders or mounts twice.
  const sentFor = useRef<string | null>(null);
  const { mutate } = undo;
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [token, mutate]);

  const outcome = linkOutcome(token, undo);

  return (
    <AuthLayout title={TEXTS.undoEmailChangeTitle}>
      <Stack>
        <LinkOutcomeMessage
          outcome={outcome}
          pendingText={TEXTS.undoEmailChangePending}
          okText={undo.data?.msg || serverMessage(MSG.emailChangeUndone)}
          failedTitle={TEXTS.undoEmailChangeFailed}
          failedText={token ? toApiError(undo.error).msg : serverMessage(MSG.verificationLinkInvalid)}
        />
        {outcome !== 'pending' && (
          <>
            {outcome === 'failed' && (
              <Text size="sm" c="dimmed">
                {TEXTS.undoEmailChangeAdvice}
              </Text>
            )}
            <Button component={Link} to="/forgot-password" fullWidth>
              {TEXTS.resetYourPassword}
            </Button>
            <LoginLink label={TEXTS.logIn} />
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
