import { toastFailure } from '../../lib/mutation-failure';
import { toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { PAYMENT_TEXTS } from './texts';

/**
 * Settings → Payments' writes. Each answers the whole settings, which replace the cached ones, so
 * the screen shows what the server stored; the activity is refreshed as a change writes to it.
 * A save's 422 is shown at its fields by the form, so `update` has no failure text of its own.
 * Connect leaves for Stripe's onboarding (in test mode, straight back to this screen).
 */
export function usePaymentMutations() {
  const utils = trpc.useUtils();
  const stored = (settings: Awaited<ReturnType<typeof utils.paymentSettings.get.fetch>>) => {
    utils.paymentSettings.get.setData(undefined, settings);
    void utils.activity.invalidate();
  };

  const update = trpc.paymentSettings.update.useMutation({
    onSuccess: (settings) => {
      stored(settings);
      toastSuccess(PAYMENT_TEXTS.saved);
    },
  });

  const connect = trpc.paymentSettings.connectStripe.useMutation({
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toastFailure(error, PAYMENT_TEXTS.connectFailed),
  });

  const refresh = trpc.paymentSettings.refreshStripe.useMutation({
    onSuccess: stored,
    onError: (error) => toastFailure(error, PAYMENT_TEXTS.refreshFailed),
  });

  const disconnect = trpc.paymentSettings.disconnectStripe.useMutation({
    onSuccess: stored,
    onError: (error) => toastFailure(error, PAYMENT_TEXTS.disconnectFailed),
  });

  return { update, connect, refresh, disconnect };
}

export type PaymentMutations = ReturnType<typeof usePaymentMutations>;
