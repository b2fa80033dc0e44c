import { schema } from '@folio/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTeam, type Team } from './helpers/org';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
let team: Team;
let strayProject: string;
let strayInvoice: string;
let linkedInvoice: string;
const FOREIGN_CLIENT = 'Foreign Secret Client';
const FOREIGN_PROJECT = 'Foreign Secret Project';

/**
 * Rows of one organization that point at another tenant's client or project. The API never
 * writes such links (every write checks the organization) and the database refuses them; these
 * are forced in straight to the database anyway, to show that the read joins stay inside the caller's
 * organization on both sides and never answer the other tenant's names.
 */
beforeAll(async () => {
  team = await createTeam(t, rest, { plan: 'pro' });
  const db = t.handle.db;
  const [foreignClient] = await db
    .insert(schema.clients)
    .values({ orgId: team.outsider.orgId, name: FOREIGN_CLIENT })
    .returning();
  const [foreignProject] = await db
    .insert(schema.projects)
    .values({ orgId: team.outsider.orgId, clientId: foreignClient!.id, title: FOREIGN_PROJECT })
    .returning();
  const [ownClient] = await db
    .insert(schema.clients)
    .values({ orgId: team.orgId, name: 'Own Client' })
    .returning();

  // The schema refuses such rows (composite foreign keys, see tenant-integrity.test.ts); the
  // replica role skips foreign-key checks for this transaction only, so that the second line of
  // defence, the queries' own organization filters, is tested on its own.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const [project] = await tx
      .insert(schema.projects)
      .values({ orgId: team.orgId, clientId: foreignClient!.id, title: 'Stray project' })
      .returning();
    strayProject = project!.id;
    const [invoice] = await tx
      .insert(schema.invoices)
      .values({ orgId: team.orgId, clientId: foreignClient!.id, number: 1, totalCents: 100 })
      .returning();
    strayInvoice = invoice!.id;
    const [linked] = await tx
      .insert(schema.invoices)
      .values({ orgId: team.orgId, clientId: ownClient!.id, number: 2, totalCents: 100 })
      .returning();
    linkedInvoice = linked!.id;
    await tx
      .insert(schema.invoiceProjects)
      .values({ orgId: team.orgId, invoiceId: linked!.id, projectId: foreignProject!.id });
  });
});

describe("joins never answer another tenant's names", () => {
  it('in project lists, project details, invoice lists, invoice details and search', async () => {
    const token = { token: team.admin.token };
    const answers = [
      await rest.get('/projects?status=all', token),
      await rest.get(`/projects/${strayProject}`, token),
      await rest.get('/invoices?status=all', token),
      await rest.get(`/invoices/${strayInvoice}`, token),
      await rest.get(`/invoices/${linkedInvoice}`, token),
      await rest.get('/search?q=Foreign', token),
      await rest.get('/search?q=Stray', token),
    ];
    for (const res of answers) {
      expect(res.status).toBeLessThan(500);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(FOREIGN_CLIENT);
      expect(text).not.toContain(FOREIGN_PROJECT);
    }
    // The invoice of the caller's own client is answered, without the foreign project.
    expect(answers[4]!.status).toBe(200);
    expect(answers[4]!.body.project).toEqual([]);
  });
});
