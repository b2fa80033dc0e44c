/** The invoices screens' texts; the validation messages come from @folio/contracts with the schemas. */
export const INVOICE_TEXTS = {
  title: 'Invoices',
  newInvoice: '+ New Invoice',
  newInvoiceTitle: 'New Invoice',
  editInvoiceTitle: 'Edit Invoice',
  empty: 'No invoices found.',
  deleteConfirm: 'Delete this invoice?',
  loadFailed: 'The invoices could not be loaded',
  loadOneFailed: 'Failed to load invoice.',
  saveFailed: 'Failed to save invoice',
  updateFailed: 'Failed to update invoice',
  markSentFailed: 'Failed to mark sent',
  markPaidFailed: 'Failed to mark paid',
  deleteFailed: 'Failed to delete invoice',
  archiveFailed: 'Failed to archive',
  unarchiveFailed: 'Failed to unarchive',
  listDeleteFailed: 'Failed to delete',
  pdfFailed: 'Failed to open PDF.',
  updated: 'Invoice updated',
  created: 'Invoice created',
  markedSent: 'Invoice marked sent',
  markedPaid: (amount: string) => `Marked paid: ${amount}`,
  deleted: 'Invoice deleted',
  setTo: (status: string) => `Invoice set to ${status}`,
  unsavedChanges: 'You have unsaved changes. Leave this page and lose them?',
  tiles: { unpaidTotal: 'Unpaid and draft total', paidCount: 'Paid', unpaidCount: 'Unpaid' },
} as const;

export const INVOICE_STATUS_OPTIONS = [
  { value: 'nonArchived', label: 'Active' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All' },
] as const;
