import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Navigate, Outlet } from '@tanstack/react-router';
import { GlobalDialogsLoader } from '../components/global-dialogs-loader';
import { appName } from '../lib/page-title';
import { RouteAnnouncer } from '../lib/route-announcer';
import { SkipLink } from '../lib/skip-link';
import type { TrpcUtils } from '../lib/trpc';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcUtils;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Each route sets its own title; a route that sets none shows the product's name.
  head: () => ({ meta: [{ title: appName() }] }),
  component: Root,
  // Any path that is not a known route goes to the landing page.
  notFoundComponent: RedirectHome,
});

function Root() {
  return (
    <>
      {/* React hoists the <title> it renders into <head>, ahead of the one in index.html. */}
      <HeadContent />
      <SkipLink />
      <Outlet />
      <GlobalDialogsLoader />
      <RouteAnnouncer />
    </>
  );
}

function RedirectHome() {
  return <Navigate to="/" replace />;
}
