/**
 * The Lighthouse script's command line: the options with their defaults, the --help text and the
 * parser.
 */
import path from 'node:path';
import { commaList, numberOption, readOptions, UsageError } from '../shared/args';

const DEFAULT_PAGES = ['/', '/login', '/register', '/dashboard'];

export type Options = {
  build: boolean;
  pages: string[];
  runs: number;
  markdown: boolean;
  out: string | undefined;
  reports: boolean;
  demoData: boolean;
};

export const HELP = `Usage: npx tsx scripts/lighthouse/main.ts [options]   (npm run lighthouse -- [options])

Runs Lighthouse (mobile preset, simulated throttling) on the built web app and compares the
median run of each page with the goals. Build first (npm run build), or pass --build.

  --build          Build the server and the web app first
  --pages LIST     Comma-separated paths. Default ${DEFAULT_PAGES.join(',')}
  --runs N         Lighthouse runs per page; the run with the median performance score is
                   reported. Default 3
  --markdown       Also print the results as a markdown table
  --out FILE       Where to write the JSON summary. Default .data/lighthouse/<time>.json
  --reports        Also write Lighthouse's HTML report of each page's median run beside it
  --demo-data      Measure the demo data (npm run seed: 60 clients, 150 projects, 300 invoices),
                   signed in as its admin, instead of a new account with a few records
  -h, --help       This help

Environment: CHROMIUM_PATH (default /usr/bin/chromium).
Exit status: 0 when every goal is met, 1 when one is missed or a run failed, 2 for bad options,
130 after Ctrl-C.`;

const OPTIONS = {
  build: { type: 'boolean' },
  markdown: { type: 'boolean' },
  reports: { type: 'boolean' },
  'demo-data': { type: 'boolean' },
  pages: { type: 'string' },
  runs: { type: 'string' },
  out: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Reads argv (without node and the script); 'help' for -h/--help. Throws UsageError for a bad option. */
export function parseLighthouseArgs(argv: readonly string[]): Options | 'help' {
  const options: Options = {
    build: false,
    pages: DEFAULT_PAGES,
    runs: 3,
    markdown: false,
    out: undefined,
    reports: false,
    demoData: false,
  };
  for (const option of readOptions(argv, OPTIONS)) {
    switch (option.name) {
      case 'help':
        return 'help';
      case 'build':
      case 'markdown':
      case 'reports':
        options[option.name] = true;
        break;
      case 'demo-data':
        options.demoData = true;
        break;
      case 'pages':
        options.pages = commaList(option.value).map((p) => (p.startsWith('/') ? p : `/${p}`));
        if (options.pages.length === 0) throw new UsageError('--pages needs at least one path');
        break;
      case 'runs':
        options.runs = numberOption(option, { min: 1, max: 25 });
        break;
      case 'out':
        options.out = path.resolve(option.value);
        break;
    }
  }
  return options;
}
