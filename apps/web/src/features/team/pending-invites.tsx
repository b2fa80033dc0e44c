import type { Invite } from '@folio/contracts';
import { Badge, Button, Card, Group, Skeleton, Text } from '@mantine/core';
import { useConfirm } from '../../components/confirm-dialog';
import { ErrorState } from '../../components/page-state';
import { PlainList } from '../../components/plain-list';
import { EmptyText } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { TEAM_TEXTS } from './texts';
import type { useTeamMutations } from './use-team-mutations';

type Actions = Pick<ReturnType<typeof useTeamMutations>, 'revokeInvite' | 'resendInvite'>;

/**
 * Invitations not yet accepted (admins and managers). Resend mails a fresh link, which replaces the
 * old one and is copied for the inviter; Revoke asks first. `invites` is undefined while loading.
 */
export function PendingInvites({
  invites,
  error,
  onRetry,
  actions,
}: {
  invites: Invite[] | undefined;
  error: unknown;
  onRetry: () => void;
  actions: Actions;
}) {
  useLocale();
  const { confirm, dialog } = useConfirm();

  const revoke = async (invite: Invite) => {
    const sure = await confirm({
      message: TEAM_TEXTS.confirmRevokeInvite(invite.email),
      confirmLabel: TEAM_TEXTS.revoke,
    });
    if (sure) actions.revokeInvite.mutate({ id: invite._id });
  };

  const busyId = actions.revokeInvite.isPending
    ? actions.revokeInvite.variables?.id
    : actions.resendInvite.isPending
      ? actions.resendInvite.variables?.id
      : undefined;

  return (
    <SectionCard titleId="team-invites-title" title={TEAM_TEXTS.pendingInvites}>
      {error && !invites ? (
        <ErrorState error={error} title={TEAM_TEXTS.invitesLoadFailed} onRetry={onRetry} />
      ) : !invites ? (
        <Skeleton h={72} radius="md" aria-busy="true" />
      ) : invites.length === 0 ? (
        <EmptyText>{TEAM_TEXTS.noPendingInvites}</EmptyText>
      ) : (
        <PlainList label={TEAM_TEXTS.pendingInvites}>
          {invites.map((invite) => (
            <Card key={invite._id} component="li" withBorder padding="sm" aria-label={invite.email}>
              <Group justify="space-between" wrap="wrap" gap="sm">
                <div style={{ minWidth: 0, flex: '1 1 240px' }}>
                  <Group gap={6}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {invite.name}
                    </Text>
                    <Badge variant="light">{TEXTS.roleNames[invite.role]}</Badge>
                    {invite.expired && (
                      <Badge variant="light" color="orange">
                        {TEAM_TEXTS.expired}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {invite.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {invite.inviterName ? TEAM_TEXTS.invitedBy(invite.inviterName) : ''}
                    {invite.expired ? TEAM_TEXTS.expiredOn : TEAM_TEXTS.expires}{' '}
                    {formatDate(invite.expiresAt.slice(0, 10))}
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    variant="light"
                    aria-label={TEAM_TEXTS.resendInviteTo(invite.email)}
                    loading={busyId === invite._id && actions.resendInvite.isPending}
                    disabled={busyId !== undefined && busyId !== invite._id}
                    onClick={() => actions.resendInvite.mutate({ id: invite._id })}
                  >
                    {TEAM_TEXTS.resend}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    aria-label={TEAM_TEXTS.revokeInviteTo(invite.email)}
                    loading={busyId === invite._id && actions.revokeInvite.isPending}
                    disabled={busyId !== undefined && busyId !== invite._id}
                    onClick={() => void revoke(invite)}
                  >
                    {TEAM_TEXTS.revoke}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </PlainList>
      )}
      {dialog}
    </SectionCard>
  );
}
