/**
 * The load generator and its figures: `count` requests from `concurrency` workers under a
 * deadline, and the summary of one or more such runs against one server: latency percentiles,
 * throughput, the server process's CPU per request, bytes and statuses.
 */
import { type Answer, send, type Target } from './http-client';
import { stopRequested } from './interrupt';
import { round } from './numbers';

type Sample = Pick<Answer, 'ms' | 'status' | 'bytes' | 'error'>;

export type LoadRun = {
  samples: Sample[];
  wallMs: number;
  capped: boolean;
  /** CPU time the server process used meanwhile (µs), when read. */
  serverCpuMicros: number | null;
  /** CPU time PostgreSQL's processes on this machine used meanwhile (µs), when read (database-cpu.ts). */
  databaseCpuMicros: number | null;
};

export type Latency = { min: number; p50: number; p95: number; p99: number; max: number; mean: number };

/** One server's figures for one endpoint, over all its measured runs. */
export type SideResult = {
  requests: number;
  ok: number;
  failed: number;
  statusCounts: Record<string, number>;
  firstError?: string;
  capped: boolean;
  latencyMs: Latency | null;
  /** Measured requests divided by the wall time of the runs that made them. */
  throughputRps: number | null;
  /** The same per round, in the order run: how much the machine's noise moved it. */
  roundsRps: number[];
  /** CPU time of the server process per request (API or baseline, driver, and PGlite when embedded). */
  serverCpuMsPerRequest: number | null;
  /** CPU time of PostgreSQL's processes per request, when they run on this machine. */
  databaseCpuMsPerRequest: number | null;
  avgBytes: number | null;
};

export type LoadPlan = {
  token: string;
  paths: string[];
  /** Index of the first request, so that consecutive runs go on cycling through the paths. */
  offset: number;
  count: number;
  concurrency: number;
  /** performance.now() after which no request starts. */
  deadline: number;
  timeoutMs: number;
};

const isOk = (s: Sample) => s.status >= 200 && s.status < 300;

/** `count` requests from `concurrency` workers, stopping early at the deadline or Ctrl-C. */
export async function runLoad(to: Target, plan: LoadPlan): Promise<LoadRun> {
  const samples: Sample[] = [];
  let next = 0;
  let capped = false;
  const started = performance.now();
  const worker = async () => {
    for (;;) {
      if (next >= plan.count) return;
      if (performance.now() >= plan.deadline || stopRequested()) {
        capped = true;
        return;
      }
      const i = plan.offset + next++;
      const path = plan.paths[i % plan.paths.length]!;
      const { ms, status, bytes, error } = await send(to, {
        path,
        token: plan.token,
        timeoutMs: plan.timeoutMs,
      });
      samples.push(error ? { ms, status, bytes, error } : { ms, status, bytes });
    }
  };
  await Promise.all(Array.from({ length: Math.min(plan.concurrency, plan.count) }, worker));
  return {
    samples,
    wallMs: performance.now() - started,
    capped,
    serverCpuMicros: null,
    databaseCpuMicros: null,
  };
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export function latencyOf(values: number[]): Latency | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((x, y) => x - y);
  return {
    min: round(sorted[0]!),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1)!),
    mean: round(sorted.reduce((sum, v) => sum + v, 0) / sorted.length),
  };
}

/** The figures of one server over its runs (the rounds of one endpoint). */
export function summarize(runs: LoadRun[]): SideResult {
  const samples = runs.flatMap((r) => r.samples);
  const wallMs = runs.reduce((sum, r) => sum + r.wallMs, 0);
  const ok = samples.filter(isOk);
  const statusCounts: Record<string, number> = {};
  for (const s of samples) statusCounts[String(s.status)] = (statusCounts[String(s.status)] ?? 0) + 1;
  const failedSample = samples.find((s) => !isOk(s));
  const cpuPerRequest = (read: (run: LoadRun) => number | null) =>
    samples.length === 0 || !runs.every((r) => read(r) !== null)
      ? null
      : round(runs.reduce((sum, r) => sum + read(r)!, 0) / 1000 / samples.length, 2);
  return {
    requests: samples.length,
    ok: ok.length,
    failed: samples.length - ok.length,
    statusCounts,
    ...(failedSample ? { firstError: failedSample.error ?? `HTTP ${failedSample.status}` } : {}),
    capped: runs.some((r) => r.capped),
    latencyMs: latencyOf(samples.map((s) => s.ms)),
    throughputRps: samples.length === 0 || wallMs === 0 ? null : round(samples.length / (wallMs / 1000)),
    roundsRps: runs.filter((r) => r.wallMs > 0).map((r) => round(r.samples.length / (r.wallMs / 1000))),
    serverCpuMsPerRequest: cpuPerRequest((r) => r.serverCpuMicros),
    databaseCpuMsPerRequest: cpuPerRequest((r) => r.databaseCpuMicros),
    avgBytes: ok.length === 0 ? null : Math.round(ok.reduce((sum, s) => sum + s.bytes, 0) / ok.length),
  };
}

/** A failure outside the measured runs (the probe request, the recording), counted with them. */
export function addFailure(side: SideResult, status: number, error: string) {
  side.failed += 1;
  side.statusCounts[String(status)] = (side.statusCounts[String(status)] ?? 0) + 1;
  side.firstError ??= error;
}
