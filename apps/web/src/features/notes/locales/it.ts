import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Note',
  loadFailed: 'Impossibile caricare le note',
  addFailed: 'Impossibile aggiungere la nota',
  updateFailed: 'Impossibile aggiornare la nota',
  deleteFailed: 'Impossibile eliminare la nota',
  added: 'Nota aggiunta',
  updated: 'Nota aggiornata',
  deleted: 'Nota eliminata',
  deleteConfirm: 'Eliminare questa nota?',
  empty: 'Ancora nessuna nota.',
  addANote: 'Aggiungi una nota',
  addNote: 'Aggiungi nota',
  edit: 'Modifica',
  delete: 'Elimina',
  editNote: 'Modifica nota',
  cancel: 'Annulla',
  save: 'Salva',
  formerMember: 'Ex membro',
  edited: 'modificata',
} satisfies Translation<typeof en>;
