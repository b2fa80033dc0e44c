/**
 * PDFs without blocking: four invoices of --pdf-items line items each are created over the API,
 * then their PDFs are requested all at once (each a cache miss: new invoices), while
 * GET /api/health is polled one request at a time. If rendering ran on the API's event loop,
 * health would wait for it; in the worker pool it should not. Health is also polled on the idle
 * server first, for comparison.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchArgs } from './args';
import { send, sendJson, target } from './http-client';
import type { LoopDelay, SeededRecords } from './ipc';
import { type Latency, latencyOf } from './load';
import { LOOP_RESOLUTION_MS, loopDelayOf } from './loop-delay';
import { round } from './numbers';
import type { ServerProcess } from './server-control';
import type { Session } from './session';

const RENDERS = 4;
const IDLE_POLLS = 50;
/** Pause between two health polls. */
const POLL_GAP_MS = 5;

type Render = { status: number; ms: number; bytes: number; cache: string };
export type PdfHealthResult = {
  renders: Render[];
  itemsEach: number;
  /** Health on the idle server, then during the renders. */
  idle: Latency | null;
  health: (Latency & { polls: number }) | null;
  /** How late the API's event loop ran during the renders: blocked (high) or only short of CPU (low). */
  loopDelayMs: LoopDelay;
  /**
   * The same in the load generator, which does next to nothing meanwhile: when it lags as much as
   * the API, the whole machine stalled (other processes), not the API's event loop.
   */
  loadGeneratorLoopDelayMs: LoopDelay;
  failures: number;
  firstError?: string;
};

function largeInvoice(records: SeededRecords, i: number, items: number) {
  const billable = records.billable[i % records.billable.length]!;
  return {
    client: billable.clientId,
    project: billable.projectIds.slice(0, 1),
    currency: 'USD',
    items: Array.from({ length: items }, (_, k) => ({
      description: `Line ${k + 1}: design, development and review of deliverable ${i}-${k}`,
      quantity: 1 + (k % 8) / 4,
      unitPrice: round(15 + ((k * 7) % 200) + 0.99, 2),
    })),
  };
}

async function pollHealth(session: Session, args: BenchArgs, until: () => boolean, max = Infinity) {
  const to = target(session.folio.baseUrl, 1);
  const samples: number[] = [];
  const errors: string[] = [];
  while (!until() && samples.length < max) {
    const answer = await send(to, { path: '/api/health', timeoutMs: args.timeoutMs });
    samples.push(answer.ms);
    if (answer.status !== 200) errors.push(answer.error ?? `health answered ${answer.status}`);
    await sleep(POLL_GAP_MS);
  }
  to.agent.destroy();
  return { samples, errors };
}

export async function measurePdfHealth(
  session: Session,
  args: BenchArgs,
  records: SeededRecords,
  server: ServerProcess,
): Promise<PdfHealthResult> {
  const ids: string[] = [];
  for (let i = 0; i < RENDERS; i += 1) {
    const invoice = await sendJson<{ _id: string }>(session.folio, {
      method: 'POST',
      path: '/api/invoices',
      token: session.token,
      json: largeInvoice(records, i, args.pdfItems),
      timeoutMs: args.timeoutMs,
    });
    ids.push(invoice._id);
  }

  const idle = await pollHealth(session, args, () => false, IDLE_POLLS);
  await server.call('loopWatch', null);
  const ownLoop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  ownLoop.enable();
  const pdfs = target(session.folio.baseUrl, RENDERS);
  let rendering = true;
  const renders = Promise.all(
    ids.map((id) =>
      send(pdfs, { path: `/api/invoices/${id}/pdf`, token: session.token, timeoutMs: args.timeoutMs }),
    ),
  ).finally(() => {
    rendering = false;
  });
  const during = await pollHealth(session, args, () => !rendering);
  const answers = await renders;
  const loopDelayMs = await server.call('loopDelay', null);
  ownLoop.disable();
  pdfs.agent.destroy();

  const errors = [
    ...answers.filter((a) => a.status !== 200).map((a) => a.error ?? `PDF answered ${a.status}`),
    ...idle.errors,
    ...during.errors,
  ];
  const health = latencyOf(during.samples);
  return {
    renders: answers.map((a) => ({
      status: a.status,
      ms: round(a.ms),
      bytes: a.bytes,
      cache: String(a.headers['x-pdf-cache'] ?? '-'),
    })),
    itemsEach: args.pdfItems,
    idle: latencyOf(idle.samples),
    health: health ? { ...health, polls: during.samples.length } : null,
    loopDelayMs,
    loadGeneratorLoopDelayMs: loopDelayOf(ownLoop),
    failures: errors.length,
    ...(errors[0] ? { firstError: errors[0] } : {}),
  };
}
