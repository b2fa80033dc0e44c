/**
 * The web-lists benchmark's command line: the lists and modes it can time, the options with
 * their defaults, the --help text and the parser.
 */
import path from 'node:path';
import { DEFAULT_SEED_VALUE } from '@folio/api/seed';
import { commaList, type GivenOption, numberOption, readOptions, UsageError } from '../shared/args';

export const LISTS = {
  clients: { path: '/clients', title: 'Clients' },
  invoices: { path: '/invoices', title: 'Invoices' },
} as const;
export type ListName = keyof typeof LISTS;

export const MODES = {
  load: 'page load',
  click: 'in-app (sidebar link)',
} as const;
export type Mode = keyof typeof MODES;

export type Options = {
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

export const HELP = `Usage: npm run bench:web -- [options]   (npx tsx scripts/bench-web/main.ts [options])

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

const OPTIONS = {
  build: { type: 'boolean' },
  reuse: { type: 'boolean' },
  keep: { type: 'boolean' },
  'keep-cache': { type: 'boolean' },
  markdown: { type: 'boolean' },
  scale: { type: 'string' },
  'seed-value': { type: 'string' },
  runs: { type: 'string' },
  warmup: { type: 'string' },
  throttle: { type: 'string' },
  lists: { type: 'string' },
  modes: { type: 'string' },
  out: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** A comma-separated choice among `allowed`, each named once. */
function names<T extends string>(option: GivenOption<string>, allowed: readonly T[]): T[] {
  const list = commaList(option.value);
  const wrong = list.filter((s) => !allowed.includes(s as T));
  if (list.length === 0 || wrong.length > 0)
    throw new UsageError(`${option.flag} takes ${allowed.join(', ')}`);
  return [...new Set(list)] as T[];
}

/** Reads argv (without node and the script); 'help' for -h/--help. Throws UsageError for a bad option. */
export function parseWebListsArgs(argv: readonly string[]): Options | 'help' {
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
  for (const option of readOptions(argv, OPTIONS)) {
    switch (option.name) {
      case 'help':
        return 'help';
      case 'build':
      case 'reuse':
      case 'keep':
      case 'markdown':
        options[option.name] = true;
        break;
      case 'keep-cache':
        options.keepCache = true;
        break;
      case 'scale':
        options.scale = numberOption(option, { min: 0.01, max: 1000, integer: false });
        break;
      case 'seed-value':
        options.seedValue = numberOption(option, { min: 0, max: 2 ** 31 - 1 });
        break;
      case 'runs':
        options.runs = numberOption(option, { min: 1, max: 100 });
        break;
      case 'warmup':
        options.warmup = numberOption(option, { min: 0, max: 20 });
        break;
      case 'throttle':
        options.throttle = numberOption(option, { min: 1, max: 20, integer: false });
        break;
      case 'lists':
        options.lists = names(option, Object.keys(LISTS) as ListName[]);
        break;
      case 'modes':
        options.modes = names(option, Object.keys(MODES) as Mode[]);
        break;
      case 'out':
        options.out = path.resolve(option.value);
        break;
    }
  }
  if (options.reuse && options.keep) {
    throw new UsageError('--keep is for the scratch database; --reuse creates none');
  }
  return options;
}
