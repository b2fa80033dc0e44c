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

function show(data: NotificationData): void {
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
