import { ACTIVITY_ACTIONS, type Role } from '@folio/contracts';
import { type Database, type Executor, schema } from '@folio/db';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../auth/passwords';
import { loadWithoutRowTriggers } from './bulk-load';
import { copyRows } from './copy-rows';
import { generateClients, generateNotes, generateProjects, noteTargets } from './generate-crm';
import { generateInvoices } from './generate-invoices';
import {
  type ActivityRow,
  DAY_MS,
  daysAfter,
  daysBefore,
  type GenerationContext,
  type SeedActor,
} from './plan';
import { createRandom } from './random';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ORG_NAME = 'Demo Studio';
export const DEMO_ACCOUNTS: readonly { email: string; name: string; role: Role }[] = [
  { email: 'demo@folio.local', name: 'Alex Rivera', role: 'admin' },
  { email: 'demo.manager@folio.local', name: 'Morgan Lee', role: 'manager' },
  { email: 'demo.member@folio.local', name: 'Sam Patel', role: 'member' },
  { email: 'demo.viewer@folio.local', name: 'Robin Vega', role: 'viewer' },
];

/** Counts at scale 1; `--scale N` multiplies them. */
export const BASE_COUNTS = { clients: 60, projects: 150, invoices: 300, notes: 200 } as const;
export const DEFAULT_SEED_VALUE = 42;
/** The organization "was founded" this long ago; the generated history fits inside. */
const ORG_AGE_DAYS = 420;

export type SeedOptions = {
  scale: number;
  seedValue?: number;
  /** Delete the demo user's "Demo Studio…" organizations first, instead of adding another one. */
  reset?: boolean;
  /** The clock the history is built around (tests pin it for reproducible data). */
  now?: Date;
  onProgress?: (event: SeedProgress) => void;
};

export type SeedProgress =
  | { kind: 'rows'; table: string; done: number; total: number }
  | { kind: 'table'; table: string; rows: number; ms: number }
  | { kind: 'info'; message: string };

export type SeedResult = {
  org: { id: string; name: string };
  removedOrgs: number;
  accounts: { email: string; name: string; role: Role }[];
  password: string;
  counts: Record<string, number>;
  timings: { table: string; rows: number; ms: number }[];
  totalMs: number;
};

export function countsForScale(scale: number) {
  const scaled = (base: number) => Math.max(1, Math.round(base * scale));
  return {
    clients: scaled(BASE_COUNTS.clients),
    projects: scaled(BASE_COUNTS.projects),
    invoices: scaled(BASE_COUNTS.invoices),
    notes: scaled(BASE_COUNTS.notes),
  };
}

const DEMO_ORG_PATTERN = /^Demo Studio(?: (\d+))?$/;

/** The demo user's "Demo Studio", "Demo Studio 2", … organizations. */
async function demoOrganizations(tx: Executor, demoEmail: string) {
  const rows = await tx
    .select({ id: schema.organizations.id, name: schema.organizations.name, role: schema.memberships.role })
    .from(schema.memberships)
    .innerJoin(schema.users, eq(schema.users.id, schema.memberships.userId))
    .innerJoin(schema.organizations, eq(schema.organizations.id, schema.memberships.orgId))
    .where(and(eq(schema.users.email, demoEmail), like(schema.organizations.name, `${DEMO_ORG_NAME}%`)));
  return rows.filter((row) => DEMO_ORG_PATTERN.test(row.name));
}

function nextOrgName(existing: { name: string }[]) {
  const taken = existing.map((org) => Number(DEMO_ORG_PATTERN.exec(org.name)?.[1] ?? 1));
  return taken.length === 0 ? DEMO_ORG_NAME : `${DEMO_ORG_NAME} ${Math.max(...taken) + 1}`;
}

/** The four verified demo accounts, created or reset to the demo password (names are kept). */
async function upsertAccounts(tx: Executor, hashes: string[]): Promise<SeedActor[]> {
  const actors: SeedActor[] = [];
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    const [row] = await tx
      .insert(schema.users)
      .values({ name: account.name, email: account.email, passwordHash: hashes[i]!, isVerified: true })
      .onConflictDoUpdate({
        target: schema.users.email,
        set: { passwordHash: hashes[i]!, isVerified: true, pendingEmail: null },
      })
      .returning({ id: schema.users.id, name: schema.users.name, email: schema.users.email });
    actors.push({ ...row!, role: account.role });
  }
  return actors;
}

/**
 * Fills a new organization with demo data, in one transaction (a failed run leaves nothing
 * behind). Rows are built in memory and bulk-loaded with COPY (copy-rows.ts), the per-row
 * triggers set aside and the rollups summed once (bulk-load.ts), bypassing the services for
 * speed; the invariants the services keep (sequential numbers, rounded totals, paid amounts
 * equal to payments, same-client project links, one activity entry per change) are kept here
 * by construction and checked by test/seed.test.ts.
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const report = options.onProgress ?? (() => {});
  const counts = countsForScale(options.scale);
  const rng = createRandom(options.seedValue ?? DEFAULT_SEED_VALUE);
  const now = options.now ?? new Date();
  const orgCreatedAt = daysBefore(now, ORG_AGE_DAYS);
  // argon2 is slow on purpose: hash before the transaction opens.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const timings: SeedResult['timings'] = [];

  const result = await db.transaction(async (tx) => {
    let removedOrgs = 0;
    if (options.reset) {
      const previous = (await demoOrganizations(tx, DEMO_ACCOUNTS[0]!.email)).filter(
        (o) => o.role === 'admin',
      );
      if (previous.length > 0) {
        const t0 = performance.now();
        // Everything tenant-scoped cascades from the organization row.
        await tx.delete(schema.organizations).where(
          inArray(
            schema.organizations.id,
            previous.map((o) => o.id),
          ),
        );
        removedOrgs = previous.length;
        const ms = performance.now() - t0;
        timings.push({ table: 'reset', rows: removedOrgs, ms });
        report({
          kind: 'info',
          message: `removed ${removedOrgs} earlier demo organization(s) in ${(ms / 1000).toFixed(2)} s`,
        });
      }
    }

    const actors = await upsertAccounts(tx, hashes);
    const admin = actors[0]!;
    const orgName = nextOrgName(await demoOrganizations(tx, admin.email));
    const [org] = await tx
      .insert(schema.organizations)
      .values({
        name: orgName,
        planTier: 'pro',
        subscriptionStatus: 'active',
        periodStart: daysBefore(now, 10),
        periodEnd: daysAfter(now, 20),
        createdBy: admin.id,
        createdAt: orgCreatedAt,
        updatedAt: orgCreatedAt,
      })
      .returning({ id: schema.organizations.id });
    const orgId = org!.id;
    // The invoices below are numbered 1…n: the next one created takes n + 1.
    await tx.insert(schema.invoiceCounters).values({ orgId, invoiceSeq: counts.invoices });

    const activity: ActivityRow[] = [];
    const ctx: GenerationContext = {
      rng,
      now,
      orgId,
      orgCreatedAt,
      writers: actors.filter((a) => a.role === 'admin' || a.role === 'manager'),
      noteAuthors: actors.filter((a) => a.role !== 'viewer'),
      activity,
    };
    const memberships = actors.map((actor, i) => ({
      orgId,
      userId: actor.id,
      role: actor.role,
      createdAt: new Date(orgCreatedAt.getTime() + i * DAY_MS),
    }));
    await tx.insert(schema.memberships).values(memberships);
    await tx
      .update(schema.users)
      .set({ currentOrgId: orgId })
      .where(
        inArray(
          schema.users.id,
          actors.map((a) => a.id),
        ),
      );
    activity.push(
      {
        orgId,
        userId: admin.id,
        userName: admin.name,
        userEmail: admin.email,
        action: ACTIVITY_ACTIONS.orgCreated,
        entityType: 'other',
        objectId: orgId,
        entity: { name: orgName },
        createdAt: orgCreatedAt,
      },
      ...actors.slice(1).map((actor, i) => ({
        orgId,
        userId: actor.id,
        userName: actor.name,
        userEmail: actor.email,
        action: ACTIVITY_ACTIONS.memberJoined,
        entityType: 'other' as const,
        objectId: actor.id,
        entity: { name: actor.name },
        meta: { role: actor.role, via: 'invite' },
        createdAt: memberships[i + 1]!.createdAt,
      })),
    );

    // Each table is written as soon as it is generated, and the activity generated so far with
    // it, so that at benchmark sizes the millions of rows are not all held in memory at once.
    // The random draws and the order of the rows are those of generating everything first.
    let generateMs = 0;
    const generate = <T>(make: () => T): T => {
      const t0 = performance.now();
      const made = make();
      generateMs += performance.now() - t0;
      return made;
    };
    const written = new Map<string, { rows: number; ms: number }>();
    const write = async <T extends PgTable>(name: string, table: T, rows: T['$inferInsert'][]) => {
      const start = performance.now();
      await copyRows(tx, table, rows);
      const total = written.get(name) ?? { rows: 0, ms: 0 };
      total.rows += rows.length;
      total.ms += performance.now() - start;
      written.set(name, total);
      report({ kind: 'rows', table: name, done: total.rows, total: total.rows });
    };
    const writeActivity = () => write('activity_entries', schema.activityEntries, activity.splice(0));

    const made = await loadWithoutRowTriggers(tx, [orgId], async () => {
      const clients = generate(() => generateClients(ctx, counts.clients));
      await write('clients', schema.clients, clients);
      await writeActivity();
      const projects = generate(() => generateProjects(ctx, clients, counts.projects));
      await write('projects', schema.projects, projects);
      await writeActivity();
      const invoiceBatch = generate(() => generateInvoices(ctx, clients, projects, counts.invoices));
      await write('invoices', schema.invoices, invoiceBatch.invoices);
      await write('invoice_items', schema.invoiceItems, invoiceBatch.items);
      await write('invoice_projects', schema.invoiceProjects, invoiceBatch.links);
      await write('payments', schema.payments, invoiceBatch.payments);
      await writeActivity();
      const targets = noteTargets(clients, projects, invoiceBatch.invoices);
      const notes = generate(() => generateNotes(ctx, targets, counts.notes));
      await write('notes', schema.notes, notes);
      await writeActivity();
      return {
        clients: clients.length,
        projects: projects.length,
        invoices: invoiceBatch.invoices.length,
        invoice_items: invoiceBatch.items.length,
        invoice_projects: invoiceBatch.links.length,
        payments: invoiceBatch.payments.length,
        notes: notes.length,
      };
    });
    timings.push({ table: 'generate (in memory)', rows: 0, ms: generateMs });
    report({
      kind: 'info',
      message: `generated "${orgName}" in memory in ${(generateMs / 1000).toFixed(2)} s`,
    });
    for (const [table, { rows, ms }] of written) {
      timings.push({ table, rows, ms });
      report({ kind: 'table', table, rows, ms });
    }

    return {
      org: { id: orgId, name: orgName },
      removedOrgs,
      accounts: actors.map(({ email, name, role }) => ({ email, name, role })),
      password: DEMO_PASSWORD,
      counts: {
        users: actors.length,
        ...made,
        activity_entries: written.get('activity_entries')?.rows ?? 0,
      },
      timings,
      totalMs: 0,
    };
  });
  // Measured after COMMIT, which is part of the cost.
  return { ...result, totalMs: performance.now() - started };
}
