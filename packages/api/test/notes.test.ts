import { WORKSPACE_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectInsufficientRole } from './helpers/answers';
import { createTeam, type Team } from './helpers/org';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
let team: Team;
let records: { client: string; project: string; invoice: string };
let outsiderClient: string;

let invoiceNumber = 6;
async function insertRecords(orgId: string, name: string) {
  const db = t.handle.db;
  invoiceNumber += 1;
  const [client] = await db.insert(schema.clients).values({ orgId, name }).returning();
  const [project] = await db
    .insert(schema.projects)
    .values({ orgId, clientId: client!.id, title: `${name} website` })
    .returning();
  const [invoice] = await db
    .insert(schema.invoices)
    .values({ orgId, clientId: client!.id, number: invoiceNumber, numberSuffix: 'B', totalCents: 1000 })
    .returning();
  return { client: client!.id, project: project!.id, invoice: invoice!.id };
}

const activityOf = (objectId: string) =>
  t.handle.db
    .select()
    .from(schema.activityEntries)
    .where(eq(schema.activityEntries.objectId, objectId))
    .orderBy(desc(schema.activityEntries.createdAt));

const noteCount = async (objectId: string) =>
  (await t.handle.db.select().from(schema.notes).where(eq(schema.notes.objectId, objectId))).length;

beforeAll(async () => {
  team = await createTeam(t, rest);
  records = await insertRecords(team.orgId, 'Acme');
  outsiderClient = (await insertRecords(team.outsider.orgId, 'Rival')).client;
});

describe('POST /api/notes', () => {
  it('adds a trimmed note to a client, a project and an invoice, each with its activity entry', async () => {
    const snapshots = {
      client: { name: 'Acme' },
      project: { title: 'Acme website' },
      invoice: { number: 7, numberSuffix: 'B' },
    };
    for (const entityType of ['client', 'project', 'invoice'] as const) {
      const objectId = records[entityType];
      const res = await rest.post(
        '/notes',
        { entityType, objectId, body: `  Called about the ${entityType}.  ` },
        { token: team.member.token },
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        body: `Called about the ${entityType}.`,
        entityType,
        objectId,
        createdBy: { _id: team.member.userId, name: 'Max Member' },
      });
      expect(res.body._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
      expect(res.body.updatedAt).toBe(res.body.createdAt);

      const [entry] = await activityOf(objectId);
      expect(entry).toMatchObject({
        orgId: team.orgId,
        action: 'note_added',
        entityType,
        objectId,
        entity: snapshots[entityType],
        userId: team.member.userId,
        userName: 'Max Member',
        userEmail: team.member.email,
        meta: { noteId: res.body._id },
      });
    }
  });

  it('lets admins, managers and members add notes, and refuses viewers with "You do not have permission to add notes"', async () => {
    for (const who of [team.admin, team.manager, team.member]) {
      const res = await rest.post(
        '/notes',
        { entityType: 'project', objectId: records.project, body: `from ${who.role}` },
        { token: who.token },
      );
      expect(res.status).toBe(200);
    }
    const before = await noteCount(records.project);
    const viewer = await rest.post(
      '/notes',
      { entityType: 'project', objectId: records.project, body: 'nope' },
      { token: team.viewer.token },
    );
    expectInsufficientRole(viewer, 'You do not have permission to add notes');
    expect(await noteCount(records.project)).toBe(before);
  });

  it('answers the note text messages for an empty, blank or too long note, and accepts exactly 5000 characters', async () => {
    const post = (body: unknown) =>
      rest.post(
        '/notes',
        { entityType: 'client', objectId: records.client, body },
        { token: team.member.token },
      );
    const before = await noteCount(records.client);
    for (const body of [undefined, '', '   \n\t ']) {
      const res = await post(body);
      expect(res.status).toBe(422);
      expect(res.body.msg).toBe(WORKSPACE_MSG.noteEmpty);
      expect(res.body.errors).toEqual([{ field: 'body', msg: 'Note cannot be empty' }]);
    }
    const tooLong = await post('x'.repeat(5001));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual([{ field: 'body', msg: 'Note must be at most 5000 characters' }]);
    expect(await noteCount(records.client)).toBe(before);

    const max = await post(`   ${'y'.repeat(5000)}   `);
    expect(max.status).toBe(200);
    expect(max.body.body).toHaveLength(5000);
  });

  it("answers 404 for another organization's record, an unknown id or a non-UUID, and writes nothing", async () => {
    const notesBefore = await t.handle.db.select().from(schema.notes);
    for (const objectId of [outsiderClient, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await rest.post(
        '/notes',
        { entityType: 'client', objectId, body: 'hello' },
        { token: team.admin.token },
      );
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe(WORKSPACE_MSG.clientNotFound);
    }
    // The right id under the wrong type is not that record either.
    const wrongType = await rest.post(
      '/notes',
      { entityType: 'invoice', objectId: records.client, body: 'hello' },
      { token: team.admin.token },
    );
    expect(wrongType.status).toBe(404);
    expect(await t.handle.db.select().from(schema.notes)).toHaveLength(notesBefore.length);
    expect(await activityOf(outsiderClient)).toHaveLength(0);
  });

  it('refuses an unknown entity type with 422 and a missing token with 401', async () => {
    const bad = await rest.post(
      '/notes',
      { entityType: 'user', objectId: records.client, body: 'x' },
      { token: team.admin.token },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('entityType');
    const anonymous = await rest.post('/notes', {
      entityType: 'client',
      objectId: records.client,
      body: 'x',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/notes', () => {
  let clientId: string;
  beforeAll(async () => {
    clientId = (await insertRecords(team.orgId, 'Listing Co')).client;
    // Five notes, one second apart, written straight to the table so their order is known.
    const base = Date.UTC(2025, 0, 1, 12);
    await t.handle.db.insert(schema.notes).values(
      [1, 2, 3, 4, 5].map((i) => ({
        orgId: team.orgId,
        entityType: 'client' as const,
        objectId: clientId,
        body: `note ${i}`,
        createdBy: i === 5 ? null : team.manager.userId,
        createdAt: new Date(base + i * 1000),
        updatedAt: new Date(base + i * 1000),
      })),
    );
  });

  it('lists the notes newest first with total and pages, to every role', async () => {
    for (const who of [team.admin, team.manager, team.member, team.viewer]) {
      const res = await rest.get(`/notes?entityType=client&objectId=${clientId}&page=1&limit=100`, {
        token: who.token,
      });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(5);
      expect(res.body.pages).toBe(1);
      expect(res.body.items.map((n: { body: string }) => n.body)).toEqual([
        'note 5',
        'note 4',
        'note 3',
        'note 2',
        'note 1',
      ]);
    }
    const res = await rest.get(`/notes?entityType=client&objectId=${clientId}`, { token: team.viewer.token });
    expect(res.body.items[1]).toEqual({
      _id: expect.any(String),
      body: 'note 4',
      entityType: 'client',
      objectId: clientId,
      createdAt: '2025-01-01T12:00:04.000Z',
      updatedAt: '2025-01-01T12:00:04.000Z',
      createdBy: { _id: team.manager.userId, name: 'Mona Manager' },
    });
    // The author of note 5 is unknown (e.g. an account since deleted).
    expect(res.body.items[0].createdBy).toBeNull();
  });

  it('pages with page and limit', async () => {
    const page2 = await rest.get(`/notes?entityType=client&objectId=${clientId}&page=2&limit=2`, {
      token: team.member.token,
    });
    expect(page2.body).toMatchObject({ total: 5, pages: 3 });
    expect(page2.body.items.map((n: { body: string }) => n.body)).toEqual(['note 3', 'note 2']);
    const past = await rest.get(`/notes?entityType=client&objectId=${clientId}&page=4&limit=2`, {
      token: team.member.token,
    });
    expect(past.body).toMatchObject({ items: [], total: 5, pages: 3 });
    const tooBig = await rest.get(`/notes?entityType=client&objectId=${clientId}&limit=101`, {
      token: team.member.token,
    });
    expect(tooBig.status).toBe(422);
  });

  it("answers 404 for another organization's record, and shows no other record's notes", async () => {
    const other = await rest.get(`/notes?entityType=client&objectId=${outsiderClient}`, {
      token: team.admin.token,
    });
    expect(other.status).toBe(404);
    const empty = await rest.get(`/notes?entityType=project&objectId=${records.project}`, {
      token: team.outsider.token,
    });
    expect(empty.status).toBe(404);
    const fresh = await insertRecords(team.orgId, 'Quiet Ltd');
    const none = await rest.get(`/notes?entityType=invoice&objectId=${fresh.invoice}`, {
      token: team.admin.token,
    });
    expect(none.body).toEqual({ items: [], total: 0, pages: 0 });
  });
});

describe('PUT and DELETE /api/notes/{id}', () => {
  let target: { client: string; project: string; invoice: string };
  const addNote = async (token: string, body = 'original') => {
    const res = await rest.post('/notes', { entityType: 'client', objectId: target.client, body }, { token });
    expect(res.status).toBe(200);
    return res.body._id as string;
  };
  const bodyOf = async (id: string) =>
    (await t.handle.db.select().from(schema.notes).where(eq(schema.notes.id, id)))[0]?.body;

  beforeAll(async () => {
    target = await insertRecords(team.orgId, 'Edit Corp');
  });

  it('lets the author edit their note (trimmed), with a note_updated entry and a new updatedAt', async () => {
    const id = await addNote(team.member.token);
    const res = await rest.put(`/notes/${id}`, { body: '  revised  ' }, { token: team.member.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: id,
      body: 'revised',
      createdBy: { _id: team.member.userId, name: 'Max Member' },
    });
    expect(res.body.updatedAt >= res.body.createdAt).toBe(true);
    const [entry] = await activityOf(target.client);
    expect(entry).toMatchObject({
      action: 'note_updated',
      entityType: 'client',
      entity: { name: 'Edit Corp' },
      userId: team.member.userId,
      meta: { noteId: id },
    });
  });

  it("lets admins and managers edit anyone's note; other members and viewers get 403", async () => {
    const id = await addNote(team.admin.token);
    const member = await rest.put(`/notes/${id}`, { body: 'member edit' }, { token: team.member.token });
    expect(member.status).toBe(403);
    expect(member.body).toEqual({
      msg: 'You do not have permission for that action.',
      code: 'INSUFFICIENT_ROLE',
    });
    const viewer = await rest.put(`/notes/${id}`, { body: 'viewer edit' }, { token: team.viewer.token });
    expect(viewer.status).toBe(403);
    expect(viewer.body.code).toBe('INSUFFICIENT_ROLE');
    expect(await bodyOf(id)).toBe('original');

    const manager = await rest.put(`/notes/${id}`, { body: 'manager edit' }, { token: team.manager.token });
    expect(manager.status).toBe(200);
    expect(manager.body.createdBy).toEqual({ _id: team.admin.userId, name: 'Alice Admin' });
    const memberNote = await addNote(team.member.token);
    const admin = await rest.put(`/notes/${memberNote}`, { body: 'admin edit' }, { token: team.admin.token });
    expect(admin.status).toBe(200);
    expect(await bodyOf(memberNote)).toBe('admin edit');
  });

  it('validates the new text as a new note is (1 to 5000 characters once trimmed)', async () => {
    const id = await addNote(team.member.token);
    const blank = await rest.put(`/notes/${id}`, { body: '   ' }, { token: team.member.token });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual([{ field: 'body', msg: WORKSPACE_MSG.noteEmpty }]);
    const long = await rest.put(`/notes/${id}`, { body: 'z'.repeat(5001) }, { token: team.member.token });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual([{ field: 'body', msg: WORKSPACE_MSG.noteTooLong }]);
    expect(await bodyOf(id)).toBe('original');
  });

  it('lets the author delete their note, with a note_deleted entry; a second delete is a 404', async () => {
    const id = await addNote(team.member.token);
    const res = await rest.delete(`/notes/${id}`, { token: team.member.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: 'Note deleted' });
    expect(await bodyOf(id)).toBeUndefined();
    const [entry] = await activityOf(target.client);
    expect(entry).toMatchObject({ action: 'note_deleted', entityType: 'client', meta: { noteId: id } });
    const again = await rest.delete(`/notes/${id}`, { token: team.member.token });
    expect(again.status).toBe(404);
    expect(again.body.msg).toBe(WORKSPACE_MSG.noteNotFound);
  });

  it("refuses members and viewers deleting another's note; managers and admins may", async () => {
    const id = await addNote(team.manager.token);
    for (const who of [team.member, team.viewer]) {
      const res = await rest.delete(`/notes/${id}`, { token: who.token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('INSUFFICIENT_ROLE');
    }
    expect(await bodyOf(id)).toBe('original');
    expect((await rest.delete(`/notes/${id}`, { token: team.admin.token })).status).toBe(200);
    const other = await addNote(team.member.token);
    expect((await rest.delete(`/notes/${other}`, { token: team.manager.token })).status).toBe(200);
  });

  it('answers 404 to another organization, even its admin, and for ids that are not notes', async () => {
    const id = await addNote(team.member.token);
    const entriesBefore = (await activityOf(target.client)).length;
    const put = await rest.put(`/notes/${id}`, { body: 'hijack' }, { token: team.outsider.token });
    expect(put.status).toBe(404);
    expect(put.body.msg).toBe(WORKSPACE_MSG.noteNotFound);
    const del = await rest.delete(`/notes/${id}`, { token: team.outsider.token });
    expect(del.status).toBe(404);
    expect(await bodyOf(id)).toBe('original');
    expect(await activityOf(target.client)).toHaveLength(entriesBefore);
    for (const bad of ['nope', target.client]) {
      expect((await rest.put(`/notes/${bad}`, { body: 'x' }, { token: team.admin.token })).status).toBe(404);
      expect((await rest.delete(`/notes/${bad}`, { token: team.admin.token })).status).toBe(404);
    }
  });

  it('shows note changes in the record activity feed', async () => {
    const feed = await rest.get(`/activity/${target.client}/client`, { token: team.viewer.token });
    expect(feed.status).toBe(200);
    const actions = feed.body.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['note_added', 'note_updated', 'note_deleted']));
    const stored = await t.handle.db
      .select()
      .from(schema.activityEntries)
      .where(
        and(eq(schema.activityEntries.objectId, target.client), eq(schema.activityEntries.orgId, team.orgId)),
      );
    expect(feed.body).toHaveLength(stored.length);
  });
});
