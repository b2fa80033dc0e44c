import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './auth';

/** Whether a session token is stored (the landing header then shows "Go to app"). */
export function useHasToken(): boolean {
  // Rendered ahead of time (prerender.tsx), a page is as a signed-out visitor sees it.
  return useSyncExternalStore(
    subscribeToken,
    () => getToken() !== null,
    () => false,
  );
}
