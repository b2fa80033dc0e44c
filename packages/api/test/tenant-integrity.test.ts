import { randomUUID } from 'node:crypto';
import { ACTIVITY_ACTIONS } from '@folio/contracts';
import { schema } from '@folio/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * Defence in depth: every reference between tenant rows is a composite foreign key on
 * (org_id, id), and a note's target is checked by a trigger, so the database itself refuses a row
 * that points at another organization's row, even if a query forgot its org filter.
 */
let t: TestApp;
const ids = {} as Record<
  'orgA' | 'orgB' | 'clientA' | 'clientB' | 'projectA' | 'projectB' | 'invoiceA' | 'invoiceB',
  string
>;

const insertOrg = async (name: string) =>
  (await t.handle.db.insert(schema.organizations).values({ name }).returning())[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  ids.orgA = await insertOrg('Tenant A');
  ids.orgB = await insertOrg('Tenant B');
  for (const side of ['A', 'B'] as const) {
    const orgId = ids[`org${side}`];
    const [client] = await db
      .insert(schema.clients)
      .values({ orgId, name: `Client ${side}` })
      .returning();
    ids[`client${side}`] = client!.id;
    const [project] = await db
      .insert(schema.projects)
      .values({ orgId, clientId: client!.id, title: `Project ${side}` })
      .returning();
    ids[`project${side}`] = project!.id;
    const [invoice] = await db
      .insert(schema.invoices)
      .values({ orgId, clientId: client!.id, number: 1 })
      .returning();
    ids[`invoice${side}`] = invoice!.id;
  }
});
afterAll(() => t.close());

/** The database error code of a failed statement (drizzle wraps the driver's error). */
async function errorCodeOf(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code ?? 'unknown';
  }
}

const FOREIGN_KEY_VIOLATION = '23503';

describe('rows that point at another organization are refused by the database', () => {
  it('a project or an invoice of org A for a client of org B', async () => {
    const db = t.handle.db;
    expect(
      await errorCodeOf(
        db.insert(schema.projects).values({ orgId: ids.orgA, clientId: ids.clientB, title: 'Cross' }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    expect(
      await errorCodeOf(
        db.insert(schema.invoices).values({ orgId: ids.orgA, clientId: ids.clientB, number: 99 }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    // Moving a row to the other organization while it keeps its references is refused too.
    expect(
      await errorCodeOf(
        db.update(schema.projects).set({ orgId: ids.orgB }).where(eq(schema.projects.id, ids.projectA)),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('invoice items, invoice-project links and payments across organizations', async () => {
    const db = t.handle.db;
    expect(
      await errorCodeOf(
        db.insert(schema.invoiceItems).values({
          orgId: ids.orgA,
          invoiceId: ids.invoiceB,
          position: 0,
          description: 'Cross',
          quantity: 1,
          unitPriceCents: 100,
          amountCents: 100,
        }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    expect(
      await errorCodeOf(
        db
          .insert(schema.invoiceProjects)
          .values({ orgId: ids.orgA, invoiceId: ids.invoiceA, projectId: ids.projectB }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    expect(
      await errorCodeOf(
        db
          .insert(schema.invoiceProjects)
          .values({ orgId: ids.orgA, invoiceId: ids.invoiceB, projectId: ids.projectA }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    expect(
      await errorCodeOf(
        db
          .insert(schema.payments)
          .values({ orgId: ids.orgA, invoiceId: ids.invoiceB, amountCents: 1, currency: 'USD' }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('a note on another organization’s client, project or invoice', async () => {
    const db = t.handle.db;
    for (const [entityType, objectId] of [
      ['client', ids.clientB],
      ['project', ids.projectB],
      ['invoice', ids.invoiceB],
    ] as const) {
      expect(
        await errorCodeOf(
          db.insert(schema.notes).values({ orgId: ids.orgA, entityType, objectId, body: 'Cross' }),
        ),
      ).toBe(FOREIGN_KEY_VIOLATION);
    }
    // The entity type must match the target too: a client id is no project.
    expect(
      await errorCodeOf(
        db
          .insert(schema.notes)
          .values({ orgId: ids.orgA, entityType: 'project', objectId: ids.clientA, body: 'x' }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('the same references inside one organization are accepted', async () => {
    const db = t.handle.db;
    await db
      .insert(schema.invoiceProjects)
      .values({ orgId: ids.orgA, invoiceId: ids.invoiceA, projectId: ids.projectA });
    await db
      .insert(schema.payments)
      .values({ orgId: ids.orgA, invoiceId: ids.invoiceA, amountCents: 100, currency: 'USD' });
    await db
      .insert(schema.notes)
      .values({ orgId: ids.orgA, entityType: 'invoice', objectId: ids.invoiceA, body: 'Fine' });
    const notes = await db.select().from(schema.notes).where(eq(schema.notes.orgId, ids.orgA));
    expect(notes.map((n) => n.body)).toEqual(['Fine']);
  });
});

describe('an organization’s rows hang off it', () => {
  it('an invoice or a line of an organization that does not exist is refused', async () => {
    const db = t.handle.db;
    const nowhere = randomUUID();
    expect(
      await errorCodeOf(
        db.insert(schema.invoices).values({ orgId: nowhere, clientId: ids.clientA, number: 7 }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    expect(
      await errorCodeOf(
        db
          .insert(schema.payments)
          .values({ orgId: nowhere, invoiceId: ids.invoiceA, amountCents: 1, currency: 'USD' }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('deleting an organization deletes its clients, invoices, lines, payments and activity, and no other’s', async () => {
    const db = t.handle.db;
    const orgId = await insertOrg('Tenant C');
    const [client] = await db.insert(schema.clients).values({ orgId, name: 'Client C' }).returning();
    const [invoice] = await db
      .insert(schema.invoices)
      .values({ orgId, clientId: client!.id, number: 1, totalCents: 100 })
      .returning();
    await db.insert(schema.invoiceItems).values({
      orgId,
      invoiceId: invoice!.id,
      position: 0,
      description: 'Work',
      quantity: 1,
      unitPriceCents: 100,
      amountCents: 100,
    });
    await db
      .insert(schema.payments)
      .values({ orgId, invoiceId: invoice!.id, amountCents: 50, currency: 'USD' });
    const entry = (org: string) => ({
      orgId: org,
      action: ACTIVITY_ACTIONS.created,
      entityType: 'invoice' as const,
      objectId: invoice!.id,
    });
    await db.insert(schema.activityEntries).values([entry(orgId), entry(ids.orgA)]);

    await db.delete(schema.organizations).where(eq(schema.organizations.id, orgId));

    const tables = [
      schema.clients,
      schema.invoices,
      schema.invoiceItems,
      schema.payments,
      schema.activityEntries,
      schema.activityDays,
      schema.invoiceTotals,
    ] as const;
    for (const table of tables) {
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.orgId, orgId));
      expect(row!.n).toBe(0);
    }
    const [others] = await db
      .select({ n: count() })
      .from(schema.activityEntries)
      .where(eq(schema.activityEntries.orgId, ids.orgA));
    expect(others!.n).toBe(1);
  });
});
