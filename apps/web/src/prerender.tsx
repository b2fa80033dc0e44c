import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppProviders } from './app-providers';
import {
  ActivitySkeleton,
  BillingSkeleton,
  DocumentFormSkeleton,
  InvoicesSkeleton,
  ListSkeleton,
  TeamSkeleton,
} from './components/screen-skeletons';
import { ShellSkeleton } from './components/shell-skeleton';
import { ACTIVITY_TEXTS } from './features/activity/texts';
import { BILLING_TEXTS } from './features/billing/texts';
import { CLIENT_TEXTS } from './features/clients/texts';
import { DASHBOARD_HEADING } from './features/dashboard/texts';
import { INVOICE_TEXTS } from './features/invoices/texts';
import { PROJECT_TEXTS } from './features/projects/texts';
import { TEAM_TEXTS } from './features/team/texts';
import { screenHead } from './lib/page-title';
import { createAppRouter } from './router';

/**
 * The public pages written to HTML at build time (scripts/prerender.mjs), so that their first paint
 * needs only the HTML and the stylesheet. `sameWith` lists the query parameters the page looks the
 * same with (a link's token is used only when the page acts on it); the server sends the prerendered
 * copy only when a request's query has no other parameter. `renderedAs` is the address rendered,
 * when a page needs a parameter to show its usual state.
 */
/** A signed-in screen's copy: its heading, and its placeholders drawn with that heading. */
const screen = (heading: string, content: (heading: string) => ReactNode) => ({
  heading,
  content: content(heading),
});

export const PRERENDERED_PAGES: {
  path: string;
  sameWith: string[];
  renderedAs?: string;
  /** Query parameters without which the page shows something else (a link without its token). */
  requires?: string[];
  /**
   * A signed-in page: its copy is the shell skeleton with the page's heading (in English, as the
   * copy is; also its tab title), or with the screen's own heading and placeholders (`content`).
   */
  signedIn?: { heading: string; content?: ReactNode };
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
  // The signed-in screens: whatever their filters, they look the same until the app and the data
  // arrive, so every query parameter they read keeps the copy.
  { path: '/dashboard', sameWith: [], signedIn: { heading: DASHBOARD_HEADING } },
  {
    path: '/clients',
    sameWith: ['status', 'q', 'open'],
    signedIn: screen(CLIENT_TEXTS.title, (heading) => <ListSkeleton heading={heading} actions={[110]} />),
  },
  {
    path: '/projects',
    sameWith: ['status', 'client', 'q', 'tag', 'open'],
    signedIn: screen(PROJECT_TEXTS.title, (heading) => <ListSkeleton heading={heading} actions={[120]} />),
  },
  {
    path: '/invoices',
    sameWith: ['status', 'client', 'q', 'open'],
    signedIn: screen(INVOICE_TEXTS.title, (heading) => (
      <InvoicesSkeleton heading={heading} actions={[120]} />
    )),
  },
  {
    path: '/invoices/new',
    sameWith: [],
    signedIn: screen(INVOICE_TEXTS.newInvoiceTitle, (heading) => <DocumentFormSkeleton heading={heading} />),
  },
  {
    path: '/activity',
    sameWith: ['from', 'to', 'type', 'userId', 'q', 'page', 'limit'],
    signedIn: screen(ACTIVITY_TEXTS.title, (heading) => (
      <ActivitySkeleton heading={heading} lead={ACTIVITY_TEXTS.lead} />
    )),
  },
  {
    path: '/org',
    sameWith: [],
    signedIn: screen(TEAM_TEXTS.title, (heading) => (
      <TeamSkeleton heading={heading} lead={TEAM_TEXTS.lead} actions={[160, 100]} />
    )),
  },
  {
    path: '/settings/billing',
    sameWith: ['success', 'canceled'],
    signedIn: screen(BILLING_TEXTS.title, (heading) => (
      <BillingSkeleton heading={heading} lead={BILLING_TEXTS.lead} />
    )),
  },
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
        <ShellSkeleton heading={signedIn.heading}>{signedIn.content}</ShellSkeleton>
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
