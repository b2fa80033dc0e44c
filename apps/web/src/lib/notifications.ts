/**
 * Mantine's notifications (the toast renderer, its store and its styles) as one module that is
 * loaded on demand: main.tsx mounts the renderer lazily and lib/toast.ts shows toasts through it,
 * so none of its code is part of a page's first paint. Its styles also come with the signed-in
 * shell (styles/shell.ts says why), so that loading the renderer there adds no stylesheet.
 */
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

export { Notifications, notifications } from '@mantine/notifications';
