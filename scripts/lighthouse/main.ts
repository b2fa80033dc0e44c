/**
 * `npm run lighthouse`: Lighthouse measurement of the built web app. Performance,
 * accessibility, best practices and SEO of a few pages, signed out and signed in, against the
 * goals in audit-page.ts. A measuring tool, not a test: run it before and after a change that
 * touches what the browser loads.
 *
 *   npm run build && npm run lighthouse            # or: npm run lighthouse -- --build
 *   npm run lighthouse -- --pages /,/dashboard --runs 5 --markdown
 *   npx tsx scripts/lighthouse/main.ts --help
 *
 * It starts the built server (apps/server/dist/main.js) on a free port of 127.0.0.1 with a new
 * temporary DATA_DIR (embedded PGlite, file outbox, mock billing, RATE_LIMITS=off), registers a
 * demo account with a few clients, projects and invoices (or, with --demo-data, seeds the demo
 * data first and signs in as its admin), and runs Lighthouse's default (mobile,
 * simulated throttling) configuration in Chromium on each page. The server, the browser and the
 * temporary directory are always removed at the end, after an error or Ctrl-C too.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@folio/api/seed';
import { readCommandLine } from '../shared/args';
import { launchChromium } from '../shared/chromium';
import { runScript } from '../shared/cleanup';
import { repoRoot } from '../shared/repo-root';
import { buildServerAndWeb, missingBuild, startBuiltServer } from '../shared/server';
import { auditPage, type PageResult } from './audit-page';
import { createDemoAccount } from './demo-account';
import { HELP, parseLighthouseArgs } from './options';
import { missedGoals, printResults, writeHtmlReports, writeSummaryFile } from './report';

async function main(): Promise<number> {
  const options = readCommandLine(HELP, () => parseLighthouseArgs(process.argv.slice(2)));
  if (options.build) buildServerAndWeb();
  const notBuilt = missingBuild();
  if (notBuilt) throw new Error(notBuilt);
  const started = new Date();
  console.error('Starting the server ...');
  const { origin } = await startBuiltServer({
    dataDirPrefix: 'folio-lighthouse-',
    beforeStart: options.demoData ? seedDemoData : undefined,
  });
  console.error(`Server at ${origin}${options.demoData ? '' : '; creating the demo account ...'}`);
  const credentials = options.demoData
    ? { email: DEMO_ACCOUNTS[0]!.email, password: DEMO_PASSWORD }
    : await createDemoAccount(origin);
  const browser = await launchChromium({
    candidates: ['/usr/bin/chromium'],
    // Lighthouse emulates its own screen (the mobile preset's).
    viewport: null,
    extraFlags: ['--headless'],
  });
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

  printResults(results, options);
  const missed = missedGoals(results);
  const file = writeSummaryFile({ options, started, chromium, results, errors, missed });
  console.log(`\nJSON summary: ${path.relative(process.cwd(), file)}`);
  if (options.reports) writeHtmlReports(results, file);
  for (const error of errors) console.log(`ERROR ${error}`);
  if (missed.length > 0) console.log(`Goals missed: ${missed.join('; ')}`);
  else if (errors.length === 0) console.log('Every goal met.');
  return missed.length > 0 || errors.length > 0 ? 1 : 0;
}

/** `npm run seed` (scale 1) into the server's embedded database, before the server opens it. */
function seedDemoData(dataDir: string) {
  console.error('Seeding the demo data ...');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  execFileSync('npm', ['run', 'seed'], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
}

runScript(main);
