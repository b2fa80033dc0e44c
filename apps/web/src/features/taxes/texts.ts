import { TEXTS } from '../../lib/texts';

/** The Tax rates screen's own texts; the rule texts the server also sends are TAX_RATE_MSG. */
export const TAX_TEXTS = {
  title: TEXTS.taxRates,
  intro: 'The taxes your invoices can charge. Each invoice line carries up to two of them.',
  loadFailed: 'Failed to load tax rates.',
  managersOnly: 'Only managers and admins can change tax rates.',
  listTitle: 'Rates',
  archivedTitle: 'Archived',
  empty: 'No tax rates yet.',
  emptyManager: 'No tax rates yet. Add the first one above.',
  addTitle: 'Add a tax rate',
  name: 'Name',
  namePlaceholder: 'e.g. VAT',
  percent: 'Rate (%)',
  percentHint: 'Up to 3 decimals, e.g. 9.975',
  compound: 'Compound',
  compoundHint: "Charged on the line's amount plus the line's other taxes (a tax on tax).",
  compoundBadge: 'Compound',
  archivedBadge: 'Archived',
  add: 'Add tax rate',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  archive: 'Archive',
  /** A row's buttons, for screen readers: which rate. */
  editWhat: (name: string) => `Edit ${name}`,
  archiveWhat: (name: string) => `Archive ${name}`,
  editTitle: (name: string) => `Edit ${name}`,
  archiveConfirm: (name: string) =>
    `Archive ${name}? It can no longer be added to invoices; invoices that already carry it keep it.`,
  created: 'Tax rate added',
  updated: 'Tax rate saved',
  archived: 'Tax rate archived',
  createFailed: 'Failed to add tax rate.',
  updateFailed: 'Failed to save tax rate.',
  archiveFailed: 'Failed to archive tax rate.',
} as const;
