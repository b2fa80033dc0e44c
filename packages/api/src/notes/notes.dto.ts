import type { Note } from '@folio/contracts';
import type { NoteRow } from '@folio/db';

/** A note as the API answers it, with its author's id and name (null once the account is gone). */
export const toNote = (row: NoteRow, author: { id: string; name: string } | null): Note => ({
  _id: row.id,
  body: row.body,
  entityType: row.entityType,
  objectId: row.objectId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  createdBy: author ? { _id: author.id, name: author.name } : null,
});
