/**
 * One endpoint measured side by side: Folio, and (for SQL reads) the baseline replaying the
 * statements Folio sent for the same requests. Both get the same warm-up, then the measured
 * requests are split into rounds run in the order Folio, baseline, baseline, Folio, … (ABBA), so
 * that drift and noise on the machine fall on both alike. The floor (the baseline's answer with
 * no statement at all) is measured once per run, to tell where the statements dominate.
 */
import type { BenchArgs } from './args';
import { SQL_DOMINANT_SHARE } from './budgets';
import { send, type Target } from './http-client';
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
  statementTexts: string[][] | null;
  folio: SideResult | null;
  baseline: SideResult | null;
  /** Folio's throughput divided by the baseline's. */
  ratio: number | null;
  /** Wall time per request the baseline needed at this concurrency (1000 / its req/s). */
  baselineMsPerRequest: number | null;
  /** 1 − floor / baseline: the part of the baseline's time that its statements take. */
  sqlShare: number | null;
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
  /** The floor's wall time per request (ms), once measured. */
  floorMsPerRequest: number | null;
};

const emptyResult = (endpoint: Endpoint): EndpointResult => ({
  name: endpoint.name,
  path: endpoint.path,
  kind: endpoint.kind,
  p99BudgetMs: endpoint.p99BudgetMs,
  rows: null,
  statements: null,
  groups: null,
  statementTexts: null,
  folio: null,
  baseline: null,
  ratio: null,
  baselineMsPerRequest: null,
  sqlShare: null,
  sqlDominates: null,
  skipped: false,
  loadAvgBefore: loadAvg(),
});

/** The result of an endpoint the run never reached (--max-seconds or Ctrl-C). */
export const skippedResult = (endpoint: Endpoint): EndpointResult => ({
  ...emptyResult(endpoint),
  skipped: true,
});

/** A load run with the server process's CPU read around it. */
async function measuredRun(
  ctx: MeasureContext,
  to: Target,
  paths: string[],
  offset: number,
  count: number,
  deadline: number,
): Promise<LoadRun> {
  const cpuBefore = await ctx.server.call('cpu', null);
  const run = await runLoad(to, {
    token: ctx.session.token,
    paths,
    offset,
    count,
    concurrency: ctx.args.concurrency,
    deadline,
    timeoutMs: ctx.args.timeoutMs,
  });
  run.serverCpuMicros = (await ctx.server.call('cpu', null)) - cpuBefore;
  return run;
}

/** Warm-up (unmeasured), then the rounds; answers the measured runs of each side. */
async function alternate(ctx: MeasureContext, sides: Target[], paths: string[], deadline: number) {
  const { args } = ctx;
  // The warm-up may take at most a quarter of the endpoint's time.
  const warmupDeadline = Math.min(deadline, performance.now() + args.endpointSeconds * 250);
  for (const side of sides) {
    await runLoad(side, {
      token: ctx.session.token,
      paths,
      offset: 0,
      count: args.warmup,
      concurrency: args.concurrency,
      deadline: warmupDeadline,
      timeoutMs: args.timeoutMs,
    });
  }
  const runs = sides.map((): LoadRun[] => []);
  const rounds = Math.min(args.rounds, args.requests);
  const order: number[] = [];
  for (let r = 0; r < rounds; r += 1) {
    const pair = sides.map((_, i) => i);
    order.push(...(r % 2 === 0 ? pair : pair.reverse()));
  }
  const done = sides.map(() => 0);
  for (let slot = 0; slot < order.length; slot += 1) {
    const side = order[slot]!;
    const roundsLeft = order.slice(slot).filter((s) => s === side).length;
    const count = Math.ceil((args.requests - done[side]!) / roundsLeft);
    // Each run gets an equal share of the time left, so a fast run leaves more to the others.
    const slotDeadline = performance.now() + (deadline - performance.now()) / (order.length - slot);
    const run = await measuredRun(ctx, sides[side]!, paths, done[side]!, count, slotDeadline);
    done[side]! += run.samples.length;
    runs[side]!.push(run);
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
      result.statementTexts = recorded.texts;
    } catch (error) {
      withBaseline = false;
      failures.push({ status: 0, error: `recording failed: ${(error as Error).message.split('\n')[0]}` });
    }
  }

  const sides = withBaseline ? [ctx.folio, ctx.baseline] : [ctx.folio];
  const [folioRuns, baselineRuns] = await alternate(ctx, sides, endpoint.paths, deadline);
  result.folio = summarize(folioRuns!);
  for (const f of failures) addFailure(result.folio, f.status, f.error);
  if (baselineRuns) {
    result.baseline = summarize(baselineRuns);
    const folioRps = result.folio.throughputRps;
    const baselineRps = result.baseline.throughputRps;
    if (folioRps && baselineRps) {
      result.ratio = round(folioRps / baselineRps, 2);
      result.baselineMsPerRequest = round(1000 / baselineRps, 2);
      if (ctx.floorMsPerRequest !== null) {
        result.sqlShare = round(Math.max(0, 1 - ctx.floorMsPerRequest / result.baselineMsPerRequest), 2);
        result.sqlDominates = result.sqlShare >= SQL_DOMINANT_SHARE;
      }
    }
  }
  return result;
}

/**
 * The floor: the baseline's route that checks the token and answers `[]` without a statement,
 * under the same load. Its wall time per request is what HTTP, the token check and the load
 * generator cost on this machine; what an endpoint's baseline needs beyond it is the statements'.
 */
export async function measureFloor(ctx: MeasureContext): Promise<SideResult> {
  const { args } = ctx;
  const plan = {
    token: ctx.session.token,
    paths: ['/floor'],
    offset: 0,
    concurrency: args.concurrency,
    deadline: performance.now() + args.endpointSeconds * 1000,
    timeoutMs: args.timeoutMs,
  };
  await runLoad(ctx.baseline, { ...plan, count: Math.max(args.warmup, 50) });
  const runs = [await measuredRun(ctx, ctx.baseline, plan.paths, 0, args.requests * 2, plan.deadline)];
  const floor = summarize(runs);
  ctx.floorMsPerRequest = floor.throughputRps ? round(1000 / floor.throughputRps, 3) : null;
  return floor;
}
