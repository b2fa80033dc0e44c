import { MSG } from '@folio/contracts';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AuthLayout } from '../components/public-layout';
import { getToken } from '../lib/auth';
import { toApiError } from '../lib/errors';
import { refetchMe } from '../lib/me-cache';
import { screenHead } from '../lib/page-title';
import { TEXTS } from '../lib/texts';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/undo-email-change')({
  head: () => screenHead('Undo email change'),
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token.trim() ? { token: search.token.trim() } : {},
  component: UndoEmailChangePage,
});

/**
 * The link mailed to the previous address after an email change: it restores that
 * address on load, like /verify-email, and points to a password reset, since whoever changed the
 * email may know the password. Public, and reachable while signed in.
 */
function UndoEmailChangePage() {
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

  const outcome: 'pending' | 'ok' | 'failed' = !token
    ? 'failed'
    : undo.isSuccess
      ? 'ok'
      : undo.isError
        ? 'failed'
        : 'pending';

  return (
    <AuthLayout title={TEXTS.undoEmailChangeTitle}>
      <Stack>
        {outcome === 'pending' && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{TEXTS.undoEmailChangePending}</Text>
          </Group>
        )}
        {outcome === 'ok' && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {undo.data?.msg || MSG.emailChangeUndone}
          </Alert>
        )}
        {outcome === 'failed' && (
          <Alert
            color="red"
            variant="light"
            icon={<IconCircleX size={18} />}
            role="alert"
            title={TEXTS.undoEmailChangeFailed}
          >
            {token ? toApiError(undo.error).msg : MSG.verificationLinkInvalid}
          </Alert>
        )}
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
            <Text size="sm" ta="center" c="dimmed">
              <Anchor component={Link} to="/login">
                {TEXTS.logIn}
              </Anchor>
            </Text>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
