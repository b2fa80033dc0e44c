/**
 * One Lighthouse run on a page of the shared browser: in a new tab, signed in or not, with an
 * empty HTTP cache.
 */
import lighthouse, { type Flags, type Result } from 'lighthouse';
import type { Browser } from 'puppeteer-core';
import { type Credentials, signInLikeTheApp } from '../shared/sign-in';
import { CATEGORIES } from './lighthouse-result';

/**
 * Lighthouse's own failures (a trace it could not record, a page that did not load in time) say
 * nothing about the page and usually pass on a second try: auditPage retries them.
 */
export class LighthouseRunError extends Error {}

export async function runLighthouse(
  browser: Browser,
  origin: string,
  pagePath: string,
  signedIn: boolean,
  credentials: Credentials,
): Promise<Result> {
  const page = await browser.newPage();
  try {
    if (signedIn) await signInLikeTheApp(page, origin, credentials);
    // An empty HTTP cache for every run, as for a first visit; signed in, Lighthouse must keep
    // storage (the session), so the cache is emptied here instead of by its storage reset.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const flags: Flags = {
      onlyCategories: [...CATEGORIES],
      logLevel: 'error',
      output: 'json',
      disableStorageReset: signedIn,
    };
    const result = await lighthouse(`${origin}${pagePath}`, flags, undefined, page).catch(
      (error: unknown) => {
        throw new LighthouseRunError(`Lighthouse: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    if (!result) throw new LighthouseRunError('Lighthouse returned no result');
    const { runtimeError } = result.lhr;
    if (runtimeError)
      throw new LighthouseRunError(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    return result.lhr;
  } finally {
    await page.close().catch(() => {});
  }
}
