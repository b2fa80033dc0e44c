import { TOASTS } from '@folio/contracts';
import type { NotificationData } from '@mantine/notifications';
import { TEXTS } from './texts';

/**
 * Toasts (TOASTS): at most 20 at once (the <Notifications limit> in main.tsx), success 2 s,
 * error 4 s. The profile page's toasts stay 3 s at the top right.
 *
 * Mantine's notifications (lib/notifications.ts) load on demand, never before the first paint.
 */
type ToastOptions = { title?: string; profile?: boolean };

const notificationsModule = () => import('./notifications');

/**
 * Whether a toast has been asked for on this page: the toast renderer (main.tsx) is mounted from
 * then on, not with every page's first render. A toast asked for before it is mounted waits in
 * Mantine's notifications store and appears when it mounts.
 */
let toastsWanted = false;
const toastsWantedListeners = new Set<() => void>();

export function subscribeToastsWanted(listener: () => void): () => void {
  toastsWantedListeners.add(listener);
  return () => toastsWantedListeners.delete(listener);
}

export const areToastsWanted = (): boolean => toastsWanted;

function show(data: NotificationData): void {
  if (!toastsWanted) {
    toastsWanted = true;
    for (const listener of toastsWantedListeners) listener();
  }
  void notificationsModule().then(({ notifications }) =>
    // The close button is an icon: it needs a name of its own.
    notifications.show({ closeButtonProps: { 'aria-label': TEXTS.dismissNotification }, ...data }),
  );
}

export function toastSuccess(message: string, options: ToastOptions = {}): void {
  show({
    message,
    title: options.title,
    color: 'teal',
    autoClose: options.profile ? TOASTS.profileMs : TOASTS.successMs,
    ...(options.profile ? { position: 'top-right' as const } : {}),
  });
}

export function toastError(message: string, options: ToastOptions = {}): void {
  show({
    message,
    title: options.title,
    color: 'red',
    autoClose: options.profile ? TOASTS.profileMs : TOASTS.errorMs,
    ...(options.profile ? { position: 'top-right' as const } : {}),
  });
}

export function toastInfo(message: string): void {
  show({ message, color: 'blue', autoClose: TOASTS.successMs });
}
