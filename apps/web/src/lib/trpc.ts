import type { AppRouter } from '@folio/api';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils, createTRPCReact, httpBatchLink, splitLink } from '@trpc/react-query';
import { getToken } from './auth';
import { acceptLanguage } from './server-messages';
import { PUBLIC_AUTH_PATHS, sessionLink } from './session-link';

/** React hooks for every procedure of the API (`trpc.clients.list.useQuery()` and so on). */
export const trpc = createTRPCReact<AppRouter>();

export type TrpcClient = ReturnType<typeof trpc.createClient>;

/** The query helpers of `trpc.useUtils()` inside components (cache reads, writes, invalidation). */
export type TrpcReactUtils = ReturnType<typeof trpc.useUtils>;

/** Query helpers usable outside components, e.g. `context.trpc.clients.list.ensureData()` in loaders. */
export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

// The refresh token is an httpOnly cookie, so requests must carry cookies.
const withCookies: typeof fetch = (url, options) => fetch(url, { ...options, credentials: 'include' });

export function createTrpcClient(): TrpcClient {
  return trpc.createClient({
    links: [
      sessionLink(),
      // Requests carry a bearer token, except the public auth calls; the two kinds are batched apart.
      splitLink({
        condition: (op) => PUBLIC_AUTH_PATHS.has(op.path),
        // Every request names the app's language, so a signed-out visitor's refusals come in it too.
        true: httpBatchLink({ url: '/trpc', headers: acceptLanguage, fetch: withCookies }),
        false: httpBatchLink({
          url: '/trpc',
          headers() {
            const token = getToken();
            return token ? { ...acceptLanguage(), Authorization: `Bearer ${token}` } : acceptLanguage();
          },
          fetch: withCookies,
        }),
      }),
    ],
  });
}

export function createTrpcUtils(queryClient: QueryClient, client: TrpcClient): TrpcUtils {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}
