import { MSG, TOASTS } from '@folio/contracts';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toApiError } from './errors';
import { openGlobalDialog } from './global-dialogs';
import { toastError } from './toast';

/**
 * The server's 403 codes, handled once for every query and mutation: EMAIL_NOT_VERIFIED opens the
 * verify-email prompt, PLAN_UPGRADE_REQUIRED the upgrade dialog (required plan, default pro; current
 * plan, default free; subscription status), INSUFFICIENT_ROLE the permission toast. Pages never
 * repeat this. Field errors (422) and other messages stay with the form or page that made the call.
 */
function handleGlobalError(error: unknown): void {
  const { appCode, details, msg } = toApiError(error);
  if (appCode === 'EMAIL_NOT_VERIFIED') openGlobalDialog({ kind: 'verify-email' });
  if (appCode === 'PLAN_UPGRADE_REQUIRED') {
    openGlobalDialog({
      kind: 'upgrade',
      // The server says which limit was hit ("The free plan allows 50 clients…").
      msg: msg || MSG.planUpgradeRequired,
      requiredPlan: details.requiredPlan || 'pro',
      currentPlan: details.currentPlan || 'free',
      subscriptionStatus: details.subscriptionStatus || 'inactive',
    });
  }
  if (appCode === 'INSUFFICIENT_ROLE') showPermissionToast();
}

// Several calls of one screen can be refused together; one toast says it.
let permissionToastAt = 0;
function showPermissionToast() {
  const now = Date.now();
  if (now - permissionToastAt < TOASTS.errorMs) return;
  permissionToastAt = now;
  toastError(MSG.insufficientRole);
}

/** Client errors (4xx) are answers, not glitches: only network failures and 5xx are retried, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const { status } = toApiError(error);
  if (status !== null && status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleGlobalError }),
    mutationCache: new MutationCache({ onError: handleGlobalError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
