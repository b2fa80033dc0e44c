import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { DatabaseHandle } from '@folio/db';
import { createTestDatabase } from '@folio/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, loggerOptions } from '../src/app';
import { loadEnv } from '../src/env';

let app: FastifyInstance;
let handle: DatabaseHandle;
let dataDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-server-test-'));
  const webDist = path.join(dataDir, 'web');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Folio</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log("folio")');
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const env = loadEnv({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
  app = await buildServer({ env, db: handle.db, webDist, logger: { ...loggerOptions('info'), stream } });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server', () => {
  it('answers /api/health', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('serves the web app at / and falls back to it for client-side routes', async () => {
    for (const url of ['/', '/dashboard', '/clients/123/edit']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
    const asset = await app.inject('/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });

  it('never answers an API path with the web app: unknown /api and /trpc paths get JSON 404s', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['DELETE', '/api/clients/unknown/thing'],
      ['GET', '/trpc/nope.nothing'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('sets security headers', async () => {
    const res = await app.inject('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('publishes the OpenAPI document and the docs UI', async () => {
    const doc = await app.inject('/api/openapi.json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    const ui = await app.inject('/api/docs');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    expect(ui.body).toContain('swagger-ui');
  });

  it('keeps passwords and tokens out of the request log', async () => {
    logLines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer secret-access-token',
        cookie: 'folio_refresh=secret-cookie',
      },
      payload: JSON.stringify({ email: 'nobody@example.com', password: 'secret-password' }),
    });
    await app.inject('/api/auth/verify-email?token=secret-link-token');
    const log = logLines.join('\n');
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('/api/auth/verify-email?token=[redacted]');
    for (const secret of ['secret-access-token', 'secret-cookie', 'secret-password', 'secret-link-token']) {
      expect(log).not.toContain(secret);
    }
  });
});
