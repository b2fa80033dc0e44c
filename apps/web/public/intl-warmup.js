// A dedicated worker that public/boot.js starts while a prerendered page's code loads. The first use
// of Intl in a browser process sets up its locale data: 30-170 ms of the main thread on a desktop,
// four times that on a phone, in the middle of the app's start. That data is shared by all the
// page's threads, so setting it up here, on another thread, leaves the main thread's first
// formatted number or date about 1 ms. It formats what the app's screens format (lib/format.ts,
// lib/percent.ts, the ICU messages' plurals) in English, which the page starts in, and in the
// browser's languages, then says so and is ended.
const locales = ['en-US', ...(self.navigator.languages ?? [])].slice(0, 3);
for (const locale of locales) {
  try {
    Intl.NumberFormat.supportedLocalesOf([locale]);
    new Intl.NumberFormat(locale).format(1234.5);
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1234.5);
    new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(12345);
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(0.2);
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
    new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(0);
    new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
    new Intl.PluralRules(locale).select(1);
  } catch {
    // A language this browser's Intl does not know: the others still count.
  }
}
self.postMessage('ready');
