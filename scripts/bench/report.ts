/**
 * The results: a line per endpoint as it finishes, the endpoint table and the export table on the
 * terminal, and the JSON file (options, machine, load averages, git commit and dirty flag,
 * database, seed counts, every endpoint and export run) in .data/bench/ or --out.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchArgs } from './args';
import type { ExportRun } from './csv-export';
import type { EndpointResult } from './load';
import { mb } from './numbers';

/** One endpoint's progress line, printed when it finishes. */
export function printEndpointLine(result: EndpointResult) {
  const l = result.latencyMs;
  console.log(
    `  ${result.name.padEnd(28)} n=${result.requests}${result.capped ? '*' : ''} ` +
      (l
        ? `p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, ${result.throughputRps} req/s, ` +
          `${result.cpuMsPerRequest} cpu ms/req`
        : '') +
      (result.failed ? `, ${result.failed} FAILED (${result.firstError})` : ''),
  );
}

export function printTable(results: EndpointResult[]) {
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

export function printExport(runs: ExportRun[]) {
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

export type RunRecord = {
  args: BenchArgs;
  startedAt: Date;
  loadAvgStart: number[];
  loadAvgEnd: number[];
  database: { driver: 'postgres' | 'pglite'; server: string; location: string };
  seed: { counts: Record<string, number>; ms: number } | null;
  endpoints: EndpointResult[];
  exportRuns: ExportRun[];
  serverErrors: number;
  failures: number;
};

/** Writes the JSON file; returns its path (--out, or .data/bench/<time>-<driver>-scale<N>.json). */
export function writeReport(run: RunRecord): string {
  const { args, startedAt } = run;
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
      loadAvgStart: run.loadAvgStart,
      loadAvgEnd: run.loadAvgEnd,
    },
    git: gitState(),
    database: {
      driver: run.database.driver,
      server: run.database.server,
      location: args.keep ? run.database.location : null,
    },
    seed: run.seed,
    endpoints: run.endpoints,
    export: run.exportRuns,
    serverErrors: run.serverErrors,
    failures: run.failures,
  };
  const out =
    args.out ??
    path.join(
      '.data',
      'bench',
      `${startedAt.toISOString().replace(/[:.]/g, '-')}-${run.database.driver}-scale${args.scale}.json`,
    );
  mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  return out;
}
