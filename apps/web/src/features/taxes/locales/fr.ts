import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  intro: 'Les taxes que vos factures peuvent appliquer. Chaque ligne de facture en porte deux au plus.',
  loadFailed: 'Impossible de charger les taux de taxe.',
  managersOnly: 'Seuls les gestionnaires et les administrateurs peuvent modifier les taux de taxe.',
  listTitle: 'Taux',
  archivedTitle: 'Archivés',
  empty: 'Aucun taux de taxe pour l’instant.',
  emptyManager: 'Aucun taux de taxe pour l’instant. Ajoutez le premier ci-dessus.',
  addTitle: 'Ajouter un taux de taxe',
  name: 'Nom',
  namePlaceholder: 'p. ex. TVA',
  percent: 'Taux (%)',
  percentHint: 'Jusqu’à 3 décimales, p. ex. 9.975',
  compound: 'Composée',
  compoundHint: 'Appliquée au montant de la ligne augmenté de ses autres taxes (une taxe sur la taxe).',
  compoundBadge: 'Composée',
  archivedBadge: 'Archivé',
  add: 'Ajouter le taux',
  save: 'Enregistrer',
  editWhat: 'Modifier {name}',
  archiveWhat: 'Archiver {name}',
  editTitle: 'Modifier {name}',
  archiveConfirm:
    'Archiver {name} ? Il ne pourra plus être ajouté aux factures ; les factures qui le portent déjà le conservent.',
  created: 'Taux de taxe ajouté',
  updated: 'Taux de taxe enregistré',
  archived: 'Taux de taxe archivé',
  createFailed: 'Impossible d’ajouter le taux de taxe.',
  updateFailed: 'Impossible d’enregistrer le taux de taxe.',
  archiveFailed: 'Impossible d’archiver le taux de taxe.',
} satisfies Translation<typeof en>;
