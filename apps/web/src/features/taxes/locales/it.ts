import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  intro: 'Le imposte che le sue fatture possono applicare. Ogni riga di fattura ne porta al massimo due.',
  loadFailed: 'Impossibile caricare le aliquote.',
  managersOnly: 'Solo i manager e gli amministratori possono modificare le aliquote.',
  listTitle: 'Aliquote',
  archivedTitle: 'Archiviate',
  empty: 'Ancora nessuna aliquota.',
  emptyManager: 'Ancora nessuna aliquota. Aggiunga la prima qui sopra.',
  addTitle: 'Aggiunga un’aliquota',
  name: 'Nome',
  namePlaceholder: 'es. IVA',
  percent: 'Aliquota (%)',
  percentHint: 'Fino a 3 decimali, es. 9.975',
  compound: 'Composta',
  compoundHint: 'Applicata all’importo della riga più le sue altre imposte (un’imposta sull’imposta).',
  compoundBadge: 'Composta',
  archivedBadge: 'Archiviata',
  add: 'Aggiungi aliquota',
  save: 'Salva',
  editWhat: 'Modifica {name}',
  archiveWhat: 'Archivia {name}',
  editTitle: 'Modifica {name}',
  archiveConfirm:
    'Archiviare {name}? Non potrà più essere aggiunta alle fatture; le fatture che la portano già la conservano.',
  created: 'Aliquota aggiunta',
  updated: 'Aliquota salvata',
  archived: 'Aliquota archiviata',
  createFailed: 'Impossibile aggiungere l’aliquota.',
  updateFailed: 'Impossibile salvare l’aliquota.',
  archiveFailed: 'Impossibile archiviare l’aliquota.',
} satisfies Translation<typeof en>;
