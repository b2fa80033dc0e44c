import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';
import { PendingInvitations } from '../../features/orgs/pending-invitations';
import { screenHead } from '../../lib/page-title';
import { trpc } from '../../lib/trpc';

/**
 * Organizations: for now the signed-in account's pending invitations, accepted or declined here;
 * the organization list, switch and create are still to come ("Coming soon").
 */
export const Route = createFileRoute('/_app/orgs')({
  head: () => screenHead('Organizations'),
  loader: ({ context }) => void context.trpc.auth.invitations.prefetch(),
  component: OrganizationsPage,
});

function OrganizationsPage() {
  const invitations = trpc.auth.invitations.useQuery();
  return (
    <PlaceholderPage
      title="Organizations"
      description="Your organizations, switching between them and creating a new one arrive in an upcoming release."
    >
      <PendingInvitations
        invitations={invitations.data?.items}
        error={invitations.isError ? invitations.error : undefined}
        onRetry={() => void invitations.refetch()}
      />
    </PlaceholderPage>
  );
}
