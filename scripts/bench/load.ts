/**
 * The load generator and its figures: for one endpoint, a probe request (for the answer's rows),
 * the warm-up, then the measured requests from `--concurrency` workers under the per-endpoint and
 * whole-phase deadlines; latency percentiles, throughput, CPU per request, bytes and statuses.
 */
import type { BenchArgs } from './args';
import { stopRequested } from './interrupt';
import { loadAvg, round } from './numbers';
import type { Endpoint } from './scenarios';
import { authorizedGet, type Session } from './session';

type Sample = { ms: number; status: number; bytes: number; error?: string };

type LoadRun = { samples: Sample[]; wallMs: number; capped: boolean };

export type EndpointResult = {
  name: string;
  path: string;
  requests: number;
  ok: number;
  failed: number;
  statusCounts: Record<string, number>;
  firstError?: string;
  capped: boolean;
  skipped: boolean;
  latencyMs: { min: number; p50: number; p95: number; p99: number; max: number; mean: number } | null;
  throughputRps: number | null;
  /**
   * CPU time of this process (API + database driver + PGlite when embedded + the load generator)
   * per measured request: less sensitive to other load on the machine than latency is.
   */
  cpuMsPerRequest: number | null;
  avgBytes: number | null;
  /** Items in one answer (array length, or `items` of a page), for context. */
  rows: number | null;
  loadAvgBefore: number[];
};

/** One request, timed until the last byte of the answer is read (the body is not parsed). */
async function timedGet(session: Session, pathAndQuery: string, timeoutMs: number): Promise<Sample> {
  const started = performance.now();
  try {
    const res = await authorizedGet(session, pathAndQuery, timeoutMs);
    const body = await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status, bytes: body.byteLength };
  } catch (error) {
    return {
      ms: performance.now() - started,
      status: 0,
      bytes: 0,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}

/** `count` requests from `concurrency` workers, stopping early at `deadline` (performance.now()). */
async function load(
  session: Session,
  pathOf: (i: number) => string,
  count: number,
  concurrency: number,
  deadline: number,
  timeoutMs: number,
): Promise<LoadRun> {
  const samples: Sample[] = [];
  let next = 0;
  let capped = false;
  const started = performance.now();
  const worker = async () => {
    for (;;) {
      if (next >= count) return;
      if (performance.now() >= deadline || stopRequested()) {
        capped = true;
        return;
      }
      const i = next++;
      samples.push(await timedGet(session, pathOf(i), timeoutMs));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { samples, wallMs: performance.now() - started, capped };
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function summarize(
  endpoint: Endpoint,
  run: LoadRun,
  rows: number | null,
  loadAvgBefore: number[],
): EndpointResult {
  const { samples } = run;
  const ok = samples.filter((s) => s.status >= 200 && s.status < 300);
  const statusCounts: Record<string, number> = {};
  for (const s of samples) statusCounts[String(s.status)] = (statusCounts[String(s.status)] ?? 0) + 1;
  const sorted = samples.map((s) => s.ms).sort((x, y) => x - y);
  const failedSample = samples.find((s) => !(s.status >= 200 && s.status < 300));
  return {
    name: endpoint.name,
    path: endpoint.path,
    requests: samples.length,
    ok: ok.length,
    failed: samples.length - ok.length,
    statusCounts,
    ...(failedSample ? { firstError: failedSample.error ?? `HTTP ${failedSample.status}` } : {}),
    capped: run.capped,
    skipped: false,
    latencyMs:
      sorted.length === 0
        ? null
        : {
            min: round(sorted[0]!),
            p50: round(percentile(sorted, 50)),
            p95: round(percentile(sorted, 95)),
            p99: round(percentile(sorted, 99)),
            max: round(sorted.at(-1)!),
            mean: round(sorted.reduce((sum, v) => sum + v, 0) / sorted.length),
          },
    throughputRps: samples.length === 0 ? null : round(samples.length / (run.wallMs / 1000)),
    cpuMsPerRequest: null,
    avgBytes: ok.length === 0 ? null : Math.round(ok.reduce((sum, s) => sum + s.bytes, 0) / ok.length),
    rows,
    loadAvgBefore,
  };
}

/** The result of an endpoint the run never reached (--max-seconds or Ctrl-C). */
export function skippedResult(endpoint: Endpoint): EndpointResult {
  return {
    ...summarize(endpoint, { samples: [], wallMs: 0, capped: false }, null, loadAvg()),
    skipped: true,
  };
}

/** Probe, warm-up and measured requests for one endpoint, within its share of the phase. */
export async function measureEndpoint(
  session: Session,
  endpoint: Endpoint,
  args: BenchArgs,
  phaseDeadline: number,
): Promise<EndpointResult> {
  const loadAvgBefore = loadAvg();
  const deadline = Math.min(phaseDeadline, performance.now() + args.endpointSeconds * 1000);
  // One request read in full for the answer's size in rows; it doubles as the first warm-up request.
  let rows: number | null = null;
  const probe = await authorizedGet(session, endpoint.pathOf(0), args.timeoutMs).catch(() => null);
  if (probe?.ok) {
    const type = probe.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      rows = endpoint.rows(await probe.json());
    } else {
      await probe.arrayBuffer();
      rows = 1;
    }
  } else {
    await probe?.arrayBuffer();
  }
  if (args.warmup > 1) {
    // The warm-up may take at most a quarter of the endpoint's time.
    const warmupDeadline = Math.min(deadline, performance.now() + args.endpointSeconds * 250);
    await load(session, endpoint.pathOf, args.warmup - 1, args.concurrency, warmupDeadline, args.timeoutMs);
  }
  const cpuBefore = process.cpuUsage();
  const run = await load(session, endpoint.pathOf, args.requests, args.concurrency, deadline, args.timeoutMs);
  const cpu = process.cpuUsage(cpuBefore);
  const result = summarize(endpoint, run, rows, loadAvgBefore);
  if (run.samples.length > 0)
    result.cpuMsPerRequest = round((cpu.user + cpu.system) / 1000 / run.samples.length);
  if (probe && !probe.ok) {
    result.failed += 1;
    result.statusCounts[String(probe.status)] = (result.statusCounts[String(probe.status)] ?? 0) + 1;
    result.firstError ??= `HTTP ${probe.status} (first request)`;
  } else if (!probe) {
    result.failed += 1;
    result.statusCounts['0'] = (result.statusCounts['0'] ?? 0) + 1;
    result.firstError ??= 'first request failed';
  }
  return result;
}
