/**
 * The benchmark's command line: the options with their defaults, the --help text, and the
 * parser (on ../shared/args.ts: each option is checked in order, so the first bad one is the one
 * reported).
 */
import { BASE_COUNTS, DEFAULT_SEED_VALUE, DEMO_ACCOUNTS } from '@folio/api/seed';
import { commaList, numberOption, readOptions, UsageError } from '../shared/args';

/** In a query option: the most common first word of the seeded clients' names (e.g. "harbor"). */
export const COMMON_WORD = '@client';

const DEFAULTS = {
  scale: 20,
  seedValue: DEFAULT_SEED_VALUE,
  requests: 1000,
  warmup: 100,
  rounds: 4,
  concurrency: 8,
  maxSeconds: 450,
  endpointSeconds: 30,
  timeoutMs: 30_000,
  exportRuns: 2,
  writes: 50,
  pdfItems: 500,
  invoiceQ: COMMON_WORD,
  searchQ: ['de', 'lab', COMMON_WORD],
  activityQ: ['payment', COMMON_WORD],
  smallOrgs: 0,
  smallOrgRequests: 300,
  smallOrgLoad: 200,
};

const MAX_SCALE = 2000;
/** Budgets are enforced by default from this scale on, on PostgreSQL. */
const BUDGET_SCALE = 200;

export const USAGE = `Usage: npm run bench -- [options]      (or: npx tsx scripts/bench/main.ts [options])

Seeds a scratch database with the demo data (seedDemo) in a server process of its own, which
runs Folio's API and a bare baseline (Fastify + the same database driver, replaying exactly the
statements Folio sent for each request) on 127.0.0.1. This process signs in as
${DEMO_ACCOUNTS[0]!.email}, then measures, as the load generator:
  - the streamed CSV export (time, bytes, the server process's memory);
  - each screen's reads, Folio and the baseline in alternating rounds: latency p50/p95/p99,
    throughput and the Folio/baseline ratio;
  - writes under load: concurrent invoice creations and payments, then checks numbering and
    amounts to the cent over the API and in SQL;
  - GET /api/health while four large invoice PDFs render.
Prints tables and the budgets, writes a JSON file, cleans up and exits.

Database: DATABASE_URL set → a new database folio_bench_<random> on that PostgreSQL server
(dropped at the end); unset → an embedded PGlite database in a temporary directory (deleted
at the end; the baseline then runs on the same PGlite instance). Migrations run first.

Options:
  --scale N             Demo data multiplier (scale 1 = ${BASE_COUNTS.clients} clients, ${BASE_COUNTS.projects} projects, ${BASE_COUNTS.invoices} invoices,
                        ${BASE_COUNTS.notes} notes, plus their activity history). Default ${DEFAULTS.scale}; budgets are set for ${BUDGET_SCALE}.
  --seed-value S        Seed of the data generator. Default ${DEFAULTS.seedValue}.
  --requests N          Measured requests per endpoint, for Folio and again for the baseline.
                        Default ${DEFAULTS.requests}.
  --warmup N            Unmeasured requests per endpoint and server first (at most a quarter of
                        the endpoint's time). Default ${DEFAULTS.warmup}.
  --rounds N            The measured requests come in N rounds per server, in the order Folio,
                        baseline, then baseline, Folio, and so on. Default ${DEFAULTS.rounds}.
  --concurrency C       Requests in flight at once. Default ${DEFAULTS.concurrency}.
  --max-seconds S       Cap on the whole measurement phase (seeding excluded); endpoints not
                        reached are reported as skipped. Default ${DEFAULTS.maxSeconds}.
  --endpoint-seconds S  Cap per endpoint (warm-up + both servers' rounds); a capped endpoint
                        reports the requests it completed. Default ${DEFAULTS.endpointSeconds}.
  --timeout-ms MS       Per-request timeout (counts as a failure). Default ${DEFAULTS.timeoutMs}.
  --export-runs N       Timed sequential runs of GET /api/activity/export, then one memory probe
                        run (a full GC in the server every 256 KiB received). 0 skips the export.
                        Default ${DEFAULTS.exportRuns}.
  --writes N            Invoices created at once, then N payments at once (two on each of half
                        of them). 0 skips the write phase. Default ${DEFAULTS.writes}.
  --pdf-items N         Line items of each of the four invoices rendered while health is
                        polled (1–500). 0 skips that phase. Default ${DEFAULTS.pdfItems}.
  --invoice-q TEXT      Client name fragment for GET /api/invoices?q=. Default "${DEFAULTS.invoiceQ}".
  --search-q A,B,...    Queries for GET /api/search?q=. Default "${DEFAULTS.searchQ.join(',')}".
  --activity-q A,B,...  Queries for GET /api/activity?q=. Default "${DEFAULTS.activityQ.join(',')}".
                        ${COMMON_WORD} in a query stands for the most common first word of the
                        seeded clients' names, so that the queries match data at any scale.
  --small-orgs N        Also seed N small organizations (3 clients, 15 invoices each, their own
                        owner) beside the large one, and measure one of them ("small orgs"
                        phase): its screens one request at a time, idle, then while the large
                        organization's screens are read at --small-org-load. Default 0 (none).
  --small-org-requests N  Requests per small-organization screen in each pass. Default ${DEFAULTS.smallOrgRequests}.
  --small-org-load R    The large organization's screen reads per second meanwhile (at most
                        --concurrency in flight). Default ${DEFAULTS.smallOrgLoad}.
  --only TEXT           Only the endpoints and phases whose name contains TEXT (comma-separated;
                        the phases are "export", "small orgs", "writes", "pdf health" and
                        "plans": every recorded statement EXPLAINed, PostgreSQL only).
  --budgets             Enforce the budgets (a miss fails the run). On by default at scale
                        ≥ ${BUDGET_SCALE} on PostgreSQL; elsewhere they are printed, not enforced.
  --no-budgets          Print the budgets without enforcing them.
  --out FILE            JSON result file. Default .data/bench/<time>-<driver>-scale<N>.json.
  --cpu-prof            Write a V8 CPU profile of the server process (Folio and the baseline) to
                        .data/bench/cpu-profiles/ (open it in Chrome DevTools); best with --only.
  --keep                Keep the scratch database (or PGlite directory) and print where it is.
  --reuse URL           Measure a PostgreSQL database an earlier run kept, as it is: no seeding,
                        never dropped (--scale then only labels the run; --small-orgs is read
                        from the data). The writes phase adds invoices to it.
  -h, --help            Show this help.

All traffic goes to 127.0.0.1. Exit status: 0 when every request answered as expected, every
write check held and (when enforced) every budget was met; 1 otherwise, or when the API logged
an error; 2 for bad options; 130 after Ctrl-C (the scratch database is still dropped).
See docs/benchmarks.md.`;

export type BenchArgs = {
  scale: number;
  seedValue: number;
  requests: number;
  warmup: number;
  rounds: number;
  concurrency: number;
  maxSeconds: number;
  endpointSeconds: number;
  timeoutMs: number;
  exportRuns: number;
  writes: number;
  pdfItems: number;
  invoiceQ: string;
  searchQ: string[];
  activityQ: string[];
  smallOrgs: number;
  smallOrgRequests: number;
  smallOrgLoad: number;
  only: string[];
  /** null: decided by scale and driver (budgetsEnforced). */
  budgets: boolean | null;
  out: string | null;
  keep: boolean;
  /** A database an earlier run kept, measured as it is. */
  reuse: string | null;
  cpuProf: boolean;
};

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
  rounds: { type: 'string' },
  writes: { type: 'string' },
  'pdf-items': { type: 'string' },
  'invoice-q': { type: 'string' },
  'search-q': { type: 'string' },
  'activity-q': { type: 'string' },
  'small-orgs': { type: 'string' },
  'small-org-requests': { type: 'string' },
  'small-org-load': { type: 'string' },
  only: { type: 'string' },
  out: { type: 'string' },
  keep: { type: 'boolean' },
  reuse: { type: 'string' },
  'cpu-prof': { type: 'boolean' },
  budgets: { type: 'boolean' },
  'no-budgets': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * Reads argv (without node and the script); 'help' for -h/--help. Throws UsageError for an
 * unknown option, a missing or malformed value.
 */
export function parseBenchArgs(argv: readonly string[]): BenchArgs | 'help' {
  const args: BenchArgs = {
    ...DEFAULTS,
    only: [],
    budgets: null,
    out: null,
    keep: false,
    reuse: null,
    cpuProf: false,
  };
  for (const option of readOptions(argv, OPTIONS)) {
    const { flag, value } = option;
    switch (option.name) {
      case 'help':
        return 'help';
      case 'keep':
        args.keep = true;
        break;
      case 'cpu-prof':
        args.cpuProf = true;
        break;
      case 'budgets':
      case 'no-budgets':
        args.budgets = option.name === 'budgets';
        break;
      case 'scale':
        args.scale = numberOption(option, { min: 0.01, integer: false });
        if (args.scale > MAX_SCALE) throw new UsageError(`${flag} must be at most ${MAX_SCALE}`);
        break;
      case 'seed-value':
        args.seedValue = numberOption(option, { min: Number.MIN_SAFE_INTEGER });
        break;
      case 'requests':
        args.requests = numberOption(option, { min: 1 });
        break;
      case 'warmup':
        args.warmup = numberOption(option, { min: 0 });
        break;
      case 'concurrency':
        args.concurrency = numberOption(option, { min: 1 });
        break;
      case 'max-seconds':
        args.maxSeconds = numberOption(option, { min: 1, integer: false });
        break;
      case 'endpoint-seconds':
        args.endpointSeconds = numberOption(option, { min: 1, integer: false });
        break;
      case 'timeout-ms':
        args.timeoutMs = numberOption(option, { min: 1 });
        break;
      case 'export-runs':
        args.exportRuns = numberOption(option, { min: 0 });
        break;
      case 'rounds':
        args.rounds = numberOption(option, { min: 1 });
        break;
      case 'writes':
        args.writes = numberOption(option, { min: 0 });
        break;
      case 'pdf-items':
        args.pdfItems = numberOption(option, { min: 0 });
        if (args.pdfItems > 500) throw new UsageError(`${flag} must be at most 500 (an invoice's limit)`);
        break;
      case 'invoice-q':
        args.invoiceQ = value;
        break;
      case 'search-q':
        args.searchQ = commaList(value);
        break;
      case 'activity-q':
        args.activityQ = commaList(value);
        break;
      case 'small-orgs':
        args.smallOrgs = numberOption(option, { min: 0 });
        break;
      case 'small-org-requests':
        args.smallOrgRequests = numberOption(option, { min: 1 });
        break;
      case 'small-org-load':
        args.smallOrgLoad = numberOption(option, { min: 1 });
        break;
      case 'only':
        args.only = commaList(value).map((s) => s.toLowerCase());
        break;
      case 'out':
        args.out = value;
        break;
      case 'reuse':
        if (!/^postgres(ql)?:\/\//.test(value)) throw new UsageError(`${flag} takes a PostgreSQL URL`);
        args.reuse = value;
        break;
    }
  }
  return args;
}

/** Whether --only lets the endpoint (or "export") run. */
export const selected = (args: BenchArgs, name: string) =>
  args.only.length === 0 || args.only.some((part) => name.toLowerCase().includes(part));

/** Whether missed budgets fail the run: --budgets / --no-budgets, else at scale ≥ 200 on PostgreSQL. */
export const budgetsEnforced = (args: BenchArgs, driver: 'postgres' | 'pglite') =>
  args.budgets ?? (driver === 'postgres' && args.scale >= BUDGET_SCALE);
