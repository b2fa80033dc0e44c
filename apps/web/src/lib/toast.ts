import { TOASTS } from '@folio/contracts';
import { notifications } from '@mantine/notifications';

/**
 * Toasts (SPEC §9): at most 20 at once (the <Notifications limit> in main.tsx), success 2 s,
 * error 4 s. The profile page's toasts stay 3 s at the top right.
 */
type ToastOptions = { title?: string; profile?: boolean };

export function toastSuccess(message: string, options: ToastOptions = {}): void {
  notifications.show({
    message,
    title: options.title,
    color: 'teal',
    autoClose: options.profile ? TOASTS.profileMs : TOASTS.successMs,
    ...(options.profile ? { position: 'top-right' as const } : {}),
  });
}

export function toastError(message: string, options: ToastOptions = {}): void {
  notifications.show({
    message,
    title: options.title,
    color: 'red',
    autoClose: options.profile ? TOASTS.profileMs : TOASTS.errorMs,
    ...(options.profile ? { position: 'top-right' as const } : {}),
  });
}

export function toastInfo(message: string): void {
  notifications.show({ message, color: 'blue', autoClose: TOASTS.successMs });
}
