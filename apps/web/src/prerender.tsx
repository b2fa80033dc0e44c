import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppProviders } from './app-providers';
import { ShellSkeleton } from './components/shell-skeleton';
import { DASHBOARD_HEADING } from './features/dashboard/texts';
import { screenHead } from './lib/page-title';
import { createAppRouter } from './router';

/**
 * The public pages written to HTML at build time (scripts/prerender.mjs), so that their first paint
 * needs only the HTML and the stylesheet. `sameWith` lists the query parameters the page looks the
 * same with (a link's token is used only when the page acts on it); the server sends the prerendered
 * copy only when a request's query has no other parameter. `renderedAs` is the address rendered,
 * when a page needs a parameter to show its usual state.
 */
export const PRERENDERED_PAGES: {
  path: string;
  sameWith: string[];
  renderedAs?: string;
  /** Query parameters without which the page shows something else (a link without its token). */
  requires?: string[];
  /** A signed-in page: its copy is the shell skeleton with the page's heading. */
  signedIn?: { heading: string };
}[] = [
  { path: '/', sameWith: [] },
  { path: '/login', sameWith: ['next'] },
  { path: '/register', sameWith: ['next'] },
  { path: '/forgot-password', sameWith: [] },
  {
    path: '/reset-password',
    sameWith: ['token'],
    requires: ['token'],
    renderedAs: '/reset-password?token=link',
  },
  { path: '/verify-email', sameWith: ['token'], requires: ['token'], renderedAs: '/verify-email?token=link' },
  {
    path: '/undo-email-change',
    sameWith: ['token'],
    requires: ['token'],
    renderedAs: '/undo-email-change?token=link',
  },
  {
    path: '/unsubscribe',
    sameWith: ['token'],
    requires: ['token'],
    renderedAs: '/unsubscribe?token=link',
  },
  // A client's invoice link: the page's frame and its loading state, whatever the token.
  // Back from paying (?payment=success) the frame is the same: the thanks come with the invoice.
  { path: '/i/$token', sameWith: ['payment'], renderedAs: '/i/link' },
  // The test payment page (mock mode): its frame and loading state, whatever the token and checkout.
  { path: '/i/$token/pay/$checkoutId', sameWith: [], renderedAs: '/i/link/pay/checkout' },
  // A client's quote link: the page's frame and its loading state, whatever the token.
  { path: '/q/$token', sameWith: [], renderedAs: '/q/link' },
  { path: '/legal/terms', sameWith: [] },
  { path: '/legal/privacy', sameWith: [] },
  { path: '/dashboard', sameWith: [], signedIn: { heading: DASHBOARD_HEADING } },
];

/**
 * The page at `path` as the markup of #root: a public page as a signed-out visitor first sees it,
 * a signed-in page as the shell skeleton (who is signed in is known only in the browser).
 */
export async function renderPage(path: string): Promise<string> {
  const { router, queryClient, trpcClient } = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const signedIn = PRERENDERED_PAGES.find((page) => page.path === path)?.signedIn;
  if (signedIn) {
    const title = screenHead(signedIn.heading).meta[0]?.title;
    return renderToString(
      <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
        <title>{title}</title>
        <ShellSkeleton heading={signedIn.heading} />
      </AppProviders>,
    );
  }
  await router.load();
  const location = router.state.location.pathname;
  const expected = path.split('?')[0];
  if (location !== expected) throw new Error(`Prerendering ${path} ended on ${location}`);
  return renderToString(
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
