import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Aktivität',
  lead: 'Alles, was in Ihrer Organisation geschehen ist, das Neueste zuerst.',
  empty: 'Keine Aktivität entspricht diesen Filtern.',
  loadFailed: 'Die Aktivität konnte nicht geladen werden',
  filtersReset: 'Filter zurückgesetzt',
  csvExported: 'CSV exportiert',
  exportFailed: 'Export fehlgeschlagen',
  exportFailedAlert: 'CSV konnte nicht exportiert werden.',
  open: 'Öffnen',
  activityFilters: 'Aktivitätsfilter',
  type: 'Typ',
  user: 'Benutzer',
  searchActivity: 'Aktivität durchsuchen',
  apply: 'Anwenden',
  reset: 'Zurücksetzen',
  exportCsv: 'CSV exportieren',
  rowsPerPage: 'Zeilen pro Seite',
  prev: 'Zurück',
  next: 'Weiter',
  when: 'Wann',
  whatHappened: 'Was geschah',
  pageOf: 'Seite {page} von {pages}{more, select, yes {+} other {}}',
  everyone: 'Alle',
  system: 'System',
  range:
    '{hasFrom, select, yes {Von {from}} other {}}{hasTo, select, yes {{hasFrom, select, yes { bis {to}} other {Bis {to}}}} other {}}',
  entryCount:
    ' · {more, select, yes {{count, number}+ Einträge} other {{count, plural, one {# Eintrag} other {# Einträge}}}}',
  allTypes: 'Alle Typen',
  entityTypes: {
    client: 'Kunde',
    project: 'Projekt',
    invoice: 'Rechnung',
    quote: 'Angebot',
    recurring_invoice: 'Wiederkehrende Rechnung',
    other: 'Sonstiges',
  },
} satisfies Translation<typeof en>;
