import { ORG_MSG } from '@folio/contracts';
import { toastFailure } from '../../lib/mutation-failure';
import { useEnterOrganization } from '../../lib/org-switch';
import { serverMessage } from '../../lib/server-messages';
import { toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ORG_TEXTS } from './texts';

/**
 * Accept and Decline of a pending invitation, with what each changes in the cache. Accepting
 * switches the current organization on the server, so every cached answer is reset and the user
 * lands on the new organization's dashboard. A refused action (expired, revoked) shows the server's
 * message and reloads the list; the 403 codes are left to the global handler (lib/query-client.ts),
 * which opens the verify-email prompt for an unverified account.
 */
export function useInvitationActions() {
  const utils = trpc.useUtils();
  const enterOrganization = useEnterOrganization();

  const failed = (error: unknown, ownText: string) => {
    toastFailure(error, ownText);
    void utils.auth.invitations.invalidate();
  };

  const accept = trpc.auth.acceptInvitation.useMutation({
    onSuccess: (answer) => {
      toastSuccess(answer.msg || serverMessage(ORG_MSG.invitationAccepted));
      return enterOrganization(answer.role);
    },
    onError: (error) => failed(error, ORG_TEXTS.acceptFailed),
  });

  const decline = trpc.auth.declineInvitation.useMutation({
    onSuccess: (answer, { id }) => {
      toastSuccess(answer.msg || serverMessage(ORG_MSG.invitationDeclined));
      utils.auth.invitations.setData(undefined, (list) =>
        list ? { ...list, items: list.items.filter((item) => item._id !== id) } : list,
      );
      void utils.auth.invitations.invalidate();
    },
    onError: (error) => failed(error, ORG_TEXTS.declineFailed),
  });

  const pendingId = accept.isPending
    ? accept.variables?.id
    : decline.isPending
      ? decline.variables?.id
      : undefined;

  return {
    accept: (id: string) => accept.mutate({ id }),
    decline: (id: string) => decline.mutate({ id }),
    /** Which invitation is being answered, and how; every button waits meanwhile. */
    pending: pendingId
      ? { id: pendingId, action: accept.isPending ? ('accept' as const) : ('decline' as const) }
      : null,
  };
}
