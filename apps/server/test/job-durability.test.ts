import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabaseUrl } from '@folio/db/testing';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, startsWithin, startWorker } from './helpers/processes';

/**
 * The job queue as a deployment lives it: a real server process (`src/main.ts`), a real SMTP
 * server that is not there at first, and the process killed with SIGKILL while jobs wait. After a
 * restart every mail and invoice email must arrive exactly once, and every invoice be sent.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Received = { messageId: string; subject: string; to: string[]; text: string; attachments: number };

/**
 * An SMTP server that accepts everything and keeps what each message was. With `replyDelayMs` it
 * answers each message that long after receiving it, as a slow mail server does.
 */
async function startSmtp(port: number, received: Received[], options: { replyDelayMs?: number } = {}) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            messageId: mail.messageId ?? '',
            subject: mail.subject ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            text: mail.text ?? '',
            attachments: mail.attachments.length,
          });
          setTimeout(callback, options.replyDelayMs ?? 0);
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

async function eventually<T>(check: () => Promise<T | undefined | null | false>, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const exitOf = (child: ChildProcess) => new Promise((resolve) => child.on('exit', resolve));

type Call = (
  method: string,
  url: string,
  body?: unknown,
  token?: string,
) => Promise<{ status: number; body: any }>;

/** Calls the REST API of the server at `base`. */
function apiAt(base: string): Call {
  return async (method, url, body, token) => {
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: await res.json() };
  };
}

/** Registers and verifies an owner, and makes `count` invoices of one client's project. */
async function ownerWithInvoices(call: Call, received: Received[], orgName: string, count: number) {
  const email = `owner-${Date.now()}@example.com`;
  const registered = await call('POST', '/auth/register', {
    name: 'Olive Owner',
    email,
    password: 'Str0ng-Passw0rd',
    orgName,
  });
  expect(registered.status).toBe(200);
  const token = registered.body.token as string;
  // The verification mail goes out through the queue.
  const verification = await eventually(async () => received.find((m) => m.to.includes(email)));
  const link = /\/verify-email\?token=([\w-]+)/.exec(verification.text);
  expect((await call('GET', `/auth/verify-email?token=${link?.[1]}`)).status).toBe(200);

  const client = await call('POST', '/clients', { name: 'Kept Client', email: 'kept@client.example' }, token);
  const project = await call('POST', '/projects', { title: 'Kept Project', client: client.body._id }, token);
  const invoices: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const invoice = await call(
      'POST',
      '/invoices',
      {
        client: client.body._id,
        project: [project.body._id],
        items: [{ description: `Work ${i}`, quantity: 1, unitPrice: 100 + i }],
      },
      token,
    );
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    invoices.push(invoice.body._id);
  }
  return { email, token, invoices };
}

/** Runs the whole story against one database (`DATABASE_URL`, or none for the embedded one). */
async function killedWhileJobsWait(database: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const smtpPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-durability-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...database,
    DATA_DIR: dataDir,
    PORT: String(port),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Folio <no-reply@folio.test>',
  };
  const call = apiAt(base);
  const received: Received[] = [];
  let stopSmtp = await startSmtp(smtpPort, received);
  let server = await startServer(env);
  cleanups.push(() => void server.kill('SIGKILL'));
  const { email, token, invoices } = await ownerWithInvoices(call, received, 'Durable Studio', 3);

  // The mail server goes away; three invoice emails and a password reset are asked for.
  await stopSmtp();
  const before = received.length;
  const deliveries: string[] = [];
  for (const id of invoices) {
    const sent = await call('POST', `/invoices/${id}/send`, {}, token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    deliveries.push(sent.body._id);
  }
  expect((await call('POST', '/auth/forgot-password', { email })).status).toBe(200);
  // Every job has had its first attempt refused and waits for its retry: nothing is under way.
  await eventually(async () => {
    const lists = await Promise.all(
      invoices.map((id) => call('GET', `/invoices/${id}/deliveries`, undefined, token)),
    );
    const waiting = lists.every(
      ({ body }) => body.items[0]?.status === 'queued' && body.items[0].attempts >= 1,
    );
    const health = await call('GET', '/health');
    return waiting && health.body.jobs.waiting === 4;
  });

  let exited = exitOf(server);
  server.kill('SIGKILL');
  await exited;
  stopSmtp = await startSmtp(smtpPort, received);
  cleanups.push(() => stopSmtp());
  server = await startServer(env);

  for (const [i, id] of invoices.entries()) {
    const delivered = await eventually(async () => {
      const { body } = await call('GET', `/invoices/${id}/deliveries`, undefined, token);
      return body.items.find(
        (d: { _id: string; status: string }) => d._id === deliveries[i] && d.status === 'delivered',
      );
    });
    // Exactly one message for it arrived, with the PDF.
    const copies = received.filter((m) => m.messageId === delivered.messageId);
    expect(copies).toHaveLength(1);
    expect(copies[0]?.attachments).toBe(1);
    expect((await call('GET', `/invoices/${id}`, undefined, token)).body.status).toBe('sent');
  }
  await eventually(async () => received.find((m) => m.subject === 'Reset your password'));
  const after = received.slice(before);
  expect(after.map((m) => m.subject).sort()).toEqual(
    [
      ...invoices.map((_, i) => `Invoice ${String(i + 1).padStart(4, '0')} from Durable Studio`),
      'Reset your password',
    ].sort(),
  );
  expect(new Set(after.map((m) => m.messageId)).size).toBe(after.length);
  expect((await call('GET', '/health')).body.jobs).toEqual({ running: true, waiting: 0, failed: 0 });

  exited = exitOf(server);
  server.kill('SIGTERM');
  expect(await exited).toBe(0);
}

/** A server on the embedded database stopped with SIGTERM while the mail server takes its time. */
async function stoppedWhileSending() {
  const port = await freePort();
  const smtpPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-stopping-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, PORT: String(port), SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
  const call = apiAt(`http://127.0.0.1:${port}`);
  const received: Received[] = [];
  const smtp = { replyDelayMs: 0 };
  cleanups.push(await startSmtp(smtpPort, received, smtp));
  let server = await startServer(env);
  cleanups.push(() => void server.kill('SIGKILL'));
  const { token, invoices } = await ownerWithInvoices(call, received, 'Stopping Studio', 1);
  const [invoiceId] = invoices;

  // The mail server now answers each message 7 s after receiving it; the server is told to stop
  // as soon as the invoice's message has reached it.
  smtp.replyDelayMs = 7_000;
  const sent = await call('POST', `/invoices/${invoiceId}/send`, {}, token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  await eventually(async () => received.find((m) => m.subject === 'Invoice 0001 from Stopping Studio'));
  const exited = exitOf(server);
  server.kill('SIGTERM');
  expect(await exited).toBe(0);

  // It waited for the answer and recorded it: after a restart nothing is sent again.
  smtp.replyDelayMs = 0;
  server = await startServer(env);
  const { body } = await call('GET', `/invoices/${invoiceId}/deliveries`, undefined, token);
  expect(body.items).toMatchObject([{ _id: sent.body._id, status: 'delivered' }]);
  expect((await call('GET', '/health')).body.jobs).toEqual({ running: true, waiting: 0, failed: 0 });
  expect(received.filter((m) => m.messageId === body.items[0].messageId)).toHaveLength(1);
  expect((await call('GET', `/invoices/${invoiceId}`, undefined, token)).body.status).toBe('sent');
}

describe('a server told to stop finishes the job under way', () => {
  it(
    'on SIGTERM while an invoice email is being sent: it waits for the mail server, records the delivery, and sends nothing twice',
    async () => {
      await stoppedWhileSending();
    },
    startsWithin(2, 30_000),
  );
});

describe('jobs survive a killed server process', () => {
  it(
    'on the embedded database: after SIGKILL and a restart every waiting mail arrives, once',
    async () => {
      await killedWhileJobsWait({});
    },
    startsWithin(2, 60_000),
  );

  // The API suites run on PostgreSQL when TEST_DATABASE_URL names a server (as CI does).
  if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL) {
    it(
      'on PostgreSQL: likewise',
      async () => {
        const scratch = await createScratchDatabaseUrl();
        if (!scratch) throw new Error('no PostgreSQL server');
        cleanups.push(() => scratch.drop());
        await killedWhileJobsWait({ DATABASE_URL: scratch.url });
      },
      startsWithin(2, 60_000),
    );

    it(
      'with JOB_WORKERS=off the server only queues jobs, and a separate `worker` process sends them',
      async () => {
        const scratch = await createScratchDatabaseUrl();
        if (!scratch) throw new Error('no PostgreSQL server');
        cleanups.push(() => scratch.drop());
        const smtpPort = await freePort();
        const port = await freePort();
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-worker-'));
        cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
        const env = {
          DATABASE_URL: scratch.url,
          DATA_DIR: dataDir,
          PORT: String(port),
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          JOB_WORKERS: 'off',
        };
        const received: Received[] = [];
        cleanups.push(await startSmtp(smtpPort, received));
        const server = await startServer(env);
        cleanups.push(() => void server.kill('SIGKILL'));
        const email = `worker-${Date.now()}@example.com`;
        const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Wendy Worker',
            email,
            password: 'Str0ng-Passw0rd',
            orgName: 'Apart',
          }),
        });
        expect(registered.status).toBe(200);
        // Queued, and nobody here works it.
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        expect(received).toHaveLength(0);
        const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
          jobs: object;
        };
        expect(health.jobs).toMatchObject({ running: true, waiting: 1 });

        const worker = await startWorker(env);
        cleanups.push(() => void worker.kill('SIGKILL'));
        const verification = await eventually(async () => received.find((m) => m.to.includes(email)));
        expect(verification.subject).toBe('Verify your email address');
        // It stops itself on SIGTERM (code 0), not by the signal's default action.
        const exited = new Promise((resolve) =>
          worker.on('exit', (code, signal) => resolve({ code, signal })),
        );
        worker.kill('SIGTERM');
        expect(await exited, worker.printed()).toEqual({ code: 0, signal: null });
      },
      startsWithin(2, 30_000),
    );
  }
});
