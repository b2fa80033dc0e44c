import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Attività',
  lead: 'Tutto ciò che è successo nella Sua organizzazione, dal più recente.',
  empty: 'Nessuna attività corrisponde a questi filtri.',
  loadFailed: 'Non è stato possibile caricare l’attività',
  filtersReset: 'Filtri azzerati',
  csvExported: 'CSV esportato',
  exportFailed: 'Esportazione non riuscita',
  exportFailedAlert: 'Impossibile esportare il CSV.',
  open: 'Apri',
  activityFilters: 'Filtri dell’attività',
  type: 'Tipo',
  user: 'Utente',
  searchActivity: 'Cerca nell’attività',
  apply: 'Applica',
  reset: 'Azzera',
  exportCsv: 'Esporta CSV',
  rowsPerPage: 'Righe per pagina',
  prev: 'Precedente',
  next: 'Successiva',
  when: 'Quando',
  whatHappened: 'Cosa è successo',
  pageOf: 'Pagina {page} di {pages}{more, select, yes {+} other {}}',
  everyone: 'Tutti',
  system: 'Sistema',
  range:
    '{hasFrom, select, yes {Dal {from}} other {}}{hasTo, select, yes {{hasFrom, select, yes { al {to}} other {Fino al {to}}}} other {}}',
  entryCount:
    ' · {more, select, yes {{count, number}+ voci} other {{count, plural, one {# voce} other {# voci}}}}',
  allTypes: 'Tutti i tipi',
  entityTypes: {
    client: 'Cliente',
    project: 'Progetto',
    invoice: 'Fattura',
    quote: 'Preventivo',
    recurring_invoice: 'Fattura ricorrente',
    other: 'Altro',
  },
} satisfies Translation<typeof en>;
