import { redirect } from '@tanstack/react-router';
import { getToken, postAuthDestination } from './auth';

/**
 * A signed-in visitor of /login (or /register without an invite) goes to "next",
 * else the remembered origin, else /dashboard. Preloading (hovering a link) changes nothing.
 */
export function redirectIfSignedIn({ next, preload }: { next?: string | undefined; preload: boolean }) {
  if (preload || !getToken()) return;
  throw redirect({ href: postAuthDestination(next), replace: true });
}

/** `?next=` is kept only as text; whether it is a safe in-app path is checked where it is used. */
export function nextParam(search: Record<string, unknown>): { next?: string } {
  return typeof search.next === 'string' && search.next ? { next: search.next } : {};
}
