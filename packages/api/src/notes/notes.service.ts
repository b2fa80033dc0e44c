import {
  ACTIVITY_ACTIONS,
  type CreateNoteInput,
  type Note,
  ROLE_RANK,
  type UpdateNoteInput,
  WORKSPACE_MSG,
} from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { recordScopeActivity } from '../core/activity';
import { errors } from '../core/errors';
import { findInOrg, getRecordSnapshot } from '../core/records';
import { type OrgScope, withTransaction } from '../core/scope';
import { toNote } from './notes.dto';

const n = schema.notes;

/**
 * A note's entry is about the record the note is on (`entity`: that record as
 * getRecordSnapshot names it), with the note's id in `meta`.
 */
function recordNoteActivity(
  txScope: OrgScope,
  action: string,
  note: Pick<typeof n.$inferSelect, 'id' | 'entityType' | 'objectId'>,
  entity: Awaited<ReturnType<typeof getRecordSnapshot>>,
) {
  return recordScopeActivity(txScope, {
    action,
    entityType: note.entityType,
    objectId: note.objectId,
    entity,
    meta: { noteId: note.id },
  });
}

/** Adds a note to a record of the caller's organization, with its activity entry. */
export async function createNote(scope: OrgScope, input: CreateNoteInput): Promise<Note> {
  return withTransaction(scope, async (txScope) => {
    // Share-locked: a note must not land on a record that a concurrent delete is removing.
    const entity = await getRecordSnapshot(
      txScope.db,
      scope.org.id,
      input.entityType,
      input.objectId,
      'share',
    );
    const [row] = await txScope.db
      .insert(n)
      .values({
        orgId: scope.org.id,
        entityType: input.entityType,
        objectId: input.objectId,
        body: input.body,
        createdBy: scope.caller.id,
      })
      .returning();
    await recordNoteActivity(txScope, ACTIVITY_ACTIONS.noteAdded, row!, entity);
    return toNote(row!, scope.caller);
  });
}

/**
 * The note, if the caller may change it: admins and managers may change any note, members only
 * their own. Viewers are read-only, even for a note they wrote before being made viewers.
 * Another organization's note is a 404, before any permission question.
 */
async function noteToChange(txScope: OrgScope, id: string) {
  const row = await findInOrg(txScope.db, txScope.org.id, 'note', id, 'update');
  const { role } = txScope.caller;
  const moderator = ROLE_RANK[role] >= ROLE_RANK.manager;
  const author = row.createdBy === txScope.caller.id && role !== 'viewer';
  if (!moderator && !author) throw errors.insufficientRole();
  return row;
}

export async function updateNote(scope: OrgScope, input: UpdateNoteInput): Promise<Note> {
  return withTransaction(scope, async (txScope) => {
    const note = await noteToChange(txScope, input.id);
    const entity = await getRecordSnapshot(txScope.db, scope.org.id, note.entityType, note.objectId);
    const [row] = await txScope.db
      .update(n)
      .set({ body: input.body, updatedAt: new Date() })
      .where(and(eq(n.id, note.id), eq(n.orgId, scope.org.id)))
      .returning();
    await recordNoteActivity(txScope, ACTIVITY_ACTIONS.noteUpdated, note, entity);
    const [author] = row!.createdBy
      ? await txScope.db
          .select({ id: schema.users.id, name: schema.users.name })
          .from(schema.users)
          .where(eq(schema.users.id, row!.createdBy))
      : [];
    return toNote(row!, author ?? null);
  });
}

export async function deleteNote(scope: OrgScope, { id }: { id: string }) {
  return withTransaction(scope, async (txScope) => {
    const note = await noteToChange(txScope, id);
    const entity = await getRecordSnapshot(txScope.db, scope.org.id, note.entityType, note.objectId);
    await txScope.db.delete(n).where(and(eq(n.id, note.id), eq(n.orgId, scope.org.id)));
    await recordNoteActivity(txScope, ACTIVITY_ACTIONS.noteDeleted, note, entity);
    return { msg: WORKSPACE_MSG.noteDeleted };
  });
}
