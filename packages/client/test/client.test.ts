import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApiDeps } from '@folio/api';
import { folioApi } from '@folio/api/http';
import type { DatabaseHandle } from '@folio/db';
import { createTestDatabase } from '@folio/db/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFolioClient, errorDetails } from '../src';

let app: FastifyInstance;
let handle: DatabaseHandle;
let baseUrl: string;
let dataDir: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-client-test-'));
  const deps = createApiDeps({
    db: handle.db,
    log: { info() {}, warn() {}, error() {} },
    config: {
      appUrl: 'http://localhost:3000',
      jwtSecret: 'client-test-secret-long-enough-for-hs256',
      secureCookies: false,
      rateLimits: false,
      dataDir,
      mailFrom: 'Folio <no-reply@folio.test>',
    },
  });
  app = Fastify({ logger: false });
  await app.register(folioApi, { deps });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('@folio/client', () => {
  it('registers, then reads the signed-in user with the token, over a real HTTP connection', async () => {
    let token: string | null = null;
    const folio = createFolioClient({ baseUrl, getToken: () => token });
    const registered = await folio.auth.register.mutate({
      name: 'Client Dev',
      email: 'Client.Dev@Example.com',
      password: 'Passw0rd!',
      orgName: 'Integrations Ltd',
    });
    token = registered.token;
    const me = await folio.auth.me.query();
    expect(me.user.email).toBe('client.dev@example.com');
    expect(me.user.currentOrg?.name).toBe('Integrations Ltd');
    expect(me.role).toBe('admin');
    const orgs = await folio.organizations.list.query();
    expect(orgs.orgs.map((entry) => entry.org.name)).toEqual(['Integrations Ltd']);
  });

  it('drives the workspace: client, project, invoice, payment, dashboard', async () => {
    let token: string | null = null;
    const folio = createFolioClient({ baseUrl, getToken: () => token });
    token = (
      await folio.auth.register.mutate({
        name: 'Ops',
        email: 'ops@example.com',
        password: 'Passw0rd!',
        orgName: 'Ops Co',
      })
    ).token;
    const client = await folio.clients.create.mutate({
      name: 'Globex',
      email: 'ap@globex.example',
      tags: ['vip'],
    });
    const project = await folio.projects.create.mutate({
      title: 'Website',
      client: client._id,
      priceCents: 250_000,
    });
    const invoice = await folio.invoices.create.mutate({
      client: client._id,
      project: [project._id],
      items: [{ description: 'Design', quantity: 1.5, unitPrice: 100 }],
    });
    expect(invoice).toMatchObject({
      number: 1,
      displayNumber: '0001',
      total: 150,
      balanceDue: 150,
      status: 'draft',
    });
    const paid = await folio.invoices.markPaid.mutate({ id: invoice._id, amount: 150 });
    expect(paid).toMatchObject({ status: 'paid', paidAmount: 150, balanceDue: 0 });
    const summary = await folio.dashboard.summary.query();
    expect(summary.totalClients).toBe(1);
    expect(summary.revenueByMonth.at(-1)?.total).toBe(150);
  });

  it('exposes status, code and field errors of a failed call', async () => {
    const folio = createFolioClient({ baseUrl });
    const unauthorized = await folio.auth.me.query().catch((error: unknown) => errorDetails(error));
    expect(unauthorized).toMatchObject({ status: 401, msg: 'No token provided', code: 'SESSION_INVALID' });
    const email = `taken-${Date.now()}@example.com`;
    await folio.auth.register.mutate({ name: 'First', email, password: 'Str0ngPass!', orgName: 'First Org' });
    const taken = await folio.auth.register
      .mutate({ name: 'Second', email, password: 'Str0ngPass!', orgName: 'Second Org' })
      .then(
        () => null,
        (error: unknown) => errorDetails(error),
      );
    expect(taken).toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      msg: 'An account with this email already exists',
    });
    const wrong = await folio.auth.login.mutate({ email, password: 'wrong-password' }).then(
      () => null,
      (error: unknown) => errorDetails(error),
    );
    expect(wrong).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      msg: 'Invalid email or password',
    });
    const invalid = await folio.auth.register
      .mutate({ name: '', email: 'x', password: 'p', orgName: 'O' })
      .then(
        () => null,
        (error: unknown) => errorDetails(error),
      );
    expect(invalid?.status).toBe(422);
    expect(invalid?.errors).toContainEqual({ field: 'email', msg: 'Enter a valid email' });
  });
});
