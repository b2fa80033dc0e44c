import {
  createNoteInput,
  msgResponse,
  noteListInput,
  noteListResponse,
  noteSchema,
  updateNoteInput,
  WORKSPACE_MSG,
} from '@folio/contracts';
import { z } from 'zod';
import { rest } from '../trpc/openapi-meta';
import { orgProcedure, requireRole, router } from '../trpc/procedures';
import { listNotes } from './notes.queries';
import { createNote, deleteNote, updateNote } from './notes.service';

// Error answers that several operations below give, each said once.
const noNote = 'No note with this id in the current organization.';

/**
 * Notes may be written by members and above (viewers cannot add notes), and a viewer is told so
 * in the notes' own words.
 */
const noteWriterProcedure = orgProcedure.use(requireRole('member', WORKSPACE_MSG.notePermission));

/** Editing and deleting: members and above here; the service then requires a moderator or the author. */
const noteEditorProcedure = orgProcedure.use(requireRole('member'));

export const notesRouter = router({
  list: orgProcedure
    .meta(
      rest('GET', '/notes', 'notes', {
        summary: "A record's notes, newest first (page size up to 100)",
        errors: {
          404: 'No record of `objectType` with the id `objectId` in the current organization.',
          422: 'objectType is not client, project or invoice, objectId is missing, or page/limit is out of range (`errors` names the field).',
        },
      }),
    )
    .input(noteListInput)
    .output(noteListResponse)
    .query(({ ctx, input }) => listNotes(ctx.scope, input)),

  create: noteWriterProcedure
    .meta(
      rest('POST', '/notes', 'notes', {
        summary: 'Add a note to a client, project or invoice (members, managers and admins)',
        errors: {
          404: 'No record of `objectType` with the id `objectId` in the current organization.',
          422: 'The text is empty or too long, or objectType/objectId is invalid (`errors` names the field).',
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
        errors: {
          403: 'INSUFFICIENT_ROLE: only admins, managers and the note’s author edit it.',
          404: noNote,
          422: 'The text is empty or too long (`errors` names the field).',
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
        errors: {
          403: 'INSUFFICIENT_ROLE: only admins, managers and the note’s author delete it.',
          404: noNote,
        },
      }),
    )
    .input(z.object({ id: z.string() }))
    .output(msgResponse)
    .mutation(({ ctx, input }) => deleteNote(ctx.scope, input)),
});
