/**
 * The streamed CSV export (GET /api/activity/export): `--export-runs` timed sequential downloads
 * read chunk by chunk while the server process samples its own RSS and heap every 5 ms, then one
 * probe download during which the server process runs a full GC every 256 KiB received, to find
 * the most memory it still holds (flat = streaming). Memory is the server process's: the load
 * generator's own buffers do not count.
 */
import type { BenchArgs } from './args';
import { open } from './http-client';
import { stopRequested } from './interrupt';
import { loadAvg, round } from './numbers';
import type { ServerProcess } from './server-control';
import { keepFresh, type Session } from './session';

export type ExportRun = {
  run: number;
  /** `live-heap probe`: an extra run that collects garbage every LIVE_PROBE_BYTES (its time is not comparable). */
  kind: 'timed' | 'live-heap probe';
  status: number;
  ms: number;
  ttfbMs: number;
  bytes: number;
  lines: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** Peak RSS minus RSS before: what the download made the server process grow by. */
  rssGrowthMb: number;
  rssAfterMb: number;
  heapUsedBeforeMb: number;
  heapUsedPeakMb: number;
  heapUsedAfterMb: number;
  /** Probe run only: the largest heap still in use after a full GC, sampled during the download. */
  liveHeapPeakMb: number | null;
  loadAvgBefore: number[];
};

const LIVE_PROBE_BYTES = 256 * 1024;

/** One streamed download of the activity log, read chunk by chunk. */
async function measureExport(
  session: Session,
  server: ServerProcess,
  run: number,
  timeoutMs: number,
  liveProbe = false,
): Promise<ExportRun> {
  const loadAvgBefore = loadAvg();
  const before = await server.call('memoryWatch', null);
  const started = performance.now();
  let ttfbMs = 0;
  let bytes = 0;
  let lines = 0;
  let status = 0;
  let liveHeapPeak = before.heapUsedMb;
  let nextProbe = LIVE_PROBE_BYTES;
  try {
    const res = await open(session.folio, {
      path: '/api/activity/export',
      token: session.token,
      timeoutMs: timeoutMs * 10,
    });
    status = res.statusCode ?? 0;
    ttfbMs = performance.now() - started;
    for await (const chunk of res as AsyncIterable<Buffer>) {
      bytes += chunk.byteLength;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
      if (liveProbe && bytes >= nextProbe) {
        // What the server still holds mid-download, garbage collected first.
        nextProbe = bytes + LIVE_PROBE_BYTES;
        liveHeapPeak = Math.max(liveHeapPeak, await server.call('gc', null));
      }
    }
  } catch (error) {
    console.error(`  export run ${run} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const ms = performance.now() - started;
  const peak = await server.call('memoryPeak', null);
  return {
    run,
    kind: liveProbe ? 'live-heap probe' : 'timed',
    status,
    ms: round(ms),
    ttfbMs: round(ttfbMs),
    bytes,
    lines,
    rssBeforeMb: before.rssMb,
    rssPeakMb: peak.rssPeakMb,
    rssGrowthMb: round(peak.rssPeakMb - before.rssMb),
    rssAfterMb: peak.rssAfterMb,
    heapUsedBeforeMb: before.heapUsedMb,
    heapUsedPeakMb: peak.heapUsedPeakMb,
    heapUsedAfterMb: peak.heapUsedAfterMb,
    liveHeapPeakMb: liveProbe ? liveHeapPeak : null,
    loadAvgBefore,
  };
}

/** The timed runs, then the probe, each only while the phase has time left and Ctrl-C was not pressed. */
export async function measureExports(
  session: Session,
  server: ServerProcess,
  args: BenchArgs,
  phaseDeadline: number,
): Promise<ExportRun[]> {
  const runs: ExportRun[] = [];
  const goOn = () => !stopRequested() && performance.now() < phaseDeadline;
  for (let run = 1; run <= args.exportRuns && goOn(); run += 1) {
    await keepFresh(session);
    runs.push(await measureExport(session, server, run, args.timeoutMs));
  }
  if (args.exportRuns > 0 && goOn()) {
    await keepFresh(session);
    runs.push(await measureExport(session, server, runs.length + 1, args.timeoutMs, true));
  }
  return runs;
}
