// Starts the app on a prerendered page once that page has been painted: until then its HTML and
// stylesheets have the network and the processor to themselves. scripts/prerender.mjs puts this
// script in place of the app's module script and preloads, and names them in data attributes.
(() => {
  const { entry, preload = '' } = document.currentScript.dataset;
  const start = () => {
    // Inserted together: one by one, each insertion costs the page a little, and fifty of them made
    // this a long task on a phone.
    const tags = document.createDocumentFragment();
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      tags.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    tags.append(script);
    document.head.append(tags);
  };
  // A frame is painted before requestAnimationFrame's callback returns; the timeout runs after it.
  requestAnimationFrame(() => setTimeout(start, 0));
})();
