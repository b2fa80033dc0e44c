/**
 * After a deploy, a tab opened before it still asks for the previous build's chunks, which no
 * longer exist (the server answers 404). Vite reports the failed import as `vite:preloadError`:
 * the page reloads once to get the current build. A second failure within a minute is left to the
 * router's error page, so a real outage never turns into a reload loop.
 */
const RELOADED_AT_KEY = 'stale-build-reload-at';
const RETRY_AFTER_MS = 60_000;

export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    let last = 0;
    try {
      last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
      if (Date.now() - last < RETRY_AFTER_MS) return;
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    } catch {
      return;
    }
    event.preventDefault();
    window.location.reload();
  });
}
