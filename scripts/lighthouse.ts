/**
 * Lighthouse measurement of the built web app: performance, accessibility, best practices and
 * SEO of a few pages, signed out and signed in, against the goals below. A measuring tool, not a
 * test: run it before and after a change that touches what the browser loads.
 *
 *   npm run build && npm run lighthouse            # or: npm run lighthouse -- --build
 *   npm run lighthouse -- --pages /,/dashboard --runs 5 --markdown
 *   npx tsx scripts/lighthouse.ts --help
 *
 * It starts the built server (apps/server/dist/main.js) on a free port of 127.0.0.1 with a new
 * temporary DATA_DIR (embedded PGlite, file outbox, mock billing, RATE_LIMITS=off), registers a
 * demo account with a few clients, projects and invoices, and runs Lighthouse's default (mobile,
 * simulated throttling) configuration in Chromium on each page. The server, the browser and the
 * temporary directory are always removed at the end, after an error or Ctrl-C too.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { type Flags, generateReport, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { freePort, stopProcess } from './child-processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Pages a visitor sees without signing in; every other page is audited signed in. */
const PUBLIC_PAGES = new Set([
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/legal/terms',
  '/legal/privacy',
  '/undo-email-change',
]);

const DEFAULT_PAGES = ['/', '/login', '/register', '/dashboard'];

/**
 * The goals: Lighthouse performance at least 90 on the public pages a visitor lands on, at least
 * 80 on signed-in pages (they load the app shell and fetch data first); accessibility, best
 * practices and SEO 100 everywhere.
 */
const GOALS = {
  performancePublic: 90,
  performanceSignedIn: 80,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** Categories whose every failing audit is listed: a score below 100 there is a list of fixes. */
const LISTED_CATEGORIES: Category[] = ['accessibility', 'best-practices', 'seo'];

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const DEMO = { name: 'Dana Demo', password: 'Str0ngPass!', orgName: 'Demo Studio' };

type Options = {
  build: boolean;
  pages: string[];
  runs: number;
  markdown: boolean;
  out: string | undefined;
  reports: boolean;
};

const HELP = `Usage: npx tsx scripts/lighthouse.ts [options]   (npm run lighthouse -- [options])

Runs Lighthouse (mobile preset, simulated throttling) on the built web app and compares the
median run of each page with the goals. Build first (npm run build), or pass --build.

  --build          Build the server and the web app first
  --pages LIST     Comma-separated paths. Default ${DEFAULT_PAGES.join(',')}
  --runs N         Lighthouse runs per page; the run with the median performance score is
                   reported. Default 3
  --markdown       Also print the results as a markdown table
  --out FILE       Where to write the JSON summary. Default .data/lighthouse/<time>.json
  --reports        Also write Lighthouse's HTML report of each page's median run beside it
  -h, --help       This help

Environment: CHROMIUM_PATH (default /usr/bin/chromium).
Exit status: 0 when every goal is met, 1 when one is missed or a run failed, 2 for bad options,
130 after Ctrl-C.`;

function parseArgs(argv: string[]): Options {
  const options: Options = {
    build: false,
    pages: DEFAULT_PAGES,
    runs: 3,
    markdown: false,
    out: undefined,
    reports: false,
  };
  const value = (i: number, name: string) => {
    const v = argv[i];
    if (v === undefined || v.startsWith('--')) usage(`${name} needs a value`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--build') options.build = true;
    else if (arg === '--markdown') options.markdown = true;
    else if (arg === '--reports') options.reports = true;
    else if (arg === '--pages') {
      options.pages = value(++i, arg)
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => (p.startsWith('/') ? p : `/${p}`));
      if (options.pages.length === 0) usage('--pages needs at least one path');
    } else if (arg === '--runs') {
      options.runs = Number(value(++i, arg));
      if (!Number.isInteger(options.runs) || options.runs < 1 || options.runs > 25)
        usage('--runs must be 1..25');
    } else if (arg === '--out') options.out = path.resolve(value(++i, arg));
    else if (arg === '-h' || arg === '--help') {
      console.log(HELP);
      process.exit(0);
    } else usage(`unknown option ${arg}`);
  }
  return options;
}

function usage(message: string): never {
  console.error(`${message}\n\n${HELP}`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// Cleanup: everything started is registered here and undone in reverse order, once.

const cleanups: (() => Promise<void> | void)[] = [];
let cleaningUp: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaningUp ??= (async () => {
    for (const undo of cleanups.reverse()) {
      try {
        await undo();
      } catch (error) {
        console.error('cleanup:', error);
      }
    }
  })();
  return cleaningUp;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// The server

async function startServer(): Promise<{ origin: string }> {
  const main = path.join(root, 'apps/server/dist/main.js');
  const web = path.join(root, 'apps/web/dist/index.html');
  for (const file of [main, web]) {
    if (!existsSync(file)) {
      throw new Error(`${path.relative(root, file)} is missing: run npm run build first, or pass --build`);
    }
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-lighthouse-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  // The address the browser uses is the one in APP_URL: refresh and logout refuse other origins.
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: origin,
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  };
  // Embedded database, file outbox and mock billing whatever the caller's shell has set.
  for (const name of [
    'DATABASE_URL',
    'SMTP_URL',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'REDIS_URL',
    'JWT_SECRET',
  ]) {
    delete env[name];
  }
  const child = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  cleanups.push(() => stopProcess(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return { origin };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer /api/health within 90 s:\n${output}`);
}

// ---------------------------------------------------------------------------------------------
// Demo data: enough that the dashboard shows figures, a chart and lists rather than empty states.

async function api<T>(origin: string, method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(`${origin}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} /api${url} answered ${res.status}: ${text.slice(0, 500)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function createDemoAccount(origin: string): Promise<{ email: string; password: string }> {
  const email = `demo-${Date.now()}@example.com`;
  const { token } = await api<{ token: string }>(origin, 'POST', '/auth/register', null, {
    name: DEMO.name,
    email,
    password: DEMO.password,
    orgName: DEMO.orgName,
  });
  const clients = ['Northwind Traders', 'Blue Harbor Labs', 'Cedar & Pine Studio'];
  const projects = ['Website redesign', 'Brand guidelines', 'Mobile app MVP', 'SEO audit'];
  const clientIds: string[] = [];
  for (const [i, name] of clients.entries()) {
    const client = await api<{ _id: string }>(origin, 'POST', '/clients', token, {
      name,
      email: `billing${i + 1}@example.com`,
      tags: i === 0 ? ['retainer'] : [],
    });
    clientIds.push(client._id);
  }
  const projectIds: { id: string; client: string }[] = [];
  for (const [i, title] of projects.entries()) {
    const client = clientIds[i % clientIds.length]!;
    const project = await api<{ _id: string }>(origin, 'POST', '/projects', token, {
      title,
      client,
      priceCents: 250_000 * (i + 1),
    });
    projectIds.push({ id: project._id, client });
  }
  for (let i = 0; i < 6; i++) {
    const project = projectIds[i % projectIds.length]!;
    const invoice = await api<{ _id: string }>(origin, 'POST', '/invoices', token, {
      client: project.client,
      project: [project.id],
      items: [
        { description: 'Design work', quantity: 8 + i, unitPrice: 95 },
        { description: 'Project management', quantity: 2, unitPrice: 70 },
      ],
    });
    if (i % 3 !== 2) await api(origin, 'PATCH', `/invoices/${invoice._id}/mark-sent`, token, {});
    if (i % 3 === 0) await api(origin, 'PATCH', `/invoices/${invoice._id}/mark-paid`, token, {});
  }
  return { email, password: DEMO.password };
}

// ---------------------------------------------------------------------------------------------
// The browser and Lighthouse

type Metrics = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsKiB: number | null;
  unusedJsKiB: number | null;
  finalUrl: string;
  warnings: string[];
};

/** `examples`: up to three of the elements or issues the audit found, to know where to look. */
type FailingAudit = {
  category: Category;
  id: string;
  title: string;
  score: number | null;
  examples: string[];
};

type AuditItem = {
  node?: { selector?: string; snippet?: string; nodeLabel?: string };
  issueType?: string;
  subItems?: { items?: unknown[] };
  source?: { url?: string };
  url?: string;
  description?: string;
};

function examplesOf(details: unknown): string[] {
  const items = (details as { items?: AuditItem[] } | undefined)?.items ?? [];
  const out: string[] = [];
  for (const item of items.slice(0, 3)) {
    const text =
      (item.node && (item.node.selector || item.node.snippet)) ||
      (item.issueType &&
        [item.issueType, ...(item.subItems?.items ?? []).slice(0, 1).map((sub) => JSON.stringify(sub))].join(
          ': ',
        )) ||
      item.source?.url ||
      item.url ||
      item.description;
    if (text) out.push(text.length > 160 ? `${text.slice(0, 157)}...` : text);
  }
  return out;
}

async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: install it or set CHROMIUM_PATH`);
  }
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_FLAGS,
    defaultViewport: null,
  });
  cleanups.push(() => browser.close());
  return browser;
}

/**
 * Signs in the way the web app does: the login call from the app's own origin sets the refresh
 * cookie, and the access token goes to localStorage (key `token`), where the app reads it.
 */
async function signIn(page: Page, origin: string, credentials: { email: string; password: string }) {
  // A small same-origin document (no app code) to run the login from.
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(async (creds) => {
    const res = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(creds),
    });
    if (!res.ok) throw new Error(`login answered ${res.status}`);
    const { token } = (await res.json()) as { token: string };
    // This callback runs in the page: scripts/ is type-checked without the DOM library.
    const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
      .localStorage;
    storage.setItem('token', token);
  }, credentials);
}

const score = (lhr: Result, id: Category) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const numeric = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
};

function metricsOf(lhr: Result): Metrics {
  const resources = lhr.audits['resource-summary']?.details as
    | { items?: { resourceType: string; transferSize: number }[] }
    | undefined;
  const script = resources?.items?.find((item) => item.resourceType === 'script');
  const unused = lhr.audits['unused-javascript']?.details as
    | { overallSavingsBytes?: number; items?: { wastedBytes?: number }[] }
    | undefined;
  const unusedBytes =
    unused?.overallSavingsBytes ?? unused?.items?.reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsKiB: script ? script.transferSize / 1024 : null,
    unusedJsKiB: unusedBytes === undefined ? null : unusedBytes / 1024,
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings.map(String),
  };
}

function failingAudits(lhr: Result): FailingAudit[] {
  const out: FailingAudit[] = [];
  for (const category of LISTED_CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      // Weight 0 audits do not count toward the score (manual checks, informative notices).
      if (ref.weight === 0) continue;
      const audit = lhr.audits[ref.id];
      if (!audit || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual')
        continue;
      if (audit.score !== null && audit.score >= 1) continue;
      out.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        examples: examplesOf(audit.details),
      });
    }
  }
  return out;
}

/**
 * Lighthouse's own failures (a trace it could not record, a page that did not load in time) say
 * nothing about the page and usually pass on a second try; they are retried, up to MAX_ATTEMPTS.
 */
class LighthouseRunError extends Error {}
const MAX_ATTEMPTS = 3;

async function runLighthouse(
  browser: Browser,
  origin: string,
  pagePath: string,
  signedIn: boolean,
  credentials: { email: string; password: string },
): Promise<Result> {
  const page = await browser.newPage();
  try {
    if (signedIn) await signIn(page, origin, credentials);
    // An empty HTTP cache for every run, as for a first visit; signed in, Lighthouse must keep
    // storage (the session), so the cache is emptied here instead of by its storage reset.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const flags: Flags = {
      onlyCategories: [...CATEGORIES],
      logLevel: 'error',
      output: 'json',
      disableStorageReset: signedIn,
    };
    const result = await lighthouse(`${origin}${pagePath}`, flags, undefined, page).catch(
      (error: unknown) => {
        throw new LighthouseRunError(`Lighthouse: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    if (!result) throw new LighthouseRunError('Lighthouse returned no result');
    const { runtimeError } = result.lhr;
    if (runtimeError)
      throw new LighthouseRunError(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    return result.lhr;
  } finally {
    await page.close().catch(() => {});
  }
}

type PageResult = {
  page: string;
  signedIn: boolean;
  runs: Metrics[];
  median: Metrics;
  /** The median run's full Lighthouse result, for --reports; not part of the JSON summary. */
  medianReport: Result;
  failing: (FailingAudit & { runs: number })[];
  goals: { name: string; goal: number; value: number | null; met: boolean }[];
  error?: string;
};

async function auditPage(
  browser: Browser,
  origin: string,
  pagePath: string,
  runs: number,
  credentials: { email: string; password: string },
): Promise<PageResult> {
  const signedIn = !PUBLIC_PAGES.has(pagePath);
  const results: Metrics[] = [];
  const reports = new Map<Metrics, Result>();
  const failing = new Map<string, FailingAudit & { runs: number }>();
  for (let run = 1; run <= runs; run++) {
    for (let attempt = 1; ; attempt++) {
      try {
        const lhr = await runLighthouse(browser, origin, pagePath, signedIn, credentials);
        const metrics = metricsOf(lhr);
        const landed = new URL(metrics.finalUrl).pathname;
        if (landed !== pagePath) {
          throw new Error(`${pagePath} ended on ${landed}${signedIn ? ' (was the sign-in lost?)' : ''}`);
        }
        results.push(metrics);
        reports.set(metrics, lhr);
        for (const audit of failingAudits(lhr)) {
          const key = `${audit.category}/${audit.id}`;
          const seen = failing.get(key);
          if (seen) seen.runs++;
          else failing.set(key, { ...audit, runs: 1 });
        }
        console.error(
          `  ${pagePath} run ${run}/${runs}: performance ${metrics.performance}, LCP ${fmtSeconds(metrics.lcpMs)} s, ` +
            `accessibility ${metrics.accessibility}, best practices ${metrics.bestPractices}, SEO ${metrics.seo}`,
        );
        break;
      } catch (error) {
        if (!(error instanceof LighthouseRunError) || attempt >= MAX_ATTEMPTS) throw error;
        console.error(`  ${pagePath} run ${run}/${runs}: ${error.message}; trying again`);
      }
    }
  }
  const sorted = [...results].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const performanceGoal = signedIn ? GOALS.performanceSignedIn : GOALS.performancePublic;
  const goal = (name: string, target: number, value: number | null) => ({
    name,
    goal: target,
    value,
    met: value !== null && value >= target,
  });
  return {
    page: pagePath,
    signedIn,
    runs: results,
    median,
    medianReport: reports.get(median)!,
    failing: [...failing.values()],
    goals: [
      goal('performance', performanceGoal, median.performance),
      goal('accessibility', GOALS.accessibility, median.accessibility),
      goal('best practices', GOALS.bestPractices, median.bestPractices),
      goal('SEO', GOALS.seo, median.seo),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Output

const fmtSeconds = (ms: number | null) => (ms === null ? '-' : (ms / 1000).toFixed(2));
const fmt = (value: number | null, digits = 0) => (value === null ? '-' : value.toFixed(digits));

function tableRows(results: PageResult[]): string[][] {
  return results.map((r) => {
    const m = r.median;
    const perf = r.runs.map((run) => run.performance ?? 0);
    const mark = (name: string, value: number | null) => {
      const g = r.goals.find((x) => x.name === name)!;
      return `${fmt(value)}${g.met ? '' : ' ✗'}`;
    };
    return [
      `${r.page}${r.signedIn ? ' (signed in)' : ''}`,
      `${mark('performance', m.performance)}${r.runs.length > 1 ? ` (${Math.min(...perf)}–${Math.max(...perf)})` : ''}`,
      `≥${r.goals[0]!.goal}`,
      fmtSeconds(m.lcpMs),
      fmtSeconds(m.fcpMs),
      fmt(m.tbtMs),
      fmt(m.cls, 3),
      mark('accessibility', m.accessibility),
      mark('best practices', m.bestPractices),
      mark('SEO', m.seo),
      fmt(m.jsKiB, 1),
      fmt(m.unusedJsKiB, 1),
    ];
  });
}

const HEAD = [
  'page',
  'performance',
  'goal',
  'LCP s',
  'FCP s',
  'TBT ms',
  'CLS',
  'accessibility',
  'best practices',
  'SEO',
  'JS KiB',
  'unused JS KiB',
];

function textTable(rows: string[][]): string {
  const widths = HEAD.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(HEAD), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function markdownTable(rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(HEAD), line(HEAD.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

function gitInfo(): { commit: string | null; dirty: boolean | null } {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const commit = git('rev-parse', '--short', 'HEAD').trim();
    const status = git('status', '--porcelain');
    return { commit, dirty: status.trim() !== '' };
  } catch {
    return { commit: null, dirty: null };
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const options = parseArgs(process.argv.slice(2));
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
  const started = new Date();
  console.error('Starting the server ...');
  const { origin } = await startServer();
  console.error(`Server at ${origin}; creating the demo account ...`);
  const credentials = await createDemoAccount(origin);
  const browser = await launchBrowser();
  const chromium = await browser.version();
  console.error(`${chromium}; ${options.runs} run(s) per page`);

  const results: PageResult[] = [];
  const errors: string[] = [];
  for (const pagePath of options.pages) {
    try {
      results.push(await auditPage(browser, origin, pagePath, options.runs, credentials));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      errors.push(`${pagePath}: ${message}`);
      console.error(`  ${pagePath} failed: ${message}`);
    }
  }

  const rows = tableRows(results);
  console.log(
    `\nLighthouse ${readLighthouseVersion()}, mobile preset, simulated throttling; median of ${options.runs} run(s) by performance (✗ = goal missed)\n`,
  );
  console.log(textTable(rows));
  if (options.markdown) console.log(`\n${markdownTable(rows)}`);

  for (const r of results) {
    if (r.failing.length === 0) continue;
    console.log(`\n${r.page}: failing audits`);
    for (const a of r.failing) {
      const runs = r.runs.length > 1 ? ` (${a.runs}/${r.runs.length} runs)` : '';
      console.log(`  ${a.category.padEnd(14)} ${a.id}: ${a.title}${runs}`);
      for (const example of a.examples) console.log(`  ${''.padEnd(14)}   - ${example}`);
    }
  }
  const warnings = new Set(results.flatMap((r) => r.runs.flatMap((run) => run.warnings)));
  for (const warning of warnings) console.log(`\nLighthouse warning: ${warning}`);

  const missed = results.flatMap((r) =>
    r.goals.filter((g) => !g.met).map((g) => `${r.page} ${g.name} ${g.value ?? '-'} < ${g.goal}`),
  );
  const file =
    options.out ?? path.join(root, '.data/lighthouse', `${started.toISOString().replace(/[:.]/g, '-')}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: started.toISOString(),
        git: gitInfo(),
        lighthouse: readLighthouseVersion(),
        chromium,
        node: process.version,
        machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, loadavg: os.loadavg() },
        options: { pages: options.pages, runs: options.runs },
        goals: GOALS,
        results: results.map(({ medianReport: _, ...rest }) => rest),
        errors,
        missed,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nJSON summary: ${path.relative(process.cwd(), file)}`);
  if (options.reports) {
    for (const r of results) {
      const slug = r.page === '/' ? 'home' : r.page.slice(1).replace(/[^a-zA-Z0-9]+/g, '-');
      const report = `${file.replace(/\.json$/, '')}-${slug}.html`;
      writeFileSync(report, generateReport(r.medianReport, 'html'));
      console.log(`Report of ${r.page}: ${path.relative(process.cwd(), report)}`);
    }
  }
  for (const error of errors) console.log(`ERROR ${error}`);
  if (missed.length > 0) console.log(`Goals missed: ${missed.join('; ')}`);
  else if (errors.length === 0) console.log('Every goal met.');
  return missed.length > 0 || errors.length > 0 ? 1 : 0;
}

function readLighthouseVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await cleanup();
    process.exit(1);
  });
