import '@fontsource-variable/inter';
import './styles/public-pages';
import './styles/app.css';

import { TOASTS } from '@folio/contracts';
import { RouterProvider } from '@tanstack/react-router';
import {
  lazy,
  StrictMode,
  Suspense,
  startTransition,
  useEffect,
  useLayoutEffect,
  useSyncExternalStore,
} from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import {
  type Catalog,
  changeLocale,
  i18n,
  isLocale,
  prepareLocaleData,
  setCatalogLoader,
  storedLocale,
} from './lib/i18n';
import { loadServerMessages } from './lib/server-messages';
import { reloadOnStaleBuild } from './lib/stale-build';
import { themeStorageManager } from './lib/theme-preference';
import { areToastsWanted, subscribeToastsWanted } from './lib/toast';
import { createAppRouter } from './router';

reloadOnStaleBuild();
// Evaluating the modules above is one long task on a slow phone: the app starts in the next ones, so
// that building the router and starting the page's requests do not lengthen it further. The
// browser's locale data set-up (the first use of Intl, once per page) has a task of its own before
// them, instead of lengthening the first render's.
setTimeout(prepareLocaleData, 0);
setTimeout(startApp, 0);

// The toast renderer (and its transition library) is mounted when the page first shows a toast, not with
// the page: lib/toast.ts says when.
const loadNotifications = () => import('./lib/notifications');
const Notifications = lazy(() => loadNotifications().then((module) => ({ default: module.Notifications })));

function ToastsLoader() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, areToastsWanted);
  // Its code is fetched when the page is next idle, so that the first toast does not wait for it.
  useEffect(() => {
    const load = () => void loadNotifications().catch(() => {});
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 2000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(load, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={TOASTS.max} />
    </Suspense>
  );
}

/** Makes the page usable once React has replaced the prerendered copy (which is `inert`). */
function TakeOver({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => root.removeAttribute('inert'), [root]);
  return null;
}

function startApp() {
  const { router, queryClient, trpcClient } = createAppRouter();

  // The catalogs of the languages other than English, one chunk each: `lib/locales/fr.ts` is the `common`
  // namespace, `features/profile/locales/fr.ts` the `profile` one. Only the current language's are fetched.
  const catalogModules = import.meta.glob<{ default: Catalog }>([
    './lib/locales/*.ts',
    './features/*/locales/*.ts',
    '!**/en.ts',
  ]);
  setCatalogLoader((locale) =>
    Promise.all(
      Object.entries(catalogModules)
        .filter(([file]) => file.endsWith(`/${locale}.ts`))
        .map(async ([file, load]): Promise<[string, Catalog]> => {
          const namespace = file.startsWith('./lib/') ? 'common' : (file.split('/')[2] ?? '');
          return [namespace, (await load()).default];
        }),
    ),
  );
  // Tab titles come from the routes' `head`, worked out when a route matches: a new language asks for them
  // again. The contracts' message translations are fetched with the first language other than English.
  i18n.on('languageChanged', (locale) => {
    void router.invalidate();
    if (isLocale(locale) && locale !== 'en') void loadServerMessages();
  });

  // The theme is kept under `pref-theme` (system, light or dark); unknown values mean system.
  const colorSchemeManager = themeStorageManager();

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Missing #root element in index.html');

  // Building the router above and matching the page's routes below are each a long task on a slow
  // phone: the page's loading starts in the next task.
  setTimeout(() => {
    // A prerendered page (see prerender.tsx) is already on screen. React takes over once the route's code
    // has loaded, so the page is replaced by the same page rather than by a blank pending state.
    const prerendered = rootElement.hasChildNodes();
    // The prerendered copy is English; another language chosen in this browser is loaded before React takes over.
    const ready = Promise.all([
      prerendered ? router.load().catch(() => {}) : undefined,
      changeLocale(storedLocale()).catch(() => {}),
    ]);

    // The first render is a transition: React renders in short slices and lets the browser respond to
    // input in between, instead of one long task (the page, prerendered or skeleton, is already shown).
    void ready.then(() => {
      const root = createRoot(rootElement);
      startTransition(() =>
        root.render(
          <StrictMode>
            <AppProviders
              queryClient={queryClient}
              trpcClient={trpcClient}
              colorSchemeManager={colorSchemeManager}
            >
              <ToastsLoader />
              <RouterProvider router={router} />
              <TakeOver root={rootElement} />
            </AppProviders>
          </StrictMode>,
        ),
      );
    });
  }, 0);
}
