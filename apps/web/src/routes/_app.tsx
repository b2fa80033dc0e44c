import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '../components/app-shell/app-layout';
import { DefaultErrorPage } from '../components/page-state';
import { ShellSkeleton } from '../components/shell-skeleton';
import { clearSession, getToken, rememberOrigin, setRole } from '../lib/auth';
import { toApiError } from '../lib/errors';

/**
 * The signed-in area (docs/product.md#signed-in-layout). Without a token the visit goes to /login
 * and the page is remembered. With one, nothing waits for the current user: it loads while the
 * shell's code, the page's code and the page's data load too, and the shell skeleton shows
 * meanwhile. A session the server refuses ends there (the shell's session sync then leaves for
 * /login).
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location, preload }) => {
    if (!getToken()) {
      if (!preload) rememberOrigin(location.href);
      throw redirect({ to: '/login', replace: true });
    }
    if (preload) return;
    context.trpc.auth.me.ensureData().then(
      (me) => setRole(me.role),
      (error: unknown) => {
        const { status } = toApiError(error);
        // The API link has already ended a session it could not refresh; a missing user ends it too.
        if (getToken() && status !== 401 && status !== 404) return;
        rememberOrigin(location.href);
        clearSession();
      },
    );
  },
  pendingComponent: ShellSkeleton,
  // Shown from the first frame and for no longer than needed.
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: DefaultErrorPage,
  component: AppLayout,
});
