/**
 * The server process: forked by the benchmark (server-control.ts), so that the load generator
 * never shares an event loop or a heap with what it measures. It opens the scratch database the
 * load generator seeded, runs Folio's API and the baseline on two ports (measured one at a time,
 * never together), and answers the load generator's commands (ipc.ts): recording statements,
 * CPU, memory and event-loop readings, the write phase's SQL checks, and the shutdown.
 *
 * Ctrl-C reaches this process too; it ignores it and waits for the load generator's shutdown
 * (the load generator drops the database after it), or closes everything by itself when the
 * load generator goes away.
 */
import { randomBytes } from 'node:crypto';
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { maintainEmbeddedDatabase } from '@folio/db';
import { type RunningBaseline, startBaseline } from './baseline';
import { openServerDatabase, type ServerDatabase } from './database';
import { invoiceFacts, invoiceNumbering } from './invoice-facts';
import type { CommandMessage, CommandName, Commands, MemoryReading, ReplyMessage } from './ipc';
import { LOOP_RESOLUTION_MS, loopDelayOf } from './loop-delay';
import { mb } from './numbers';
import { type RunningApi, serverErrorCount, startApi } from './server';
import { createStatementRecorder } from './statement-recorder';

type Running = {
  database: ServerDatabase;
  stopMaintenance: () => void;
  api: RunningApi | null;
  baseline: RunningBaseline | null;
  orgId: string;
};

const recorder = createStatementRecorder();
let running: Running | null = null;

/** Started with --expose-gc (server-control.ts). */
const gc = () => (globalThis as { gc?: () => void }).gc?.();

const reading = (): MemoryReading => {
  const now = process.memoryUsage();
  return { rssMb: mb(now.rss), heapUsedMb: mb(now.heapUsed) };
};
let sampler: { timer: NodeJS.Timeout; peak: { rss: number; heap: number }; before: MemoryReading } | null =
  null;

let loop: IntervalHistogram | null = null;

const need = () => {
  if (!running?.api || !running.baseline) throw new Error('setup has not run');
  return { ...running, api: running.api, baseline: running.baseline };
};

async function closeAll() {
  const current = running;
  running = null;
  if (!current) return;
  current.stopMaintenance();
  await current.api?.close();
  await current.baseline?.close().catch(() => {});
  await current.database
    .close()
    .catch((error: unknown) => console.error('Closing the database failed:', error));
}

type Handlers = { [K in CommandName]: (args: Commands[K]['args']) => Promise<Commands[K]['result']> };

const handlers: Handlers = {
  async setup({ database: location, orgId }) {
    const database = openServerDatabase(location, recorder.listener, recorder.driverCall);
    // What Folio's server does at start-up: PGlite has no autovacuum, so the server vacuums and
    // analyzes it then and hourly (a no-op on PostgreSQL, which the scratch step vacuumed).
    const stopMaintenance = await maintainEmbeddedDatabase(database.handle);
    running = { database, stopMaintenance, api: null, baseline: null, orgId };
    const jwtSecret = randomBytes(32).toString('hex');
    running.api = await startApi(database.handle.db, jwtSecret);
    running.baseline = await startBaseline(database.baseline, jwtSecret);
    return { folioUrl: running.api.baseUrl, baselineUrl: running.baseline.url };
  },

  async record({ token, paths, keep = 'all' }) {
    const { api, baseline, database } = need();
    let first: ReturnType<typeof recorder.stop> | null = null;
    for (const path of paths) {
      // Twice, keeping the second: the steady state, with whatever Folio caches already cached.
      let groups: ReturnType<typeof recorder.stop> = [];
      for (let attempt = 0; attempt < 2; attempt += 1) {
        recorder.start();
        try {
          const res = await fetch(`${api.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`GET ${path} answered ${res.status} while recording`);
        } finally {
          groups = recorder.stop();
        }
      }
      // PGlite runs a statement without giving the event loop a turn, so the recorder cannot
      // tell its round trips apart; it is one connection anyway: one statement after the other.
      if (database.baseline.driver === 'pglite') groups = groups.flat().map((s) => [s]);
      if (keep === 'last') groups = groups.slice(-1);
      baseline.recorded.set(path, groups);
      first ??= groups;
    }
    const groups = first ?? [];
    return {
      statements: groups.reduce((n, g) => n + g.length, 0),
      groups: groups.length,
      // Unset: the driver's default, which names them. PGlite prepares nothing by name.
      prepared:
        database.baseline.driver === 'pglite' ? 0 : groups.flat().filter((s) => s.prepare !== false).length,
      sent: groups,
    };
  },

  cpu: async () => {
    const usage = process.cpuUsage();
    return usage.user + usage.system;
  },

  async memoryWatch() {
    if (sampler) clearInterval(sampler.timer);
    gc();
    const now = process.memoryUsage();
    const peak = { rss: now.rss, heap: now.heapUsed };
    const timer = setInterval(() => {
      const m = process.memoryUsage();
      peak.rss = Math.max(peak.rss, m.rss);
      peak.heap = Math.max(peak.heap, m.heapUsed);
    }, 5);
    sampler = { timer, peak, before: reading() };
    return sampler.before;
  },

  async memoryPeak() {
    const watch = sampler;
    sampler = null;
    if (!watch) throw new Error('memoryWatch has not run');
    clearInterval(watch.timer);
    const last = process.memoryUsage();
    const rssPeak = Math.max(watch.peak.rss, last.rss);
    const heapPeak = Math.max(watch.peak.heap, last.heapUsed);
    gc();
    const after = reading();
    return {
      ...watch.before,
      rssPeakMb: mb(rssPeak),
      heapUsedPeakMb: mb(heapPeak),
      rssAfterMb: after.rssMb,
      heapUsedAfterMb: after.heapUsedMb,
    };
  },

  async loopWatch() {
    loop?.disable();
    loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
    loop.enable();
    return null;
  },

  async loopDelay() {
    if (!loop) throw new Error('loopWatch has not run');
    loop.disable();
    const delay = loopDelayOf(loop);
    loop = null;
    return delay;
  },

  gc: async () => {
    gc();
    return mb(process.memoryUsage().heapUsed);
  },

  numbering: async () => {
    const { database, orgId } = need();
    return invoiceNumbering(database.handle.db, orgId);
  },

  invoiceFacts: async ({ ids }) => {
    const { database, orgId } = need();
    return invoiceFacts(database.handle.db, orgId, ids);
  },

  async shutdown() {
    await closeAll();
    return { serverErrors: serverErrorCount() };
  },
};

function reply(message: ReplyMessage, then?: () => void) {
  process.send?.(message, undefined, undefined, () => then?.());
}

process.on('message', (message: CommandMessage) => {
  const handler = handlers[message.command] as (args: unknown) => Promise<unknown>;
  handler(message.args).then(
    (result) =>
      reply(
        { id: message.id, ok: true, result },
        message.command === 'shutdown' ? () => process.exit(0) : undefined,
      ),
    (error: unknown) =>
      reply({
        id: message.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
process.on('SIGINT', () => {});
// The load generator went away without a shutdown (it crashed or was killed): close anyway.
process.once('disconnect', () => {
  void closeAll().finally(() => process.exit(1));
});
