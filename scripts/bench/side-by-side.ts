/**
 * One endpoint measured side by side: Folio, and (for SQL reads) the baseline replaying the
 * statements Folio sent for the same requests. Both get the same warm-up, then the measured
 * requests are split into rounds run in the order Folio, baseline, baseline, Folio, … (ABBA), so
 * that drift and noise on the machine fall on both alike.
 */
import type { BenchArgs } from './args';
import { benchApiKey } from './bench-api-key';
import { SQL_DOMINATES_FROM_MS } from './budgets';
import { databaseCpuMicros } from './database-cpu';
import { send, type Target } from './http-client';
import type { RecordedStatement } from './ipc';
import { addFailure, type LoadRun, runLoad, type SideResult, summarize } from './load';
import { loadAvg, round } from './numbers';
import type { Endpoint } from './scenarios';
import type { ServerProcess } from './server-control';
import type { Session } from './session';

export type EndpointResult = {
  name: string;
  path: string;
  kind: Endpoint['kind'];
  p99BudgetMs: number | null;
  /** Items in one answer (array length, or `items` of a page), for context. */
  rows: number | null;
  /** What Folio sent for one request: statements, in how many sequential groups, and their text. */
  statements: number | null;
  groups: number | null;
  /** Of the statements, how many Folio sent as named prepared statements (the baseline does the same). */
  prepared: number | null;
  /** The statements of the first request, in their groups, with parameters (to EXPLAIN them). */
  sent: RecordedStatement[][] | null;
  /** What the baseline replays instead, when it is a bare read of the record (scenarios.ts, `bareBaseline`). */
  baselineSent?: RecordedStatement[][];
  folio: SideResult | null;
  baseline: SideResult | null;
  /** Folio's throughput divided by the baseline's. */
  ratio: number | null;
  /** Wall time per request the baseline needed at this concurrency (1000 / its req/s). */
  baselineMsPerRequest: number | null;
  /** At least SQL_DOMINATES_FROM_MS per request: the ratio budget is the stricter one. */
  sqlDominates: boolean | null;
  skipped: boolean;
  loadAvgBefore: number[];
};

export type MeasureContext = {
  args: BenchArgs;
  session: Session;
  folio: Target;
  baseline: Target;
  server: ServerProcess;
};

const emptyResult = (endpoint: Endpoint): EndpointResult => ({
  name: endpoint.name,
  path: endpoint.path,
  kind: endpoint.kind,
  p99BudgetMs: endpoint.p99BudgetMs,
  rows: null,
  statements: null,
  groups: null,
  prepared: null,
  sent: null,
  folio: null,
  baseline: null,
  ratio: null,
  baselineMsPerRequest: null,
  sqlDominates: null,
  skipped: false,
  loadAvgBefore: loadAvg(),
});

/** The result of an endpoint the run never reached (--max-seconds or Ctrl-C). */
export const skippedResult = (endpoint: Endpoint): EndpointResult => ({
  ...emptyResult(endpoint),
  skipped: true,
});

/** One server as measured: where it listens, the paths asked and how many. */
type Side = { to: Target; paths: string[]; requests: number };

/** A load run with the server process's CPU and PostgreSQL's (database-cpu.ts) read around it. */
async function measuredRun(ctx: MeasureContext, side: Side, offset: number, count: number, deadline: number) {
  const cpuBefore = await ctx.server.call('cpu', null);
  const databaseCpuBefore = databaseCpuMicros();
  const run = await runLoad(side.to, {
    token: ctx.session.token,
    paths: side.paths,
    offset,
    count,
    concurrency: ctx.args.concurrency,
    deadline,
    timeoutMs: ctx.args.timeoutMs,
  });
  run.serverCpuMicros = (await ctx.server.call('cpu', null)) - cpuBefore;
  const databaseCpuAfter = databaseCpuMicros();
  run.databaseCpuMicros =
    databaseCpuBefore === null || databaseCpuAfter === null ? null : databaseCpuAfter - databaseCpuBefore;
  return run;
}

/** Warm-up (unmeasured), then the rounds; answers the measured runs of each side. */
async function alternate(ctx: MeasureContext, sides: Side[], deadline: number) {
  const { args } = ctx;
  // The warm-up may take at most a quarter of the endpoint's time.
  const warmupDeadline = Math.min(deadline, performance.now() + args.endpointSeconds * 250);
  for (const side of sides) {
    await runLoad(side.to, {
      token: ctx.session.token,
      paths: side.paths,
      offset: 0,
      count: args.warmup,
      concurrency: args.concurrency,
      deadline: warmupDeadline,
      timeoutMs: args.timeoutMs,
    });
  }
  const runs = sides.map((): LoadRun[] => []);
  const rounds = Math.min(args.rounds, ...sides.map((side) => side.requests));
  const order: number[] = [];
  for (let r = 0; r < rounds; r += 1) {
    const all = sides.map((_, i) => i);
    order.push(...(r % 2 === 0 ? all : all.reverse()));
  }
  const done = sides.map(() => 0);
  for (let slot = 0; slot < order.length; slot += 1) {
    const i = order[slot]!;
    const roundsLeft = order.slice(slot).filter((s) => s === i).length;
    const count = Math.ceil((sides[i]!.requests - done[i]!) / roundsLeft);
    // Each run gets an equal share of the time left, so a fast run leaves more to the others.
    const slotDeadline = performance.now() + (deadline - performance.now()) / (order.length - slot);
    const run = await measuredRun(ctx, sides[i]!, done[i]!, count, slotDeadline);
    done[i]! += run.samples.length;
    runs[i]!.push(run);
  }
  return runs;
}

export async function measureEndpoint(
  ctx: MeasureContext,
  endpoint: Endpoint,
  phaseDeadline: number,
): Promise<EndpointResult> {
  const result = emptyResult(endpoint);
  const { args, session } = ctx;
  const deadline = Math.min(phaseDeadline, performance.now() + args.endpointSeconds * 1000);
  const failures: { status: number; error: string }[] = [];

  // One request read in full, for the answer's size in rows (and as a first warm-up request).
  const probe = await send(ctx.folio, {
    path: endpoint.paths[0]!,
    token: session.token,
    keepBody: true,
    timeoutMs: args.timeoutMs,
  });
  if (probe.status >= 200 && probe.status < 300) {
    const type = String(probe.headers['content-type'] ?? '');
    result.rows = type.includes('json') ? endpoint.rows(JSON.parse(probe.body!.toString('utf8'))) : 1;
  } else {
    failures.push({ status: probe.status, error: probe.error ?? `HTTP ${probe.status} (first request)` });
  }

  let withBaseline = endpoint.baseline;
  if (withBaseline) {
    try {
      const recorded = await ctx.server.call('record', { token: session.token, paths: endpoint.paths });
      result.statements = recorded.statements;
      result.groups = recorded.groups;
      result.prepared = recorded.prepared;
      result.sent = recorded.sent;
      if (endpoint.bareBaseline) {
        const bare = await ctx.server.call('record', {
          token: await benchApiKey(session),
          paths: endpoint.paths,
          keep: 'last',
        });
        result.baselineSent = bare.sent;
      }
    } catch (error) {
      withBaseline = false;
      failures.push({ status: 0, error: `recording failed: ${(error as Error).message.split('\n')[0]}` });
    }
  }

  const sides: Side[] = [{ to: ctx.folio, paths: endpoint.paths, requests: args.requests }];
  if (withBaseline) sides.push({ to: ctx.baseline, paths: endpoint.paths, requests: args.requests });
  const [folioRuns, baselineRuns] = await alternate(ctx, sides, deadline);
  result.folio = summarize(folioRuns!);
  for (const f of failures) addFailure(result.folio, f.status, f.error);
  if (baselineRuns) {
    result.baseline = summarize(baselineRuns);
    const folioRps = result.folio.throughputRps;
    const baselineRps = result.baseline.throughputRps;
    if (baselineRps) {
      result.baselineMsPerRequest = round(1000 / baselineRps, 3);
      result.sqlDominates = result.baselineMsPerRequest >= SQL_DOMINATES_FROM_MS;
      if (folioRps) result.ratio = round(folioRps / baselineRps, 2);
    }
  }
  return result;
}
