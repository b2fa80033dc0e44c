import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Activité',
  lead: 'Tout ce qui s’est passé dans votre organisation, du plus récent au plus ancien.',
  empty: 'Aucune activité ne correspond à ces filtres.',
  loadFailed: 'L’activité n’a pas pu être chargée',
  filtersReset: 'Filtres réinitialisés',
  csvExported: 'CSV exporté',
  exportFailed: 'L’export a échoué',
  exportFailedAlert: 'Impossible d’exporter le CSV.',
  open: 'Ouvrir',
  activityFilters: 'Filtres de l’activité',
  type: 'Type',
  user: 'Utilisateur',
  searchActivity: 'Rechercher dans l’activité',
  apply: 'Appliquer',
  reset: 'Réinitialiser',
  exportCsv: 'Exporter en CSV',
  rowsPerPage: 'Lignes par page',
  prev: 'Précédent',
  next: 'Suivant',
  when: 'Date',
  whatHappened: 'Événement',
  pageOf: 'Page {page} sur {pages}{more, select, yes {+} other {}}',
  everyone: 'Tout le monde',
  system: 'Système',
  range:
    '{hasFrom, select, yes {Du {from}} other {}}{hasTo, select, yes {{hasFrom, select, yes { au {to}} other {Jusqu’au {to}}}} other {}}',
  entryCount:
    ' · {more, select, yes {{count, number}+ entrées} other {{count, plural, one {# entrée} other {# entrées}}}}',
  allTypes: 'Tous les types',
  entityTypes: {
    client: 'Client',
    project: 'Projet',
    invoice: 'Facture',
    quote: 'Devis',
    recurring_invoice: 'Facture récurrente',
    other: 'Autre',
  },
} satisfies Translation<typeof en>;
