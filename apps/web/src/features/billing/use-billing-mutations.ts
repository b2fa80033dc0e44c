import { BILLING_MSG } from '@folio/contracts';
import { refetchMe } from '../../lib/me-cache';
import { toastFailure } from '../../lib/mutation-failure';
import { serverMessage } from '../../lib/server-messages';
import { toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { BILLING_TEXTS } from './texts';

/**
 * The billing screen's writes. An upgrade goes to the payment provider's checkout when it answers
 * with an address; in mock mode the plan is active at once and the overview and the user (who
 * carries the plan) are refetched. The portal is always a page of the payment provider.
 */
export function useBillingMutations() {
  const utils = trpc.useUtils();

  const checkout = trpc.billing.checkout.useMutation({
    onSuccess: async (answer) => {
      if (answer.url) {
        window.location.assign(answer.url);
        return;
      }
      toastSuccess(serverMessage(BILLING_MSG.planActivated));
      await Promise.all([utils.billing.overview.invalidate(), refetchMe(utils)]);
    },
    onError: (error) => toastFailure(error, BILLING_TEXTS.upgradeFailed),
  });

  const portal = trpc.billing.portal.useMutation({
    onSuccess: (answer) => window.location.assign(answer.url),
    onError: (error) => toastFailure(error, BILLING_TEXTS.portalFailed),
  });

  return { checkout, portal };
}
