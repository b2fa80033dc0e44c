import { NOTE_ENTITY_TYPES, NOTE_MAX_LENGTH, NOTES_PAGE_SIZE } from '../constants';
import { FIELD_MSG, WORKSPACE_MSG } from '../messages';
import { z } from '../zod';
import { isoDateTime, NOT_BLANK } from './common';

export const noteBodyField = z
  .string({ error: WORKSPACE_MSG.noteEmpty })
  .trim()
  .min(1, { error: WORKSPACE_MSG.noteEmpty, abort: true })
  .max(NOTE_MAX_LENGTH, { error: WORKSPACE_MSG.noteTooLong })
  .meta({ override: { pattern: NOT_BLANK } });

const entityTypeField = z.enum(NOTE_ENTITY_TYPES, { error: FIELD_MSG.noteEntityTypeInvalid });

export const noteListInput = z.object({
  entityType: entityTypeField,
  objectId: z.string({ error: FIELD_MSG.objectIdRequired }).meta({ override: { format: 'uuid' } }),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(NOTES_PAGE_SIZE).default(NOTES_PAGE_SIZE),
});
export const createNoteInput = z.object({
  entityType: entityTypeField,
  objectId: z.string({ error: FIELD_MSG.objectIdRequired }).meta({ override: { format: 'uuid' } }),
  body: noteBodyField,
});
export const updateNoteInput = z.object({ id: z.string(), body: noteBodyField });

export const noteSchema = z.object({
  _id: z.string(),
  body: z.string(),
  entityType: z.enum(NOTE_ENTITY_TYPES),
  objectId: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type Note = z.infer<typeof noteSchema>;
export const noteListResponse = z.object({
  items: z.array(noteSchema),
  total: z.number().int(),
  pages: z.number().int(),
});

/** What the services receive: the inputs as the schemas above parse them. */
export type NoteListInput = z.output<typeof noteListInput>;
export type CreateNoteInput = z.output<typeof createNoteInput>;
export type UpdateNoteInput = z.output<typeof updateNoteInput>;
