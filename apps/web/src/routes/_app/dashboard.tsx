import { Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { ErrorState } from '../../components/page-state';
import { OnboardingChecklist } from '../../features/dashboard/onboarding-checklist';
import { RecentActivity } from '../../features/dashboard/recent-activity';
import { RevenueChart } from '../../features/dashboard/revenue-chart';
import { SummaryCards, SummaryCardsSkeleton } from '../../features/dashboard/summary-cards';
import { useLocale } from '../../lib/i18n';
import { screenHead } from '../../lib/page-title';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';

export const Route = createFileRoute('/_app/dashboard')({
  head: () => screenHead(TEXTS.nav.dashboard),
  // Start both requests while the page's code loads; the page shows its own loading and error states.
  loader: ({ context }) => {
    void context.trpc.dashboard.summary.prefetch();
    void context.trpc.org.members.prefetch();
  },
  component: DashboardPage,
});

function DashboardPage() {
  useLocale();
  const me = trpc.auth.me.useQuery().data;
  const summary = trpc.dashboard.summary.useQuery();
  const members = trpc.org.members.useQuery();
  const firstName = me?.user.name.split(/\s+/)[0];
  // The checklist and the summary cards render as soon as the data is in; the chart and the activity
  // list below them render from a deferred copy, in the background, so the page never blocks input
  // for long (and nothing above the cards appears late and pushes them down).
  const later = useDeferredValue(summary.data);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{TEXTS.nav.dashboard}</Title>
        {me && (
          <Text c="dimmed">
            {TEXTS.welcomeBack(firstName)}
            {me.user.currentOrgName ? ` · ${me.user.currentOrgName}` : ''}
          </Text>
        )}
      </div>

      {summary.isError ? (
        <ErrorState
          error={summary.error}
          title={TEXTS.dashboardLoadFailed}
          onRetry={() => void summary.refetch()}
        />
      ) : !summary.data ? (
        <>
          <SummaryCardsSkeleton />
          <Skeleton h={320} radius="md" />
        </>
      ) : (
        <>
          {me?.user.currentOrg && members.data && (
            <OnboardingChecklist
              summary={summary.data}
              memberCount={members.data.members.length}
              userId={me.user._id}
              orgId={me.user.currentOrg._id}
            />
          )}
          <SummaryCards summary={summary.data} />
          {later ? (
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <RevenueChart summary={later} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <RecentActivity entries={later.recentActivity} />
              </Grid.Col>
            </Grid>
          ) : (
            <Skeleton h={320} radius="md" />
          )}
        </>
      )}
    </Stack>
  );
}
