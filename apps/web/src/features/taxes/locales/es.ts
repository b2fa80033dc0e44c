import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  intro: 'Los impuestos que pueden aplicar sus facturas. Cada línea de factura lleva dos como máximo.',
  loadFailed: 'No se pudieron cargar los tipos impositivos.',
  managersOnly: 'Solo los gestores y los administradores pueden cambiar los tipos impositivos.',
  listTitle: 'Tipos',
  archivedTitle: 'Archivados',
  empty: 'Aún no hay tipos impositivos.',
  emptyManager: 'Aún no hay tipos impositivos. Añada el primero arriba.',
  addTitle: 'Añadir un tipo impositivo',
  name: 'Nombre',
  namePlaceholder: 'p. ej. IVA',
  percent: 'Tipo (%)',
  percentHint: 'Hasta 3 decimales, p. ej. 9.975',
  compound: 'Compuesto',
  compoundHint: 'Se aplica al importe de la línea más sus otros impuestos (un impuesto sobre otro impuesto).',
  compoundBadge: 'Compuesto',
  archivedBadge: 'Archivado',
  add: 'Añadir tipo impositivo',
  save: 'Guardar',
  editWhat: 'Editar {name}',
  archiveWhat: 'Archivar {name}',
  editTitle: 'Editar {name}',
  archiveConfirm:
    '¿Archivar {name}? Ya no se podrá añadir a facturas; las facturas que ya lo llevan lo conservan.',
  created: 'Tipo impositivo añadido',
  updated: 'Tipo impositivo guardado',
  archived: 'Tipo impositivo archivado',
  createFailed: 'No se pudo añadir el tipo impositivo.',
  updateFailed: 'No se pudo guardar el tipo impositivo.',
  archiveFailed: 'No se pudo archivar el tipo impositivo.',
} satisfies Translation<typeof en>;
