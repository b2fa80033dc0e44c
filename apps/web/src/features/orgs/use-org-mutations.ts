import { ORG_MSG } from '@folio/contracts';
import { toastFailure } from '../../lib/mutation-failure';
import { useEnterOrganization } from '../../lib/org-switch';
import { serverMessage } from '../../lib/server-messages';
import { toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ORG_TEXTS } from './texts';

/**
 * Switching to another organization and creating one (which makes it current). Either way every
 * cached answer is reset and the app moves to the organization's dashboard (lib/org-switch.ts).
 * Creating leaves its failure to the form, which shows a refused name on its field.
 */
export function useOrgMutations() {
  const enterOrganization = useEnterOrganization();

  const switchOrg = trpc.organizations.switch.useMutation({
    onSuccess: (answer) => void enterOrganization(answer.role),
    onError: (error) => toastFailure(error, ORG_TEXTS.switchFailed),
  });

  const create = trpc.organizations.create.useMutation({
    onSuccess: async (answer) => {
      toastSuccess(serverMessage(ORG_MSG.orgCreated));
      await enterOrganization(answer.role);
    },
  });

  return { switchOrg, create };
}
