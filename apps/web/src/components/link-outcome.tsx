import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';

/** Where a single-use link's call stands. */
export type LinkOutcome = 'pending' | 'ok' | 'failed';

/** A link without a token has failed already; otherwise the call's state says. */
export function linkOutcome(
  token: string | undefined,
  call: { isSuccess: boolean; isError: boolean },
): LinkOutcome {
  if (!token) return 'failed';
  if (call.isSuccess) return 'ok';
  return call.isError ? 'failed' : 'pending';
}

/**
 * What a single-use link's page (/verify-email, /undo-email-change) shows of its call: a spinner
 * with `pendingText` (a status), then the success (a status) or the failure under its title (an
 * alert).
 */
export function LinkOutcomeMessage({
  outcome,
  pendingText,
  okText,
  failedTitle,
  failedText,
}: {
  outcome: LinkOutcome;
  pendingText: string;
  okText: string;
  failedTitle: string;
  failedText: string;
}) {
  if (outcome === 'pending') {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{pendingText}</Text>
      </Group>
    );
  }
  if (outcome === 'ok') {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
        {okText}
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconCircleX size={18} />} role="alert" title={failedTitle}>
      {failedText}
    </Alert>
  );
}
