/**
 * One measurement: a list opened in a new page of the signed-in browser, by a page load of its
 * URL or a click on its sidebar link from a loaded dashboard, timed to its first card and its
 * count; with the API requests the navigation made.
 */
import type { Browser, Page } from 'puppeteer-core';
import { LISTS, type ListName, type Mode, type Options } from './options';
import { callName, FCP_SOURCE, type PageState, RESOURCES_SOURCE, watcherSource } from './page-probes';

/** How long one measurement may take before it counts as failed. */
const RUN_TIMEOUT_MS = 90_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One API request of the measured navigation, in ms from its start. */
export type ApiCall = {
  /** The tRPC procedures of the (batched) request, or the REST path. */
  call: string;
  startMs: number;
  /** Until the response's first byte: the server's time plus localhost. */
  firstByteMs: number;
  endMs: number;
  bytes: number;
};

export type RunResult = {
  list: ListName;
  mode: Mode;
  run: number;
  warmup: boolean;
  cardMs: number;
  countMs: number;
  countText: string | null;
  /** Page loads only: the browser's first contentful paint. */
  fcpMs: number | null;
  api: ApiCall[];
};

async function newMeasuredPage(browser: Browser, options: Options): Promise<Page> {
  const page = await browser.newPage();
  await page.emulateCPUThrottling(options.throttle);
  if (!options.keepCache) {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  return page;
}

async function waitForMarks(page: Page, list: ListName) {
  try {
    await page.waitForFunction(
      'window.__folioBench && window.__folioBench.card !== null && window.__folioBench.count !== null',
      { polling: 200, timeout: RUN_TIMEOUT_MS },
    );
  } catch (error) {
    const state = (await page.evaluate('window.__folioBench || null').catch(() => null)) as PageState | null;
    throw new Error(
      `${LISTS[list].path}: no ${state?.card == null ? 'first card' : 'count'} within ${RUN_TIMEOUT_MS / 1000} s ` +
        `(the page is at ${page.url()}): ${error instanceof Error ? error.message : error}`,
    );
  }
}

export async function measure(
  browser: Browser,
  origin: string,
  list: ListName,
  mode: Mode,
  options: Options,
): Promise<Omit<RunResult, 'run' | 'warmup'>> {
  const { path: listPath, title } = LISTS[list];
  const page = await newMeasuredPage(browser, options);
  try {
    if (mode === 'load') {
      await page.evaluateOnNewDocument(watcherSource(title, mode));
      await page.goto(`${origin}${listPath}`, { waitUntil: 'domcontentloaded', timeout: RUN_TIMEOUT_MS });
    } else {
      await page.goto(`${origin}/dashboard`, { waitUntil: 'load', timeout: RUN_TIMEOUT_MS });
      const link = page.locator(`nav[aria-label="Main"] a[href="${listPath}"]`).setTimeout(RUN_TIMEOUT_MS);
      await link.wait();
      // The dashboard's data, chart and activity list in, and its deferred rendering done.
      await page.waitForNetworkIdle({ idleTime: 750, timeout: RUN_TIMEOUT_MS });
      await sleep(500);
      if (new URL(page.url()).pathname !== '/dashboard') {
        throw new Error(`/dashboard ended on ${page.url()} (was the sign-in lost?)`);
      }
      await page.evaluate(watcherSource(title, mode));
      await link.click();
    }
    await waitForMarks(page, list);
    // Let the list's other requests (the invoices' tiles, the client filter) finish before reading them.
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => {});
    const landed = new URL(page.url()).pathname;
    if (landed !== listPath) throw new Error(`${listPath} ended on ${landed}`);
    const state = (await page.evaluate('window.__folioBench')) as PageState;
    const start = state.start ?? 0;
    const resources = (await page.evaluate(RESOURCES_SOURCE)) as {
      url: string;
      start: number;
      firstByte: number;
      end: number;
      bytes: number;
    }[];
    const api = resources
      .filter((r) => /^\/(trpc|api)\//.test(new URL(r.url).pathname) && r.start >= start - 1)
      .map((r) => ({
        call: callName(r.url),
        startMs: r.start - start,
        firstByteMs: r.firstByte - start,
        endMs: r.end - start,
        bytes: r.bytes,
      }));
    return {
      list,
      mode,
      cardMs: state.card! - start,
      countMs: state.count! - start,
      countText: state.countText,
      fcpMs: mode === 'load' ? ((await page.evaluate(FCP_SOURCE)) as number | null) : null,
      api,
    };
  } finally {
    await page.close().catch(() => {});
  }
}
