import { useMutation } from '@tanstack/react-query';
import { toastFailure } from '../../lib/mutation-failure';
import { toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { deleteLogo, putLogo } from './logo-api';
import { BUSINESS_TEXTS } from './texts';

/**
 * The Business details screen's writes: the details (tRPC) and the logo (plain REST routes, since
 * the image is the body). Each refreshes the profile, and the activity that records the change.
 * A save's 422 is shown on its fields by the form, so `update` has no failure text of its own.
 */
export function useBusinessMutations() {
  const utils = trpc.useUtils();
  const changed = () => {
    void utils.org.profile.invalidate();
    void utils.activity.invalidate();
  };

  const update = trpc.org.updateProfile.useMutation({
    onSuccess: () => {
      toastSuccess(BUSINESS_TEXTS.saved);
      changed();
    },
  });

  const uploadLogo = useMutation({
    mutationFn: putLogo,
    onSuccess: () => {
      toastSuccess(BUSINESS_TEXTS.logoSaved);
      changed();
    },
    onError: (error) => toastFailure(error, BUSINESS_TEXTS.uploadFailed),
  });

  const removeLogo = useMutation({
    mutationFn: deleteLogo,
    onSuccess: () => {
      toastSuccess(BUSINESS_TEXTS.logoRemoved);
      changed();
    },
    onError: (error) => toastFailure(error, BUSINESS_TEXTS.removeFailed),
  });

  return { update, uploadLogo, removeLogo };
}
