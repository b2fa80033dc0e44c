import type { DatabaseHandle } from '@folio/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../src/core/logger';
import { JOB_QUEUES, type JobQueue, startJobQueue } from '../src/jobs/job-queue';
import { freshTestDatabase } from './helpers/database';
import { eventually } from './helpers/eventually';

const silent: Logger = { info() {}, warn() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  it('leaves the activity email’s scheduling ticks out of waiting, and counts every other job', async () => {
    await queue.boss.createQueue(JOB_QUEUES.activityDigest);
    await queue.boss.createQueue('parked');
    const before = (await queue.status()).waiting;
    await queue.boss.send(JOB_QUEUES.activityDigest, {}, { startAfter: 3600 });
    expect((await queue.status()).waiting).toBe(before);
    const parked = await queue.boss.send('parked', {}, { startAfter: 3600 });
    expect((await queue.status()).waiting).toBe(before + 1);
    await queue.boss.deleteJob('parked', parked!);
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

  it('works waiting jobs one after another without waiting out its poll, and takes a new one at once when woken', async () => {
    // A poll far longer than the test: only fetching again after each job, and waking, can pass it.
    const patient = await startJobQueue(handle, silent, { pollingIntervalSeconds: 60 });
    try {
      for (const n of [1, 2, 3]) await patient.send('mail', { n });
      const worked: number[] = [];
      await patient.work<{ n: number }>('mail', async (job) => {
        worked.push(job.data.n);
      });
      await eventually(() => worked.length === 3, 15_000);
      // Idle now, until its next poll a minute away; a job committed here wakes it.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await patient.send('mail', { n: 4 });
      patient.wake('mail');
      await eventually(() => worked.length === 4, 15_000);
      expect(worked.sort()).toEqual([1, 2, 3, 4]);
    } finally {
      await patient.stop();
    }
  }, 45_000);

  it('as the only process of its database, retries at start a job a dead process left under way', async () => {
    await queue.boss.createQueue('orphaned');
    const id = await queue.boss.send('orphaned', { n: 1 });
    // A process takes the job and dies before finishing it: the row stays active.
    const [taken] = await queue.boss.fetch('orphaned');
    expect(taken?.id).toBe(id);
    expect((await queue.boss.getJobById('orphaned', id!))?.state).toBe('active');
    await queue.stop();

    queue = await startJobQueue(handle, silent, { soleProcess: true });
    const worked: unknown[] = [];
    await queue.boss.work('orphaned', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      worked.push(job?.data);
    });
    // Within seconds, not after the job's expiry (minutes).
    await eventually(() => worked.length === 1, 10_000);
    expect(worked).toEqual([{ n: 1 }]);
  }, 30_000);

  it('on stop, lets the job under way finish and has its end recorded before it returns', async () => {
    await queue.stop();
    // The database records a job's end slowly, as a busy server may.
    const slowToComplete: DatabaseHandle = {
      ...handle,
      async executeSql(text, values) {
        if (/state = 'completed'/.test(text) && /UPDATE/i.test(text)) await sleep(1_000);
        return handle.executeSql(text, values);
      },
    };
    queue = await startJobQueue(slowToComplete, silent, { pollingIntervalSeconds: 0.5 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    await queue.work(JOB_QUEUES.mail, async () => {
      started = true;
      await released;
    });
    const id = await queue.send(JOB_QUEUES.mail, { to: 'ada@example.com' });
    await eventually(() => started);

    const stopped = queue.stop();
    setTimeout(release, 200);
    await stopped;
    // Nothing is left for the closing database to fail: the job is done, and will not run again.
    const { rows } = await handle.executeSql('select state from jobs.job where id = $1', [id]);
    expect(rows).toEqual([{ state: 'completed' }]);
  }, 30_000);
});
