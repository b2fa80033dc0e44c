import type { AnyRouteMatch } from '@tanstack/react-router';
import { TEXTS } from './texts';

/** The product's name alone, the tab title of a route that sets none. */
export const appName = () => TEXTS.appName;

/** The landing page's title: the product and what it is for, as search results and tabs show it. */
export const landingTitle = () => TEXTS.landingTitle;

/**
 * A route's `head`: every screen is titled "<screen> · Folio", so a tab, the history list and a
 * screen reader name the screen first and the product second.
 */
export function screenHead(screen: string) {
  return { meta: [{ title: TEXTS.screenTitle(screen) }] };
}

/** The title the deepest route sets, as <HeadContent /> picks it (the inner route wins). */
export function titleOfMatches(matches: readonly AnyRouteMatch[]): string {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = matches[i]?.meta?.find((meta) => meta?.title)?.title;
    if (title) return title;
  }
  return appName();
}
