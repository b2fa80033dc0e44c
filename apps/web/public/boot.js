// Starts the app on a prerendered page once that page has been painted: until then its HTML and
// stylesheets have the network and the processor to themselves. scripts/prerender.mjs puts this
// script in place of the app's module script and preloads, and names them in data attributes.
(() => {
  const { entry, preload = '' } = document.currentScript.dataset;
  // Each request a page starts costs its main thread a little: fifty preloads started at once made
  // one long task on a phone. They go in a few at a time, a task each, after the app's script.
  const BATCH = 8;
  const hrefs = preload.split(' ').filter(Boolean);
  const preloadBatch = (from) => {
    const tags = document.createDocumentFragment();
    for (const href of hrefs.slice(from, from + BATCH)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      tags.append(link);
    }
    document.head.append(tags);
    if (from + BATCH < hrefs.length) setTimeout(() => preloadBatch(from + BATCH), 0);
  };
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
    setTimeout(() => preloadBatch(0), 0);
  };
  // A frame is painted before requestAnimationFrame's callback returns; the timeout runs after it.
  requestAnimationFrame(() => setTimeout(start, 0));
})();
