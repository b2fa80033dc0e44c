import { type Member, ORG_MSG, type Role } from '@folio/contracts';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '../../components/confirm-dialog';
import { PlainList } from '../../components/plain-list';
import { EmptyText } from '../../components/query-state';
import { formatDate, initials } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { serverMessage } from '../../lib/server-messages';
import { TEXTS } from '../../lib/texts';
import { toastError } from '../../lib/toast';
import {
  adminCount,
  assignableRoles,
  type Caller,
  managesTeam,
  matchesMemberSearch,
  removalRefusal,
  roleChangeRefusal,
} from './team-rules';
import { TEAM_TEXTS } from './texts';
import type { useTeamMutations } from './use-team-mutations';

type Actions = Pick<ReturnType<typeof useTeamMutations>, 'changeRole' | 'removeMember'>;

/**
 * The members, searchable by name or email. Admins and managers get a role selector and Remove on
 * everyone but themselves; an action the rules refuse says why (the server holds the same rules)
 * and sends nothing.
 */
export function MemberList({
  members,
  caller,
  orgName,
  actions,
}: {
  members: Member[];
  caller: Caller;
  orgName: string;
  actions: Actions;
}) {
  useLocale();
  const [search, setSearch] = useState('');
  const { confirm, dialog } = useConfirm();
  const admins = adminCount(members);
  const shown = members.filter((member) => matchesMemberSearch(member, search));

  const changeRole = (member: Member, to: Role) => {
    if (to === member.role) return;
    const refusal = roleChangeRefusal(caller, member, to, admins);
    if (refusal) return toastError(serverMessage(refusal));
    actions.changeRole.mutate({ id: member.user._id, role: to });
  };

  const remove = async (member: Member) => {
    const refusal = removalRefusal(caller, member, admins);
    if (refusal) return toastError(serverMessage(refusal));
    const sure = await confirm({
      message: TEAM_TEXTS.confirmRemoveMember(member.user.name, orgName),
      confirmLabel: TEAM_TEXTS.remove,
    });
    if (sure) actions.removeMember.mutate({ id: member.user._id });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="team-members-title">
      <Group justify="space-between" wrap="wrap" gap="sm" mb="sm">
        <Title order={2} fz="lg" id="team-members-title">
          {TEAM_TEXTS.members}
        </Title>
        <TextInput
          type="search"
          aria-label={TEAM_TEXTS.searchMembers}
          placeholder={TEAM_TEXTS.searchMembers}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>
      {shown.length === 0 ? (
        <EmptyText>{TEAM_TEXTS.noMembersMatch}</EmptyText>
      ) : (
        <PlainList label={TEAM_TEXTS.members}>
          {shown.map((member) => (
            <MemberRow
              key={member.user._id}
              member={member}
              caller={caller}
              busy={
                (actions.changeRole.isPending && actions.changeRole.variables?.id === member.user._id) ||
                (actions.removeMember.isPending && actions.removeMember.variables?.id === member.user._id)
              }
              onRoleChange={(to) => changeRole(member, to)}
              onRemove={() => void remove(member)}
            />
          ))}
        </PlainList>
      )}
      {dialog}
    </Card>
  );
}

function MemberRow({
  member,
  caller,
  busy,
  onRoleChange,
  onRemove,
}: {
  member: Member;
  caller: Caller;
  busy: boolean;
  onRoleChange: (role: Role) => void;
  onRemove: () => void;
}) {
  useLocale();
  const { name, email } = member.user;
  const isSelf = member.user._id === caller.id;
  const acts = managesTeam(caller.role) && !isSelf;
  // A manager neither sees the Admin option nor changes an admin: an admin's role stays a badge.
  const selectable = acts && (caller.role === 'admin' || member.role !== 'admin');
  const roleBadge = (
    <Badge variant="light" color={member.role === 'admin' ? 'grape' : 'blue'}>
      {TEXTS.roleNames[member.role]}
    </Badge>
  );

  return (
    <Card component="li" withBorder padding="sm" aria-label={name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Avatar radius="xl" color="blue" aria-hidden>
            {initials(name)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              {isSelf && (
                <Badge size="sm" variant="outline">
                  {TEAM_TEXTS.you}
                </Badge>
              )}
            </Group>
            {/* One line, cut with an ellipsis on a phone (the whole address in its title, and read
                whole by screen readers): broken over three lines it was the page's largest paint. */}
            <Text size="sm" c="dimmed" truncate="end" title={email}>
              {email}
            </Text>
            <Text size="xs" c="dimmed">
              {TEAM_TEXTS.joined(formatDate(member.joinedAt.slice(0, 10)))}
            </Text>
          </div>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {selectable ? (
            <NativeSelect
              aria-label={TEAM_TEXTS.roleOf(name)}
              value={member.role}
              disabled={busy}
              data={assignableRoles(caller.role).map((role) => ({
                value: role,
                label: TEXTS.roleNames[role],
              }))}
              onChange={(event) => onRoleChange(event.currentTarget.value as Role)}
            />
          ) : acts ? (
            <Stack gap={2} align="flex-end">
              {roleBadge}
              <Text size="xs" c="dimmed">
                {serverMessage(ORG_MSG.managersCannotChangeAdmins)}
              </Text>
            </Stack>
          ) : (
            roleBadge
          )}
          {acts && (
            <Button
              variant="subtle"
              color="red"
              aria-label={TEAM_TEXTS.removeMember(name)}
              loading={busy}
              onClick={onRemove}
            >
              {TEAM_TEXTS.remove}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}
