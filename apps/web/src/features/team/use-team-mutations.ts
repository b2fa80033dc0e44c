import { ORG_MSG, type Role } from '@folio/contracts';
import type { OrgMembers } from '../../lib/api-types';
import { refetchMe } from '../../lib/me-cache';
import { toastFailure } from '../../lib/mutation-failure';
import { optimisticChange } from '../../lib/optimistic';
import { serverMessage } from '../../lib/server-messages';
import { toastError, toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { copyLink } from './copy-link';
import { inviteOutcomeText } from './team-rules';
import { TEAM_TEXTS } from './texts';

/** The Team screen's writes, each keeping the cached organization (its name and members), invites and organizations list in step. */
export function useTeamMutations() {
  const utils = trpc.useUtils();
  // Member and project counts on the organizations screen change with the members.
  const membersChanged = () => {
    void utils.org.members.invalidate();
    void utils.organizations.list.invalidate();
  };

  const rename = trpc.org.rename.useMutation({
    onSuccess: (answer) => {
      utils.org.members.setData(undefined, (org) => (org ? { ...org, name: answer.name } : org));
      utils.org.name.setData(undefined, { name: answer.name });
      void refetchMe(utils);
      void utils.organizations.list.invalidate();
      toastSuccess(answer.msg || serverMessage(ORG_MSG.orgNameUpdated));
    },
  });

  // The selector shows the new role at once and goes back if the server refuses it.
  const changeRole = trpc.org.changeRole.useMutation({
    ...optimisticChange<{ id: string; role: string }, unknown, undefined, OrgMembers>({
      query: utils.org.members,
      input: () => undefined,
      apply: (org, { id, role }) => ({
        ...org,
        members: org.members.map((m) => (m.user._id === id ? { ...m, role: role as Role } : m)),
      }),
      failure: () => TEAM_TEXTS.roleFailed,
      settle: membersChanged,
    }),
    onSuccess: (answer) => toastSuccess(answer.msg || serverMessage(ORG_MSG.roleUpdated)),
  });

  const removeMember = trpc.org.removeMember.useMutation({
    onSuccess: (answer, { id }) => {
      utils.org.members.setData(undefined, (org) =>
        org ? { ...org, members: org.members.filter((m) => m.user._id !== id) } : org,
      );
      toastSuccess(answer.msg || serverMessage(ORG_MSG.memberRemoved));
      membersChanged();
    },
    onError: (error) => {
      toastFailure(error, TEAM_TEXTS.removeFailed);
      membersChanged();
    },
  });

  const revokeInvite = trpc.org.revokeInvite.useMutation({
    onSuccess: (answer, { id }) => {
      utils.org.invites.setData(undefined, (list) => list?.filter((invite) => invite._id !== id));
      toastSuccess(answer.msg || serverMessage(ORG_MSG.inviteRevoked));
      void utils.org.invites.invalidate();
    },
    onError: (error) => {
      toastFailure(error, TEAM_TEXTS.revokeFailed);
      void utils.org.invites.invalidate();
    },
  });

  // The fresh link is copied for the inviter to pass on; where the browser will not, it is shown
  // in a prompt to copy by hand.
  const resendInvite = trpc.org.resendInvite.useMutation({
    onSuccess: async (answer) => {
      toastSuccess(answer.msg || serverMessage(ORG_MSG.inviteResent));
      void utils.org.invites.invalidate();
      if (!(await copyLink(answer.link))) window.prompt(TEAM_TEXTS.copyPrompt, answer.link);
    },
    onError: (error) => {
      toastFailure(error, TEAM_TEXTS.resendFailed);
      void utils.org.invites.invalidate();
    },
  });

  // A new member shows in the list at once; for an invitation the link is copied for the inviter to
  // pass on (the form also shows it, to be copied by hand when the browser will not).
  const invite = trpc.org.invite.useMutation({
    onSuccess: (answer) => {
      toastSuccess(inviteOutcomeText(answer));
      void utils.org.invites.invalidate();
      if (answer.added) void utils.org.members.invalidate();
      if (!answer.link) return;
      void copyLink(answer.link).then((copied) =>
        copied ? toastSuccess(TEAM_TEXTS.linkCopied) : toastError(TEAM_TEXTS.copyFailed),
      );
    },
  });

  return { rename, changeRole, removeMember, revokeInvite, resendInvite, invite };
}
