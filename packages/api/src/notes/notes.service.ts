import {
  ACTIVITY_ACTIONS,
  type Note,
  type NoteEntityType,
  ROLE_RANK,
  type Role,
  WORKSPACE_MSG,
} from '@folio/contracts';
import type { Database, Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Actor, recordActivity } from '../core/activity';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import { getRecordSnapshot } from '../core/records';

const n = schema.notes;

/** Who is acting, in which organization. */
export type NoteScope = { db: Database; orgId: string; role: Role; actor: Actor };

type NoteRow = typeof n.$inferSelect;

const toNote = (row: NoteRow, author: { id: string; name: string } | null): Note => ({
  _id: row.id,
  body: row.body,
  entityType: row.entityType,
  objectId: row.objectId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  createdBy: author ? { _id: author.id, name: author.name } : null,
});

/** A record's notes, newest first. The record must exist in the caller's organization. */
export async function listNotes(
  scope: NoteScope,
  input: { entityType: NoteEntityType; objectId: string; page: number; limit: number },
) {
  await getRecordSnapshot(scope.db, scope.orgId, input.entityType, input.objectId);
  const where = and(
    eq(n.orgId, scope.orgId),
    eq(n.entityType, input.entityType),
    eq(n.objectId, input.objectId),
  );
  const [rows, counted] = await Promise.all([
    scope.db
      .select({ note: n, authorId: schema.users.id, authorName: schema.users.name })
      .from(n)
      .leftJoin(schema.users, eq(schema.users.id, n.createdBy))
      .where(where)
      .orderBy(desc(n.createdAt), desc(n.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    scope.db.select({ total: sql<number>`count(*)::int` }).from(n).where(where),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  return {
    items: rows.map((row) =>
      toNote(row.note, row.authorId ? { id: row.authorId, name: row.authorName ?? '' } : null),
    ),
    total,
    pages: Math.ceil(total / input.limit),
  };
}

/** Adds a note to a record of the caller's organization, with its activity entry. */
export async function createNote(
  scope: NoteScope,
  input: { entityType: NoteEntityType; objectId: string; body: string },
): Promise<Note> {
  return scope.db.transaction(async (tx) => {
    // Share-locked: a note must not land on a record that a concurrent delete is removing.
    const entity = await getRecordSnapshot(tx, scope.orgId, input.entityType, input.objectId, {
      share: true,
    });
    const [row] = await tx
      .insert(n)
      .values({
        orgId: scope.orgId,
        entityType: input.entityType,
        objectId: input.objectId,
        body: input.body,
        createdBy: scope.actor.id,
      })
      .returning();
    await recordActivity(tx, {
      orgId: scope.orgId,
      actor: scope.actor,
      action: ACTIVITY_ACTIONS.noteAdded,
      entityType: input.entityType,
      objectId: input.objectId,
      entity,
      meta: { noteId: row!.id },
    });
    return toNote(row!, scope.actor);
  });
}

/**
 * The note, if the caller may change it: admins and managers may change any note, members only
 * their own. Viewers are read-only, even for a note they wrote before being made viewers.
 * Another organization's note is a 404, before any permission question.
 */
async function noteToChange(tx: Executor, scope: NoteScope, id: string) {
  if (!isUuid(id)) throw errors.notFound(WORKSPACE_MSG.noteNotFound);
  const [row] = await tx
    .select()
    .from(n)
    .where(and(eq(n.id, id), eq(n.orgId, scope.orgId)))
    .for('update');
  if (!row) throw errors.notFound(WORKSPACE_MSG.noteNotFound);
  const moderator = ROLE_RANK[scope.role] >= ROLE_RANK.manager;
  const author = row.createdBy === scope.actor.id && scope.role !== 'viewer';
  if (!moderator && !author) throw errors.insufficientRole();
  return row;
}

export async function updateNote(scope: NoteScope, input: { id: string; body: string }): Promise<Note> {
  return scope.db.transaction(async (tx) => {
    const note = await noteToChange(tx, scope, input.id);
    const entity = await getRecordSnapshot(tx, scope.orgId, note.entityType, note.objectId);
    const [row] = await tx
      .update(n)
      .set({ body: input.body, updatedAt: new Date() })
      .where(and(eq(n.id, note.id), eq(n.orgId, scope.orgId)))
      .returning();
    await recordActivity(tx, {
      orgId: scope.orgId,
      actor: scope.actor,
      action: ACTIVITY_ACTIONS.noteUpdated,
      entityType: note.entityType,
      objectId: note.objectId,
      entity,
      meta: { noteId: note.id },
    });
    const [author] = row!.createdBy
      ? await tx
          .select({ id: schema.users.id, name: schema.users.name })
          .from(schema.users)
          .where(eq(schema.users.id, row!.createdBy))
      : [];
    return toNote(row!, author ?? null);
  });
}

export async function deleteNote(scope: NoteScope, id: string) {
  return scope.db.transaction(async (tx) => {
    const note = await noteToChange(tx, scope, id);
    const entity = await getRecordSnapshot(tx, scope.orgId, note.entityType, note.objectId);
    await tx.delete(n).where(and(eq(n.id, note.id), eq(n.orgId, scope.orgId)));
    await recordActivity(tx, {
      orgId: scope.orgId,
      actor: scope.actor,
      action: ACTIVITY_ACTIONS.noteDeleted,
      entityType: note.entityType,
      objectId: note.objectId,
      entity,
      meta: { noteId: note.id },
    });
    return { msg: 'Note deleted' };
  });
}
