import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { invoiceTotalCents, lineAmountCents } from '@folio/contracts';
import { openDatabase, schema } from '@folio/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseSeedArgs } from '../src/seed/cli';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type SeedResult, seedDemo } from '../src/seed/seed';
import { signUp } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
let first: SeedResult;
/** Pinned so that two runs with the same seed value can be compared row for row. */
const now = new Date();
const DAY = 86_400_000;

beforeAll(async () => {
  first = await seedDemo(t.handle.db, { scale: 0.2, seedValue: 7, now });
});

const db = () => t.handle.db;

async function tableCounts(orgId: string) {
  const count = (table: typeof schema.clients | typeof schema.invoiceItems | typeof schema.activityEntries) =>
    db().$count(table, eq(table.orgId, orgId));
  return {
    clients: await count(schema.clients),
    projects: await db().$count(schema.projects, eq(schema.projects.orgId, orgId)),
    invoices: await db().$count(schema.invoices, eq(schema.invoices.orgId, orgId)),
    invoice_items: await count(schema.invoiceItems),
    payments: await db().$count(schema.payments, eq(schema.payments.orgId, orgId)),
    notes: await db().$count(schema.notes, eq(schema.notes.orgId, orgId)),
    activity_entries: await count(schema.activityEntries),
  };
}

describe('seedDemo at scale 0.2', () => {
  it('creates the verified demo accounts, who log in over the API with the printed credentials', async () => {
    expect(first.password).toBe(DEMO_PASSWORD);
    expect(first.org.name).toBe('Demo Studio');
    for (const account of DEMO_ACCOUNTS) {
      const login = await rest.post('/auth/login', { email: account.email, password: DEMO_PASSWORD });
      expect(login.status).toBe(200);
      const me = await rest.get('/auth/me', { token: login.body.token });
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({
        email: account.email,
        isVerified: true,
        currentOrgName: 'Demo Studio',
      });
      expect(me.body.role).toBe(account.role);
    }
    const [org] = await db()
      .select()
      .from(schema.organizations)
      .where(eq(schema.organizations.id, first.org.id));
    expect(org).toMatchObject({ planTier: 'pro', subscriptionStatus: 'active' });
  });

  it('writes the requested counts: 12 clients, 30 projects, 60 invoices, 40 notes, mostly active and USD', async () => {
    const counts = await tableCounts(first.org.id);
    expect(counts).toMatchObject({ clients: 12, projects: 30, invoices: 60, notes: 40 });
    expect(first.counts).toMatchObject(counts);
    expect(counts.invoice_items).toBeGreaterThanOrEqual(60);
    expect(counts.invoice_items).toBeLessThanOrEqual(360);

    const clients = await db().select().from(schema.clients).where(eq(schema.clients.orgId, first.org.id));
    const active = clients.filter((c) => c.status === 'active').length;
    expect(active).toBeGreaterThan(clients.length / 2);
    for (const client of clients) {
      expect(client.name).toMatch(/^[A-Z][\w .&'-]+$/);
      if (client.email) expect(client.email).toMatch(/^[^@\s]+@[a-z0-9]+\.[a-z]+$/);
      for (const tag of client.tags) expect(tag.trim()).not.toBe('');
    }
    const projects = await db().select().from(schema.projects).where(eq(schema.projects.orgId, first.org.id));
    expect(new Set(projects.map((p) => p.status)).size).toBeGreaterThanOrEqual(2);
    const usd = projects.filter((p) => p.currency === 'USD').length;
    expect(usd).toBeGreaterThan(projects.length / 2);
    expect(projects.every((p) => Number.isInteger(p.priceCents) && p.priceCents > 0)).toBe(true);
  });

  it('numbers invoices 1..n in creation order and leaves the invoice counter at n', async () => {
    const invoices = await db()
      .select({ number: schema.invoices.number, createdAt: schema.invoices.createdAt })
      .from(schema.invoices)
      .where(eq(schema.invoices.orgId, first.org.id))
      .orderBy(asc(schema.invoices.number));
    expect(invoices.map((i) => i.number)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const created = invoices.map((i) => i.createdAt.getTime());
    expect(created).toEqual([...created].sort((a, b) => a - b));
    const [counter] = await db()
      .select()
      .from(schema.invoiceCounters)
      .where(eq(schema.invoiceCounters.orgId, first.org.id));
    expect(counter!.invoiceSeq).toBe(60);
  });

  it('stores every invoice total as the sum of its rounded line amounts', async () => {
    const invoices = await db().select().from(schema.invoices).where(eq(schema.invoices.orgId, first.org.id));
    const items = await db()
      .select()
      .from(schema.invoiceItems)
      .where(eq(schema.invoiceItems.orgId, first.org.id));
    let fractional = 0;
    for (const invoice of invoices) {
      const own = items.filter((item) => item.invoiceId === invoice.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(6);
      for (const item of own) {
        expect(item.amountCents).toBe(lineAmountCents(item.quantity, item.unitPriceCents));
        if (!Number.isInteger(item.quantity)) fractional += 1;
      }
      expect(invoice.totalCents).toBe(invoiceTotalCents(own));
      expect(invoice.totalCents).toBeGreaterThan(0);
    }
    expect(fractional).toBeGreaterThan(0);
  });

  it('keeps paid amounts equal to the payments, within the total, with consistent statuses and dates', async () => {
    const invoices = await db().select().from(schema.invoices).where(eq(schema.invoices.orgId, first.org.id));
    const payments = await db().select().from(schema.payments).where(eq(schema.payments.orgId, first.org.id));
    const today = now.toISOString().slice(0, 10);
    let overdue = 0;
    let partial = 0;
    for (const invoice of invoices) {
      const own = payments.filter((p) => p.invoiceId === invoice.id);
      expect(invoice.paidCents).toBe(own.reduce((sum, p) => sum + p.amountCents, 0));
      expect(invoice.paidCents).toBeLessThanOrEqual(invoice.totalCents);
      for (const payment of own) {
        expect(payment.currency).toBe(invoice.currency);
        expect(payment.amountCents).toBeGreaterThan(0);
        expect(payment.paidAt.getTime()).toBeGreaterThanOrEqual(invoice.sentAt!.getTime());
        expect(payment.paidAt.getTime()).toBeLessThanOrEqual(now.getTime());
      }
      if (invoice.status === 'draft') {
        expect(invoice.sentAt).toBeNull();
        expect(own).toEqual([]);
      } else {
        expect(invoice.sentAt!.getTime()).toBeGreaterThanOrEqual(invoice.createdAt.getTime());
      }
      if (invoice.status === 'paid') {
        expect(invoice.paidCents).toBe(invoice.totalCents);
        expect(invoice.paidAt).not.toBeNull();
      }
      if (invoice.status === 'sent') {
        expect(invoice.paidCents).toBeLessThan(invoice.totalCents);
        if (invoice.paidCents > 0) partial += 1;
        if (invoice.dueDate! < today) overdue += 1;
      }
      expect(invoice.status).not.toBe('overdue');
    }
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['draft', 'sent', 'paid', 'archived']));
    expect(overdue).toBeGreaterThan(0);
    expect(partial).toBeGreaterThan(0);
    // The dashboard's six-month revenue chart has bars to show.
    const sixMonthsAgo = now.getTime() - 183 * DAY;
    const months = new Set(
      payments
        .filter((p) => p.paidAt.getTime() >= sixMonthsAgo)
        .map((p) => p.paidAt.toISOString().slice(0, 7)),
    );
    expect(months.size).toBeGreaterThanOrEqual(4);
  });

  it('links every invoice to at least one project, only projects of its own client', async () => {
    const links = await db()
      .select({
        invoiceId: schema.invoiceProjects.invoiceId,
        invoiceClient: schema.invoices.clientId,
        projectClient: schema.projects.clientId,
        projectOrg: schema.projects.orgId,
      })
      .from(schema.invoiceProjects)
      .innerJoin(schema.invoices, eq(schema.invoices.id, schema.invoiceProjects.invoiceId))
      .innerJoin(schema.projects, eq(schema.projects.id, schema.invoiceProjects.projectId))
      .where(eq(schema.invoiceProjects.orgId, first.org.id));
    expect(new Set(links.map((l) => l.invoiceId)).size).toBe(60);
    for (const link of links) {
      expect(link.projectClient).toBe(link.invoiceClient);
      expect(link.projectOrg).toBe(first.org.id);
    }
  });

  it("gives every invoice its client's lowered name, as the database does for invoices written later", async () => {
    const rows = await db()
      .select({ carried: schema.invoices.clientNameLower, name: sql<string>`lower(${schema.clients.name})` })
      .from(schema.invoices)
      .innerJoin(schema.clients, eq(schema.clients.id, schema.invoices.clientId))
      .where(eq(schema.invoices.orgId, first.org.id));
    expect(rows).toHaveLength(60);
    for (const row of rows) expect(row.carried).toBe(row.name);
  });

  it('records the activity that history would have left, with entity and user snapshots', async () => {
    const orgId = first.org.id;
    const entries = await db()
      .select()
      .from(schema.activityEntries)
      .where(eq(schema.activityEntries.orgId, orgId));
    const clients = await db().select().from(schema.clients).where(eq(schema.clients.orgId, orgId));
    const projects = await db().select().from(schema.projects).where(eq(schema.projects.orgId, orgId));
    const invoices = await db().select().from(schema.invoices).where(eq(schema.invoices.orgId, orgId));
    const payments = await db().select().from(schema.payments).where(eq(schema.payments.orgId, orgId));
    const notes = await db().select().from(schema.notes).where(eq(schema.notes.orgId, orgId));
    const created = (type: string) => entries.filter((e) => e.action === 'created' && e.entityType === type);

    expect(created('client').map((e) => [e.objectId, e.entity])).toEqual(
      expect.arrayContaining(clients.map((c) => [c.id, { name: c.name }])),
    );
    expect(created('client')).toHaveLength(clients.length);
    expect(created('project').map((e) => [e.objectId, e.entity])).toEqual(
      expect.arrayContaining(projects.map((p) => [p.id, { title: p.title }])),
    );
    expect(created('project')).toHaveLength(projects.length);
    expect(created('invoice').map((e) => [e.objectId, e.entity])).toEqual(
      expect.arrayContaining(invoices.map((i) => [i.id, { number: i.number, numberSuffix: i.numberSuffix }])),
    );
    expect(created('invoice')).toHaveLength(invoices.length);
    expect(entries.filter((e) => e.action === 'marked_sent')).toHaveLength(
      invoices.filter((i) => i.sentAt).length,
    );
    expect(entries.filter((e) => e.action === 'payment_recorded')).toHaveLength(payments.length);
    const archivedClients = clients.filter((c) => c.status === 'archived').length;
    const changedProjects = projects.filter((p) => p.status !== 'active').length;
    const archivedInvoices = invoices.filter((i) => i.status === 'archived').length;
    expect(entries.filter((e) => e.action === 'status_changed')).toHaveLength(
      archivedClients + changedProjects + archivedInvoices,
    );
    const noteEntries = entries.filter((e) => e.action === 'note_added');
    expect(noteEntries).toHaveLength(notes.length);
    for (const note of notes) {
      expect(noteEntries.some((e) => e.objectId === note.objectId && e.entityType === note.entityType)).toBe(
        true,
      );
    }
    expect(entries.filter((e) => e.action === 'org_created')).toHaveLength(1);
    expect(entries.filter((e) => e.action === 'member_joined')).toHaveLength(3);

    const people = new Map(first.accounts.map((a) => [a.email, a]));
    const oldest = now.getTime() - 430 * DAY;
    for (const entry of entries) {
      expect(people.get(entry.userEmail!)?.name).toBe(entry.userName);
      expect(entry.createdAt.getTime()).toBeGreaterThanOrEqual(oldest);
      expect(entry.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    // Viewers cannot change anything, so they never appear as the actor of a change.
    const viewer = first.accounts.find((a) => a.role === 'viewer')!;
    expect(entries.filter((e) => e.userEmail === viewer.email && e.action !== 'member_joined')).toEqual([]);
    // Spread over time, not stamped with the moment of seeding.
    const spanDays =
      (Math.max(...entries.map((e) => +e.createdAt)) - Math.min(...entries.map((e) => +e.createdAt))) / DAY;
    expect(spanDays).toBeGreaterThan(300);
  });
});

describe('running the seed again', () => {
  let second: SeedResult;
  beforeAll(async () => {
    second = await seedDemo(t.handle.db, { scale: 0.4, seedValue: 7, now });
  });

  it('reuses the accounts and adds a new organization "Demo Studio 2", which becomes current', async () => {
    expect(second.org.name).toBe('Demo Studio 2');
    const emails = DEMO_ACCOUNTS.map((a) => a.email);
    const users = await db().select().from(schema.users).where(inArray(schema.users.email, emails));
    expect(users).toHaveLength(4);
    const login = await rest.post('/auth/login', { email: 'demo@folio.local', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const orgs = await rest.get('/auth/orgs', { token: login.body.token });
    expect(orgs.status).toBe(200);
    expect(orgs.body.currentOrg).toBe(second.org.id);
    expect(orgs.body.orgs).toEqual([
      expect.objectContaining({
        org: { _id: first.org.id, name: 'Demo Studio' },
        role: 'admin',
        members: 4,
        projects: 30,
      }),
      expect.objectContaining({
        org: { _id: second.org.id, name: 'Demo Studio 2' },
        role: 'admin',
        members: 4,
        projects: 60,
      }),
    ]);
  });

  it('doubles the counts when the scale doubles, numbering the new organization from 1 again', async () => {
    const before = await tableCounts(first.org.id);
    const after = await tableCounts(second.org.id);
    for (const table of Object.keys(before) as (keyof typeof before)[]) {
      const ratio = after[table] / before[table];
      expect(ratio, table).toBeGreaterThan(1.7);
      expect(ratio, table).toBeLessThan(2.3);
    }
    const numbers = await db()
      .select({ min: sql<number>`min(number)::int`, max: sql<number>`max(number)::int` })
      .from(schema.invoices)
      .where(eq(schema.invoices.orgId, second.org.id));
    expect(numbers[0]).toEqual({ min: 1, max: 120 });
  });

  it('produces the same data for the same seed value, and different data for another', async () => {
    const same = await seedDemo(t.handle.db, { scale: 0.2, seedValue: 7, now });
    const other = await seedDemo(t.handle.db, { scale: 0.2, seedValue: 8, now });
    const snapshot = async (orgId: string) => ({
      clients: await db()
        .select({
          name: schema.clients.name,
          email: schema.clients.email,
          createdAt: schema.clients.createdAt,
        })
        .from(schema.clients)
        .where(eq(schema.clients.orgId, orgId))
        .orderBy(asc(schema.clients.createdAt)),
      invoices: await db()
        .select({
          number: schema.invoices.number,
          total: schema.invoices.totalCents,
          paid: schema.invoices.paidCents,
          status: schema.invoices.status,
          dueDate: schema.invoices.dueDate,
        })
        .from(schema.invoices)
        .where(eq(schema.invoices.orgId, orgId))
        .orderBy(asc(schema.invoices.number)),
    });
    const original = await snapshot(first.org.id);
    expect(await snapshot(same.org.id)).toEqual(original);
    expect((await snapshot(other.org.id)).invoices).not.toEqual(original.invoices);
  });

  it('with reset, replaces the demo organizations and leaves other organizations alone', async () => {
    const stranger = await signUp(rest, t.outbox, { orgName: 'Demo Studio' });
    const before = await db().select({ id: schema.organizations.id }).from(schema.organizations);
    const result = await seedDemo(t.handle.db, { scale: 0.05, reset: true, now });
    expect(result.removedOrgs).toBe(4);
    expect(result.org.name).toBe('Demo Studio');
    const login = await rest.post('/auth/login', { email: 'demo@folio.local', password: DEMO_PASSWORD });
    const orgs = await rest.get('/auth/orgs', { token: login.body.token });
    expect(orgs.body.orgs).toEqual([
      expect.objectContaining({ org: { _id: result.org.id, name: 'Demo Studio' }, projects: 8 }),
    ]);
    const left = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.invoices)
      .where(inArray(schema.invoices.orgId, [first.org.id, second.org.id]));
    expect(left[0]!.n).toBe(0);
    const strangerLogin = await rest.post('/auth/login', {
      email: stranger.email,
      password: stranger.password,
    });
    const strangerOrgs = await rest.get('/auth/orgs', { token: strangerLogin.body.token });
    expect(strangerOrgs.body.orgs.map((o: any) => o.org.name)).toEqual(['Demo Studio']);
    const beforeIds = before.map((o) => o.id);
    const after = await db().$count(schema.organizations, inArray(schema.organizations.id, beforeIds));
    expect(after).toBe(before.length - 4);
  });

  it('scales down to at least one of everything', async () => {
    const tiny = await seedDemo(t.handle.db, { scale: 0.001, now });
    expect(tiny.counts).toMatchObject({ clients: 1, projects: 1, invoices: 1, notes: 1 });
  });
});

describe('npm run seed (the command line)', () => {
  it('parses --scale (fractional, --scale=N), --seed-value and --reset, and rejects bad input', () => {
    expect(parseSeedArgs([])).toEqual({ help: false, scale: 1, seedValue: 42, reset: false });
    expect(parseSeedArgs(['--scale', '0.1', '--seed-value', '9', '--reset'])).toEqual({
      help: false,
      scale: 0.1,
      seedValue: 9,
      reset: true,
    });
    expect(parseSeedArgs(['--scale=200'])).toMatchObject({ scale: 200 });
    expect(parseSeedArgs(['--help'])).toEqual({ help: true });
    expect(() => parseSeedArgs(['--scale', '0'])).toThrow('--scale must be a number above 0');
    expect(() => parseSeedArgs(['--scale', 'lots'])).toThrow('--scale must be a number above 0');
    expect(() => parseSeedArgs(['--scale'])).toThrow('--scale needs a value');
    expect(() => parseSeedArgs(['--seed-value', '1.5'])).toThrow('--seed-value must be an integer');
    expect(() => parseSeedArgs(['--sclae', '2'])).toThrow('Unknown option "--sclae"');
  });

  it('refuses to touch an embedded database another process has open, then seeds it once it is closed', async () => {
    const cwd = mkdtempSync(path.join(os.tmpdir(), 'folio-seed-cli-'));
    const env: NodeJS.ProcessEnv = { ...process.env, INIT_CWD: cwd, DATA_DIR: 'demo-data' };
    delete env.DATABASE_URL;
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/main.ts', ...args], {
        cwd: path.join(import.meta.dirname, '..'),
        env,
        encoding: 'utf8',
        timeout: 50_000,
      });
    try {
      const help = run('--help');
      expect(help.status).toBe(0);
      expect(help.stdout).toContain('Usage: npm run seed -- [--scale N]');
      expect(help.stdout).toContain('Stop the server');

      const bad = run('--scale', 'x');
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('--scale must be a number above 0');

      // This test process plays the running server.
      const server = openDatabase({ pgliteDir: path.join(cwd, 'demo-data', 'db') });
      await server.db.execute(sql`select 1`);
      const refused = run('--scale', '0.02');
      await server.close();
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`is open in another process (pid ${process.pid})`);
      expect(refused.stderr).toContain('stop the server');

      const seeded = run('--scale', '0.02');
      expect(seeded.status, seeded.stderr).toBe(0);
      expect(seeded.stdout).toMatch(/invoices\s+6\b/);
      expect(seeded.stdout).toContain('demo@folio.local');
      expect(seeded.stdout).toContain('password "demo-password"');
      expect(existsSync(path.join(cwd, 'demo-data', 'db', 'PG_VERSION'))).toBe(true);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  }, 120_000);
});
