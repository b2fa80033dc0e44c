import { Button, Group, Stack, Title } from '@mantine/core';
import { IconBuildingStore, IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { QueryState } from '../../components/query-state';
import { ScreenLead } from '../../components/screen-lead';
import { SectionSkeletons } from '../../components/section-skeletons';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';
import { OrganizationName } from './organization-name';
import { PendingInvites } from './pending-invites';
import { adminCount, managesTeam } from './team-rules';
import { TeamTiles } from './team-tiles';
import { TEAM_TEXTS } from './texts';
import { useTeamMutations } from './use-team-mutations';

/**
 * Team (/org): the current organization's name and members for everyone; admins and managers also
 * invite, see pending invites, change roles and remove members; admins rename the organization.
 */
export function TeamScreen() {
  useLocale();
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 30_000 }).data;
  const can = useCan();
  const manages = managesTeam(can.role);
  const org = trpc.org.members.useQuery();
  const invites = trpc.org.invites.useQuery(undefined, { enabled: manages });
  const actions = useTeamMutations();

  const refresh = () => void Promise.all([org.refetch(), manages ? invites.refetch() : null]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{TEAM_TEXTS.title}</Title>
          <ScreenLead text={TEAM_TEXTS.lead} />
        </Stack>
        <Group gap="sm">
          <Button
            component={Link}
            to="/settings/business"
            variant="default"
            leftSection={<IconBuildingStore size={16} aria-hidden />}
          >
            {TEXTS.businessDetails}
          </Button>
          <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={refresh}>
            {TEXTS.refresh}
          </Button>
        </Group>
      </Group>

      <QueryState
        query={org}
        errorTitle={TEAM_TEXTS.loadFailed}
        loading={<SectionSkeletons heights={[88, 96, 240]} />}
      >
        {(data) => (
          <Stack gap="lg">
            <OrganizationName name={data.name} role={can.role} rename={actions.rename} />
            <TeamTiles
              members={data.members.length}
              admins={adminCount(data.members)}
              pendingInvites={manages ? invites.data?.length : null}
            />
            <MemberList
              members={data.members}
              caller={{ id: me?.user._id ?? '', role: can.role }}
              orgName={data.name}
              actions={actions}
            />
            {manages && (
              <>
                <InviteForm callerRole={can.role} invite={actions.invite} />
                <PendingInvites
                  invites={invites.data}
                  error={invites.isError ? invites.error : undefined}
                  onRetry={() => void invites.refetch()}
                  actions={actions}
                />
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
