import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '../components/app-shell/app-layout';
import { DefaultErrorPage, PageLoader } from '../components/page-state';
import { clearSession, getToken, rememberOrigin, setRole } from '../lib/auth';
import { toApiError } from '../lib/errors';

/**
 * The signed-in area (SPEC §2.2–§2.4). Without a token the visit goes to /login and the page is
 * remembered; with one, the current user is loaded first (a 401 is refreshed once by the API link)
 * and a session the server refuses is cleared.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location, preload }) => {
    if (!getToken()) {
      if (!preload) rememberOrigin(location.href);
      throw redirect({ to: '/login', replace: true });
    }
    try {
      const me = await context.trpc.auth.me.ensureData();
      setRole(me.role);
    } catch (error) {
      const { status } = toApiError(error);
      // The API link has already ended a session it could not refresh; a missing user ends it too.
      if (!getToken() || status === 401 || status === 404) {
        clearSession();
        if (!preload) rememberOrigin(location.href);
        throw redirect({ to: '/login', replace: true });
      }
      throw error;
    }
  },
  pendingComponent: () => <PageLoader label="Loading your workspace…" />,
  errorComponent: DefaultErrorPage,
  component: AppLayout,
});
