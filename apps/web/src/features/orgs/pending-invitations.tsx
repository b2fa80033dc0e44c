import type { PendingInvitation } from '@folio/contracts';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { ErrorState } from '../../components/page-state';
import { formatDateTime, formatRelative } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { ORG_TEXTS } from './texts';
import { useInvitationActions } from './use-invitation-actions';

const TITLE_ID = 'pending-invitations-title';

/**
 * The signed-in account's pending invitations: an existing account joins an organization
 * only by accepting here (or from the mailed link). `invitations` is undefined while loading.
 */
export function PendingInvitations({
  invitations,
  error,
  onRetry,
}: {
  invitations: PendingInvitation[] | undefined;
  error?: unknown;
  onRetry?: () => void;
}) {
  useLocale();
  const actions = useInvitationActions();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={TITLE_ID}>
      <Group gap="xs" mb="sm">
        <IconMail size={20} aria-hidden />
        <Title order={2} fz="lg" id={TITLE_ID}>
          {TEXTS.pendingInvitations}
        </Title>
        {invitations && invitations.length > 0 && (
          <Badge variant="light" circle aria-label={TEXTS.pendingInvitationCount(invitations.length)}>
            {invitations.length}
          </Badge>
        )}
      </Group>
      {error ? (
        <ErrorState error={error} title={TEXTS.loadInvitationsFailed} onRetry={onRetry} />
      ) : !invitations ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={72} radius="md" />
        </Stack>
      ) : invitations.length === 0 ? (
        <Text size="sm" c="dimmed">
          {TEXTS.noPendingInvitations}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {invitations.map((invitation) => (
            <InvitationItem
              key={invitation._id}
              invitation={invitation}
              pending={actions.pending}
              onAccept={() => actions.accept(invitation._id)}
              onDecline={() => actions.decline(invitation._id)}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function InvitationItem({
  invitation,
  pending,
  onAccept,
  onDecline,
}: {
  invitation: PendingInvitation;
  pending: { id: string; action: 'accept' | 'decline' } | null;
  onAccept: () => void;
  onDecline: () => void;
}) {
  useLocale();
  const orgName = invitation.org.name;
  const mine = pending?.id === invitation._id;
  return (
    <Card component="li" withBorder padding="md" radius="md" aria-label={orgName}>
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap={6} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {orgName}
            </Text>
            <Badge variant="light" color="indigo">
              {TEXTS.roleNames[invitation.role]}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {invitation.inviterName ? ORG_TEXTS.invitedBy(invitation.inviterName) : ORG_TEXTS.invited} ·{' '}
            <time
              dateTime={invitation.createdAt}
              title={formatDateTime(invitation.createdAt)}
              style={{ whiteSpace: 'nowrap' }}
            >
              {formatRelative(invitation.createdAt)}
            </time>
          </Text>
          <Text size="sm" c="dimmed">
            {ORG_TEXTS.expires}{' '}
            <time dateTime={invitation.expiresAt} style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(invitation.expiresAt)}
            </time>
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            onClick={onDecline}
            disabled={pending !== null}
            loading={mine && pending?.action === 'decline'}
            aria-label={TEXTS.declineInvitationTo(orgName)}
          >
            {TEXTS.declineInvitation}
          </Button>
          <Button
            onClick={onAccept}
            disabled={pending !== null}
            loading={mine && pending?.action === 'accept'}
            aria-label={TEXTS.acceptInvitationTo(orgName)}
          >
            {TEXTS.acceptInvitation}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
