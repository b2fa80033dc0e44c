import { DIGEST_MSG } from '@folio/contracts';
import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { LinkOutcomeMessage, linkOutcome } from '../components/link-outcome';
import { AuthLayout } from '../components/public-layout';
import { UNSUBSCRIBE_TEXTS } from '../features/unsubscribe/texts';
import { unsubscribeWithToken } from '../features/unsubscribe/unsubscribe-call';
import { toApiError } from '../lib/errors';
import { useLocale } from '../lib/i18n';
import { screenHead } from '../lib/page-title';
import { validateTokenSearch } from '../lib/search-params';
import { serverMessage } from '../lib/server-messages';

export const Route = createFileRoute('/unsubscribe')({
  head: () => screenHead(UNSUBSCRIBE_TEXTS.title),
  validateSearch: validateTokenSearch,
  component: UnsubscribePage,
});

/**
 * The activity email's unsubscribe link: turns the email off on load, without signing in, and says
 * so. Public, and reachable while signed in.
 */
function UnsubscribePage() {
  useLocale();
  const { token } = Route.useSearch();
  const unsubscribe = useMutation({ mutationFn: unsubscribeWithToken });

  // Sent once per token, even when the page renders or mounts twice.
  const sentFor = useRef<string | null>(null);
  const { mutate } = unsubscribe;
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const outcome = linkOutcome(token, unsubscribe);

  return (
    <AuthLayout title={UNSUBSCRIBE_TEXTS.title}>
      <Stack>
        <LinkOutcomeMessage
          outcome={outcome}
          pendingText={UNSUBSCRIBE_TEXTS.pending}
          okText={unsubscribe.data?.msg || serverMessage(DIGEST_MSG.unsubscribed)}
          failedTitle={UNSUBSCRIBE_TEXTS.failedTitle}
          failedText={(token && toApiError(unsubscribe.error).msg) || serverMessage(DIGEST_MSG.invalidLink)}
        />
        {outcome !== 'pending' && (
          <Button component={Link} to="/" variant="light" fullWidth>
            {UNSUBSCRIBE_TEXTS.backToFolio}
          </Button>
        )}
      </Stack>
    </AuthLayout>
  );
}
