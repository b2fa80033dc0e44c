/**
 * The benchmark's command line: the options with their defaults, the --help text, and the
 * parser (node:util parseArgs splits the words; each option is then checked in order, so the
 * first bad one is the one reported).
 */
import { parseArgs } from 'node:util';
import { BASE_COUNTS, DEFAULT_SEED_VALUE, DEMO_ACCOUNTS } from '@folio/api/seed';

/** In a query option: the most common first word of the seeded clients' names (e.g. "harbor"). */
export const COMMON_WORD = '@client';

const DEFAULTS = {
  scale: 20,
  seedValue: DEFAULT_SEED_VALUE,
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

const MAX_SCALE = 1000;

export const USAGE = `Usage: npm run bench -- [options]      (or: npx tsx scripts/bench/main.ts [options])

Seeds a scratch database with the demo data (seedDemo), starts the API in this process on
127.0.0.1 (rate limits off), signs in as ${DEMO_ACCOUNTS[0]!.email} over HTTP and measures the main read
endpoints: latency p50/p95/p99 and throughput, then the streamed CSV export (time, bytes and
the process memory around it). Prints a table, writes a JSON file, cleans up and exits.

Database: DATABASE_URL set → a new database folio_bench_<random> on that PostgreSQL server
(dropped at the end); unset → an embedded PGlite database in a temporary directory (deleted
at the end). Migrations run first.

Options:
  --scale N             Demo data multiplier (scale 1 = ${BASE_COUNTS.clients} clients, ${BASE_COUNTS.projects} projects, ${BASE_COUNTS.invoices} invoices,
                        ${BASE_COUNTS.notes} notes, plus their activity history). Default ${DEFAULTS.scale}.
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

export type BenchArgs = {
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

/** A bad command line: printed with USAGE, exit status 2. */
class UsageError extends Error {}

const OPTIONS = {
  scale: { type: 'string' },
  'seed-value': { type: 'string' },
  requests: { type: 'string' },
  warmup: { type: 'string' },
  concurrency: { type: 'string' },
  'max-seconds': { type: 'string' },
  'endpoint-seconds': { type: 'string' },
  'timeout-ms': { type: 'string' },
  'export-runs': { type: 'string' },
  'invoice-q': { type: 'string' },
  'search-q': { type: 'string' },
  'activity-q': { type: 'string' },
  only: { type: 'string' },
  out: { type: 'string' },
  keep: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** `--flag N` as a number ≥ min (an integer unless `integer` is false). */
function number(flag: string, raw: string, min: number, integer = true) {
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || (integer && !Number.isInteger(n))) {
    throw new UsageError(`${flag} must be ${integer ? 'an integer' : 'a number'} ≥ ${min} (got "${raw}")`);
  }
  return n;
}

/**
 * Reads argv (without node and the script); 'help' for -h/--help. Throws UsageError for an
 * unknown option, a missing or malformed value. Non-strict parsing lets a value start with a
 * dash (--seed-value -5); unknown words are rejected here instead.
 */
export function parseBenchArgs(argv: readonly string[]): BenchArgs | 'help' {
  const { tokens } = parseArgs({
    args: [...argv],
    options: OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const args: BenchArgs = { ...DEFAULTS, only: [], out: null, keep: false };
  for (const token of tokens) {
    if (token.kind === 'positional') throw new UsageError(`Unknown option "${token.value}"`);
    if (token.kind === 'option-terminator') throw new UsageError('Unknown option "--"');
    const flag = token.rawName;
    if (!Object.hasOwn(OPTIONS, token.name)) throw new UsageError(`Unknown option "${flag}"`);
    const option = OPTIONS[token.name as keyof typeof OPTIONS];
    if (option.type === 'boolean') {
      if (token.value !== undefined) throw new UsageError(`${flag} takes no value`);
      if (token.name === 'help') return 'help';
      args.keep = true;
      continue;
    }
    const value = token.value;
    if (value === undefined || value === '') throw new UsageError(`${flag} needs a value`);
    switch (token.name) {
      case 'scale':
        args.scale = number(flag, value, 0.01, false);
        if (args.scale > MAX_SCALE) throw new UsageError(`${flag} must be at most ${MAX_SCALE}`);
        break;
      case 'seed-value':
        args.seedValue = number(flag, value, Number.MIN_SAFE_INTEGER);
        break;
      case 'requests':
        args.requests = number(flag, value, 1);
        break;
      case 'warmup':
        args.warmup = number(flag, value, 0);
        break;
      case 'concurrency':
        args.concurrency = number(flag, value, 1);
        break;
      case 'max-seconds':
        args.maxSeconds = number(flag, value, 1, false);
        break;
      case 'endpoint-seconds':
        args.endpointSeconds = number(flag, value, 1, false);
        break;
      case 'timeout-ms':
        args.timeoutMs = number(flag, value, 1);
        break;
      case 'export-runs':
        args.exportRuns = number(flag, value, 0);
        break;
      case 'invoice-q':
        args.invoiceQ = value;
        break;
      case 'search-q':
        args.searchQ = list(value);
        break;
      case 'activity-q':
        args.activityQ = list(value);
        break;
      case 'only':
        args.only = list(value).map((s) => s.toLowerCase());
        break;
      case 'out':
        args.out = value;
        break;
    }
  }
  return args;
}

/** Whether --only lets the endpoint (or "export") run. */
export const selected = (args: BenchArgs, name: string) =>
  args.only.length === 0 || args.only.some((part) => name.toLowerCase().includes(part));
