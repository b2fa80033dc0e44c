import { useSyncExternalStore } from 'react';

/** What the upgrade dialog says: the server's reason, the plan needed, the plan and status now. */
export type UpgradeInfo = {
  msg: string;
  requiredPlan: string;
  currentPlan: string;
  subscriptionStatus: string;
};

/** The dialogs any call can open, whatever page made it (docs/product.md#global-dialogs). */
export type GlobalDialog = { kind: 'verify-email' } | ({ kind: 'upgrade' } & UpgradeInfo) | null;

let current: GlobalDialog = null;
const listeners = new Set<() => void>();

export function openGlobalDialog(dialog: Exclude<GlobalDialog, null>): void {
  current = dialog;
  for (const listener of listeners) listener();
}

export function closeGlobalDialog(): void {
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGlobalDialog(): GlobalDialog {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
