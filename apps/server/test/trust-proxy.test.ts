import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '@folio/db';
import { createTestDatabase } from '@folio/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import { loadEnv } from '../src/env';

let app: FastifyInstance;
let handle: DatabaseHandle;
let dataDir: string;

/** The server behind one reverse proxy (TRUST_PROXY=1) at 10.0.0.2, with rate limits on. */
beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-trust-proxy-'));
  const env = loadEnv({ DATA_DIR: dataDir, TRUST_PROXY: '1', LOG_LEVEL: 'silent' });
  app = await buildServer({ env, db: handle.db });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PROXY = '10.0.0.2';

/** A failed sign-in as the proxy forwards it: the proxy appends the address it saw to the header. */
const failedLogin = (forwardedFor: string, n: number) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: PROXY,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: JSON.stringify({ email: `nobody${n}@example.com`, password: 'Wrong-Passw0rd' }),
  });

describe('TRUST_PROXY=1', () => {
  it('takes the client address from the proxy’s entry, never from entries the client wrote itself', async () => {
    const client = '203.0.113.50';
    // Each request forges a different leftmost entry; the proxy's own entry is the same.
    for (let i = 0; i < 20; i += 1) {
      const res = await failedLogin(`198.18.0.${i + 1}, ${client}`, i);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const refused = await failedLogin(`198.18.1.1, ${client}`, 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Another client behind the same proxy has its own budget.
    expect((await failedLogin('203.0.113.51', 100)).statusCode).toBe(401);
  });
});
