/**
 * `npm run bench:web`: the web app's lists at scale, in Chromium. How long after a navigation
 * the clients grid (/clients) and the invoices grid (/invoices) show their first card and their
 * count, for an organization with 12,000 clients and 60,000 invoices (seed scale 200), with the
 * CPU throttled 4× (CDP Emulation.setCPUThrottlingRate). A measuring tool, not a test: run it
 * before and after a change to the lists, their API calls or the app shell.
 *
 *   npm run build                   # or pass --build
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:web
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<seeded database> npm run bench:web -- --reuse
 *   npx tsx scripts/bench-web/main.ts --help
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
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { exitWithUsage, readCommandLine } from '../shared/args';
import { launchChromium } from '../shared/chromium';
import { runScript, wasInterrupted } from '../shared/cleanup';
import { buildServerAndWeb, missingBuild, type RunningServer, startBuiltServer } from '../shared/server';
import { createSeededDatabase } from './database';
import { measure, type RunResult } from './measure';
import { HELP, LISTS, MODES, type Options, parseWebListsArgs } from './options';
import { ms, printResults, VIEWPORT, writeResultFile } from './report';
import { ensureSignedIn } from './session';
import { summarize } from './summary';

/** Where Chromium is looked for on the PATH when CHROMIUM_PATH is not set. */
const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function warnIfBusy(): number[] {
  const loadBefore = os.loadavg();
  // Checked before anything of ours runs (the server and Chromium load the machine themselves).
  if (loadBefore[0]! > os.cpus().length / 2) {
    console.error(
      `Warning: load average ${loadBefore[0]!.toFixed(1)} on ${os.cpus().length} CPUs before the start: other ` +
        'processes compete for the CPU, and the figures will be slower and noisier.',
    );
  }
  return loadBefore;
}

/**
 * Every warm-up and measured run. Round by round over every list and mode, so that a burst of
 * load from elsewhere slows a few runs of each rather than all the runs of one.
 */
async function measureRounds(browser: Browser, server: RunningServer, options: Options) {
  const { origin } = server;
  const results: RunResult[] = [];
  const errors: string[] = [];
  const combos = options.lists.flatMap((list) => options.modes.map((mode) => ({ list, mode })));
  rounds: for (let i = 1; i <= options.warmup + options.runs; i++) {
    const warmup = i <= options.warmup;
    const run = warmup ? i : i - options.warmup;
    for (const { list, mode } of combos) {
      if (wasInterrupted() || server.gone()) break rounds;
      const label = `${LISTS[list].path} ${MODES[mode]} ${warmup ? `warm-up ${run}` : `run ${run}/${options.runs}`}`;
      try {
        await ensureSignedIn(browser, origin);
        const result = { ...(await measure(browser, origin, list, mode, options)), run, warmup };
        results.push(result);
        console.error(
          `  ${label}: first card ${ms(result.cardMs)} ms, count ${ms(result.countMs)} ms (${result.countText})`,
        );
      } catch (error) {
        if (wasInterrupted() || server.gone()) break rounds;
        const message = error instanceof Error ? error.message : String(error);
        errors.push(`${label}: ${message}`);
        console.error(`  ${label} failed: ${message}`);
      }
    }
  }
  return { results, errors };
}

async function main(): Promise<number> {
  const options = readCommandLine(HELP, () => parseWebListsArgs(process.argv.slice(2)));
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    exitWithUsage(
      options.reuse
        ? 'Set DATABASE_URL to the seeded database (npm run seed -- --scale 200 with the same DATABASE_URL)'
        : 'Set DATABASE_URL to a PostgreSQL server the scratch database can be created on, e.g. postgres://postgres@127.0.0.1:5432/postgres',
      HELP,
    );
  }
  if (options.build) buildServerAndWeb();
  const notBuilt = missingBuild();
  if (notBuilt) exitWithUsage(notBuilt, HELP);
  const started = new Date();
  const loadBefore = warnIfBusy();

  let seedMs: number | null = null;
  let serverDatabaseUrl = databaseUrl;
  if (!options.reuse) {
    const t0 = performance.now();
    serverDatabaseUrl = await createSeededDatabase(databaseUrl, options);
    seedMs = performance.now() - t0;
  }
  console.error('Starting the server ...');
  const server = await startBuiltServer({
    databaseUrl: serverDatabaseUrl,
    dataDirPrefix: 'folio-bench-web-',
  });
  const browser = await launchChromium({ candidates: CHROMIUM_NAMES, viewport: VIEWPORT });
  const chromium = await browser.version();
  await ensureSignedIn(browser, server.origin);
  console.error(
    `Server at ${server.origin}; ${chromium}; CPU throttling ${options.throttle}×; ` +
      `${options.warmup} warm-up + ${options.runs} measured run(s) per list and mode`,
  );

  const { results, errors } = await measureRounds(browser, server, options);
  if (wasInterrupted()) return 130;
  const serverGone = server.gone();
  if (serverGone) {
    errors.push(serverGone);
    console.error(`\n${serverGone}\nThe remaining runs were skipped.`);
  }

  const summaries = options.lists.flatMap((list) =>
    options.modes.map((mode) => summarize(results, list, mode)),
  );
  const run = {
    options,
    started,
    loadBefore,
    chromium,
    databaseUrl: serverDatabaseUrl,
    seedMs,
    summaries,
    results,
    errors,
  };
  printResults(run);
  const file = writeResultFile(run);
  console.log(`\nJSON: ${path.relative(process.cwd(), file)}`);
  for (const error of errors) console.log(`ERROR ${error}`);
  return errors.length > 0 ? 1 : 0;
}

runScript(main);
