import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Notes',
  loadFailed: 'Impossible de charger les notes',
  addFailed: 'Impossible d’ajouter la note',
  updateFailed: 'Impossible de modifier la note',
  deleteFailed: 'Impossible de supprimer la note',
  added: 'Note ajoutée',
  updated: 'Note modifiée',
  deleted: 'Note supprimée',
  deleteConfirm: 'Supprimer cette note ?',
  empty: 'Aucune note pour l’instant.',
  addANote: 'Ajouter une note',
  addNote: 'Ajouter la note',
  edit: 'Modifier',
  delete: 'Supprimer',
  editNote: 'Modifier la note',
  cancel: 'Annuler',
  save: 'Enregistrer',
  formerMember: 'Ancien membre',
  edited: 'modifiée',
} satisfies Translation<typeof en>;
