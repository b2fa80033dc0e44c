import { createFileRoute } from '@tanstack/react-router';
import { TeamScreen } from '../../features/team/team-screen';
import { TEAM_TEXTS } from '../../features/team/texts';
import { screenHead } from '../../lib/page-title';

/** Team: the current organization's name, members and invitations. */
export const Route = createFileRoute('/_app/org')({
  head: () => screenHead(TEAM_TEXTS.title),
  // Start the members while the screen's code loads; the invites wait for the caller's role.
  loader: ({ context }) => {
    void context.trpc.org.members.prefetch();
  },
  component: TeamScreen,
});
