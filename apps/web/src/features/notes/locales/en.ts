/** A record's notes in English: the source of every language. */
export default {
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
  addANote: 'Add a note',
  addNote: 'Add note',
  edit: 'Edit',
  delete: 'Delete',
  editNote: 'Edit note',
  cancel: 'Cancel',
  save: 'Save',
  formerMember: 'Former member',
  /** After a note's time when it was changed since ("Ada · 2 hours ago · edited"). */
  edited: 'edited',
} as const;
