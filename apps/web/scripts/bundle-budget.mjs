#!/usr/bin/env node
// Bundle budget: how much JavaScript and CSS (gzip) each page of the built web app loads before
// its first paint, checked against the budgets below. Exits 1 when a page is over budget.
//
//   node scripts/bundle-budget.mjs [--dist DIR] [--routes DIR] [--json]
//
// "Before first paint" is what index.html loads (the entry script, its modulepreloads and its
// stylesheets) plus, for a page, the router's chunks for that route and for every layout route
// above it, each with the closure of its static imports and CSS from dist/.vite/manifest.json.
// Dynamic imports load later and do not count. A file counts once per page. The pages come from
// the route files in src/routes, so a new route is checked without editing this script. A page
// prerendered at build time (dist/prerendered/pages.json) paints from its HTML and stylesheets alone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The budgets, in KiB (1 KiB = 1024 bytes) of gzip (level 9), JavaScript and CSS only:
 * - publicPage: a page outside the signed-in layout (/, /login, /legal/terms, ...) before its first
 *   paint. A page prerendered at build time (dist/prerendered/pages.json) paints once its HTML and
 *   stylesheets are in (its scripts are modules, which never hold up rendering): those stylesheets
 *   count. Any other public page paints when the app has rendered it: entry plus route chunks count.
 * - publicPageInteractive: everything a public page loads to work (entry plus route chunks), also
 *   for a prerendered page.
 * - signedInShell: the entry plus the signed-in layout route (`_app`), which every signed-in
 *   page loads before its own chunk.
 * - routeChunk: what one signed-in page adds on top of that shell (its own route chunks and
 *   anything they import that the shell does not already load).
 * The signed-in screens prerendered as the shell skeleton have a budget each, SCREEN_FIRST_PAINT_KIB,
 * and another for everything they load to work, SCREEN_WORKING_KIB.
 */
// The two budgets of the whole app grew with its languages (docs/decisions.md §23): the i18next,
// react-i18next and i18next-icu libraries (with intl-messageformat and its parser) measure 32 KiB
// gzip; the language module, the switch and the requests' language 1.5 KiB; loading the contracts'
// message translations on demand 2 KiB (the bundler splits the libraries that chunk shares with the
// shell into chunks of their own); the shell keeps the 1 KiB of room it had. The catalogs other than
// English load later, one language at a time. The common catalog then took in the words every list
// shares (status names per kind of record, the record kinds of activity sentences, the time zone
// groups): 2 KiB more, the shell's room kept. The client's invoice page (its route, outside the
// shell's layout but in the route tree every page loads, and the "viewed" activity words): 1 KiB.
// Getting paid: Settings → Payments in the account menu, the test payment page's route in the tree
// every page loads, and the words of reminders and online payments in the common catalog (activity
// sentences, the canceled delivery, the two tab titles): 1 KiB. Quotes and recurring invoices: their
// routes in the tree every page loads (the quotes screens, the client's quote page, the recurring
// series screens), the Quotes link, and the words of their statuses and activity sentences in the
// common catalog: 2 KiB on the shell, and 1 KiB on what a public page loads to work (the route tree).
// The shell's search, account menu and phone drawer then moved out of it, loaded on first use: the
// shell fell from 292.7 to 266.8 KiB and its budget from 293 to 270. The bundler regrouped the
// Mantine helpers that those controls share with the public pages, 0.1 KiB more on the entry: a public
// page's whole load went from 238 to 239.
export const BUDGETS_KIB = {
  publicPage: 150,
  publicPageInteractive: 239,
  signedInShell: 270,
  routeChunk: 150,
};

/**
 * The signed-in screens served as a prerendered copy (the shell skeleton with the screen's heading
 * and placeholders, apps/web/src/prerender.tsx), each with its budget in KiB gzip before its first
 * paint: the copy's render-blocking stylesheets (the public set, the shell's and the screen's own
 * Mantine styles). Their scripts load after that paint. A screen listed here that is not prerendered
 * is an error, since its first paint would wait for the whole shell; a prerendered signed-in screen
 * not listed here is one too, so that every one has a budget.
 */
export const SCREEN_FIRST_PAINT_KIB = {
  '/dashboard': 24,
  '/clients': 24,
  '/projects': 24,
  '/invoices': 26,
  '/invoices/new': 28,
  '/activity': 24,
  '/org': 24,
  '/settings/billing': 24,
};

/**
 * The same screens, each with its budget in KiB gzip for everything it loads to work: the signed-in
 * shell and the screen's own route chunks (the "with shell" column). That code is evaluated and
 * renders the screen once the prerendered copy is on screen, which is most of what blocks a phone's
 * main thread while the screen loads; each screen has its own ceiling, about 5 KiB above its size
 * when it was set, so that a library added to one screen (as the dashboard's chart library was,
 * 99 KiB) fails the build on that screen. Every screen of SCREEN_FIRST_PAINT_KIB needs one here.
 */
export const SCREEN_WORKING_KIB = {
  '/dashboard': 283,
  '/clients': 326,
  '/projects': 334,
  '/invoices': 335,
  '/invoices/new': 374,
  '/activity': 297,
  '/org': 332,
  '/settings/billing': 277,
};

/** The pathless layout route whose pages need a signed-in user. */
const SIGNED_IN_LAYOUT = '_app';

/**
 * Split chunks the router loads only when their situation arises (an error, a 404, a pending
 * state that outlasts its delay), never for a page's first paint.
 */
const LATE_SPLITS = new Set(['errorComponent', 'notFoundComponent', 'pendingComponent']);

const KIB = 1024;
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Route files under `routesDir` (TanStack Router file-based routing) as
 * `{ file, segments, url }`: `file` relative to the web app root with forward slashes,
 * `segments` the route id split on `/` and `.` (so `legal.terms.tsx` and `legal/terms.tsx` are the
 * same route), `url` the path a user visits. Files and folders starting with `-` are not routes;
 * `(group)` folders and `route.tsx` files add no segment; `index` is the parent's own page.
 */
export function listRouteFiles(routesDir, appRoot) {
  const out = [];
  const walk = (dir, prefix) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('-')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const group = /^\(.*\)$/.test(entry.name);
        walk(full, group ? prefix : [...prefix, entry.name]);
        continue;
      }
      if (!/\.(tsx|ts|jsx|js)$/.test(entry.name) || /\.(test|spec|d)\.[tj]sx?$/.test(entry.name)) continue;
      const base = entry.name.replace(/\.(tsx|ts|jsx|js)$/, '');
      const lazy = base.endsWith('.lazy');
      const own = (lazy ? base.slice(0, -'.lazy'.length) : base).split('.').filter((s) => s !== 'route');
      out.push({
        file: path.relative(appRoot, full).split(path.sep).join('/'),
        segments: [...prefix.flatMap((p) => p.split('.')), ...own],
        lazy,
      });
    }
  };
  walk(routesDir, []);
  // A `.lazy` file is the lazily loaded half of the route of the same name: one route, two files.
  const routes = new Map();
  for (const r of out) {
    const key = r.segments.join('/');
    const route = routes.get(key) ?? { files: [], segments: r.segments };
    route.files.push(r.file);
    routes.set(key, route);
  }
  return [...routes.values()].map((r) => ({ ...r, url: urlOf(r.segments) }));
}

function urlOf(segments) {
  const parts = segments
    .filter((s) => s !== '__root' && s !== 'index' && !s.startsWith('_'))
    .map((s) => s.replace(/_$/, ''));
  return `/${parts.join('/')}`;
}

/**
 * The routes a user can land on, each with the chain of route files rendered for it, outermost
 * first: a route's parents are the routes whose segments are a prefix of its own (a trailing `_`
 * on a segment, as in `$clientId_.edit`, opts out of nesting because it matches no parent).
 * Pathless layouts (`_app`), the root, and a layout whose own page is an `index` child are not
 * pages of their own.
 */
export function pagesOf(routes) {
  const byKey = new Map(routes.map((r) => [r.segments.join('/'), r]));
  const root = byKey.get('__root');
  const pages = [];
  for (const route of routes) {
    const last = route.segments.at(-1);
    if (last === '__root' || last.startsWith('_')) continue;
    if (byKey.has([...route.segments, 'index'].join('/'))) continue;
    const chain = [];
    if (root) chain.push(root);
    for (let n = 1; n < route.segments.length; n++) {
      const parent = byKey.get(route.segments.slice(0, n).join('/'));
      if (parent) chain.push(parent);
    }
    chain.push(route);
    const signedIn = chain.some((r) => r.segments.length === 1 && r.segments[0] === SIGNED_IN_LAYOUT);
    pages.push({ url: route.url, route, chain, signedIn });
  }
  return pages.sort((a, b) => Number(a.signedIn) - Number(b.signedIn) || a.url.localeCompare(b.url));
}

/** The manifest entries holding a route file's code that the page needs before its first paint. */
export function routeChunks(manifest, route) {
  const keys = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    const [src, query = ''] = (chunk.src ?? key).split('?');
    if (!route.files.includes(src)) continue;
    const split = new URLSearchParams(query).get('tsr-split');
    // One chunk may group several parts (`component---pendingComponent`): it is needed early when
    // any part is.
    if (split?.split('---').every((part) => LATE_SPLITS.has(part))) continue;
    keys.push(key);
  }
  return keys;
}

/** Every file (JS and CSS, paths relative to dist) the given manifest keys load through static imports. */
export function closure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry "${key}"`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * What an HTML page loads: module scripts, modulepreloads and stylesheets under the app's origin;
 * with `blockingOnly`, the stylesheets alone (module scripts and preloads never hold up rendering).
 */
export function htmlAssets(html, { blockingOnly = false } = {}) {
  const files = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag);
    const rel = /\brel=["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
    if (blockingOnly ? rel !== 'stylesheet' : !isScript && rel !== 'modulepreload' && rel !== 'stylesheet')
      continue;
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (!url || /^[a-z]+:|^\/\//i.test(url)) continue;
    files.add(url.replace(/^\.?\//, '').split(/[?#]/)[0]);
  }
  return files;
}

function gzipSizer(dist) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return cache.get(file);
  };
}

/**
 * Measures every page against the budgets. Returns the rows to print and the failures, each
 * failure with its largest files; `errors` lists route files the build does not account for.
 */
export function measure({ dist, routesDir, appRoot }) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const gz = gzipSizer(dist);
  const sum = (files) => [...files].reduce((total, f) => total + gz(f), 0);
  const largest = (files) =>
    [...files]
      .map((file) => ({ file, bytes: gz(file) }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5);

  const entryKeys = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  const entry = new Set([...htmlAssets(html), ...closure(manifest, entryKeys)]);

  const errors = [];
  const chunksOf = (route) => {
    const keys = routeChunks(manifest, route);
    if (keys.length > 0 || route.segments[0] === '__root') return keys;
    // The root route is bundled into the entry. Any other route file with a component has its
    // own split chunk; one without (a redirect-only route) renders nothing to load.
    const source = route.files.map((f) => readFileSync(path.join(appRoot, f), 'utf8')).join('\n');
    if (/\bcomponent\s*:/.test(source)) {
      errors.push(
        `${route.files.join(', ')} has a component but no chunk in dist/.vite/manifest.json: is the build older than the route?`,
      );
    }
    return keys;
  };

  const rows = [{ page: 'entry (index.html)', kind: 'entry', files: entry.size, bytes: sum(entry) }];
  const failures = [];
  const check = (row, budgetKiB, files) => {
    row.budget = budgetKiB;
    row.ok = row.bytes <= budgetKiB * KIB;
    if (!row.ok) failures.push({ ...row, largest: largest(files) });
  };

  const pages = pagesOf(listRouteFiles(routesDir, appRoot));
  const prerenderedList = path.join(dist, 'prerendered', 'pages.json');
  const prerendered = new Map(
    existsSync(prerenderedList)
      ? JSON.parse(readFileSync(prerenderedList, 'utf8')).map((page) => [page.path, page.file])
      : [],
  );
  for (const url of Object.keys(SCREEN_WORKING_KIB)) {
    if (!pages.some((p) => p.signedIn && p.url === url)) {
      errors.push(`SCREEN_WORKING_KIB names ${url}, which is not a signed-in page`);
    }
  }
  for (const url of Object.keys(SCREEN_FIRST_PAINT_KIB)) {
    if (SCREEN_WORKING_KIB[url] === undefined) {
      errors.push(`${url} has a first-paint budget but none in SCREEN_WORKING_KIB`);
    }
    if (!pages.some((p) => p.signedIn && p.url === url)) {
      errors.push(`SCREEN_FIRST_PAINT_KIB names ${url}, which is not a signed-in page`);
    } else if (!prerendered.has(url)) {
      errors.push(
        `${url} is not in dist/prerendered/pages.json: its first paint would wait for the signed-in shell`,
      );
    }
  }
  const shellChain = pages.find((p) => p.signedIn)?.chain.filter((r) => r.segments.length === 1) ?? [];
  const shell = new Set([...entry, ...closure(manifest, shellChain.flatMap(chunksOf))]);
  let shellRow = null;

  for (const page of pages) {
    if (!page.signedIn) {
      const files = new Set([...entry, ...closure(manifest, page.chain.flatMap(chunksOf))]);
      const prerenderedFile = prerendered.get(page.url);
      const firstPaint = prerenderedFile
        ? new Set([
            ...htmlAssets(readFileSync(path.join(dist, prerenderedFile), 'utf8'), { blockingOnly: true }),
          ])
        : files;
      const row = {
        page: prerenderedFile ? `${page.url} (prerendered)` : page.url,
        kind: 'public',
        files: firstPaint.size,
        bytes: sum(firstPaint),
        total: sum(files),
      };
      check(row, BUDGETS_KIB.publicPage, firstPaint);
      if (row.total > BUDGETS_KIB.publicPageInteractive * KIB) {
        failures.push({
          ...row,
          kind: 'interactive',
          bytes: row.total,
          budget: BUDGETS_KIB.publicPageInteractive,
          largest: largest(files),
        });
        row.ok = false;
      }
      rows.push(row);
      continue;
    }
    if (!shellRow) {
      shellRow = {
        page: `signed-in shell (entry + ${SIGNED_IN_LAYOUT})`,
        kind: 'shell',
        files: shell.size,
        bytes: sum(shell),
      };
      check(shellRow, BUDGETS_KIB.signedInShell, shell);
      rows.push(shellRow);
    }
    const own = page.chain.filter((r) => !shellChain.includes(r));
    const added = new Set([...closure(manifest, own.flatMap(chunksOf))].filter((f) => !shell.has(f)));
    const row = {
      page: page.url,
      kind: 'route',
      files: added.size,
      bytes: sum(added),
      total: shellRow.bytes + sum(added),
    };
    check(row, BUDGETS_KIB.routeChunk, added);
    rows.push(row);
    const working = SCREEN_WORKING_KIB[page.url];
    if (working !== undefined) {
      row.workingBudget = working;
      if (row.total > working * KIB) {
        failures.push({
          ...row,
          kind: 'working',
          bytes: row.total,
          budget: working,
          largest: largest(new Set([...shell, ...added])),
        });
        row.ok = false;
      }
    }
    const prerenderedFile = prerendered.get(page.url);
    if (!prerenderedFile) continue;
    const firstPaint = htmlAssets(readFileSync(path.join(dist, prerenderedFile), 'utf8'), {
      blockingOnly: true,
    });
    const screenRow = {
      page: page.url,
      kind: 'screen',
      files: firstPaint.size,
      bytes: sum(firstPaint),
    };
    const budget = SCREEN_FIRST_PAINT_KIB[page.url];
    if (budget === undefined) {
      errors.push(`${page.url} is prerendered but has no budget in SCREEN_FIRST_PAINT_KIB`);
    } else {
      check(screenRow, budget, firstPaint);
    }
    rows.push(screenRow);
  }
  return { rows, failures, errors };
}

const kib = (bytes) => (bytes / KIB).toFixed(1);

export function formatTable(rows) {
  const head = ['page', 'files', 'KiB gzip', 'budget', 'status', 'all / with shell (budget)'];
  const body = rows.map((r) => [
    r.kind === 'route'
      ? `  ${r.page} (+ route)`
      : r.kind === 'screen'
        ? `    ${r.page} first paint (prerendered)`
        : r.page,
    r.kind === 'route' ? `+${r.files}` : String(r.files),
    r.kind === 'route' ? `+${kib(r.bytes)}` : kib(r.bytes),
    r.budget === undefined ? '' : String(r.budget),
    r.budget === undefined ? '' : r.ok ? 'OK' : 'OVER',
    r.total === undefined
      ? ''
      : `${kib(r.total)}${r.workingBudget === undefined ? '' : ` (${r.workingBudget})`}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

function parseArgs(argv) {
  const args = {
    dist: path.resolve(here, '../dist'),
    routes: path.resolve(here, '../src/routes'),
    json: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--dist') args.dist = path.resolve(argv[++i]);
    else if (arg === '--routes') args.routes = path.resolve(argv[++i]);
    else if (arg === '--json') args.json = true;
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: node scripts/bundle-budget.mjs [--dist DIR] [--routes DIR] [--json]');
      process.exit(0);
    } else {
      console.error(`unknown option ${arg}`);
      process.exit(2);
    }
  }
  return args;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(path.join(args.dist, '.vite', 'manifest.json'))) {
    console.error(
      `bundle budget: ${path.join(args.dist, '.vite/manifest.json')} not found; build the web app first`,
    );
    process.exit(1);
  }
  const { rows, failures, errors } = measure({
    dist: args.dist,
    routesDir: args.routes,
    appRoot: path.dirname(path.dirname(args.routes)),
  });
  if (args.json) {
    console.log(
      JSON.stringify(
        { budgetsKiB: BUDGETS_KIB, screenWorkingKiB: SCREEN_WORKING_KIB, rows, failures, errors },
        null,
        2,
      ),
    );
  } else {
    console.log('Bundle budget: JS + CSS loaded before first paint (gzip level 9, KiB = 1024 bytes)');
    console.log('"all": what a public page loads to work; "with shell": a signed-in page with the shell\n');
    console.log(formatTable(rows));
  }
  for (const error of errors) console.error(`\nbundle budget: ${error}`);
  for (const f of failures) {
    const what =
      f.kind === 'interactive'
        ? `Everything the public page ${f.page} loads to work`
        : f.kind === 'working'
          ? `Everything ${f.page} loads to work (the signed-in shell and its route chunks)`
          : f.kind === 'shell'
            ? `The signed-in shell (entry + ${SIGNED_IN_LAYOUT} layout)`
            : f.kind === 'route'
              ? `The route chunks of ${f.page} (beyond the signed-in shell)`
              : f.kind === 'screen'
                ? `The prerendered copy of ${f.page} (its stylesheets)`
                : `The public page ${f.page}`;
    console.error(
      `\nOVER BUDGET: ${what} loads ${kib(f.bytes)} KiB gzip${f.kind === 'interactive' || f.kind === 'working' ? '' : ' before first paint'}; budget ${f.budget} KiB (${kib(f.bytes - f.budget * KIB)} KiB over). Largest files:`,
    );
    for (const l of f.largest) console.error(`  ${kib(l.bytes).padStart(7)} KiB  ${l.file}`);
  }
  if (failures.length > 0 || errors.length > 0) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
