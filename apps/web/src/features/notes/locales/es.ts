import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Notas',
  loadFailed: 'No se pudieron cargar las notas',
  addFailed: 'No se pudo añadir la nota',
  updateFailed: 'No se pudo actualizar la nota',
  deleteFailed: 'No se pudo eliminar la nota',
  added: 'Nota añadida',
  updated: 'Nota actualizada',
  deleted: 'Nota eliminada',
  deleteConfirm: '¿Eliminar esta nota?',
  empty: 'Todavía no hay notas.',
  addANote: 'Añadir una nota',
  addNote: 'Añadir nota',
  edit: 'Editar',
  delete: 'Eliminar',
  editNote: 'Editar nota',
  cancel: 'Cancelar',
  save: 'Guardar',
  formerMember: 'Antiguo miembro',
  edited: 'editada',
} satisfies Translation<typeof en>;
