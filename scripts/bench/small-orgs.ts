/**
 * The many-organizations phase (`--small-orgs N`): beside the large organization the scratch
 * database holds N small ones (seedSmallOrganizations). One small organization's owner loads
 * each of its screens, one request at a time as a person would, first on an idle server, then
 * while the large organization's screens are read at a steady rate (--small-org-load). A
 * tenant's reads go through indexes that lead with org_id, so the large organization's size and
 * traffic may cost the small one machine time, never a scan of the other's rows. The loaded p99
 * is held to SMALL_ORG_P99_MS.
 */
import { DEMO_PASSWORD } from '@folio/api/seed';
import type { BenchArgs } from './args';
import type { BudgetCheck } from './budget-checks';
import { send, sendJson, type Target, target } from './http-client';
import { stopRequested } from './interrupt';
import type { SeededRecords } from './ipc';
import { type Latency, latencyOf } from './load';
import { round } from './numbers';
import { type Endpoint, planEndpoints } from './scenarios';
import type { Session } from './session';
import { SMALL_ORG_P99_MS } from './small-org-budgets';

/** The small organization the phase measures, as the scratch database's seed picked it. */
export type SmallOrgRecords = SeededRecords & { name: string; ownerEmail: string; count: number };

type SmallOrgEndpoint = {
  name: string;
  path: string;
  idle: Latency | null;
  loaded: Latency | null;
  failed: number;
};

export type SmallOrgsResult = {
  org: string;
  organizations: number;
  requestsPerEndpoint: number;
  endpoints: SmallOrgEndpoint[];
  /** The large organization's traffic meanwhile. */
  background: {
    /** The rate asked for (req/s). */
    rate: number;
    requests: number;
    failed: number;
    /** Requests not started because `concurrency` were still in flight. */
    skipped: number;
    rps: number | null;
    latencyMs: Latency | null;
  };
};

async function signInAs(folio: Target, email: string, timeoutMs: number): Promise<Session> {
  const body = await sendJson<{ token?: string }>(folio, {
    method: 'POST',
    path: '/api/auth/login',
    json: { email, password: DEMO_PASSWORD },
    timeoutMs,
  });
  if (!body.token) throw new Error(`Login as ${email} answered no token`);
  return { folio, token: body.token, issuedAt: Date.now() };
}

/** A person's screen loads: one request at a time, every path of the endpoint in turn. */
async function sequential(
  folio: Target,
  token: string,
  endpoint: Endpoint,
  count: number,
  timeoutMs: number,
) {
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < count && !stopRequested(); i += 1) {
    const answer = await send(folio, { path: endpoint.paths[i % endpoint.paths.length]!, token, timeoutMs });
    if (answer.error || answer.status < 200 || answer.status >= 300) failed += 1;
    else times.push(answer.ms);
  }
  return { latency: latencyOf(times), failed };
}

/**
 * The large organization's screens, read round-robin at a steady `rate` per second (open loop:
 * requests start on schedule whatever the answers do, at most `concurrency` in flight) until
 * stop() is called. A closed loop at full concurrency would keep both cores busy all the time,
 * and any request, the small organization's too, would then wait for CPU rather than for its own
 * work; a steady rate is what a busy tenant is.
 */
function backgroundLoad(
  folio: Target,
  token: string,
  endpoints: Endpoint[],
  load: { rate: number; concurrency: number; timeoutMs: number },
) {
  const paths = endpoints.flatMap((e) => e.paths.slice(0, 5));
  const times: number[] = [];
  let failed = 0;
  let started = 0;
  let inFlight = 0;
  let behind = 0;
  const pending = new Set<Promise<void>>();
  const t0 = performance.now();
  const fire = () => {
    const request = send(folio, { path: paths[started++ % paths.length]!, token, timeoutMs: load.timeoutMs })
      .then((answer) => {
        if (answer.error || answer.status < 200 || answer.status >= 300) failed += 1;
        else times.push(answer.ms);
      })
      .finally(() => {
        inFlight -= 1;
        pending.delete(request);
      });
    inFlight += 1;
    pending.add(request);
  };
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - t0) / 1000) * load.rate);
    while (started + behind < due) {
      if (inFlight >= load.concurrency) {
        // The server does not keep up: skipped, and counted.
        behind += due - started - behind;
        break;
      }
      fire();
    }
  }, 2);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    const seconds = (performance.now() - t0) / 1000;
    return {
      requests: times.length + failed,
      failed,
      skipped: behind,
      rps: seconds > 0 ? round((times.length + failed) / seconds) : null,
      latencyMs: latencyOf(times),
    };
  };
}

export async function measureSmallOrgs(
  args: BenchArgs,
  large: Session,
  largeRecords: SeededRecords,
  small: SmallOrgRecords,
): Promise<SmallOrgsResult> {
  const every = { ...args, only: [] };
  // A connection of its own: behind the large organization's sockets it would wait for them.
  const own = target(large.folio.baseUrl, 1);
  try {
    return await measure(args, every, own, large, largeRecords, small);
  } finally {
    own.agent.destroy();
  }
}

async function measure(
  args: BenchArgs,
  every: BenchArgs,
  own: Target,
  large: Session,
  largeRecords: SeededRecords,
  small: SmallOrgRecords,
): Promise<SmallOrgsResult> {
  const session = await signInAs(own, small.ownerEmail, args.timeoutMs);
  const screens = (list: Endpoint[]) => list.filter((e) => e.kind === 'screen');
  const smallEndpoints = screens(await planEndpoints(every, session, small));
  const largeEndpoints = screens(await planEndpoints(every, large, largeRecords));
  const count = args.smallOrgRequests;
  const endpoints: SmallOrgEndpoint[] = [];
  for (const endpoint of smallEndpoints) {
    // Warm: the first requests of a path prepare statements and fill caches.
    await sequential(own, session.token, endpoint, Math.min(20, count), args.timeoutMs);
    const idle = await sequential(own, session.token, endpoint, count, args.timeoutMs);
    endpoints.push({
      name: endpoint.name,
      path: endpoint.path,
      idle: idle.latency,
      loaded: null,
      failed: idle.failed,
    });
  }
  const stop = backgroundLoad(large.folio, large.token, largeEndpoints, {
    rate: args.smallOrgLoad,
    concurrency: args.concurrency,
    timeoutMs: args.timeoutMs,
  });
  // Let the load reach its steady state before measuring under it.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const [i, endpoint] of smallEndpoints.entries()) {
    const loaded = await sequential(own, session.token, endpoint, count, args.timeoutMs);
    endpoints[i]!.loaded = loaded.latency;
    endpoints[i]!.failed += loaded.failed;
  }
  const background = { rate: args.smallOrgLoad, ...(await stop()) };
  return {
    org: small.name,
    organizations: small.count,
    requestsPerEndpoint: count,
    endpoints,
    background,
  };
}

export function checkSmallOrgBudgets(result: SmallOrgsResult | null): BudgetCheck[] {
  if (!result) return [];
  return result.endpoints.map((e) => ({
    what: `small org ${e.name} p99 under load`,
    budget: `≤ ${SMALL_ORG_P99_MS} ms`,
    measured: e.loaded ? `${e.loaded.p99} ms` : 'not measured',
    ok: e.loaded !== null && e.failed === 0 && e.loaded.p99 <= SMALL_ORG_P99_MS,
  }));
}

const ms = (l: Latency | null, key: keyof Latency) => (l ? l[key].toFixed(1) : '-');

export function printSmallOrgs(result: SmallOrgsResult | null) {
  if (!result) return;
  console.log(
    `\nSmall organizations: "${result.org}", one of ${result.organizations}, ${result.requestsPerEndpoint} requests per ` +
      `screen one at a time, idle, then while the large organization's screens are read at ${result.background.rate} req/s (ms):`,
  );
  const head = ['endpoint', 'idle p50', 'idle p99', 'loaded p50', 'loaded p99', 'loaded max', 'failed'];
  const rows = result.endpoints.map((e) => [
    e.name,
    ms(e.idle, 'p50'),
    ms(e.idle, 'p99'),
    ms(e.loaded, 'p50'),
    ms(e.loaded, 'p99'),
    ms(e.loaded, 'max'),
    String(e.failed),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`;
  console.log([line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
  const b = result.background;
  console.log(
    `  Large organization meanwhile: ${b.rate} req/s asked, ${b.rps ?? '-'} req/s served (${b.requests} requests, ` +
      `${b.skipped} skipped: too many in flight), p50 ${ms(b.latencyMs, 'p50')} p99 ${ms(b.latencyMs, 'p99')} ms, ` +
      `${b.failed} failed.`,
  );
}
