import { VisuallyHidden } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { titleOfMatches } from './page-title';

/** The id of every layout's <main>: the skip link's target and where focus lands after a navigation. */
export const MAIN_CONTENT_ID = 'main-content';

/** Marks an element that takes focus only from script, so its focus ring is not drawn. */
const FOCUS_TARGET_ATTRIBUTE = 'data-focus-target';

/**
 * Moves focus to the page's main heading, or to the main region when it has none. Keyboard and
 * screen-reader users then continue from the page's content instead of from the top of the document
 * or from an element that is gone. After a navigation scroll restoration owns the scroll position,
 * so only the skip link asks to scroll.
 */
export function focusMainContent({ scroll = false }: { scroll?: boolean } = {}): void {
  const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
  if (!main) return;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.setAttribute(FOCUS_TARGET_ATTRIBUTE, '');
  target.focus({ preventScroll: !scroll });
}

/**
 * After every navigation to another path (not on the first load, not for a change of query or hash
 * only), a polite live region reads the new page's title and focus moves to the main content.
 * A single-page app has no page load for assistive technology to notice; this stands in for it.
 */
export function RouteAnnouncer() {
  const router = useRouter();
  const [message, setMessage] = useState('');

  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (!event.fromLocation || !event.pathChanged) return;
        const title = titleOfMatches(router.state.matches);
        // A live region only speaks when its text changes: the same title twice differs by a space.
        setMessage((previous) => (previous === title ? `${title}\u00a0` : title));
        focusMainContent();
      }),
    [router],
  );

  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </VisuallyHidden>
  );
}
