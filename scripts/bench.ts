/**
 * `npm run bench`: the performance benchmark (docs/benchmarks.md). Seeds a scratch database with
 * the demo data, starts the real API in this process on 127.0.0.1, signs in as the demo admin over
 * HTTP and measures the main read endpoints with a bounded number of requests. See USAGE.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createApiDeps } from '@folio/api';
import { folioApi } from '@folio/api/http';
import { type Database, type DatabaseHandle, openDatabase, runMigrations, schema } from '@folio/db';
import { asc, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
// The seed is not part of @folio/api's public exports; the benchmark reuses it as `npm run seed` does.
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../packages/api/src/seed/seed';

/** In a query option: the most common first word of the seeded clients' names (e.g. "harbor"). */
const COMMON_WORD = '@client';

const DEFAULTS = {
  scale: 20,
  seedValue: 42,
  requests: 200,
  warmup: 20,
  concurrency: 8,
  maxSeconds: 600,
  endpointSeconds: 60,
  timeoutMs: 30_000,
  exportRuns: 3,
  invoiceQ: COMMON_WORD,
  searchQ: ['de', 'lab', COMMON_WORD],
  activityQ: ['payment', COMMON_WORD],
};

const USAGE = `Usage: npm run bench -- [options]      (or: npx tsx scripts/bench.ts [options])

Seeds a scratch database with the demo data (seedDemo), starts the API in this process on
127.0.0.1 (rate limits off), signs in as ${DEMO_ACCOUNTS[0]!.email} over HTTP and measures the main read
endpoints: latency p50/p95/p99 and throughput, then the streamed CSV export (time, bytes and
the process memory around it). Prints a table, writes a JSON file, cleans up and exits.

Database: DATABASE_URL set → a new database folio_bench_<random> on that PostgreSQL server
(dropped at the end); unset → an embedded PGlite database in a temporary directory (deleted
at the end). Migrations run first.

Options:
  --scale N             Demo data multiplier (scale 1 = 60 clients, 150 projects, 300 invoices,
                        200 notes, plus their activity history). Default ${DEFAULTS.scale}.
  --seed-value S        Seed of the data generator. Default ${DEFAULTS.seedValue}.
  --requests N          Measured requests per endpoint. Default ${DEFAULTS.requests}.
  --warmup N            Unmeasured requests per endpoint first (at most a quarter of the
                        endpoint's time). Default ${DEFAULTS.warmup}.
  --concurrency C       Requests in flight at once. Default ${DEFAULTS.concurrency}.
  --max-seconds S       Cap on the whole measurement phase (seeding excluded); endpoints not
                        reached are reported as skipped. Default ${DEFAULTS.maxSeconds}.
  --endpoint-seconds S  Cap per endpoint (warm-up + measurement); a capped endpoint reports
                        the requests it completed. Default ${DEFAULTS.endpointSeconds}.
  --timeout-ms MS       Per-request timeout (counts as a failure). Default ${DEFAULTS.timeoutMs}.
  --export-runs N       Timed sequential runs of GET /api/activity/export, then one memory probe
                        run (a full GC every 256 KiB received). 0 skips the export. Default ${DEFAULTS.exportRuns}.
  --invoice-q TEXT      Client name fragment for GET /api/invoices?q=. Default "${DEFAULTS.invoiceQ}".
  --search-q A,B,...    Queries for GET /api/search?q=. Default "${DEFAULTS.searchQ.join(',')}".
  --activity-q A,B,...  Queries for GET /api/activity?q=. Default "${DEFAULTS.activityQ.join(',')}".
                        ${COMMON_WORD} in a query stands for the most common first word of the
                        seeded clients' names, so that the queries match data at any scale.
  --only TEXT           Only the endpoints whose name contains TEXT (comma-separated list;
                        "export" selects the CSV export).
  --out FILE            JSON result file. Default .data/bench/<time>-<driver>-scale<N>.json.
  --keep                Keep the scratch database (or PGlite directory) and print where it is.
  -h, --help            Show this help.

All traffic goes to 127.0.0.1. Exit status: 0 when every request answered 2xx; 1 when any
did not (or failed), or the API logged an error; 2 for bad options; 130 after Ctrl-C (the
scratch database is still dropped). See docs/benchmarks.md.`;

type Args = {
  scale: number;
  seedValue: number;
  requests: number;
  warmup: number;
  concurrency: number;
  maxSeconds: number;
  endpointSeconds: number;
  timeoutMs: number;
  exportRuns: number;
  invoiceQ: string;
  searchQ: string[];
  activityQ: string[];
  only: string[];
  out: string | null;
  keep: boolean;
};

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): Args | 'help' {
  const args: Args = { ...DEFAULTS, only: [], out: null, keep: false };
  const list = (v: string) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new UsageError(`${flag} needs a value`);
      return v;
    };
    const number = (min: number, integer = true) => {
      const raw = value();
      const n = Number(raw);
      if (!Number.isFinite(n) || n < min || (integer && !Number.isInteger(n))) {
        throw new UsageError(
          `${flag} must be ${integer ? 'an integer' : 'a number'} ≥ ${min} (got "${raw}")`,
        );
      }
      return n;
    };
    switch (flag) {
      case '-h':
      case '--help':
        return 'help';
      case '--scale':
        args.scale = number(0.01, false);
        if (args.scale > 1000) throw new UsageError('--scale must be at most 1000');
        break;
      case '--seed-value':
        args.seedValue = number(Number.MIN_SAFE_INTEGER);
        break;
      case '--requests':
        args.requests = number(1);
        break;
      case '--warmup':
        args.warmup = number(0);
        break;
      case '--concurrency':
        args.concurrency = number(1);
        break;
      case '--max-seconds':
        args.maxSeconds = number(1, false);
        break;
      case '--endpoint-seconds':
        args.endpointSeconds = number(1, false);
        break;
      case '--timeout-ms':
        args.timeoutMs = number(1);
        break;
      case '--export-runs':
        args.exportRuns = number(0);
        break;
      case '--invoice-q':
        args.invoiceQ = value();
        break;
      case '--search-q':
        args.searchQ = list(value());
        break;
      case '--activity-q':
        args.activityQ = list(value());
        break;
      case '--only':
        args.only = list(value()).map((s) => s.toLowerCase());
        break;
      case '--out':
        args.out = value();
        break;
      case '--keep':
        args.keep = true;
        break;
      default:
        throw new UsageError(`Unknown option "${arg}"`);
    }
  }
  return args;
}

// ---------------------------------------------------------------------------------------------
// Database: a scratch PostgreSQL database or a temporary PGlite directory.

type Scratch = {
  handle: DatabaseHandle;
  driver: 'postgres' | 'pglite';
  /** Where the data is, for --keep and the report (no credentials). */
  location: string;
  serverVersion: string;
  cleanup(keep: boolean): Promise<void>;
};

/** The URL without its password, for printing. */
function redactUrl(url: URL) {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
}

async function serverVersion(db: Database) {
  const rows = (await db.execute(sql`select version() as v`)) as unknown as
    | { v: string }[]
    | { rows: { v: string }[] };
  const list = Array.isArray(rows) ? rows : rows.rows;
  return String(list[0]?.v ?? 'unknown');
}

async function openScratch(databaseUrl: string | undefined): Promise<Scratch> {
  if (databaseUrl) {
    const name = `folio_bench_${randomBytes(5).toString('hex')}`;
    const admin = openDatabase({ databaseUrl, poolSize: 1 });
    await admin.db.execute(sql.raw(`create database "${name}"`));
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    // The same pool size as the server (openDatabase's default).
    const handle = openDatabase({ databaseUrl: url.toString() });
    const dropIt = async () => {
      await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
    };
    try {
      await runMigrations(handle);
      return {
        handle,
        driver: 'postgres',
        location: redactUrl(url),
        serverVersion: await serverVersion(handle.db),
        async cleanup(keep) {
          await handle.close();
          if (!keep) await dropIt();
          await admin.close();
        },
      };
    } catch (error) {
      await handle.close().catch(() => {});
      await dropIt().catch(() => {});
      await admin.close().catch(() => {});
      throw error;
    }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-'));
  const handle = openDatabase({ pgliteDir: path.join(dir, 'db') });
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    handle,
    driver: 'pglite',
    location: path.join(dir, 'db'),
    serverVersion: `PGlite (${await serverVersion(handle.db)})`,
    async cleanup(keep) {
      await handle.close();
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The API, in this process.

let serverErrors = 0;

async function startApi(db: Database, dataDir: string): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const deps = createApiDeps({
    db,
    // Request logging is off (it would measure pino); server-side failures are counted and shown.
    log: {
      info() {},
      warn() {},
      error(obj: object, msg?: string) {
        serverErrors += 1;
        if (serverErrors <= 5) console.error('  server error:', msg ?? '', obj);
      },
    },
    config: {
      appUrl: 'http://localhost:3000',
      jwtSecret: randomBytes(32).toString('hex'),
      secureCookies: false,
      rateLimits: false,
      dataDir,
      mailFrom: 'Folio <no-reply@folio.local>',
    },
  });
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  await app.register(folioApi, { deps });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('The API did not report its port');
  return { app, baseUrl: `http://127.0.0.1:${address.port}` };
}

// ---------------------------------------------------------------------------------------------
// HTTP measurement (Node's built-in fetch).

type Sample = { ms: number; status: number; bytes: number; error?: string };

type Session = { baseUrl: string; token: string; issuedAt: number };

async function login(baseUrl: string): Promise<Session> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS[0]!.email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; msg?: string };
  if (!res.ok || !body.token) throw new Error(`Login failed: ${res.status} ${body.msg ?? ''}`);
  return { baseUrl, token: body.token, issuedAt: Date.now() };
}

/** Access tokens live 15 minutes: sign in again well before that. */
async function freshSession(session: Session): Promise<Session> {
  return Date.now() - session.issuedAt > 10 * 60_000 ? login(session.baseUrl) : session;
}

async function getJson<T>(session: Session, pathAndQuery: string): Promise<T> {
  const res = await fetch(`${session.baseUrl}${pathAndQuery}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  if (!res.ok) throw new Error(`GET ${pathAndQuery} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function timedGet(session: Session, pathAndQuery: string, timeoutMs: number): Promise<Sample> {
  const started = performance.now();
  try {
    const res = await fetch(`${session.baseUrl}${pathAndQuery}`, {
      headers: { authorization: `Bearer ${session.token}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status, bytes: body.byteLength };
  } catch (error) {
    return {
      ms: performance.now() - started,
      status: 0,
      bytes: 0,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}

/** `count` requests from `concurrency` workers, stopping early at `deadline` (performance.now()). */
async function load(
  session: Session,
  pathOf: (i: number) => string,
  count: number,
  concurrency: number,
  deadline: number,
  timeoutMs: number,
): Promise<{ samples: Sample[]; wallMs: number; capped: boolean }> {
  const samples: Sample[] = [];
  let next = 0;
  let capped = false;
  const started = performance.now();
  const worker = async () => {
    for (;;) {
      if (next >= count) return;
      if (performance.now() >= deadline || stopping) {
        capped = true;
        return;
      }
      const i = next++;
      samples.push(await timedGet(session, pathOf(i), timeoutMs));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { samples, wallMs: performance.now() - started, capped };
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// ---------------------------------------------------------------------------------------------
// Memory, for the export.

/** A gc() for cleaner memory readings (the flag is set at run time; no node option needed). */
const gc: () => void = (() => {
  try {
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc') as () => void;
  } catch {
    return () => {};
  }
})();

const MB = 1024 * 1024;
const LIVE_PROBE_BYTES = 256 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

// ---------------------------------------------------------------------------------------------
// The run.

type EndpointResult = {
  name: string;
  path: string;
  requests: number;
  ok: number;
  failed: number;
  statusCounts: Record<string, number>;
  firstError?: string;
  capped: boolean;
  skipped: boolean;
  latencyMs: { min: number; p50: number; p95: number; p99: number; max: number; mean: number } | null;
  throughputRps: number | null;
  /**
   * CPU time of this process (API + database driver + PGlite when embedded + the load generator)
   * per measured request: less sensitive to other load on the machine than latency is.
   */
  cpuMsPerRequest: number | null;
  avgBytes: number | null;
  /** Items in one answer (array length, or `items` of a page), for context. */
  rows: number | null;
  loadAvgBefore: number[];
};

type ExportRun = {
  run: number;
  /** `live-heap probe`: an extra run that collects garbage every LIVE_PROBE_BYTES (its time is not comparable). */
  kind: 'timed' | 'live-heap probe';
  status: number;
  ms: number;
  ttfbMs: number;
  bytes: number;
  lines: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
  heapUsedBeforeMb: number;
  heapUsedPeakMb: number;
  heapUsedAfterMb: number;
  /** Probe run only: the largest heap still in use after a full GC, sampled during the download. */
  liveHeapPeakMb: number | null;
  loadAvgBefore: number[];
};

type Endpoint = {
  name: string;
  path: string;
  pathOf: (i: number) => string;
  rows: (body: unknown) => number;
};

let stopping = false;

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const loadAvg = () => os.loadavg().map((n) => round(n, 2));

function countRows(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object') {
    const items = (body as { items?: unknown }).items;
    if (Array.isArray(items)) return items.length;
    const recent = (body as { recentActivity?: unknown }).recentActivity;
    if (Array.isArray(recent)) return recent.length;
  }
  return 1;
}

function summarize(
  endpoint: Endpoint,
  run: { samples: Sample[]; wallMs: number; capped: boolean },
  rows: number | null,
  loadAvgBefore: number[],
): EndpointResult {
  const { samples } = run;
  const ok = samples.filter((s) => s.status >= 200 && s.status < 300);
  const statusCounts: Record<string, number> = {};
  for (const s of samples) statusCounts[String(s.status)] = (statusCounts[String(s.status)] ?? 0) + 1;
  const sorted = samples.map((s) => s.ms).sort((x, y) => x - y);
  const failedSample = samples.find((s) => !(s.status >= 200 && s.status < 300));
  return {
    name: endpoint.name,
    path: endpoint.path,
    requests: samples.length,
    ok: ok.length,
    failed: samples.length - ok.length,
    statusCounts,
    ...(failedSample ? { firstError: failedSample.error ?? `HTTP ${failedSample.status}` } : {}),
    capped: run.capped,
    skipped: false,
    latencyMs:
      sorted.length === 0
        ? null
        : {
            min: round(sorted[0]!),
            p50: round(percentile(sorted, 50)),
            p95: round(percentile(sorted, 95)),
            p99: round(percentile(sorted, 99)),
            max: round(sorted.at(-1)!),
            mean: round(sorted.reduce((sum, v) => sum + v, 0) / sorted.length),
          },
    throughputRps: samples.length === 0 ? null : round(samples.length / (run.wallMs / 1000)),
    cpuMsPerRequest: null,
    avgBytes: ok.length === 0 ? null : Math.round(ok.reduce((sum, s) => sum + s.bytes, 0) / ok.length),
    rows,
    loadAvgBefore,
  };
}

async function measureEndpoint(
  session: Session,
  endpoint: Endpoint,
  args: Args,
  phaseDeadline: number,
): Promise<EndpointResult> {
  const loadAvgBefore = loadAvg();
  const deadline = Math.min(phaseDeadline, performance.now() + args.endpointSeconds * 1000);
  // One request read in full for the answer's size in rows; it doubles as the first warm-up request.
  let rows: number | null = null;
  const probe = await fetch(`${session.baseUrl}${endpoint.pathOf(0)}`, {
    headers: { authorization: `Bearer ${session.token}` },
    signal: AbortSignal.timeout(args.timeoutMs),
  }).catch(() => null);
  if (probe?.ok) {
    const type = probe.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      rows = endpoint.rows(await probe.json());
    } else {
      await probe.arrayBuffer();
      rows = 1;
    }
  } else {
    await probe?.arrayBuffer();
  }
  if (args.warmup > 1) {
    // The warm-up may take at most a quarter of the endpoint's time.
    const warmupDeadline = Math.min(deadline, performance.now() + args.endpointSeconds * 250);
    await load(session, endpoint.pathOf, args.warmup - 1, args.concurrency, warmupDeadline, args.timeoutMs);
  }
  const cpuBefore = process.cpuUsage();
  const run = await load(session, endpoint.pathOf, args.requests, args.concurrency, deadline, args.timeoutMs);
  const cpu = process.cpuUsage(cpuBefore);
  const result = summarize(endpoint, run, rows, loadAvgBefore);
  if (run.samples.length > 0)
    result.cpuMsPerRequest = round((cpu.user + cpu.system) / 1000 / run.samples.length);
  if (probe && !probe.ok) {
    result.failed += 1;
    result.statusCounts[String(probe.status)] = (result.statusCounts[String(probe.status)] ?? 0) + 1;
    result.firstError ??= `HTTP ${probe.status} (first request)`;
  } else if (!probe) {
    result.failed += 1;
    result.statusCounts['0'] = (result.statusCounts['0'] ?? 0) + 1;
    result.firstError ??= 'first request failed';
  }
  return result;
}

/** One streamed download of the activity log, read chunk by chunk, with memory sampled meanwhile. */
async function measureExport(
  session: Session,
  run: number,
  timeoutMs: number,
  liveProbe = false,
): Promise<ExportRun> {
  gc();
  const loadAvgBefore = loadAvg();
  const before = process.memoryUsage();
  let rssPeak = before.rss;
  let heapPeak = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    rssPeak = Math.max(rssPeak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  }, 5);
  const started = performance.now();
  let ttfbMs = 0;
  let bytes = 0;
  let lines = 0;
  let status = 0;
  let liveHeapPeak = before.heapUsed;
  let nextProbe = LIVE_PROBE_BYTES;
  try {
    const res = await fetch(`${session.baseUrl}/api/activity/export`, {
      headers: { authorization: `Bearer ${session.token}` },
      signal: AbortSignal.timeout(timeoutMs * 10),
    });
    status = res.status;
    ttfbMs = performance.now() - started;
    if (res.body) {
      for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
        if (liveProbe && bytes >= nextProbe) {
          // What is still reachable mid-download (server and client side): garbage collected first.
          nextProbe = bytes + LIVE_PROBE_BYTES;
          gc();
          liveHeapPeak = Math.max(liveHeapPeak, process.memoryUsage().heapUsed);
        }
      }
    }
  } catch (error) {
    console.error(`  export run ${run} failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - started;
  const afterNoGc = process.memoryUsage();
  rssPeak = Math.max(rssPeak, afterNoGc.rss);
  heapPeak = Math.max(heapPeak, afterNoGc.heapUsed);
  gc();
  const after = process.memoryUsage();
  return {
    run,
    kind: liveProbe ? 'live-heap probe' : 'timed',
    status,
    ms: round(ms),
    ttfbMs: round(ttfbMs),
    bytes,
    lines,
    rssBeforeMb: mb(before.rss),
    rssPeakMb: mb(rssPeak),
    rssAfterMb: mb(after.rss),
    heapUsedBeforeMb: mb(before.heapUsed),
    heapUsedPeakMb: mb(heapPeak),
    heapUsedAfterMb: mb(after.heapUsed),
    liveHeapPeakMb: liveProbe ? mb(liveHeapPeak) : null,
    loadAvgBefore,
  };
}

function buildEndpoints(
  args: Args,
  ids: { clients: string[]; invoices: string[] },
  activityPages: number,
  commonWord: string,
): Endpoint[] {
  const q = (text: string) => encodeURIComponent(text === COMMON_WORD ? commonWord : text);
  const shown = (text: string) => (text === COMMON_WORD ? commonWord : text);
  const fixed = (name: string, p: string): Endpoint => ({ name, path: p, pathOf: () => p, rows: countRows });
  const deepPage = Math.max(1, Math.floor(activityPages / 2));
  const endpoints: Endpoint[] = [
    fixed('dashboard summary', '/api/dashboard/summary'),
    fixed('clients list', '/api/clients'),
    fixed('projects list (all)', '/api/projects?status=all'),
    fixed('invoices list', '/api/invoices'),
    fixed(`invoices q="${shown(args.invoiceQ)}"`, `/api/invoices?q=${q(args.invoiceQ)}`),
    ...args.searchQ.map((s) => fixed(`search q="${shown(s)}"`, `/api/search?q=${q(s)}`)),
    fixed('activity page 1', '/api/activity?page=1&limit=50'),
    fixed(`activity page ${deepPage}`, `/api/activity?page=${deepPage}&limit=50`),
    ...args.activityQ.map((s) =>
      fixed(`activity q="${shown(s)}"`, `/api/activity?q=${q(s)}&page=1&limit=50`),
    ),
  ];
  if (ids.clients.length > 0) {
    endpoints.push({
      name: 'client summary',
      path: `/api/clients/{id}/summary (${ids.clients.length} ids in turn)`,
      pathOf: (i) => `/api/clients/${ids.clients[i % ids.clients.length]}/summary`,
      rows: countRows,
    });
  }
  if (ids.invoices.length > 0) {
    endpoints.push({
      name: 'invoice pdf',
      path: `/api/invoices/{id}/pdf (${ids.invoices.length} ids in turn)`,
      pathOf: (i) => `/api/invoices/${ids.invoices[i % ids.invoices.length]}/pdf`,
      rows: () => 1,
    });
  }
  return endpoints;
}

/** The most common first word of the client names, lowercased (ties: alphabetical). */
function commonFirstWord(clients: { name: string }[]): string {
  const counts = new Map<string, number>();
  for (const { name } of clients) {
    const word = name.trim().split(/\s+/)[0]?.toLowerCase();
    if (word && word.length >= 4) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return best?.[0] ?? 'acme';
}

/** The code measured: commit and whether the working tree had changes (null outside a git checkout). */
function gitState(): { commit: string; dirty: boolean } | null {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return {
      commit: git('rev-parse', '--short', 'HEAD').trim(),
      dirty: git('status', '--porcelain').trim() !== '',
    };
  } catch {
    return null;
  }
}

const selected = (args: Args, name: string) =>
  args.only.length === 0 || args.only.some((part) => name.toLowerCase().includes(part));

function printTable(results: EndpointResult[]) {
  if (results.length === 0) return;
  const header = [
    'endpoint',
    'n',
    'fail',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'req/s',
    'cpu ms/req',
    'avg KB',
    'rows',
    'load1',
  ];
  const lines = results.map((r) => [
    r.name,
    r.skipped ? 'skipped' : `${r.requests}${r.capped ? '*' : ''}`,
    String(r.failed),
    r.latencyMs ? r.latencyMs.p50.toFixed(1) : '-',
    r.latencyMs ? r.latencyMs.p95.toFixed(1) : '-',
    r.latencyMs ? r.latencyMs.p99.toFixed(1) : '-',
    r.latencyMs ? r.latencyMs.max.toFixed(1) : '-',
    r.throughputRps === null ? '-' : r.throughputRps.toFixed(1),
    r.cpuMsPerRequest === null ? '-' : r.cpuMsPerRequest.toFixed(1),
    r.avgBytes === null ? '-' : (r.avgBytes / 1024).toFixed(1),
    r.rows === null ? '-' : String(r.rows),
    r.loadAvgBefore[0]?.toFixed(2) ?? '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(format(l));
  if (results.some((r) => r.capped)) console.log('* stopped early by --endpoint-seconds / --max-seconds');
}

function printExport(runs: ExportRun[]) {
  if (runs.length === 0) return;
  console.log('\nGET /api/activity/export (streamed CSV), sequential runs; memory of this whole process:');
  const header = [
    'run',
    'status',
    'time ms',
    'ttfb ms',
    'MB',
    'lines',
    'RSS before→peak→after MB',
    'heap before→peak MB',
    'live heap MB',
  ];
  const lines = runs.map((r) => [
    r.kind === 'timed' ? String(r.run) : 'probe',
    String(r.status),
    r.ms.toFixed(0),
    r.ttfbMs.toFixed(0),
    mb(r.bytes).toFixed(1),
    String(r.lines),
    `${r.rssBeforeMb} → ${r.rssPeakMb} → ${r.rssAfterMb}`,
    `${r.heapUsedBeforeMb} → ${r.heapUsedPeakMb}`,
    r.liveHeapPeakMb === null ? '-' : `${r.heapUsedBeforeMb} → ${r.liveHeapPeakMb}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `  ${cells.map((c, i) => c.padStart(widths[i]!)).join('  ')}`;
  console.log(format(header));
  for (const l of lines) console.log(format(l));
  if (runs.some((r) => r.kind !== 'timed')) {
    console.log(
      '  probe: one more download that runs a full GC every 256 KiB received; "live heap" is the most\n' +
        '  memory still in use at those points (time not comparable). Flat = streaming.',
    );
  }
}

async function main(args: Args) {
  const startedAt = new Date();
  const loadAvgStart = loadAvg();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  console.log(
    `Folio benchmark: scale ${args.scale}, ${args.requests} requests/endpoint at concurrency ${args.concurrency} ` +
      `(warm-up ${args.warmup}), caps ${args.endpointSeconds} s/endpoint and ${args.maxSeconds} s in all`,
  );
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 1024 ** 3)} GiB, ` +
      `Node ${process.version}, load average ${loadAvgStart.join(' ')}`,
  );

  const scratch = await openScratch(databaseUrl);
  console.log(`Database: ${scratch.driver} ${scratch.location}\n  ${scratch.serverVersion}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-data-'));
  let app: FastifyInstance | null = null;
  const results: EndpointResult[] = [];
  const exportRuns: ExportRun[] = [];
  let seed: { counts: Record<string, number>; ms: number } | null = null;
  try {
    console.log(`Seeding (scale ${args.scale}, seed value ${args.seedValue})…`);
    const seeded = await seedDemo(scratch.handle.db, { scale: args.scale, seedValue: args.seedValue });
    seed = { counts: seeded.counts, ms: Math.round(seeded.totalMs) };
    console.log(
      `  ${Object.entries(seeded.counts)
        .map(([table, n]) => `${table} ${n}`)
        .join(', ')} in ${(seeded.totalMs / 1000).toFixed(1)} s`,
    );
    if (scratch.driver === 'postgres') {
      // Fresh tables: give the planner statistics, as autovacuum would soon after a bulk load.
      await scratch.handle.db.execute(sql`analyze`);
    }

    const api = await startApi(scratch.handle.db, dataDir);
    app = api.app;
    let session = await login(api.baseUrl);
    console.log(`API on ${api.baseUrl}; signed in as ${DEMO_ACCOUNTS[0]!.email}`);

    // Ids for the per-record endpoints, read from the database (outside the measurements, and
    // without relying on the unpaginated lists).
    const { db } = scratch.handle;
    const orgId = seeded.org.id;
    const clients = await db
      .select({ _id: schema.clients.id, name: schema.clients.name })
      .from(schema.clients)
      .where(eq(schema.clients.orgId, orgId))
      .orderBy(asc(schema.clients.createdAt), asc(schema.clients.id));
    const invoices = await db
      .select({ _id: schema.invoices.id })
      .from(schema.invoices)
      .where(eq(schema.invoices.orgId, orgId))
      .orderBy(asc(schema.invoices.number));
    const firstActivity = await getJson<{ pages: number }>(session, '/api/activity?page=1&limit=50');
    const spread = <T>(list: T[], n: number) =>
      list.length <= n ? list : Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]!);
    const ids = {
      clients: spread(clients, 50).map((c) => c._id),
      invoices: spread(invoices, 50).map((inv) => inv._id),
    };
    const endpoints = buildEndpoints(args, ids, firstActivity.pages, commonFirstWord(clients)).filter((e) =>
      selected(args, e.name),
    );

    const phaseDeadline = performance.now() + args.maxSeconds * 1000;
    // The export first: the process has not yet grown its heap on large JSON answers, so a
    // buffering export could not hide in memory that is already there.
    if (args.exportRuns > 0 && selected(args, 'export')) {
      for (let run = 1; run <= args.exportRuns && !stopping && performance.now() < phaseDeadline; run += 1) {
        session = await freshSession(session);
        exportRuns.push(await measureExport(session, run, args.timeoutMs));
      }
      if (!stopping && performance.now() < phaseDeadline) {
        session = await freshSession(session);
        exportRuns.push(await measureExport(session, exportRuns.length + 1, args.timeoutMs, true));
      }
      printExport(exportRuns);
    }

    console.log('');
    for (const endpoint of endpoints) {
      if (stopping || performance.now() >= phaseDeadline) {
        results.push({
          ...summarize(endpoint, { samples: [], wallMs: 0, capped: false }, null, loadAvg()),
          skipped: true,
        });
        continue;
      }
      session = await freshSession(session);
      const result = await measureEndpoint(session, endpoint, args, phaseDeadline);
      results.push(result);
      const l = result.latencyMs;
      console.log(
        `  ${endpoint.name.padEnd(28)} n=${result.requests}${result.capped ? '*' : ''} ` +
          (l
            ? `p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, ${result.throughputRps} req/s, ` +
              `${result.cpuMsPerRequest} cpu ms/req`
            : '') +
          (result.failed ? `, ${result.failed} FAILED (${result.firstError})` : ''),
      );
    }
  } finally {
    await app?.close().catch(() => {});
    await scratch.cleanup(args.keep).catch((error: unknown) => console.error('Cleanup failed:', error));
    rmSync(dataDir, { recursive: true, force: true });
  }

  printTable(results);
  printExport(exportRuns);

  const loadAvgEnd = loadAvg();
  const failures =
    results.reduce((sum, r) => sum + r.failed, 0) +
    exportRuns.filter((r) => r.status < 200 || r.status >= 300).length;
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    options: args,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      totalMemMb: mb(os.totalmem()),
      platform: `${os.type()} ${os.release()} ${os.arch()}`,
      node: process.version,
      loadAvgStart,
      loadAvgEnd,
    },
    git: gitState(),
    database: {
      driver: scratch.driver,
      server: scratch.serverVersion,
      location: args.keep ? scratch.location : null,
    },
    seed,
    endpoints: results,
    export: exportRuns,
    serverErrors,
    failures,
  };
  const out =
    args.out ??
    path.join(
      '.data',
      'bench',
      `${startedAt.toISOString().replace(/[:.]/g, '-')}-${scratch.driver}-scale${args.scale}.json`,
    );
  mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\nLoad average at start ${loadAvgStart.join(' ')}, at end ${loadAvgEnd.join(' ')} (1, 5, 15 min).`,
  );
  console.log(`Results written to ${out}`);
  if (args.keep) console.log(`Kept the database: ${scratch.location}`);
  if (failures > 0 || serverErrors > 0) {
    console.error(`\n${failures} request(s) did not answer 2xx; ${serverErrors} server error(s) logged.`);
    return 1;
  }
  return stopping ? 130 : 0;
}

let parsed: Args | 'help';
try {
  parsed = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (parsed === 'help') {
  console.log(USAGE);
} else {
  // Ctrl-C: stop sending, then clean up (drop the scratch database) and report what was measured.
  process.once('SIGINT', () => {
    console.error('\nInterrupted: stopping and cleaning up…');
    stopping = true;
  });
  main(parsed).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
