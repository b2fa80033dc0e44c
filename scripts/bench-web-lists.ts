/**
 * The web app's lists at scale, in Chromium: how long after a navigation the clients grid
 * (/clients) and the invoices grid (/invoices) show their first card and their count, for an
 * organization with 12,000 clients and 60,000 invoices (seed scale 200), with the CPU throttled
 * 4× (CDP Emulation.setCPUThrottlingRate). A measuring tool, not a test: run it before and after
 * a change to the lists, their API calls or the app shell.
 *
 *   npm run build                   # or pass --build
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:web
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<seeded database> npm run bench:web -- --reuse
 *   npx tsx scripts/bench-web-lists.ts --help
 *
 * Without --reuse it creates a scratch database folio_bench_web_<random> on the DATABASE_URL
 * server, migrates and seeds it (@folio/api/seed, about a minute at scale 200) and drops it at
 * the end. It starts the built server (apps/server/dist/main.js) on a free port of 127.0.0.1 with
 * a temporary DATA_DIR and RATE_LIMITS=off, signs in as the demo admin the way the web app does
 * (login from the app's origin: refresh cookie plus the access token in localStorage), and times
 * each list in two ways: a fresh page load of the list's URL, and a click on the sidebar link
 * from a loaded dashboard. The server, Chromium, the temporary directory and the scratch
 * database (unless --keep) are removed at the end, after an error or Ctrl-C too.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SEED_VALUE, DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '@folio/api/seed';
import { openDatabase, runMigrations } from '@folio/db';
import { sql } from 'drizzle-orm';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { freePort, stopProcess } from './child-processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const LISTS = {
  clients: { path: '/clients', title: 'Clients' },
  invoices: { path: '/invoices', title: 'Invoices' },
} as const;
type ListName = keyof typeof LISTS;

const MODES = {
  load: 'page load',
  click: 'in-app (sidebar link)',
} as const;
type Mode = keyof typeof MODES;

const VIEWPORT = { width: 1280, height: 800 };
/** How long one measurement may take before it counts as failed. */
const RUN_TIMEOUT_MS = 90_000;
/** The access token lives 15 minutes: sign in again after this long (between runs, never during one). */
const RENEW_SESSION_AFTER_MS = 10 * 60_000;

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--no-first-run',
];

type Options = {
  build: boolean;
  reuse: boolean;
  keep: boolean;
  scale: number;
  seedValue: number;
  runs: number;
  warmup: number;
  throttle: number;
  lists: ListName[];
  modes: Mode[];
  keepCache: boolean;
  markdown: boolean;
  out: string | undefined;
};

const HELP = `Usage: npm run bench:web -- [options]   (npx tsx scripts/bench-web-lists.ts [options])

Times the clients and invoices grids of the built web app in Chromium with the CPU throttled:
from navigation start (page load) or from the press on the sidebar link (in-app) to the first
card on screen, and to the list's count in its heading. Build first (npm run build), or pass
--build.

  --reuse          Use the database DATABASE_URL names as it is (already seeded with
                   npm run seed -- --scale 200); nothing is created or dropped
  --keep           Keep the scratch database (its name is printed; pass it to --reuse later)
  --scale N        Seed scale of the scratch database. Default 200 (12,000 clients, 60,000 invoices)
  --seed-value S   Seed of the demo data's random generator. Default ${DEFAULT_SEED_VALUE}
  --runs N         Measured runs per list and mode, taken in rounds that visit every list and
                   mode once. Default 5
  --warmup N       Rounds before them that are not recorded. Default 1
  --throttle R     CPU throttling rate (1 = none). Default 4
  --lists LIST     Comma-separated: clients,invoices (default both)
  --modes LIST     Comma-separated: load,click (default both)
  --keep-cache     Keep Chromium's HTTP cache between runs (default: cleared before each run)
  --markdown       Also print the results as markdown tables
  --out FILE       Where to write the JSON results. Default .data/bench/web-lists-<time>.json
  --build          Build the server and the web app first (turbo, as npm start does)
  -h, --help       This help

Environment:
  DATABASE_URL     Required. The PostgreSQL server for the scratch database (its own database is
                   used to create and drop it), or with --reuse the seeded database itself.
  CHROMIUM_PATH    Chromium or Chrome to drive. Default: the first of chromium, chromium-browser,
                   google-chrome and google-chrome-stable on the PATH.

Exit status: 0 when every run finished, 1 when one failed, 2 for bad options, 130 after Ctrl-C.`;

function usage(message: string): never {
  console.error(`${message}\n\n${HELP}`);
  process.exit(2);
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    build: false,
    reuse: false,
    keep: false,
    scale: 200,
    seedValue: DEFAULT_SEED_VALUE,
    runs: 5,
    warmup: 1,
    throttle: 4,
    lists: ['clients', 'invoices'],
    modes: ['load', 'click'],
    keepCache: false,
    markdown: false,
    out: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '' || (inline === undefined && v.startsWith('--')))
        usage(`${flag} needs a value`);
      return v;
    };
    const number = (min: number, max: number, integer: boolean) => {
      const raw = value();
      const n = Number(raw);
      if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n)))
        usage(`${flag} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max} (got "${raw}")`);
      return n;
    };
    const names = <T extends string>(allowed: readonly T[]) => {
      const list = value()
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const wrong = list.filter((s) => !allowed.includes(s as T));
      if (list.length === 0 || wrong.length > 0) usage(`${flag} takes ${allowed.join(', ')}`);
      return [...new Set(list)] as T[];
    };
    switch (flag) {
      case '--build':
        options.build = true;
        break;
      case '--reuse':
        options.reuse = true;
        break;
      case '--keep':
        options.keep = true;
        break;
      case '--keep-cache':
        options.keepCache = true;
        break;
      case '--markdown':
        options.markdown = true;
        break;
      case '--scale':
        options.scale = number(0.01, 1000, false);
        break;
      case '--seed-value':
        options.seedValue = number(0, 2 ** 31 - 1, true);
        break;
      case '--runs':
        options.runs = number(1, 100, true);
        break;
      case '--warmup':
        options.warmup = number(0, 20, true);
        break;
      case '--throttle':
        options.throttle = number(1, 20, false);
        break;
      case '--lists':
        options.lists = names(Object.keys(LISTS) as ListName[]);
        break;
      case '--modes':
        options.modes = names(Object.keys(MODES) as Mode[]);
        break;
      case '--out':
        options.out = path.resolve(value());
        break;
      case '-h':
      case '--help':
        console.log(HELP);
        process.exit(0);
        break;
      default:
        usage(`unknown option ${arg}`);
    }
  }
  if (options.reuse && options.keep) usage('--keep is for the scratch database; --reuse creates none');
  return options;
}

// ---------------------------------------------------------------------------------------------
// Cleanup: everything started is registered here and undone in reverse order, once.

const cleanups: (() => Promise<void> | void)[] = [];
let cleaningUp: Promise<void> | undefined;
let interrupted = false;
function cleanup(): Promise<void> {
  cleaningUp ??= (async () => {
    for (const undo of cleanups.reverse()) {
      try {
        await undo();
      } catch (error) {
        console.error('cleanup:', error instanceof Error ? error.message : error);
      }
    }
  })();
  return cleaningUp;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping and cleaning up ...`);
    void cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// The database

/** The URL without its password, for printing and the JSON file. */
function redactUrl(url: string) {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A new database on the server of `databaseUrl`, migrated and seeded; dropped by cleanup unless keep. */
async function createSeededDatabase(databaseUrl: string, options: Options): Promise<string> {
  const name = `folio_bench_web_${randomBytes(5).toString('hex')}`;
  const admin = openDatabase({ databaseUrl, poolSize: 1 });
  cleanups.push(() => admin.close());
  await admin.db.execute(sql.raw(`create database "${name}"`));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  cleanups.push(async () => {
    if (options.keep && !interrupted) {
      console.error(
        `Kept the database ${name}; measure it again with\n  DATABASE_URL=${redactUrl(url.toString())} npm run bench:web -- --reuse`,
      );
      return;
    }
    await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
    console.error(`Dropped the database ${name}.`);
  });
  const handle = openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  try {
    await runMigrations(handle);
    console.error(`Seeding ${name} at scale ${options.scale} ...`);
    const seeded = await seedDemo(handle.db, {
      scale: options.scale,
      seedValue: options.seedValue,
      onProgress: (event) => {
        if (event.kind === 'table')
          console.error(
            `  ${event.table.padEnd(18)}${String(event.rows).padStart(9)} rows  ${seconds(event.ms)}`,
          );
      },
    });
    // The steady state autovacuum reaches soon after a bulk load: planner statistics, visibility
    // maps (index-only scans), no dead rows left by the seed's updates.
    await handle.db.execute(sql`vacuum analyze`);
    console.error(`Seeded in ${seconds(seeded.totalMs)}.`);
  } finally {
    await handle.close();
  }
  return url.toString();
}

// ---------------------------------------------------------------------------------------------
// The server

function assertBuilt() {
  for (const file of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(root, file))) {
      usage(`${file} is missing: build first (npm run build), or pass --build`);
    }
  }
}

type RunningServer = {
  origin: string;
  /** Why the server is gone ("exited with 1", "killed by SIGTERM") and its last output; null while it runs. */
  gone(): string | null;
};

/** The built server on a free port of 127.0.0.1, once /api/health answers. */
async function startServer(databaseUrl: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-web-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  // The address the browser uses is the one in APP_URL: refresh and logout refuse other origins.
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Not production: that refuses RATE_LIMITS=off and wants real mail and billing settings.
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  };
  // File outbox, mock billing and database rate-limit counters whatever the caller's shell has set.
  for (const name of ['SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'REDIS_URL', 'TRUST_PROXY']) {
    delete env[name];
  }
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stopping = false;
  cleanups.push(() => {
    stopping = true;
    return stopProcess(child);
  });
  let output = '';
  let exit: string | null = null;
  child.once('exit', (code, signal) => {
    exit = signal ? `was killed by ${signal}` : `exited with ${code}`;
  });
  const gone = () => (exit && !stopping ? `the server ${exit}; its last output:\n${output.trim()}` : null);
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const why = gone();
    if (why) throw new Error(why);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return { origin, gone };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`the server did not answer /api/health within 90 s:\n${output}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Chromium

function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH ${fromEnv} does not exist`);
    return fromEnv;
  }
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    try {
      const found = execFileSync('which', [name], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
      if (found) return found;
    } catch {
      // Not on the PATH.
    }
  }
  throw new Error('Chromium not found: install it, or set CHROMIUM_PATH to a Chromium or Chrome executable');
}

async function launchBrowser(): Promise<Browser> {
  const browser = await puppeteer.launch({
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_FLAGS,
    defaultViewport: VIEWPORT,
    // Signals are handled above (puppeteer's own handler would exit before the cleanup).
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  cleanups.push(() => browser.close());
  return browser;
}

const ACCOUNT = DEMO_ACCOUNTS[0]!;
let signedInAt = 0;

/**
 * Signs in the way the web app does: the login call from the app's own origin sets the refresh
 * cookie (folio_refresh), and the access token goes to localStorage (key `token`), where the app
 * reads it. Every page of the browser's default context then starts signed in.
 */
async function ensureSignedIn(browser: Browser, origin: string) {
  if (Date.now() - signedInAt < RENEW_SESSION_AFTER_MS) return;
  const page = await browser.newPage();
  try {
    // A small same-origin document (no app code) to run the login from.
    await page.goto(`${origin}/robots.txt`);
    const error = await page.evaluate(
      `(async () => {
        const res = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          credentials: 'same-origin',
          body: JSON.stringify(${JSON.stringify({ email: ACCOUNT.email, password: DEMO_PASSWORD })}),
        });
        if (!res.ok) return 'login answered ' + res.status + ': ' + (await res.text()).slice(0, 300);
        localStorage.setItem('token', (await res.json()).token);
        return null;
      })()`,
    );
    if (error) throw new Error(`${error} (is the database seeded with npm run seed?)`);
    signedInAt = Date.now();
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------
// One measurement

/**
 * Page-side code (a string: scripts/ is type-checked without the DOM library, and a function's
 * source as the loader transpiles it may reference helpers the page does not have). It records,
 * on the page's clock (ms since navigation start):
 *   card:  the first card of the list in the viewport, painted — taken in a task posted from the
 *          requestAnimationFrame callback of the first frame that has it, so after that frame's
 *          style, layout and paint on the main thread;
 *   count: the same for the heading's count, "Clients (12,000)";
 *   start: 0 for a page load; for a click, the timeStamp of the pointerdown on the link.
 */
function watcherSource(title: string, mode: Mode) {
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

type PageState = {
  start: number | null;
  card: number | null;
  count: number | null;
  countText: string | null;
};

/** One API request of the measured navigation, in ms from its start. */
type ApiCall = {
  /** The tRPC procedures of the (batched) request, or the REST path. */
  call: string;
  startMs: number;
  /** Until the response's first byte: the server's time plus localhost. */
  firstByteMs: number;
  endMs: number;
  bytes: number;
};

type RunResult = {
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

const RESOURCES_SOURCE = `performance.getEntriesByType('resource')
  .filter((e) => e.initiatorType === 'fetch' || e.initiatorType === 'xmlhttprequest')
  .map((e) => ({ url: e.name, start: e.startTime, firstByte: e.responseStart, end: e.responseEnd, bytes: e.transferSize }))`;

const FCP_SOURCE = `(performance.getEntriesByName('first-contentful-paint')[0] || { startTime: null }).startTime`;

/**
 * `auth.me, clients.page (limit 20)` for a batched tRPC request: its procedures, with the page
 * size and "next page" (a cursor) where the input has them, to tell the grid's pages from the
 * client filter's list. Other requests by their path.
 */
function callName(url: string): string {
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

async function measure(
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

// ---------------------------------------------------------------------------------------------
// Figures

type Stats = { n: number; min: number; median: number; p95: number; max: number };

function stats(values: number[]): Stats | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  const median = (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2;
  // Nearest rank: with 5 runs this is the slowest one.
  const p95 = sorted[Math.ceil(0.95 * sorted.length) - 1]!;
  return { n: sorted.length, min: sorted[0]!, median, p95, max: sorted.at(-1)! };
}

type Summary = {
  list: ListName;
  path: string;
  mode: Mode;
  card: Stats | null;
  count: Stats | null;
  fcp: Stats | null;
  countText: string | null;
  /** Per API call: in how many runs it was made, and its median start, first byte and end. */
  api: { call: string; runs: number; startMs: number; firstByteMs: number; endMs: number; bytes: number }[];
};

function summarize(results: RunResult[], list: ListName, mode: Mode): Summary {
  const runs = results.filter((r) => r.list === list && r.mode === mode && !r.warmup);
  const calls = new Map<string, ApiCall[]>();
  for (const run of runs) {
    for (const call of run.api) calls.set(call.call, [...(calls.get(call.call) ?? []), call]);
  }
  const med = (values: number[]) => stats(values)?.median ?? 0;
  return {
    list,
    path: LISTS[list].path,
    mode,
    card: stats(runs.map((r) => r.cardMs)),
    count: stats(runs.map((r) => r.countMs)),
    fcp: stats(runs.flatMap((r) => (r.fcpMs === null ? [] : [r.fcpMs]))),
    countText: runs.at(-1)?.countText ?? null,
    api: [...calls.entries()]
      .map(([call, list]) => ({
        call,
        runs: new Set(runs.filter((r) => r.api.some((c) => c.call === call)).map((r) => r.run)).size,
        startMs: med(list.map((c) => c.startMs)),
        firstByteMs: med(list.map((c) => c.firstByteMs)),
        endMs: med(list.map((c) => c.endMs)),
        bytes: med(list.map((c) => c.bytes)),
      }))
      .sort((a, b) => a.startMs - b.startMs),
  };
}

const ms = (value: number | undefined) => (value === undefined ? '-' : String(Math.round(value)));

const MAIN_HEAD = [
  'list',
  'mode',
  'runs',
  'first card median',
  'p95',
  'max',
  'min',
  'count median',
  'p95',
  'max',
  'FCP median',
];
function mainRows(summaries: Summary[]): string[][] {
  return summaries.map((s) => [
    s.path,
    MODES[s.mode],
    String(s.card?.n ?? 0),
    ms(s.card?.median),
    ms(s.card?.p95),
    ms(s.card?.max),
    ms(s.card?.min),
    ms(s.count?.median),
    ms(s.count?.p95),
    ms(s.count?.max),
    ms(s.fcp?.median),
  ]);
}

const API_HEAD = ['list', 'mode', 'request', 'runs', 'start', 'first byte', 'end', 'KiB'];
function apiRows(summaries: Summary[]): string[][] {
  return summaries.flatMap((s) =>
    s.api.map((a) => [
      s.path,
      MODES[s.mode],
      a.call,
      String(a.runs),
      ms(a.startMs),
      ms(a.firstByteMs),
      ms(a.endMs),
      (a.bytes / 1024).toFixed(1),
    ]),
  );
}

function textTable(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const left = (i: number) => i < 3 && head[i] !== 'runs';
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (left(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function markdownTable(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(head),
    line(head.map((h, i) => (i < 3 && h !== 'runs' ? '---' : '---:'))),
    ...rows.map((row) => line(row.map((c) => c.replace(/\|/g, '\\|')))),
  ].join('\n');
}

function gitInfo(): { commit: string | null; dirty: boolean | null } {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return {
      commit: git('rev-parse', '--short', 'HEAD').trim(),
      dirty: git('status', '--porcelain').trim() !== '',
    };
  } catch {
    return { commit: null, dirty: null };
  }
}

function machine() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model ?? null,
    cpus: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
  };
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    usage(
      options.reuse
        ? 'Set DATABASE_URL to the seeded database (npm run seed -- --scale 200 with the same DATABASE_URL)'
        : 'Set DATABASE_URL to a PostgreSQL server the scratch database can be created on, e.g. postgres://postgres@127.0.0.1:5432/postgres',
    );
  }
  if (options.build) {
    console.error('Building the server and the web app ...');
    execFileSync(
      'npx',
      [
        'turbo',
        'run',
        'build',
        '--filter=@folio/server...',
        '--filter=@folio/web',
        '--output-logs=errors-only',
      ],
      { cwd: root, stdio: 'inherit' },
    );
  }
  assertBuilt();
  const started = new Date();
  const loadBefore = os.loadavg();
  // Checked before anything of ours runs (the server and Chromium load the machine themselves).
  if (loadBefore[0]! > os.cpus().length / 2) {
    console.error(
      `Warning: load average ${loadBefore[0]!.toFixed(1)} on ${os.cpus().length} CPUs before the start: other ` +
        'processes compete for the CPU, and the figures will be slower and noisier.',
    );
  }

  let seedMs: number | null = null;
  let serverDatabaseUrl = databaseUrl;
  if (!options.reuse) {
    const t0 = performance.now();
    serverDatabaseUrl = await createSeededDatabase(databaseUrl, options);
    seedMs = performance.now() - t0;
  }
  console.error('Starting the server ...');
  const server = await startServer(serverDatabaseUrl);
  const { origin } = server;
  const browser = await launchBrowser();
  const chromium = await browser.version();
  await ensureSignedIn(browser, origin);
  console.error(
    `Server at ${origin}; ${chromium}; CPU throttling ${options.throttle}×; ` +
      `${options.warmup} warm-up + ${options.runs} measured run(s) per list and mode`,
  );

  const results: RunResult[] = [];
  const errors: string[] = [];
  // Round by round over every list and mode, so that a burst of load from elsewhere slows a few
  // runs of each rather than all the runs of one.
  const combos = options.lists.flatMap((list) => options.modes.map((mode) => ({ list, mode })));
  rounds: for (let i = 1; i <= options.warmup + options.runs; i++) {
    const warmup = i <= options.warmup;
    const run = warmup ? i : i - options.warmup;
    for (const { list, mode } of combos) {
      if (interrupted || server.gone()) break rounds;
      const label = `${LISTS[list].path} ${MODES[mode]} ${warmup ? `warm-up ${run}` : `run ${run}/${options.runs}`}`;
      try {
        await ensureSignedIn(browser, origin);
        const result = { ...(await measure(browser, origin, list, mode, options)), run, warmup };
        results.push(result);
        console.error(
          `  ${label}: first card ${ms(result.cardMs)} ms, count ${ms(result.countMs)} ms (${result.countText})`,
        );
      } catch (error) {
        if (interrupted || server.gone()) break rounds;
        const message = error instanceof Error ? error.message : String(error);
        errors.push(`${label}: ${message}`);
        console.error(`  ${label} failed: ${message}`);
      }
    }
  }
  if (interrupted) return 130;
  const serverGone = server.gone();
  if (serverGone) {
    errors.push(serverGone);
    console.error(`\n${serverGone}\nThe remaining runs were skipped.`);
  }

  const summaries = options.lists.flatMap((list) =>
    options.modes.map((mode) => summarize(results, list, mode)),
  );
  const git = gitInfo();
  const host = machine();
  const counts = options.lists
    .map((list) => `${summaries.find((s) => s.list === list)?.countText ?? '?'} ${list}`)
    .join(', ');
  console.log(
    `\nWeb lists at ${counts}; ${chromium}, CPU throttling ${options.throttle}×, ${VIEWPORT.width}×${VIEWPORT.height}, ` +
      `HTTP cache ${options.keepCache ? 'kept' : 'cleared'} before each run; ${host.cpus} × ${host.cpuModel}.\n` +
      `Milliseconds from navigation start (page load) or from the press on the sidebar link (in-app); ` +
      `median, p95, max (and min) of ${options.runs} run(s).\n`,
  );
  const main = mainRows(summaries);
  const apis = apiRows(summaries);
  console.log(textTable(MAIN_HEAD, main));
  console.log('\nAPI requests (medians, ms from the same start):\n');
  console.log(textTable(API_HEAD, apis));
  if (options.markdown) {
    console.log(`\n${markdownTable(MAIN_HEAD, main)}\n\n${markdownTable(API_HEAD, apis)}`);
  }

  const file =
    options.out ??
    path.join(root, '.data/bench', `web-lists-${started.toISOString().replace(/[:.]/g, '-')}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: started.toISOString(),
        git,
        chromium,
        machine: { ...host, loadavgBefore: loadBefore, loadavgAfter: os.loadavg() },
        throttlingRate: options.throttle,
        viewport: VIEWPORT,
        options: {
          runs: options.runs,
          warmup: options.warmup,
          lists: options.lists,
          modes: options.modes,
          httpCache: options.keepCache ? 'kept' : 'cleared before each run',
        },
        database: {
          url: redactUrl(serverDatabaseUrl),
          reused: options.reuse,
          scale: options.reuse ? null : options.scale,
          seedValue: options.reuse ? null : options.seedValue,
          seedAndMigrateMs: seedMs,
        },
        summaries,
        runs: results,
        errors,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nJSON: ${path.relative(process.cwd(), file)}`);
  for (const error of errors) console.log(`ERROR ${error}`);
  return errors.length > 0 ? 1 : 0;
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(interrupted ? 130 : code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await cleanup();
    process.exit(interrupted ? 130 : 1);
  });
