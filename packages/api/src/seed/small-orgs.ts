/**
 * Many small organizations beside the demo one, for measuring what one tenant's size does to the
 * others (the benchmark's `--small-orgs`): each has its own verified owner (an admin), a handful
 * of clients, projects, invoices and notes and their history, made by the same generators as the
 * demo organization. All of them are written in one transaction with COPY, like seedDemo.
 */
import { ACTIVITY_ACTIONS } from '@folio/contracts';
import { type Database, schema } from '@folio/db';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { loadWithoutRowTriggers } from './bulk-load';
import { copyRows } from './copy-rows';
import { generateClients, generateNotes, generateProjects, noteTargets } from './generate-crm';
import { generateInvoices } from './generate-invoices';
import {
  type ActivityRow,
  daysAfter,
  daysBefore,
  type GenerationContext,
  newId,
  type SeedActor,
} from './plan';
import { createRandom } from './random';
import { countsForScale, DEFAULT_SEED_VALUE, DEMO_PASSWORD } from './seed';

/** A small organization is the demo organization at this scale: 3 clients, 8 projects, 15 invoices, 10 notes. */
const SMALL_ORG_SCALE = 0.05;
/** The i-th (from 1) small organization's owner signs in with this address and DEMO_PASSWORD. */
const smallOrgOwnerEmail = (i: number) => `small-${i}@folio.local`;
const smallOrgName = (i: number) => `Small Studio ${i}`;
/** Their histories are shorter than the demo organization's. */
const ORG_AGE_DAYS = 300;

type SmallOrgsResult = {
  orgs: { id: string; name: string; ownerEmail: string }[];
  counts: Record<string, number>;
  totalMs: number;
};

/**
 * Adds `count` small organizations, "Small Studio 1" … with owners small-1@folio.local … (password
 * DEMO_PASSWORD). The same seed value gives the same data (ids aside). Meant for a fresh database:
 * the owners' addresses must not exist yet.
 */
export async function seedSmallOrganizations(
  db: Database,
  options: { count: number; seedValue?: number; now?: Date },
): Promise<SmallOrgsResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  // Its own sequence, so that the demo organization's data does not depend on these.
  const rng = createRandom((options.seedValue ?? DEFAULT_SEED_VALUE) + 1);
  const counts = countsForScale(SMALL_ORG_SCALE);
  // One hash for all owners: argon2 is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users: (typeof schema.users.$inferInsert)[] = [];
  const organizations: (typeof schema.organizations.$inferInsert)[] = [];
  const memberships: (typeof schema.memberships.$inferInsert)[] = [];
  const invoiceCounters: (typeof schema.invoiceCounters.$inferInsert)[] = [];
  const activity: ActivityRow[] = [];
  const rows = {
    clients: [] as (typeof schema.clients.$inferInsert)[],
    projects: [] as (typeof schema.projects.$inferInsert)[],
    invoices: [] as (typeof schema.invoices.$inferInsert)[],
    invoiceItems: [] as (typeof schema.invoiceItems.$inferInsert)[],
    invoiceProjects: [] as (typeof schema.invoiceProjects.$inferInsert)[],
    payments: [] as (typeof schema.payments.$inferInsert)[],
    notes: [] as (typeof schema.notes.$inferInsert)[],
  };
  const orgs: SmallOrgsResult['orgs'] = [];

  for (let i = 1; i <= options.count; i += 1) {
    const orgCreatedAt = daysBefore(now, ORG_AGE_DAYS - rng.int(0, 60));
    const owner: SeedActor = { id: newId(), name: `Owner ${i}`, email: smallOrgOwnerEmail(i), role: 'admin' };
    const orgId = newId();
    const name = smallOrgName(i);
    orgs.push({ id: orgId, name, ownerEmail: owner.email });
    users.push({
      id: owner.id,
      name: owner.name,
      email: owner.email,
      passwordHash,
      isVerified: true,
      currentOrgId: orgId,
      createdAt: orgCreatedAt,
    });
    memberships.push({ orgId, userId: owner.id, role: 'admin', createdAt: orgCreatedAt });
    activity.push({
      orgId,
      userId: owner.id,
      userName: owner.name,
      userEmail: owner.email,
      action: ACTIVITY_ACTIONS.orgCreated,
      entityType: 'other',
      objectId: orgId,
      entity: { name },
      meta: null,
      createdAt: orgCreatedAt,
    });
    const ctx: GenerationContext = {
      rng,
      now,
      orgId,
      orgCreatedAt,
      writers: [owner],
      noteAuthors: [owner],
      activity,
    };
    const clients = generateClients(ctx, counts.clients);
    const projects = generateProjects(ctx, clients, counts.projects);
    const batch = generateInvoices(ctx, clients, projects, counts.invoices);
    const targets = noteTargets(clients, projects, batch.invoices);
    organizations.push({
      id: orgId,
      name,
      planTier: 'pro',
      subscriptionStatus: 'active',
      periodStart: daysBefore(now, 10),
      periodEnd: daysAfter(now, 20),
      createdBy: owner.id,
      createdAt: orgCreatedAt,
      updatedAt: orgCreatedAt,
    });
    invoiceCounters.push({ orgId, invoiceSeq: batch.invoices.length });
    rows.clients.push(...clients);
    rows.projects.push(...projects);
    rows.invoices.push(...batch.invoices);
    rows.invoiceItems.push(...batch.items);
    rows.invoiceProjects.push(...batch.links);
    rows.payments.push(...batch.payments);
    rows.notes.push(...generateNotes(ctx, targets, counts.notes));
  }

  await db.transaction(async (tx) => {
    await loadWithoutRowTriggers(
      tx,
      orgs.map((o) => o.id),
      async () => {
        // Users first without their current organization, which does not exist yet.
        await copyRows(
          tx,
          schema.users,
          users.map((u) => ({ ...u, currentOrgId: null })),
        );
        await copyRows(tx, schema.organizations, organizations);
        await copyRows(tx, schema.memberships, memberships);
        await copyRows(tx, schema.invoiceCounters, invoiceCounters);
        await copyRows(tx, schema.clients, rows.clients);
        await copyRows(tx, schema.projects, rows.projects);
        await copyRows(tx, schema.invoices, rows.invoices);
        await copyRows(tx, schema.invoiceItems, rows.invoiceItems);
        await copyRows(tx, schema.invoiceProjects, rows.invoiceProjects);
        await copyRows(tx, schema.payments, rows.payments);
        await copyRows(tx, schema.notes, rows.notes);
        await copyRows(tx, schema.activityEntries, activity);
      },
    );
    const ids = sql.join(
      orgs.map((o) => sql`${o.id}::uuid`),
      sql`, `,
    );
    await tx.execute(sql`
      update users set current_org_id = m.org_id from memberships m
      where m.user_id = users.id and m.org_id in (${ids})`);
  });
  return {
    orgs,
    counts: {
      organizations: organizations.length,
      clients: rows.clients.length,
      projects: rows.projects.length,
      invoices: rows.invoices.length,
      invoice_items: rows.invoiceItems.length,
      payments: rows.payments.length,
      notes: rows.notes.length,
      activity_entries: activity.length,
    },
    totalMs: performance.now() - started,
  };
}
