// Starts the app on a prerendered page once that page has been painted: until then its HTML and
// stylesheets have the network and the processor to themselves. scripts/prerender.mjs puts this
// script in place of the app's module script and preloads, and names them in data attributes.
(() => {
  const { entry, stages = '', preload = '' } = document.currentScript.dataset;
  // The browser's locale data is set up by a worker, on another thread, while the page's code loads
  // (public/intl-warmup.js says why); the worker is ended once it is done. Without workers the app
  // sets it up itself, as before.
  try {
    const warmup = new Worker('/intl-warmup.js');
    warmup.onmessage = () => warmup.terminate();
    warmup.onerror = () => warmup.terminate();
  } catch {
    // No worker: nothing lost.
  }
  // Each request a page starts costs its main thread a little, more on a slow phone: fifty
  // preloads started at once made one long task, and eight at a time still made tasks of 60-150 ms
  // there. So they go in while a task stays short: a task adds preloads until it has run for
  // SLICE_MS, then leaves the rest to the next one (a slow phone gets fewer per task). The app's
  // script goes first.
  const SLICE_MS = 8;
  const hrefs = [entry, ...preload.split(' ').filter(Boolean)];
  const preloadFrom = (from) => {
    const started = performance.now();
    let next = from;
    while (next < hrefs.length && (next === from || performance.now() - started < SLICE_MS)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = hrefs[next];
      document.head.append(link);
      next += 1;
    }
    if (next < hrefs.length) setTimeout(() => preloadFrom(next), 0);
  };
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  // Evaluating the app's modules was one long task on a phone: the modules the app's script imports
  // are evaluated first, a chunk (with what it imports) per task, then the screen's own chunks that
  // do not need the script (scripts/prerender-stages.mjs), then the script itself. A chunk that
  // fails to load leaves the rest to the script, which fails or succeeds as it would have.
  // Small chunks share a task while it stays under SLICE_MS, so that forty of them do not cost
  // forty turns of the event loop before the app starts.
  const evaluateStages = async () => {
    let sliceStarted = performance.now();
    for (const href of stages.split(' ').filter(Boolean)) {
      try {
        await import(href);
      } catch {
        return;
      }
      if (performance.now() - sliceStarted < SLICE_MS) continue;
      await nextTask();
      sliceStarted = performance.now();
    }
  };
  const start = () => {
    preloadFrom(0);
    void evaluateStages().then(() => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.append(script);
    });
  };
  // A frame is painted before requestAnimationFrame's callback returns; the timeout runs after it.
  requestAnimationFrame(() => setTimeout(start, 0));
})();
