/**
 * One benchmark run from start to end: start the server process (which builds and seeds the
 * scratch database and starts Folio and the baseline), sign in, then measure the export, the
 * floor and each endpoint side by side, the writes under load and the PDF phase; shut the
 * server process down (the database is dropped, also after a failure or Ctrl-C), print the
 * results and the budgets, write the JSON file. Returns the exit status.
 */
import os from 'node:os';
import { type BenchArgs, budgetsEnforced, selected } from './args';
import { checkBudgets, printBudgets } from './budgets';
import { type ExportRun, measureExports } from './csv-export';
import { type Target, target } from './http-client';
import { stopRequested } from './interrupt';
import type { SetupResult } from './ipc';
import { loadAvg, round } from './numbers';
import { measurePdfHealth, type PdfHealthResult } from './pdf-health';
import {
  printEndpointLine,
  printExport,
  printFloor,
  printPdfHealth,
  printTable,
  printWrites,
} from './report';
import { type RunRecord, writeReport } from './report-file';
import { planEndpoints } from './scenarios';
import { startServerProcess } from './server-control';
import { BENCH_ACCOUNT, keepFresh, login } from './session';
import {
  type EndpointResult,
  type MeasureContext,
  measureEndpoint,
  measureFloor,
  skippedResult,
} from './side-by-side';
import { measureWrites, type WritesResult } from './writes';

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

  const server = startServerProcess();
  let setup: SetupResult | null = null;
  let floor: RunRecord['floor'] = null;
  const results: EndpointResult[] = [];
  let exportRuns: ExportRun[] = [];
  let writes: WritesResult | null = null;
  let pdf: PdfHealthResult | null = null;
  let fatal = false;
  let serverErrors = 0;
  let targets: Target[] = [];
  try {
    setup = await server.call('setup', {
      databaseUrl: process.env.DATABASE_URL || undefined,
      scale: args.scale,
      seedValue: args.seedValue,
    });
    const counts = Object.entries(setup.seed.counts).map(([table, n]) => `${table} ${n}`);
    console.log(`  ${counts.join(', ')} in ${(setup.seed.ms / 1000).toFixed(1)} s`);

    const folio = target(setup.folioUrl, args.concurrency);
    const baseline = target(setup.baselineUrl, args.concurrency);
    targets = [folio, baseline];
    const session = await login(folio);
    console.log(
      `Folio on ${setup.folioUrl}, baseline on ${setup.baselineUrl}; signed in as ${BENCH_ACCOUNT.email}`,
    );
    const ctx: MeasureContext = { args, session, folio, baseline, server, floorMsPerRequest: null };
    const endpoints = await planEndpoints(args, session, setup.records);
    const phaseDeadline = performance.now() + args.maxSeconds * 1000;
    const goOn = () => !stopRequested() && performance.now() < phaseDeadline;

    // The export first: the server has not yet grown its heap on large answers, so a buffering
    // export could not hide in memory that is already there.
    if (args.exportRuns > 0 && selected(args, 'export')) {
      exportRuns = await measureExports(session, server, args, phaseDeadline);
      printExport(exportRuns);
    }
    if (endpoints.some((e) => e.baseline) && goOn()) {
      const measured = await measureFloor(ctx);
      floor = { ...measured, msPerRequest: ctx.floorMsPerRequest };
      printFloor(measured, ctx.floorMsPerRequest);
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
    if (args.writes > 0 && selected(args, 'writes') && !stopRequested()) {
      await keepFresh(session);
      writes = await measureWrites(session, args, setup.records, server);
      printWrites(writes);
    }
    if (args.pdfItems > 0 && selected(args, 'pdf health') && !stopRequested()) {
      await keepFresh(session);
      pdf = await measurePdfHealth(session, args, setup.records);
      printPdfHealth(pdf);
    }
  } catch (error) {
    fatal = true;
    console.error('\nThe run failed:', error);
  } finally {
    for (const t of targets) t.agent.destroy();
    try {
      serverErrors = (await server.call('shutdown', { keep: args.keep })).serverErrors;
    } catch (error) {
      fatal = true;
      console.error('Shutting the server process down failed:', error);
    }
    await server.exited;
  }

  printTable(results);
  printExport(exportRuns);
  printWrites(writes);
  printPdfHealth(pdf);
  const enforced = setup ? budgetsEnforced(args, setup.driver) : false;
  const checks = checkBudgets(results, pdf, exportRuns);
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
    database: setup && { driver: setup.driver, server: setup.serverVersion, location: setup.location },
    seed: setup?.seed ?? null,
    floor,
    endpoints: results,
    exportRuns,
    writes,
    pdf,
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
  if (args.keep && setup) console.log(`Kept the database: ${setup.location}`);

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
