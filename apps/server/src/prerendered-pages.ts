import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A page the web build prerendered (apps/web/scripts/prerender.mjs writes the list): a public page as
 * a visitor first sees it, or a signed-in screen as the shell skeleton with the screen's heading.
 */
export type PrerenderedPage = {
  /** The path it is for, e.g. "/login". */
  path: string;
  /** Its file, relative to the web app's folder. */
  file: string;
  /** The query parameters the page looks the same with (say, a link's token). */
  sameWith: string[];
  /** Query parameters the page needs to look like its copy (a link's token); absent: the plain app. */
  requires?: string[];
};

/** The prerendered pages of a web build by path, from its prerendered/pages.json (none if absent). */
export function prerenderedPages(webDist: string): Map<string, PrerenderedPage> {
  const list = path.join(webDist, 'prerendered', 'pages.json');
  if (!existsSync(list)) return new Map();
  const pages = JSON.parse(readFileSync(list, 'utf8')) as PrerenderedPage[];
  return new Map(pages.map((page) => [page.path, page]));
}

/**
 * The prerendered file for a request, if there is one: the exact path, and a query with no
 * parameter that would change what the page shows (a banner flag, an invitation). An exact path
 * wins over a path with a parameter, so "/invoices/new" gets its own copy whatever else is listed.
 * Other requests get the plain app, which renders the page from the address.
 */
export function prerenderedFileFor(pages: Map<string, PrerenderedPage>, url: string): string | undefined {
  const { pathname, searchParams } = new URL(url, 'http://folio.invalid');
  const page = pages.get(pathname) ?? pageWithParameter(pages, pathname);
  if (!page) return undefined;
  for (const name of searchParams.keys()) if (!page.sameWith.includes(name)) return undefined;
  for (const name of page.requires ?? []) if (!searchParams.get(name)) return undefined;
  return page.file;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A page whose path has a parameter ("/i/$token", a client's invoice link): one prerendered copy
 * serves every value of it, as the page looks the same until its data arrive.
 */
function pageWithParameter(
  pages: Map<string, PrerenderedPage>,
  pathname: string,
): PrerenderedPage | undefined {
  for (const page of pages.values()) {
    if (!page.path.includes('/$')) continue;
    const pattern = page.path
      .split('/')
      .map((segment) => (segment.startsWith('$') ? '[^/]+' : escapeRegExp(segment)))
      .join('/');
    if (new RegExp(`^${pattern}$`).test(pathname)) return page;
  }
  return undefined;
}
