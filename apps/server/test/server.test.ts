import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { MSG } from '@folio/contracts';
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
const APP_JS = `console.log(${JSON.stringify('folio '.repeat(200))})`;
const THEME_SCRIPT = "document.documentElement.dataset.theme = 'dark';";

beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-server-test-'));
  const webDist = path.join(dataDir, 'web');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><title>Folio</title><script>${THEME_SCRIPT}</script><script type="module" src="/assets/app.js"></script><div id="root"></div>`,
  );
  writeFileSync(path.join(webDist, 'assets', 'app.js'), APP_JS);
  // What the web build writes beside every text asset (vite-plugin-compression2).
  writeFileSync(path.join(webDist, 'assets', 'app.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(path.join(webDist, 'assets', 'app.js.gz'), gzipSync(APP_JS));
  writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  // Public pages the web build prerendered.
  mkdirSync(path.join(webDist, 'prerendered', 'legal'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'prerendered', 'login.html'),
    '<!doctype html><title>Log in</title><div id="root"><form>login</form></div>',
  );
  writeFileSync(
    path.join(webDist, 'prerendered', 'legal', 'terms.html'),
    '<!doctype html><title>Terms</title><div id="root"><h1>Terms</h1></div>',
  );
  writeFileSync(
    path.join(webDist, 'prerendered', 'pages.json'),
    JSON.stringify([
      { path: '/login', file: 'prerendered/login.html', sameWith: ['next'] },
      { path: '/legal/terms', file: 'prerendered/legal/terms.html', sameWith: [] },
      { path: '/verify-email', file: 'prerendered/login.html', sameWith: ['token'], requires: ['token'] },
      { path: '/i/$token', file: 'prerendered/legal/terms.html', sameWith: [] },
      // Signed-in screens: the shell skeleton with the screen's heading.
      { path: '/invoices', file: 'prerendered/invoices.html', sameWith: ['status', 'q'] },
      { path: '/invoices/new', file: 'prerendered/invoices/new.html', sameWith: [] },
    ]),
  );
  mkdirSync(path.join(webDist, 'prerendered', 'invoices'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'prerendered', 'invoices.html'),
    '<!doctype html><title>Invoices</title><div id="root"><h1>Invoices</h1></div>',
  );
  writeFileSync(
    path.join(webDist, 'prerendered', 'invoices', 'new.html'),
    '<!doctype html><title>New Invoice</title><div id="root"><h1>New Invoice</h1></div>',
  );
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

  it('serves hashed assets precompressed (brotli, gzip) and cacheable for a year; the app shell never cached', async () => {
    const br = await app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gz = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    const plain = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of ['/', '/dashboard', '/register?invite=x']) {
      const shell = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(shell.statusCode).toBe(200);
      expect(shell.headers['cache-control']).toBe('no-cache');
    }
    const robots = await app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset (a chunk of an earlier build) with 404, never with the web app', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/clients-OLDHASH.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
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

  it('sends a prerendered page for its path, unless the query asks for something it does not show', async () => {
    for (const url of ['/login', '/login?next=/clients']) {
      const login = await app.inject(url);
      expect(login.statusCode, url).toBe(200);
      expect(login.headers['content-type'], url).toMatch(/text\/html/);
      expect(login.headers['cache-control'], url).toBe('no-cache');
      expect(login.body, url).toContain('<form>login</form>');
    }
    expect((await app.inject('/legal/terms')).body).toContain('<h1>Terms</h1>');
    // A page that needs a link's token gets its copy only with one.
    expect((await app.inject('/verify-email?token=abc')).body).toContain('<form>login</form>');
    // A page with a parameter in its path has one copy for every value of it.
    expect((await app.inject('/i/Zx3_token-value')).body).toContain('<h1>Terms</h1>');
    // Another parameter may change the page: the app renders it from the address.
    for (const url of [
      '/login?invite=abc',
      '/legal/terms?x=1',
      '/login/',
      '/dashboard',
      '/',
      '/verify-email',
      '/i/',
      '/i/a/b',
      '/i/abc?x=1',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it("sends a signed-in screen's copy for its path and its filters, and the app for its records", async () => {
    for (const url of ['/invoices', '/invoices?status=paid&q=acme']) {
      expect((await app.inject(url)).body, url).toContain('<h1>Invoices</h1>');
    }
    expect((await app.inject('/invoices/new')).body).toContain('<h1>New Invoice</h1>');
    // An invoice's own address, or a query the screen's copy does not stand for, gets the app.
    for (const url of [
      '/invoices/abc123',
      '/invoices/abc123/edit',
      '/invoices/new?client=abc',
      '/invoices?x=1',
    ]) {
      expect((await app.inject(url)).body, url).toContain('<div id="root"></div>');
    }
  });

  it('sets security headers', async () => {
    const res = await app.inject('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it("allows index.html's own inline script by its hash, and no other inline script", async () => {
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
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

  it('logs each request once, as it is answered: method, URL, address, status and time', async () => {
    logLines.length = 0;
    await app.inject('/api/health');
    await app.inject('/api/clients');
    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((entry) => entry.msg)).toEqual(['request completed', 'request completed']);
    expect(entries[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/health', ip: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(entries[1]).toMatchObject({ req: { url: '/api/clients' }, res: { statusCode: 401 } });
    expect(typeof entries[0]?.responseTime).toBe('number');
  });

  it('sets the security headers on API answers and on unknown addresses too', async () => {
    for (const url of ['/api/health', '/api/clients', '/api/no-such-thing']) {
      const res = await app.inject(url);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
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

  it('keeps invitation tokens, tRPC inputs and emailed links out of the log', async () => {
    logLines.length = 0;
    await app.inject('/api/auth/invite/secret-invite-path');
    await app.inject('/register?invite=secret-invite-query&x=1');
    await app.inject(`/trpc/auth.checkInvite?input=${encodeURIComponent('{"token":"secret-trpc-input"}')}`);
    await app.inject('/undo-email-change?token=secret-undo-token');
    const email = `log-${Date.now()}@example.com`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Log Test', email, password: 'Str0ng-Passw0rd', orgName: 'Log Org' }),
    });
    expect(registered.statusCode).toBe(200);
    const mailDir = path.join(dataDir, 'mail');
    const mail = readdirSync(mailDir)
      .filter((file) => file.includes(email))
      .map((file) => readFileSync(path.join(mailDir, file), 'utf8'))
      .join('');
    const mailedToken = /token=([A-Za-z0-9_-]+)/.exec(mail.replace(/=\r?\n/g, ''))?.[1];
    expect(mailedToken).toBeTruthy();

    const log = logLines.join('\n');
    expect(log).toContain('/api/auth/invite/[redacted]');
    expect(log).toContain('/register?invite=[redacted]&x=1');
    expect(log).toContain('mail written to outbox');
    for (const secret of [
      'secret-invite-path',
      'secret-invite-query',
      'secret-trpc-input',
      'secret-undo-token',
      mailedToken!,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('answers a malformed percent-encoding with the JSON envelope, without echoing the path', async () => {
    const res = await app.inject('/api/clients/%zz');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: MSG.malformedUrl });
  });
});
