import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabaseUrl } from '@folio/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, startsWithin } from './helpers/processes';

/**
 * Recurring invoices as a deployment lives them: real server processes scanning every second
 * (RECURRING_SCAN_SECONDS=1), one of them killed with SIGKILL while it makes a series' invoices,
 * then started again. Every occurrence must be made exactly once, numbered without a gap.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function eventually<T>(check: () => Promise<T | undefined | null | false>, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const exitOf = (child: ChildProcess) => new Promise((resolve) => child.on('exit', resolve));

type Call = (method: string, url: string, body?: unknown) => Promise<{ status: number; body: any }>;

function apiAt(port: number, token: () => string | null): Call {
  return async (method, url, body) => {
    const bearer = token();
    const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: await res.json() };
  };
}

/** `weeks` weeks before today (UTC), YYYY-MM-DD. */
const weeksAgo = (weeks: number) => new Date(Date.now() - weeks * 7 * 86_400_000).toISOString().slice(0, 10);

/**
 * `instances` servers on one database; a weekly series started 24 weeks ago (25 invoices owed);
 * the first server is killed just after the series is saved (it starts making them at once), and
 * started again.
 */
async function killedWhileGenerating(database: Record<string, string>, instances: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-recurring-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
  const envOf = (port: number) => ({
    ...database,
    DATA_DIR: dataDir,
    PORT: String(port),
    RECURRING_SCAN_SECONDS: '1',
  });
  const servers: ChildProcess[] = [];
  for (const port of ports) {
    const server = await startServer(envOf(port));
    servers.push(server);
    cleanups.push(() => void server.kill('SIGKILL'));
  }
  let token: string | null = null;
  const calls = ports.map((port) => apiAt(port, () => token));
  const call = calls[calls.length - 1]!;

  const registered = await calls[0]!('POST', '/auth/register', {
    name: 'Rita Recurring',
    email: `recurring-${Date.now()}@example.com`,
    password: 'Str0ng-Passw0rd',
    orgName: 'Recurring Studio',
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  token = registered.body.token;
  // A paid plan (mock billing, for a verified owner): 25 invoices in a month are beyond the free
  // plan's limit. Without a mail server the verification mail is a file of the outbox.
  const link = await eventually(async () => {
    const mailDir = path.join(dataDir, 'mail');
    for (const file of existsSync(mailDir) ? readdirSync(mailDir) : []) {
      // The .eml text is quoted-printable: soft line breaks and "=" written as "=3D".
      const text = readFileSync(path.join(mailDir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replaceAll('=3D', '=');
      const match = /verify-email\?token=([\w-]+)/.exec(text);
      if (match) return match[1];
    }
    return null;
  });
  expect((await call('GET', `/auth/verify-email?token=${link}`)).status).toBe(200);
  const upgraded = await call('POST', '/billing/checkout', { tier: 'pro' });
  expect(upgraded.status, JSON.stringify(upgraded.body)).toBe(200);
  const client = await call('POST', '/clients', { name: 'Steady Client' });
  const project = await call('POST', '/projects', { title: 'Care plan', client: client.body._id });
  const owed = 25;
  const series = await calls[0]!('POST', '/recurring-invoices', {
    client: client.body._id,
    project: [project.body._id],
    items: [{ description: 'Weekly care', quantity: 1, unitPrice: 80 }],
    frequency: 'weekly',
    startDate: weeksAgo(owed - 1),
    end: { type: 'after', count: owed },
  });
  expect(series.status, JSON.stringify(series.body)).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 150));
  const exited = exitOf(servers[0]!);
  servers[0]!.kill('SIGKILL');
  await exited;
  const restarted = await startServer(envOf(ports[0]!));
  cleanups.push(() => void restarted.kill('SIGKILL'));
  return {
    call: calls[0]!,
    seriesId: series.body._id as string,
    owed,
    servers: [restarted, ...servers.slice(1)],
  };
}

async function expectEachOnce(call: Call, seriesId: string, owed: number) {
  const ended = await eventually(async () => {
    const { body } = await call('GET', `/recurring-invoices/${seriesId}`);
    return body.status === 'ended' ? body : null;
  });
  expect(ended.generatedCount).toBe(owed);
  // A few more scans change nothing.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { body: invoices } = await call('GET', `/recurring-invoices/${seriesId}/invoices`);
  expect(invoices).toHaveLength(owed);
  const dates = invoices.map((i: { recurringDate: string }) => i.recurringDate).sort();
  expect(dates).toEqual(Array.from({ length: owed }, (_, i) => weeksAgo(owed - 1 - i)));
  const numbers = invoices.map((i: { number: number }) => i.number).sort((a: number, b: number) => a - b);
  expect(numbers).toEqual(Array.from({ length: owed }, (_, i) => i + 1));
}

// Two processes share a database only on PostgreSQL (TEST_DATABASE_URL, as CI sets it); without
// one, a single server on the embedded database is killed and restarted.
const postgres = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);

describe('recurring invoices survive a killed server', () => {
  it(
    'killed while making a series’ invoices and restarted (two servers scanning on PostgreSQL): each is made once',
    async () => {
      const scratch = postgres ? await createScratchDatabaseUrl() : null;
      if (postgres && !scratch) throw new Error('no PostgreSQL server');
      if (scratch) cleanups.push(() => scratch.drop());
      const { call, seriesId, owed } = await killedWhileGenerating(
        scratch ? { DATABASE_URL: scratch.url } : {},
        scratch ? 2 : 1,
      );
      await expectEachOnce(call, seriesId, owed);
    },
    startsWithin(3, 60_000),
  );
});
