import { ORG_MSG, type Role } from '@folio/contracts';
import { isGloballyHandled, toApiError } from '../../lib/errors';
import { refetchMe } from '../../lib/me-cache';
import { toastError, toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { copyLink } from './copy-link';
import { TEAM_TEXTS } from './texts';

/**
 * A failed team action: the 403 codes are the global handler's (permission toast, verify-email
 * prompt, upgrade dialog); a refusal the server explains (404, 409, 422) shows its message; anything
 * else shows the action's own failure text.
 */
function toastFailure(error: unknown, fallback: string) {
  if (isGloballyHandled(error)) return;
  const api = toApiError(error);
  toastError(api.status && api.status < 500 ? api.msg : fallback);
}

/** The Team screen's writes, each keeping the cached team, invites and organizations in step. */
export function useTeamMutations() {
  const utils = trpc.useUtils();
  // Member and project counts on the organizations screen change with the team.
  const teamChanged = () => {
    void utils.org.members.invalidate();
    void utils.organizations.list.invalidate();
  };

  const rename = trpc.org.rename.useMutation({
    onSuccess: (answer) => {
      utils.org.members.setData(undefined, (team) => (team ? { ...team, name: answer.name } : team));
      utils.org.name.setData(undefined, { name: answer.name });
      void refetchMe(utils);
      void utils.organizations.list.invalidate();
      toastSuccess(answer.msg || ORG_MSG.orgNameUpdated);
    },
  });

  // The selector shows the new role at once and goes back if the server refuses it.
  const changeRole = trpc.org.changeRole.useMutation({
    onMutate: async ({ id, role }) => {
      await utils.org.members.cancel();
      const before = utils.org.members.getData();
      utils.org.members.setData(undefined, (team) =>
        team
          ? {
              ...team,
              members: team.members.map((m) => (m.user._id === id ? { ...m, role: role as Role } : m)),
            }
          : team,
      );
      return { before };
    },
    onError: (error, _input, context) => {
      if (context?.before) utils.org.members.setData(undefined, context.before);
      toastFailure(error, TEAM_TEXTS.roleFailed);
    },
    onSuccess: (answer) => toastSuccess(answer.msg || ORG_MSG.roleUpdated),
    onSettled: teamChanged,
  });

  const removeMember = trpc.org.removeMember.useMutation({
    onSuccess: (answer, { id }) => {
      utils.org.members.setData(undefined, (team) =>
        team ? { ...team, members: team.members.filter((m) => m.user._id !== id) } : team,
      );
      toastSuccess(answer.msg || ORG_MSG.memberRemoved);
      teamChanged();
    },
    onError: (error) => {
      toastFailure(error, TEAM_TEXTS.removeFailed);
      teamChanged();
    },
  });

  const revokeInvite = trpc.org.revokeInvite.useMutation({
    onSuccess: (answer, { id }) => {
      utils.org.invites.setData(undefined, (list) => list?.filter((invite) => invite._id !== id));
      toastSuccess(answer.msg || ORG_MSG.inviteRevoked);
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
      toastSuccess(answer.msg || ORG_MSG.inviteResent);
      void utils.org.invites.invalidate();
      if (!(await copyLink(answer.link))) window.prompt(TEAM_TEXTS.copyPrompt, answer.link);
    },
    onError: (error) => {
      toastFailure(error, TEAM_TEXTS.resendFailed);
      void utils.org.invites.invalidate();
    },
  });

  return { rename, changeRole, removeMember, revokeInvite, resendInvite, toastFailure };
}
