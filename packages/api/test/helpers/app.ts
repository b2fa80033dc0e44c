import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle, QueryListener } from '@folio/db';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../src/config';
import type { Logger } from '../../src/core/logger';
import { createApiDeps } from '../../src/create-deps';
import type { ApiDeps } from '../../src/deps';
import { apiServerOptions, folioApi } from '../../src/http';
import { type JobQueue, type JobQueueOptions, startJobQueue } from '../../src/jobs/job-queue';
import { startJobWorkers } from '../../src/jobs/workers';
import type { Mailer } from '../../src/mail/mailer';
import { freshTestDatabase } from './database';
import { Outbox } from './outbox';

export const TEST_APP_URL = 'http://localhost:3000';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

const silentLog = { info() {}, warn() {}, error() {} };

export type TestApp = {
  /** The API; with FOLIO_TEST_INSTANCES=2 its requests alternate between two instances. */
  app: FastifyInstance;
  /**
   * The one instance whose dependencies are `deps`: for tests that replace a dependency or look
   * at one process's state (its PDF cache), which the other instance would not share.
   */
  primary: FastifyInstance;
  handle: DatabaseHandle;
  deps: ApiDeps;
  /** The job queue, when the app was created with `jobs` (its workers run on `deps`). */
  jobs?: JobQueue;
  outbox: Outbox;
  /** Waits for the work requests left running after their answer (e.g. forgot-password's mail). */
  settled(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The API as integrators reach it (tRPC + REST facade on Fastify), on a fresh database:
 * PostgreSQL when TEST_DATABASE_URL/DATABASE_URL is set, else PGlite (a copy of a migrated
 * template, see database.ts). Mail goes to a temp outbox.
 * With `sharedDatabase` (another TestApp) it is a second instance of the server on that app's
 * database, with its own dependencies and outbox; closing it leaves the database to its owner.
 */
export type TestAppOptions = {
  rateLimits?: boolean;
  config?: Partial<ApiConfig>;
  log?: Logger;
  sharedDatabase?: TestApp;
  rateLimitNamespace?: string;
  /** Replaces the outbox mailer (then `outbox` stays empty). */
  mailer?: Mailer;
  /** Sees every statement the app sends to its database (not with `sharedDatabase`). */
  onQuery?: QueryListener;
  /**
   * Runs the durable job queue with its workers, as the server does: mails and invoice emails go
   * through it (wait for them: `outbox.waitFor`). Without it, mails are sent by the request.
   */
  jobs?: JobQueueOptions | true;
};

/** Test queues poll often and retry soon, so that retries happen within a test's time. */
const TEST_QUEUE: JobQueueOptions = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.sharedDatabase;
  const handle = options.sharedDatabase?.handle ?? (await freshTestDatabase(options.onQuery));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-api-test-'));
  const config: ApiConfig = {
    appUrl: TEST_APP_URL,
    jwtSecret: TEST_JWT_SECRET,
    secureCookies: false,
    rateLimits: options.rateLimits ?? false,
    dataDir,
    mailFrom: 'Folio <no-reply@folio.test>',
    ...options.config,
  };
  const jobs = options.jobs
    ? await startJobQueue(handle, options.log ?? silentLog, options.jobs === true ? TEST_QUEUE : options.jobs)
    : undefined;
  // Each instance gets dependencies of its own, built from the same options.
  const instanceDeps = () =>
    createApiDeps({
      db: handle.db,
      config,
      log: options.log ?? silentLog,
      ...(options.rateLimitNamespace ? { rateLimitNamespace: options.rateLimitNamespace } : {}),
      ...(options.mailer ? { mailer: options.mailer } : {}),
      ...(jobs ? { jobs } : {}),
    });
  const deps = instanceDeps();
  if (jobs) await startJobWorkers(jobs, deps);
  const app = await serve(deps);
  // FOLIO_TEST_INSTANCES=2: every test talks to two instances of the server on one database (and
  // one mail directory), its requests alternating between them, as behind a load balancer.
  const twin = ownsDatabase && process.env.FOLIO_TEST_INSTANCES === '2' ? instanceDeps() : null;
  const twinApp = twin ? await serve(twin) : null;
  return {
    app: twinApp ? alternating(app, twinApp) : app,
    primary: app,
    handle,
    deps,
    ...(jobs ? { jobs } : {}),
    outbox: new Outbox(path.join(dataDir, 'mail')),
    settled: async () => {
      await deps.background.drain();
      await twin?.background.drain();
    },
    async close() {
      await app.close();
      await twinApp?.close();
      await jobs?.stop();
      await deps.close();
      await twin?.close();
      if (ownsDatabase) await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function serve(deps: ApiDeps): Promise<FastifyInstance> {
  const app = Fastify({ ...apiServerOptions, logger: false });
  await app.register(folioApi, { deps });
  await app.ready();
  return app;
}

/** `first` as it is, except that each `inject` goes to the other instance than the one before. */
function alternating(first: FastifyInstance, second: FastifyInstance): FastifyInstance {
  let next = 0;
  return new Proxy(first, {
    get(target, property, receiver) {
      if (property !== 'inject') return Reflect.get(target, property, receiver);
      return (...args: Parameters<FastifyInstance['inject']>) => {
        const instance = next++ % 2 === 0 ? first : second;
        return (instance.inject as (...a: typeof args) => unknown)(...args);
      };
    },
  });
}
