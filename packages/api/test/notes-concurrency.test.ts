import { WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { whileUncommitted } from './helpers/concurrency';
import { createTeam, type Team } from './helpers/org';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
let team: Team;
beforeAll(async () => {
  team = await createTeam(t, rest);
});

async function insertClientWithProject(name: string) {
  const [client] = await t.handle.db.insert(schema.clients).values({ orgId: team.orgId, name }).returning();
  const [project] = await t.handle.db
    .insert(schema.projects)
    .values({ orgId: team.orgId, clientId: client!.id, title: `${name} project` })
    .returning();
  return { client: client!.id, project: project!.id };
}

const notesOn = (objectId: string) =>
  t.handle.db.select().from(schema.notes).where(eq(schema.notes.objectId, objectId));

/** Notes have no foreign key: without care, one written during a delete outlives its record. */
describe('notes against concurrent deletions', () => {
  it('a note added to a client being deleted is a 404, and no note is left behind', async () => {
    const { client } = await insertClientWithProject('Vanishing');
    const res = await whileUncommitted(
      t,
      (tx) => tx.delete(schema.clients).where(eq(schema.clients.id, client)),
      () =>
        rest.post(
          '/notes',
          { entityType: 'client', objectId: client, body: 'Too late' },
          { token: team.member.token },
        ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect(res.body).toEqual({ msg: WORKSPACE_MSG.clientNotFound });
    expect(await notesOn(client)).toEqual([]);
  });

  it('deleting a client takes along a note that was being added to one of its projects', async () => {
    const { client, project } = await insertClientWithProject('Busy');
    // A note on the project is being written (its project row share-locked, as the API does) while the client goes.
    const res = await whileUncommitted(
      t,
      async (tx) => {
        await tx
          .select({ id: schema.projects.id })
          .from(schema.projects)
          .where(and(eq(schema.projects.id, project), eq(schema.projects.orgId, team.orgId)))
          .for('share');
        await tx.insert(schema.notes).values({
          orgId: team.orgId,
          entityType: 'project',
          objectId: project,
          body: 'Written meanwhile',
          createdBy: team.member.userId,
        });
      },
      () => rest.delete(`/clients/${client}`, { token: team.admin.token }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.deleted).toEqual({ projects: 1, invoices: 0, notes: 1 });
    expect(await notesOn(project)).toEqual([]);
  });
});
