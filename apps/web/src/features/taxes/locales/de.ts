import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  intro:
    'Die Steuern, die Ihre Rechnungen berechnen können. Jede Rechnungsposition trägt höchstens zwei davon.',
  loadFailed: 'Die Steuersätze konnten nicht geladen werden.',
  managersOnly: 'Nur Manager und Admins können Steuersätze ändern.',
  listTitle: 'Sätze',
  archivedTitle: 'Archiviert',
  empty: 'Noch keine Steuersätze.',
  emptyManager: 'Noch keine Steuersätze. Legen Sie oben den ersten an.',
  addTitle: 'Steuersatz hinzufügen',
  name: 'Name',
  namePlaceholder: 'z. B. USt.',
  percent: 'Satz (%)',
  percentHint: 'Bis zu 3 Nachkommastellen, z. B. 9.975',
  compound: 'Zusammengesetzt',
  compoundHint:
    'Wird auf den Betrag der Position zuzüglich ihrer anderen Steuern berechnet (eine Steuer auf die Steuer).',
  compoundBadge: 'Zusammengesetzt',
  archivedBadge: 'Archiviert',
  add: 'Steuersatz hinzufügen',
  save: 'Speichern',
  editWhat: '{name} bearbeiten',
  archiveWhat: '{name} archivieren',
  editTitle: '{name} bearbeiten',
  archiveConfirm:
    '{name} archivieren? Er kann keinen Rechnungen mehr hinzugefügt werden; Rechnungen, die ihn bereits enthalten, behalten ihn.',
  created: 'Steuersatz hinzugefügt',
  updated: 'Steuersatz gespeichert',
  archived: 'Steuersatz archiviert',
  createFailed: 'Der Steuersatz konnte nicht hinzugefügt werden.',
  updateFailed: 'Der Steuersatz konnte nicht gespeichert werden.',
  archiveFailed: 'Der Steuersatz konnte nicht archiviert werden.',
} satisfies Translation<typeof en>;
