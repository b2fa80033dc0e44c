import { Grid, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ErrorState, PageLoader } from '../../components/page-state';
import { AccountDetails } from '../../features/profile/account-details';
import { ChangeEmail } from '../../features/profile/change-email';
import { ChangePassword } from '../../features/profile/change-password';
import { EmailVerification } from '../../features/profile/email-verification';
import { StatusTiles } from '../../features/profile/status-tiles';
import { screenHead } from '../../lib/page-title';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';

export const Route = createFileRoute('/_app/profile')({
  head: () => screenHead(TEXTS.profileScreen),
  loader: ({ context }) => void context.trpc.users.me.prefetch(),
  component: ProfilePage,
});

/** /profile. GET /api/users/me is the profile (with preferences); it is kept in step with auth.me. */
function ProfilePage() {
  const profile = trpc.users.me.useQuery();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{TEXTS.profileTitle}</Title>
        <Text c="dimmed">{TEXTS.profileIntro}</Text>
      </div>
      {profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <PageLoader />
      ) : (
        <>
          <StatusTiles me={profile.data} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <AccountDetails me={profile.data} key={profile.data.user._id} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <EmailVerification me={profile.data} />
                <ChangeEmail me={profile.data} />
                <ChangePassword />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
