/**
 * The streamed CSV export (GET /api/activity/export): `--export-runs` timed sequential downloads
 * read chunk by chunk, with RSS and heap sampled every 5 ms, then one probe download that forces
 * a full GC every 256 KiB received to find the most memory still in use (flat = streaming).
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import type { BenchArgs } from './args';
import { stopRequested } from './interrupt';
import { loadAvg, mb, round } from './numbers';
import { authorizedGet, keepFresh, type Session } from './session';

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
  rssAfterMb: number;
  heapUsedBeforeMb: number;
  heapUsedPeakMb: number;
  heapUsedAfterMb: number;
  /** Probe run only: the largest heap still in use after a full GC, sampled during the download. */
  liveHeapPeakMb: number | null;
  loadAvgBefore: number[];
};

const LIVE_PROBE_BYTES = 256 * 1024;

/** A gc() for cleaner memory readings (the flag is set at run time; no node option needed). */
const gc: () => void = (() => {
  try {
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc') as () => void;
  } catch {
    return () => {};
  }
})();

/** One streamed download of the activity log, read chunk by chunk, with memory sampled meanwhile. */
async function measureExport(
  session: Session,
  run: number,
  timeoutMs: number,
  liveProbe = false,
): Promise<ExportRun> {
  gc();
  const loadAvgBefore = loadAvg();
  const before = process.memoryUsage();
  let rssPeak = before.rss;
  let heapPeak = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    rssPeak = Math.max(rssPeak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  }, 5);
  const started = performance.now();
  let ttfbMs = 0;
  let bytes = 0;
  let lines = 0;
  let status = 0;
  let liveHeapPeak = before.heapUsed;
  let nextProbe = LIVE_PROBE_BYTES;
  try {
    const res = await authorizedGet(session, '/api/activity/export', timeoutMs * 10);
    status = res.status;
    ttfbMs = performance.now() - started;
    if (res.body) {
      for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
        if (liveProbe && bytes >= nextProbe) {
          // What is still reachable mid-download (server and client side): garbage collected first.
          nextProbe = bytes + LIVE_PROBE_BYTES;
          gc();
          liveHeapPeak = Math.max(liveHeapPeak, process.memoryUsage().heapUsed);
        }
      }
    }
  } catch (error) {
    console.error(`  export run ${run} failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - started;
  const afterNoGc = process.memoryUsage();
  rssPeak = Math.max(rssPeak, afterNoGc.rss);
  heapPeak = Math.max(heapPeak, afterNoGc.heapUsed);
  gc();
  const after = process.memoryUsage();
  return {
    run,
    kind: liveProbe ? 'live-heap probe' : 'timed',
    status,
    ms: round(ms),
    ttfbMs: round(ttfbMs),
    bytes,
    lines,
    rssBeforeMb: mb(before.rss),
    rssPeakMb: mb(rssPeak),
    rssAfterMb: mb(after.rss),
    heapUsedBeforeMb: mb(before.heapUsed),
    heapUsedPeakMb: mb(heapPeak),
    heapUsedAfterMb: mb(after.heapUsed),
    liveHeapPeakMb: liveProbe ? mb(liveHeapPeak) : null,
    loadAvgBefore,
  };
}

/** The timed runs, then the probe, each only while the phase has time left and Ctrl-C was not pressed. */
export async function measureExports(
  session: Session,
  args: BenchArgs,
  phaseDeadline: number,
): Promise<ExportRun[]> {
  const runs: ExportRun[] = [];
  const goOn = () => !stopRequested() && performance.now() < phaseDeadline;
  for (let run = 1; run <= args.exportRuns && goOn(); run += 1) {
    await keepFresh(session);
    runs.push(await measureExport(session, run, args.timeoutMs));
  }
  if (goOn()) {
    await keepFresh(session);
    runs.push(await measureExport(session, runs.length + 1, args.timeoutMs, true));
  }
  return runs;
}
