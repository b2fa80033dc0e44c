import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Notizen',
  loadFailed: 'Notizen konnten nicht geladen werden',
  addFailed: 'Notiz konnte nicht hinzugefügt werden',
  updateFailed: 'Notiz konnte nicht aktualisiert werden',
  deleteFailed: 'Notiz konnte nicht gelöscht werden',
  added: 'Notiz hinzugefügt',
  updated: 'Notiz aktualisiert',
  deleted: 'Notiz gelöscht',
  deleteConfirm: 'Diese Notiz löschen?',
  empty: 'Noch keine Notizen.',
  addANote: 'Notiz hinzufügen',
  addNote: 'Hinzufügen',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  editNote: 'Notiz bearbeiten',
  cancel: 'Abbrechen',
  save: 'Speichern',
  formerMember: 'Ehemaliges Mitglied',
  edited: 'bearbeitet',
} satisfies Translation<typeof en>;
