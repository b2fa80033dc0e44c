import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { GlobalDialogs } from '../components/global-dialogs';
import type { TrpcUtils } from '../lib/trpc';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcUtils;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // SPEC §2.1: any path that is not a known route goes to the landing page.
  notFoundComponent: RedirectHome,
});

function Root() {
  return (
    <>
      <Outlet />
      <GlobalDialogs />
    </>
  );
}

function RedirectHome() {
  return <Navigate to="/" replace />;
}
