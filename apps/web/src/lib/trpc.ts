import type { AppRouter } from '@folio/api';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils, createTRPCReact, httpBatchLink } from '@trpc/react-query';
import { getToken } from './auth';

/** React hooks for every procedure of the API (`trpc.clients.list.useQuery()` and so on). */
export const trpc = createTRPCReact<AppRouter>();

export type TrpcClient = ReturnType<typeof trpc.createClient>;

/** Query helpers usable outside components, e.g. `context.trpc.clients.list.ensureData()` in loaders. */
export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

export function createTrpcClient(): TrpcClient {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        headers() {
          const token = getToken();
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
        // The refresh token is an httpOnly cookie, so requests must carry cookies.
        fetch(url, options) {
          return fetch(url, { ...options, credentials: 'include' });
        },
      }),
    ],
  });
}

export function createTrpcUtils(queryClient: QueryClient, client: TrpcClient): TrpcUtils {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}
