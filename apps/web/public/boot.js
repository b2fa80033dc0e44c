// Starts the app on a prerendered page once that page has been painted: until then its HTML and
// stylesheets have the network and the processor to themselves. scripts/prerender.mjs puts this
// script in place of the app's module script and preloads, and names them in data attributes.
(() => {
  const { entry, stages = '', preload = '' } = document.currentScript.dataset;
  // Each request a page starts costs its main thread a little: fifty preloads started at once made
  // one long task on a phone. They go in a few at a time, a task each, the app's script first.
  const BATCH = 8;
  const hrefs = [entry, ...preload.split(' ').filter(Boolean)];
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
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  // Evaluating the app's modules was one long task on a phone: the modules the app's script imports
  // are evaluated first, a chunk (with what it imports) per task, then the script itself. A chunk
  // that fails to load leaves the rest to the script, which fails or succeeds as it would have.
  const evaluateStages = async () => {
    for (const href of stages.split(' ').filter(Boolean)) {
      try {
        await import(href);
      } catch {
        return;
      }
      await nextTask();
    }
  };
  const start = () => {
    preloadBatch(0);
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
