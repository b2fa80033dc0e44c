import { isGloballyHandled, toApiError } from './errors';
import { toastError } from './toast';

/**
 * Which text a failed change shows, the same for every action of the app:
 * - a 403 with a code (permission, verify email, upgrade) shows nothing more: the global handler
 *   in lib/query-client.ts already showed its toast or dialog;
 * - a refusal the server explains (a 4xx: 404, 409, 422 …) shows the server's message;
 * - anything else (a 5xx, a network failure) shows the action's own failure text.
 * Returns null when there is nothing more to show.
 */
export function failureText(error: unknown, ownText: string): string | null {
  if (isGloballyHandled(error)) return null;
  const { status, msg } = toApiError(error);
  return isServerRefusal(status) ? msg : ownText;
}

/** A 4xx: the server refused and said why. */
export function isServerRefusal(status: number | null): boolean {
  return status !== null && status < 500;
}

/** Shows a failed change's text (see failureText) as an error toast. */
export function toastFailure(error: unknown, ownText: string): void {
  const text = failureText(error, ownText);
  if (text) toastError(text);
}
