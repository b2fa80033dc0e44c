/**
 * The server process: forked by the benchmark (server-control.ts), so that the load generator
 * never shares an event loop or a heap with what it measures. It builds and seeds the scratch
 * database, runs Folio's API and the baseline on two ports (measured one at a time, never
 * together), and answers the load generator's commands (ipc.ts): recording statements, CPU and
 * memory readings, the write phase's SQL checks, and the shutdown that drops the database.
 *
 * Ctrl-C reaches this process too; it ignores it and waits for the load generator's shutdown,
 * or cleans up by itself when the load generator goes away.
 */
import { randomBytes } from 'node:crypto';
import { type RunningBaseline, startBaseline } from './baseline';
import { openScratch, type Scratch, seedScratch } from './database';
import { invoiceFacts, invoiceNumbering } from './invoice-facts';
import type { CommandMessage, CommandName, Commands, MemoryReading, ReplyMessage } from './ipc';
import { mb } from './numbers';
import { readSeededRecords } from './seeded-records';
import { type RunningApi, serverErrorCount, startApi } from './server';
import { createStatementRecorder } from './statement-recorder';

type Running = { scratch: Scratch; api: RunningApi | null; baseline: RunningBaseline | null; orgId: string };

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

const need = () => {
  if (!running?.api || !running.baseline) throw new Error('setup has not run');
  return { ...running, api: running.api, baseline: running.baseline };
};

async function closeAll(keep: boolean) {
  const current = running;
  running = null;
  if (!current) return;
  await current.api?.close();
  await current.baseline?.close().catch(() => {});
  await current.scratch.cleanup(keep).catch((error: unknown) => console.error('Cleanup failed:', error));
}

type Handlers = { [K in CommandName]: (args: Commands[K]['args']) => Promise<Commands[K]['result']> };

const handlers: Handlers = {
  async setup({ databaseUrl, scale, seedValue }) {
    const scratch = await openScratch(databaseUrl, recorder.listener);
    running = { scratch, api: null, baseline: null, orgId: '' };
    console.log(`Database: ${scratch.driver} ${scratch.location}\n  ${scratch.serverVersion}`);
    console.log(`Seeding (scale ${scale}, seed value ${seedValue})…`);
    const seeded = await seedScratch(scratch, scale, seedValue);
    running.orgId = seeded.org.id;
    const records = await readSeededRecords(scratch.handle.db, seeded.org.id);
    const jwtSecret = randomBytes(32).toString('hex');
    running.api = await startApi(scratch.handle.db, jwtSecret);
    running.baseline = await startBaseline(scratch.baseline, jwtSecret);
    return {
      driver: scratch.driver,
      location: scratch.location,
      serverVersion: scratch.serverVersion,
      seed: { counts: seeded.counts, ms: Math.round(seeded.totalMs) },
      folioUrl: running.api.baseUrl,
      baselineUrl: running.baseline.url,
      records,
    };
  },

  async record({ token, paths }) {
    const { api, baseline, scratch } = need();
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
      if (scratch.driver === 'pglite') groups = groups.flat().map((s) => [s]);
      baseline.recorded.set(path, groups);
      first ??= groups;
    }
    const groups = first ?? [];
    return {
      statements: groups.reduce((n, g) => n + g.length, 0),
      groups: groups.length,
      texts: groups.map((g) => g.map((s) => s.text)),
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

  gc: async () => {
    gc();
    return mb(process.memoryUsage().heapUsed);
  },

  numbering: async () => {
    const { scratch, orgId } = need();
    return invoiceNumbering(scratch.handle.db, orgId);
  },

  invoiceFacts: async ({ ids }) => {
    const { scratch, orgId } = need();
    return invoiceFacts(scratch.handle.db, orgId, ids);
  },

  async shutdown({ keep }) {
    await closeAll(keep);
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
// The load generator went away without a shutdown (it crashed or was killed): clean up anyway.
process.once('disconnect', () => {
  void closeAll(false).finally(() => process.exit(1));
});
