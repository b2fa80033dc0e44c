/** Note texts, as users read them. */
export const NOTE_TEXTS = {
  title: 'Notes',
  loadFailed: 'Failed to load notes',
  addFailed: 'Failed to add note',
  updateFailed: 'Failed to update note',
  deleteFailed: 'Failed to delete note',
  added: 'Note added',
  updated: 'Note updated',
  deleted: 'Note deleted',
  deleteConfirm: 'Delete this note?',
  empty: 'No notes yet.',
} as const;
