/**
 * What runs in the measured page, as source text (scripts/ is type-checked without the DOM
 * library, and a function's source as the loader transpiles it may call functions the loader
 * adds, such as __name, which the page does not have): the watcher that records when the list
 * shows up, and the reads of the page's fetches and first contentful paint. Plus how a fetch is
 * named in the results.
 */
import type { Mode } from './options';

/**
 * The watcher, run in the page before the navigation measured. It records, on the page's clock
 * (ms since navigation start):
 *   card:  the first card of the list in the viewport, painted — taken in a task posted from the
 *          requestAnimationFrame callback of the first frame that has it, so after that frame's
 *          style, layout and paint on the main thread;
 *   count: the same for the heading's count, "Clients (12,000)";
 *   start: 0 for a page load; for a click, the timeStamp of the pointerdown on the link.
 */
export function watcherSource(title: string, mode: Mode) {
  return `(() => {
  if (window.__folioBench) return;
  const click = ${mode === 'click'};
  const state = { start: click ? null : 0, card: null, count: null, countText: null };
  window.__folioBench = state;
  const cardSelector = '[role="list"][aria-label="${title}"] [role="listitem"]';
  const countPattern = /^\\s*${title}\\s*\\((\\d[\\d,]*)\\)/;
  const scheduled = {};
  const afterPaint = (key, text) => {
    scheduled[key] = true;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state[key] = performance.now();
        if (text !== undefined) state.countText = text;
      };
      channel.port2.postMessage(null);
    });
  };
  const inView = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
  };
  const check = () => {
    if (state.start === null) return;
    if (!scheduled.card) {
      const card = document.querySelector(cardSelector);
      if (card && inView(card)) afterPaint('card');
    }
    if (!scheduled.count) {
      for (const heading of document.querySelectorAll('h1')) {
        const match = countPattern.exec(heading.textContent || '');
        if (match) {
          afterPaint('count', match[1]);
          break;
        }
      }
    }
    if (scheduled.card && scheduled.count) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['style', 'class'],
  });
  if (click) {
    addEventListener('pointerdown', (event) => {
      if (state.start === null) state.start = event.timeStamp;
    }, true);
  }
})();`;
}

export type PageState = {
  start: number | null;
  card: number | null;
  count: number | null;
  countText: string | null;
};

export const RESOURCES_SOURCE = `performance.getEntriesByType('resource')
  .filter((e) => e.initiatorType === 'fetch' || e.initiatorType === 'xmlhttprequest')
  .map((e) => ({ url: e.name, start: e.startTime, firstByte: e.responseStart, end: e.responseEnd, bytes: e.transferSize }))`;

export const FCP_SOURCE = `(performance.getEntriesByName('first-contentful-paint')[0] || { startTime: null }).startTime`;

/**
 * `auth.me, clients.page (limit 20)` for a batched tRPC request: its procedures, with the page
 * size and "next page" (a cursor) where the input has them, to tell the grid's pages from the
 * client filter's list. Other requests by their path.
 */
export function callName(url: string): string {
  const { pathname, searchParams } = new URL(url);
  if (!pathname.startsWith('/trpc/')) return pathname;
  let inputs: Record<string, unknown> = {};
  try {
    inputs = JSON.parse(searchParams.get('input') ?? '{}') as Record<string, unknown>;
  } catch {
    // Not JSON: the procedures alone.
  }
  return decodeURIComponent(pathname.slice('/trpc/'.length))
    .split(',')
    .map((procedure, i) => {
      type Input = { limit?: unknown; cursor?: unknown; json?: Input } | null | undefined;
      const raw = inputs[String(i)] as Input;
      // Unwrapped: a transformer would nest the input under `json`.
      const input = raw?.json ?? raw;
      const notes = [
        ...(typeof input?.limit === 'number' ? [`limit ${input.limit}`] : []),
        ...(input?.cursor ? ['next page'] : []),
      ];
      return notes.length > 0 ? `${procedure} (${notes.join(', ')})` : procedure;
    })
    .join(', ');
}
