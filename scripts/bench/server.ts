/**
 * Folio's API in the server process: the real Fastify plugin on an ephemeral port on 127.0.0.1,
 * rate limits off, request logging off. Errors the API logs are counted (and the first few
 * printed), since any of them fails the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApiDeps } from '@folio/api';
import { folioApi } from '@folio/api/http';
import type { Database } from '@folio/db';
import Fastify from 'fastify';

let serverErrors = 0;

/** How many errors the API has logged so far. */
export const serverErrorCount = () => serverErrors;

export type RunningApi = { baseUrl: string; close(): Promise<void> };

/**
 * Starts the API on `db`, with its own temporary data directory (removed by close()). The
 * baseline checks tokens with the same `jwtSecret`.
 */
export async function startApi(db: Database, jwtSecret: string): Promise<RunningApi> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-data-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const deps = createApiDeps({
      db,
      // Request logging is off (it would measure pino); server-side failures are counted and shown.
      log: {
        info() {},
        warn() {},
        error(obj: object, msg?: string) {
          serverErrors += 1;
          if (serverErrors <= 5) console.error('  server error:', msg ?? '', obj);
        },
      },
      config: {
        appUrl: 'http://localhost:3000',
        jwtSecret,
        secureCookies: false,
        rateLimits: false,
        dataDir,
        mailFrom: 'Folio <no-reply@folio.local>',
      },
    });
    const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
    await app.register(folioApi, { deps });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address !== 'object') {
      await app.close().catch(() => {});
      throw new Error('The API did not report its port');
    }
    return {
      baseUrl: `http://127.0.0.1:${address.port}`,
      async close() {
        await app.close().catch(() => {});
        await deps.close().catch(() => {});
        removeDataDir();
      },
    };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}
