import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { DefaultErrorPage } from './components/page-state';
import { createQueryClient } from './lib/query-client';
import { parseSearch, stringifySearch } from './lib/query-string';
import { setSessionExpiredHandler } from './lib/session';
import { createTrpcClient, createTrpcUtils } from './lib/trpc';
import { routeTree } from './routeTree.gen';

/**
 * Builds the router together with the clients it shares with the React tree (no module-level cycle).
 * `history` replaces the browser's address bar, for rendering a page outside a browser.
 */
export function createAppRouter({ history }: { history?: RouterHistory } = {}) {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient, trpc: createTrpcUtils(queryClient, trpcClient) },
    defaultPreload: 'intent',
    // Loaders go through TanStack Query's cache, so the router's own cache stays out of the way.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: DefaultErrorPage,
    scrollRestoration: true,
    // Plain query strings (`?verified=1`, `?status=archived&q=acme`), not the default JSON values.
    parseSearch,
    stringifySearch,
  });
  // When the session cannot be refreshed, the user goes to /login with nothing cached.
  // Leave the signed-in pages first, so that no mounted query refetches from the emptied cache.
  setSessionExpiredHandler(() => {
    void router.navigate({ to: '/login', replace: true }).then(() => queryClient.clear());
  });
  return { router, queryClient, trpcClient };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>['router'];
  }
}
