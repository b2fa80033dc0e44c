#!/usr/bin/env node
// Writes the public pages listed in src/prerender.tsx as HTML, after `vite build` (the browser
// bundle in dist/) and `vite build --ssr src/prerender.tsx --outDir dist-ssr` (the same pages for
// Node). Each page is dist/index.html with the page's markup in #root and its own <title>, saved
// under dist/prerendered/ with brotli and gzip copies, and listed in dist/prerendered/pages.json,
// which tells the server which requests get which page.
//
//   node scripts/prerender.mjs [--dist DIR] [--ssr DIR]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { closure, listRouteFiles, pagesOf, routeChunks } from './bundle-budget.mjs';
import { routeStages } from './prerender-stages.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : path.resolve(process.argv[index + 1]);
};
const dist = option('--dist', path.join(here, '../dist'));
const ssr = option('--ssr', path.join(here, '../dist-ssr'));

const PRERENDERED_DIR = 'prerendered';

/** The file a path's page is saved in: "/" → index.html, "/legal/terms" → legal/terms.html. */
export const prerenderedFile = (urlPath) => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`);

/** The manifest keys of a prerendered path's route chunks: its own and its layouts'. */
function pageRouteKeys(urlPath, manifest) {
  const appRoot = path.join(here, '..');
  const page = pagesOf(listRouteFiles(path.join(appRoot, 'src', 'routes'), appRoot)).find(
    (p) => p.url === urlPath,
  );
  if (!page) throw new Error(`No route file for the prerendered page ${urlPath}`);
  return page.chain.flatMap((route) => routeChunks(manifest, route));
}

/**
 * The tags for what a page's own route chunks need beyond index.html: their stylesheets, so the
 * first paint is fully styled, and their scripts as modulepreloads, so they load alongside the
 * entry instead of after it.
 */
function routeAssetTags(routeKeys, manifest, template) {
  const tags = [];
  for (const file of closure(manifest, routeKeys)) {
    if (template.includes(`/${file}"`)) continue;
    tags.push(
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    );
  }
  return tags.join('\n    ');
}

/**
 * Moves the app's module script and preloads out of the way of the first paint: public/boot.js,
 * a deferred classic script, adds them once the page has been painted. It also evaluates chunks
 * one per task before the entry: first the entry's own imports (index.html's preloads,
 * `template`), then `routeStages`, the page's route chunks that do not need the entry
 * (prerender-stages.mjs), each only if the page preloads it.
 */
export function startAppAfterPaint(html, template, routeStageHrefs = []) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('index.html has no module script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const hrefs = preloads.map((p) => p[1]);
  const stages = [
    ...hrefs.filter((href) => template.includes(`href="${href}"`)),
    ...routeStageHrefs.filter((href) => hrefs.includes(href) && !template.includes(`href="${href}"`)),
  ];
  let out = html.replace(entry[0], '');
  for (const preload of preloads) out = out.replace(preload[0], '');
  const boot = `<script defer src="/boot.js" data-entry="${entry[1]}" data-stages="${stages.join(' ')}" data-preload="${hrefs.join(' ')}"></script>`;
  return out.replace('</head>', `  ${boot}\n  </head>`);
}

/** The page's HTML: the template with the markup in #root, the markup's <title> and `headTags` in <head>. */
export function pageHtml(template, markup, headTags = '') {
  // Scripts the router renders for server-side hydration are not needed (the browser renders the page
  // again) and would break the Content-Security-Policy, which allows only index.html's own script.
  let body = markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const titles = [...body.matchAll(/<title>([\s\S]*?)<\/title>/gi)];
  body = body.replace(/<title>[\s\S]*?<\/title>/gi, '');
  const title = titles.at(-1)?.[1];
  // `inert` until the app has taken over (main.tsx removes it): a prerendered form must not be filled
  // in or submitted, since the app renders the page again and what was typed would be lost.
  let html = template.replace('<div id="root"></div>', `<div id="root" inert>${body}</div>`);
  if (!html.includes(body)) throw new Error('index.html has no empty <div id="root"></div>');
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/i, `<title>${title}</title>`);
  if (headTags) html = html.replace('</head>', `    ${headTags}\n  </head>`);
  return html;
}

async function main() {
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const { PRERENDERED_PAGES, renderPage } = await import(pathToFileURL(path.join(ssr, 'prerender.js')).href);
  const out = path.join(dist, PRERENDERED_DIR);
  rmSync(out, { recursive: true, force: true });
  const pages = [];
  for (const { path: urlPath, sameWith, requires = [], renderedAs } of PRERENDERED_PAGES) {
    const routeKeys = pageRouteKeys(urlPath, manifest);
    const html = startAppAfterPaint(
      pageHtml(
        template,
        await renderPage(renderedAs ?? urlPath),
        routeAssetTags(routeKeys, manifest, template),
      ),
      template,
      routeStages(manifest, routeKeys).map((file) => `/${file}`),
    );
    const file = path.join(out, prerenderedFile(urlPath));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    pages.push({ path: urlPath, file: `${PRERENDERED_DIR}/${prerenderedFile(urlPath)}`, sameWith, requires });
    console.log(
      `prerendered ${urlPath} → ${path.relative(dist, file)} (${(html.length / 1024).toFixed(1)} KiB)`,
    );
  }
  // What the server reads to know which requests get which page.
  writeFileSync(path.join(out, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    // The app's modules (timers, the router) may keep Node's event loop alive.
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
