import {
  createNoteInput,
  msgResponse,
  noteListInput,
  noteListResponse,
  noteSchema,
  ROLE_RANK,
  updateNoteInput,
  WORKSPACE_MSG,
} from '@folio/contracts';
import { z } from 'zod';
import { errors } from '../core/errors';
import { rest } from '../trpc/openapi-meta';
import { orgProcedure, requireRole, router } from '../trpc/procedures';
import { listNotes } from './notes.queries';
import { createNote, deleteNote, updateNote } from './notes.service';

/**
 * Notes may be written by members and above (viewers cannot add notes). The check runs
 * before input validation, so a viewer learns nothing about the target from the answer.
 */
const noteWriterProcedure = orgProcedure.use(({ ctx, next }) => {
  if (ROLE_RANK[ctx.role] < ROLE_RANK.member) throw errors.insufficientRole(WORKSPACE_MSG.notePermission);
  return next();
});

/** Editing and deleting: members and above here; the service then requires a moderator or the author. */
const noteEditorProcedure = orgProcedure.use(requireRole('member'));

export const notesRouter = router({
  list: orgProcedure
    .meta(
      rest('GET', '/notes', 'notes', {
        summary: "A record's notes, newest first (page size up to 100)",
        errorResponses: { 404: 'No such record in the current organization', 422: 'Invalid query' },
      }),
    )
    .input(noteListInput)
    .output(noteListResponse)
    .query(({ ctx, input }) => listNotes(ctx.scope, input)),

  create: noteWriterProcedure
    .meta(
      rest('POST', '/notes', 'notes', {
        summary: 'Add a note to a client, project or invoice (members, managers and admins)',
        errorResponses: {
          403: 'Viewers cannot add notes',
          404: 'No such record in the current organization',
          422: 'Empty or too long',
        },
      }),
    )
    .input(createNoteInput)
    .output(noteSchema)
    .mutation(({ ctx, input }) => createNote(ctx.scope, input)),

  update: noteEditorProcedure
    .meta(
      rest('PUT', '/notes/{id}', 'notes', {
        summary: "Edit a note's text (admins, managers, or the note's author)",
        errorResponses: {
          403: 'Not allowed to edit this note',
          404: 'Note not found',
          422: 'Empty or too long',
        },
      }),
    )
    .input(updateNoteInput)
    .output(noteSchema)
    .mutation(({ ctx, input }) => updateNote(ctx.scope, input)),

  delete: noteEditorProcedure
    .meta(
      rest('DELETE', '/notes/{id}', 'notes', {
        summary: "Delete a note (admins, managers, or the note's author)",
        errorResponses: { 403: 'Not allowed to delete this note', 404: 'Note not found' },
      }),
    )
    .input(z.object({ id: z.string() }))
    .output(msgResponse)
    .mutation(({ ctx, input }) => deleteNote(ctx.scope, input)),
});
