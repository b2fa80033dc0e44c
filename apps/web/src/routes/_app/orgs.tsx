import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { QueryState } from '../../components/query-state';
import { CreateOrganization } from '../../features/orgs/create-organization';
import { OrganizationList } from '../../features/orgs/organization-list';
import { PendingInvitations } from '../../features/orgs/pending-invitations';
import { ORG_TEXTS } from '../../features/orgs/texts';
import { useOrgMutations } from '../../features/orgs/use-org-mutations';
import { useLocale } from '../../lib/i18n';
import { screenHead } from '../../lib/page-title';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';

/** Organizations: the account's organizations with Switch, a new one, and pending invitations. */
export const Route = createFileRoute('/_app/orgs')({
  head: () => screenHead(ORG_TEXTS.title),
  loader: ({ context }) => {
    void context.trpc.organizations.list.prefetch();
    void context.trpc.auth.invitations.prefetch();
  },
  component: OrganizationsPage,
});

function OrganizationsPage() {
  useLocale();
  const orgs = trpc.organizations.list.useQuery();
  const invitations = trpc.auth.invitations.useQuery();
  const { switchOrg, create } = useOrgMutations();
  const [switching, setSwitching] = useState<string | null>(null);

  const refresh = () => void Promise.all([orgs.refetch(), invitations.refetch()]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{ORG_TEXTS.title}</Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={refresh}>
            {TEXTS.refresh}
          </Button>
          <Button variant="subtle" renderRoot={(props) => <Link to="/dashboard" {...props} />}>
            {TEXTS.backToDashboard}
          </Button>
        </Group>
      </Group>

      <QueryState query={orgs} errorTitle={ORG_TEXTS.loadFailed} loading={<Skeleton h={140} radius="md" />}>
        {(data) => (
          <OrganizationList
            orgs={data.orgs}
            switching={switching}
            onSwitch={(entry) => {
              setSwitching(entry.org._id);
              switchOrg.mutate({ orgId: entry.org._id }, { onSettled: () => setSwitching(null) });
            }}
          />
        )}
      </QueryState>

      <CreateOrganization create={create} />

      <PendingInvitations
        invitations={invitations.data?.items}
        error={invitations.isError ? invitations.error : undefined}
        onRetry={() => void invitations.refetch()}
      />
    </Stack>
  );
}
