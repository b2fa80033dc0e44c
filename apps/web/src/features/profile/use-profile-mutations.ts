import { MSG } from '@folio/contracts';
import { refetchMe, setCachedMe } from '../../lib/me-cache';
import { failureText } from '../../lib/mutation-failure';
import { toastError, toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** The profile page's toasts stay 3 s at the top right. */
const PROFILE_TOAST = { profile: true } as const;

/**
 * The profile page's writes, each keeping the cached user (auth.me and users.me) in step. The
 * sections' forms show their own failures (a field's error next to it, the rest in the form's list);
 * the verification email, which has no form, shows the app's failure rule as a toast.
 */
export function useProfileMutations() {
  const utils = trpc.useUtils();

  const updateMe = trpc.users.updateMe.useMutation({
    onSuccess: (answer) => {
      setCachedMe(utils, { user: answer.user, role: answer.role });
      toastSuccess(answer.msg, PROFILE_TOAST);
    },
  });

  const changePassword = trpc.users.changePassword.useMutation({
    onSuccess: (answer) => toastSuccess(answer.msg || MSG.passwordUpdated, PROFILE_TOAST),
  });

  // The user now shows the pending address.
  const requestEmailChange = trpc.auth.requestEmailChange.useMutation({
    onSuccess: (answer) => {
      toastSuccess(answer.msg || MSG.emailChangeRequested, PROFILE_TOAST);
      void refetchMe(utils);
    },
  });

  const resendVerification = trpc.auth.resendVerification.useMutation({
    onSuccess: (answer) => toastSuccess(answer.msg, PROFILE_TOAST),
    onError: (error) => {
      const text = failureText(error, MSG.somethingWentWrong);
      if (text) toastError(text, PROFILE_TOAST);
    },
  });

  return { updateMe, changePassword, requestEmailChange, resendVerification };
}
