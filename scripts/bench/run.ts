/**
 * One benchmark run from start to end: open and seed the scratch database, start the API and
 * sign in, measure the export and then each endpoint, clean up (also after a failure or Ctrl-C),
 * print and write the results. Returns the exit status.
 */
import os from 'node:os';
import { type BenchArgs, selected } from './args';
import { type ExportRun, measureExports } from './csv-export';
import { openScratch, readSeededRecords, seedScratch } from './database';
import { stopRequested } from './interrupt';
import { type EndpointResult, measureEndpoint, skippedResult } from './load';
import { loadAvg } from './numbers';
import { printEndpointLine, printExport, printTable, type RunRecord, writeReport } from './report';
import { planEndpoints } from './scenarios';
import { type RunningApi, serverErrorCount, startApi } from './server';
import { BENCH_ACCOUNT, keepFresh, login } from './session';

export async function runBenchmark(args: BenchArgs): Promise<number> {
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
  let api: RunningApi | null = null;
  const results: EndpointResult[] = [];
  let exportRuns: ExportRun[] = [];
  let seed: RunRecord['seed'] = null;
  try {
    console.log(`Seeding (scale ${args.scale}, seed value ${args.seedValue})…`);
    const seeded = await seedScratch(scratch, args.scale, args.seedValue);
    seed = { counts: seeded.counts, ms: Math.round(seeded.totalMs) };
    console.log(
      `  ${Object.entries(seeded.counts)
        .map(([table, n]) => `${table} ${n}`)
        .join(', ')} in ${(seeded.totalMs / 1000).toFixed(1)} s`,
    );

    api = await startApi(scratch.handle.db);
    const session = await login(api.baseUrl);
    console.log(`API on ${api.baseUrl}; signed in as ${BENCH_ACCOUNT.email}`);

    const records = await readSeededRecords(scratch.handle.db, seeded.org.id);
    const endpoints = await planEndpoints(args, session, records);

    const phaseDeadline = performance.now() + args.maxSeconds * 1000;
    // The export first: the process has not yet grown its heap on large JSON answers, so a
    // buffering export could not hide in memory that is already there.
    if (args.exportRuns > 0 && selected(args, 'export')) {
      exportRuns = await measureExports(session, args, phaseDeadline);
      printExport(exportRuns);
    }

    console.log('');
    for (const endpoint of endpoints) {
      if (stopRequested() || performance.now() >= phaseDeadline) {
        results.push(skippedResult(endpoint));
        continue;
      }
      await keepFresh(session);
      const result = await measureEndpoint(session, endpoint, args, phaseDeadline);
      results.push(result);
      printEndpointLine(result);
    }
  } finally {
    await api?.close();
    await scratch.cleanup(args.keep).catch((error: unknown) => console.error('Cleanup failed:', error));
  }

  printTable(results);
  printExport(exportRuns);

  const loadAvgEnd = loadAvg();
  const serverErrors = serverErrorCount();
  const failures =
    results.reduce((sum, r) => sum + r.failed, 0) +
    exportRuns.filter((r) => r.status < 200 || r.status >= 300).length;
  const out = writeReport({
    args,
    startedAt,
    loadAvgStart,
    loadAvgEnd,
    database: { driver: scratch.driver, server: scratch.serverVersion, location: scratch.location },
    seed,
    endpoints: results,
    exportRuns,
    serverErrors,
    failures,
  });
  console.log(
    `\nLoad average at start ${loadAvgStart.join(' ')}, at end ${loadAvgEnd.join(' ')} (1, 5, 15 min).`,
  );
  console.log(`Results written to ${out}`);
  if (args.keep) console.log(`Kept the database: ${scratch.location}`);
  if (failures > 0 || serverErrors > 0) {
    console.error(`\n${failures} request(s) did not answer 2xx; ${serverErrors} server error(s) logged.`);
    return 1;
  }
  return stopRequested() ? 130 : 0;
}
