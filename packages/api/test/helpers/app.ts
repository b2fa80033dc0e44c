import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '@folio/db';
import { createTestDatabase } from '@folio/db/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../src/config';
import { createApiDeps } from '../../src/create-deps';
import type { ApiDeps, Logger } from '../../src/deps';
import { apiServerOptions, folioApi } from '../../src/http';
import { Outbox } from './outbox';

export const TEST_APP_URL = 'http://localhost:3000';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

const silentLog = { info() {}, warn() {}, error() {} };

export type TestApp = {
  app: FastifyInstance;
  handle: DatabaseHandle;
  deps: ApiDeps;
  outbox: Outbox;
  close(): Promise<void>;
};

/**
 * The API as integrators reach it (tRPC + REST facade on Fastify), on a fresh database:
 * PostgreSQL when TEST_DATABASE_URL/DATABASE_URL is set, else PGlite. Mail goes to a temp outbox.
 */
export async function createTestApp(
  options: { rateLimits?: boolean; config?: Partial<ApiConfig>; log?: Logger } = {},
): Promise<TestApp> {
  const handle = await createTestDatabase();
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
  const deps = createApiDeps({ db: handle.db, config, log: options.log ?? silentLog });
  const app = Fastify({ ...apiServerOptions, logger: false });
  await app.register(folioApi, { deps });
  await app.ready();
  return {
    app,
    handle,
    deps,
    outbox: new Outbox(path.join(dataDir, 'mail')),
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
