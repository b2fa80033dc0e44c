/**
 * One benchmark run from start to end: create and seed the scratch database, start the server
 * process (Folio and the baseline on it), sign in, then measure the export, each endpoint side by
 * side, the writes under load and the PDF phase; shut the server process down and drop the
 * database (also after a failure or Ctrl-C), print the results and the budgets, write the JSON
 * file. Returns the exit status.
 */
import os from 'node:os';
import path from 'node:path';
import { type BenchArgs, budgetsEnforced, selected } from './args';
import { checkBudgets, printBudgets } from './budget-checks';
import { type ExportRun, measureExports } from './csv-export';
import { type Target, target } from './http-client';
import { stopRequested } from './interrupt';
import type { SeededRecords } from './ipc';
import { loadAvg, round } from './numbers';
import { measurePdfHealth, type PdfHealthResult } from './pdf-health';
import { checkPlanBudget, checkPlans, type PlanReport, printPlans } from './plan-check';
import { printEndpointLine, printExport, printPdfHealth, printTable, printWrites } from './report';
import { type RunRecord, writeReport } from './report-file';
import { planEndpoints } from './scenarios';
import { createScratch, reuseScratch, type Scratch } from './scratch';
import { type ServerProcess, startServerProcess } from './server-control';
import { BENCH_ACCOUNT, keepFresh, login } from './session';
import { type EndpointResult, type MeasureContext, measureEndpoint, skippedResult } from './side-by-side';
import { checkSmallOrgBudgets, measureSmallOrgs, printSmallOrgs, type SmallOrgsResult } from './small-orgs';
import { measureWrites, type WritesResult } from './writes';

const CPU_PROFILE_DIR = path.join('.data', 'bench', 'cpu-profiles');

export async function runBenchmark(args: BenchArgs): Promise<number> {
  const startedAt = new Date();
  const started = performance.now();
  const loadAvgStart = loadAvg();
  console.log(
    `Folio benchmark: scale ${args.scale}, ${args.requests} requests/endpoint per server at concurrency ${args.concurrency} ` +
      `in ${args.rounds} rounds (warm-up ${args.warmup}), caps ${args.endpointSeconds} s/endpoint and ${args.maxSeconds} s in all`,
  );
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 1024 ** 3)} GiB, ` +
      `Node ${process.version}, load average ${loadAvgStart.join(' ')}`,
  );

  // Other processes on the machine slow both servers and make every figure noisier.
  if (loadAvgStart[0]! > os.cpus().length / 2) {
    console.warn(
      `Warning: load average ${loadAvgStart[0]} on ${os.cpus().length} CPUs before the start; other processes ` +
        'will make the figures slower and noisier.',
    );
  }
  const scratch: Scratch = args.reuse
    ? await reuseScratch(args.reuse)
    : await createScratch(process.env.DATABASE_URL || undefined);
  console.log(`Database: ${scratch.driver} ${scratch.location}\n  ${scratch.serverVersion}`);
  let seed: RunRecord['seed'] = null;
  const results: EndpointResult[] = [];
  let exportRuns: ExportRun[] = [];
  let writes: WritesResult | null = null;
  let smallOrgs: SmallOrgsResult | null = null;
  let plans: PlanReport | null = null;
  let pdf: PdfHealthResult | null = null;
  let fatal = false;
  let serverErrors = 0;
  let server: ServerProcess | null = null;
  let targets: Target[] = [];
  try {
    console.log(
      args.reuse
        ? 'Reading the seeded records (--reuse: nothing seeded)…'
        : `Seeding (scale ${args.scale}, seed value ${args.seedValue})…`,
    );
    const seeded = await scratch.seed(args.scale, args.seedValue, args.smallOrgs);
    const records: SeededRecords = seeded.records;
    seed = {
      counts: seeded.counts,
      ms: seeded.ms,
      ...(seeded.smallOrgs
        ? { smallOrgs: { counts: seeded.smallOrgs.counts, ms: seeded.smallOrgs.ms } }
        : {}),
    };
    const counts = Object.entries(seeded.counts).map(([table, n]) => `${table} ${n}`);
    console.log(`  ${counts.join(', ')} in ${(seeded.ms / 1000).toFixed(1)} s`);
    if (seeded.smallOrgs) {
      const small = Object.entries(seeded.smallOrgs.counts).map(([table, n]) => `${table} ${n}`);
      console.log(
        `  small organizations: ${small.join(', ')} in ${(seeded.smallOrgs.ms / 1000).toFixed(1)} s`,
      );
    }

    server = startServerProcess(args.cpuProf ? CPU_PROFILE_DIR : null);
    const setup = await server.call('setup', { database: scratch.connection, orgId: records.orgId });
    const folio = target(setup.folioUrl, args.concurrency);
    const baseline = target(setup.baselineUrl, args.concurrency);
    targets = [folio, baseline];
    const session = await login(folio);
    console.log(
      `Folio on ${setup.folioUrl}, baseline on ${setup.baselineUrl}; signed in as ${BENCH_ACCOUNT.email}`,
    );
    const ctx: MeasureContext = { args, session, folio, baseline, server };
    const endpoints = await planEndpoints(args, session, records);
    const phaseDeadline = performance.now() + args.maxSeconds * 1000;
    const goOn = () => !stopRequested() && performance.now() < phaseDeadline;

    // The export first: the server has not yet grown its heap on large answers, so a buffering
    // export could not hide in memory that is already there.
    if (args.exportRuns > 0 && selected(args, 'export')) {
      exportRuns = await measureExports(session, server, args, phaseDeadline);
      printExport(exportRuns);
      console.log('');
    }
    for (const endpoint of endpoints) {
      if (!goOn()) {
        results.push(skippedResult(endpoint));
        continue;
      }
      await keepFresh(session);
      const result = await measureEndpoint(ctx, endpoint, phaseDeadline);
      results.push(result);
      printEndpointLine(result);
    }
    if (seeded.smallOrgs && selected(args, 'small orgs') && !stopRequested()) {
      await keepFresh(session);
      smallOrgs = await measureSmallOrgs(args, session, records, seeded.smallOrgs.records);
      printSmallOrgs(smallOrgs);
    }
    if (args.writes > 0 && selected(args, 'writes') && !stopRequested()) {
      await keepFresh(session);
      writes = await measureWrites(session, args, records, server);
      printWrites(writes);
    }
    if (args.pdfItems > 0 && selected(args, 'pdf health') && !stopRequested()) {
      await keepFresh(session);
      pdf = await measurePdfHealth(session, args, records, server);
      printPdfHealth(pdf);
    }
    if ('databaseUrl' in scratch.connection && selected(args, 'plans') && !stopRequested()) {
      plans = await checkPlans(scratch.connection.databaseUrl, results, {
        large: records.orgId,
        small: seeded.smallOrgs?.records.orgId ?? null,
      });
      printPlans(plans);
    }
  } catch (error) {
    fatal = true;
    console.error('\nThe run failed:', error);
  } finally {
    for (const t of targets) t.agent.destroy();
    if (server) {
      try {
        serverErrors = (await server.call('shutdown', null)).serverErrors;
      } catch (error) {
        fatal = true;
        console.error('Shutting the server process down failed:', error);
      }
      await server.exited;
    }
    await scratch.cleanup(args.keep).catch((error: unknown) => console.error('Cleanup failed:', error));
  }

  printTable(results);
  printExport(exportRuns);
  printSmallOrgs(smallOrgs);
  printWrites(writes);
  printPdfHealth(pdf);
  printPlans(plans);
  const enforced = budgetsEnforced(args, scratch.driver);
  const checks = [
    ...checkBudgets(results, pdf, exportRuns),
    ...checkSmallOrgBudgets(smallOrgs),
    ...checkPlanBudget(plans),
  ];
  printBudgets(checks, enforced);

  const loadAvgEnd = loadAvg();
  const failures =
    results.reduce((sum, r) => sum + (r.folio?.failed ?? 0) + (r.baseline?.failed ?? 0), 0) +
    exportRuns.filter((r) => r.status < 200 || r.status >= 300).length +
    (pdf?.failures ?? 0);
  const totalSeconds = round((performance.now() - started) / 1000);
  const out = writeReport({
    args,
    startedAt,
    loadAvgStart,
    loadAvgEnd,
    database: { driver: scratch.driver, server: scratch.serverVersion, location: scratch.location },
    seed,
    endpoints: results,
    exportRuns,
    smallOrgs,
    writes,
    pdf,
    plans,
    budgets: { enforced, checks },
    serverErrors,
    failures,
    totalSeconds,
  });
  console.log(
    `\nWhole run ${Math.floor(totalSeconds / 60)} min ${Math.round(totalSeconds % 60)} s. ` +
      `Load average at start ${loadAvgStart.join(' ')}, at end ${loadAvgEnd.join(' ')} (1, 5, 15 min).`,
  );
  console.log(`Results written to ${out}`);
  if (args.keep) console.log(`Kept the database: ${scratch.location}`);
  if (args.cpuProf) console.log(`CPU profile of the server process in ${CPU_PROFILE_DIR}/`);

  const problems = [
    fatal ? 'the run failed' : '',
    failures > 0 ? `${failures} request(s) did not answer as expected` : '',
    serverErrors > 0 ? `${serverErrors} server error(s) logged` : '',
    writes && !writes.ok ? 'a write check failed' : '',
    enforced && checks.some((c) => !c.ok) ? 'budgets missed' : '',
  ].filter(Boolean);
  if (problems.length > 0) {
    console.error(`\nFAILED: ${problems.join('; ')}.`);
    return 1;
  }
  return stopRequested() ? 130 : 0;
}
