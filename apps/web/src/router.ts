import { createRouter } from '@tanstack/react-router';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient, createTrpcUtils } from './lib/trpc';
import { routeTree } from './routeTree.gen';

/** Builds the router together with the clients it shares with the React tree (no module-level cycle). */
export function createAppRouter() {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const router = createRouter({
    routeTree,
    context: { queryClient, trpc: createTrpcUtils(queryClient, trpcClient) },
    defaultPreload: 'intent',
    // Loaders go through TanStack Query's cache, so the router's own cache stays out of the way.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  return { router, queryClient, trpcClient };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>['router'];
  }
}
