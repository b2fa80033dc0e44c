import type { DatabaseHandle } from '@folio/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../src/deps';
import { type JobQueue, startJobQueue } from '../src/jobs/job-queue';
import { freshTestDatabase } from './helpers/database';

const silent: Logger = { info() {}, warn() {}, error() {} };

/** Resolves once `check` holds, polling; fails the test after `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 15_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the durable job queue', () => {
  let handle: DatabaseHandle;
  let queue: JobQueue;

  beforeAll(async () => {
    handle = await freshTestDatabase();
    queue = await startJobQueue(handle, silent);
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await handle?.close();
  });

  it('works a job sent to it, and reports itself running with nothing waiting', async () => {
    await queue.boss.createQueue('greet');
    const seen: unknown[] = [];
    await queue.boss.work('greet', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      seen.push(job?.data);
    });
    await queue.boss.send('greet', { to: 'ada@example.com' });
    await eventually(() => seen.length === 1);
    expect(seen).toEqual([{ to: 'ada@example.com' }]);
    await eventually(async () => (await queue.status()).waiting === 0);
    expect(await queue.status()).toEqual({ running: true, waiting: 0, failed: 0 });
  });

  it('retries a job that fails, with growing delays, until it succeeds', async () => {
    await queue.boss.createQueue('flaky');
    const attempts: number[] = [];
    await queue.boss.work('flaky', { pollingIntervalSeconds: 0.5 }, async () => {
      attempts.push(Date.now());
      if (attempts.length < 3) throw new Error('temporary failure');
    });
    const id = await queue.boss.send('flaky', {}, { retryLimit: 4, retryDelay: 1, retryBackoff: true });
    await eventually(() => attempts.length === 3, 30_000);
    await eventually(async () => (await queue.boss.getJobById('flaky', id!))?.state === 'completed');
    // Exponential backoff: the second wait is longer than the first.
    const [first, second, third] = attempts as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThan(second - first);
  }, 45_000);

  it('counts a job that ran out of attempts as failed', async () => {
    await queue.boss.createQueue('doomed');
    await queue.boss.work('doomed', { pollingIntervalSeconds: 0.5 }, async () => {
      throw new Error('permanent failure');
    });
    const id = await queue.boss.send('doomed', {}, { retryLimit: 0 });
    await eventually(async () => (await queue.boss.getJobById('doomed', id!))?.state === 'failed');
    expect((await queue.status()).failed).toBe(1);
  });

  it('keeps jobs across a restart and works each of them once', async () => {
    await queue.boss.createQueue('durable');
    await queue.boss.send('durable', { n: 1 });
    await queue.boss.send('durable', { n: 2 });
    expect((await queue.status()).waiting).toBe(2);
    await queue.stop();
    expect((await queue.status()).running).toBe(false);

    queue = await startJobQueue(handle, silent);
    const worked: number[] = [];
    await queue.boss.work('durable', { pollingIntervalSeconds: 0.5, batchSize: 5 }, async (jobs) => {
      for (const job of jobs) worked.push((job.data as { n: number }).n);
    });
    await eventually(() => worked.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(worked.sort()).toEqual([1, 2]);
  }, 45_000);
});
