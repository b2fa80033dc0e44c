/** The clients screens' texts in English: the source of every language. */
export default {
  title: 'Clients',
  newClient: '+ New Client',
  newClientTitle: 'New Client',
  editClientTitle: 'Edit Client',
  empty: 'No clients found.',
  deleteConfirm: 'Delete this client and related items?',
  created: 'Client created',
  updated: 'Client updated',
  archived: 'Client archived',
  unarchived: 'Client unarchived',
  deleted: 'Client deleted',
  fixErrors: 'Fix form errors before saving.',
  loadFailed: 'The clients could not be loaded',
  panelTitle: 'Client',
  loadOneFailed: 'The client could not be loaded',
  saveFailed: 'Failed to save client',
  archiveFailed: 'Failed to archive',
  unarchiveFailed: 'Failed to unarchive',
  deleteFailed: 'Failed to delete',
  delete: 'Delete',
  searchClients: 'Search clients',
  /** The list's status filter and the form's status field. */
  statusOptions: { active: 'Active', archived: 'Archived', all: 'All' },
  /** A client's status, as the form's select names it. */
  statusNames: { active: 'Active', archived: 'Archived' },
  /** The panel's tax number line. */
  taxIdLine: 'Tax number: {taxId}',
  /** The client's document language, shown only when it has its own. */
  localeLine: 'Document language: {language}',
  /** The client panel's sections. */
  panel: {
    totals: 'Totals',
    totalsLoadFailed: 'The totals could not be loaded',
    revenuePaid: 'Revenue (paid)',
    outstanding: 'Outstanding',
    invoices: 'Invoices',
    activeProjects: 'Active projects',
    completedProjects: 'Completed projects',
    archivedProjects: 'Archived projects',
    projects: 'Projects',
    projectStatus: 'Project status',
    projectsLoadFailed: 'The projects could not be loaded',
    noProjects: 'No projects found.',
    showMoreProjects: 'Show more projects',
  },
  /** The client picker of the project and invoice forms and filters. */
  picker: {
    label: 'Client',
    placeholder: 'Search clients',
    searching: 'Searching…',
  },
  /** The client form's labels and buttons. */
  form: {
    /** The records the form saves, in common's "Only admins and managers can save changes to {records}." */
    records: 'clients',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    taxId: 'Tax number',
    taxIdHint: 'VAT, GST or other tax number, as printed on invoices',
    locale: 'Document language',
    localeHint: "The language of this client's invoices and emails",
    localeDefault: 'Organization default',
    tags: 'Tags',
    tagsHint: 'Press Enter or type a comma to add a tag',
    sendReminders: 'Send payment reminders',
    sendRemindersHint:
      'Emails this client the reminders set in Settings → Payments while an invoice is unpaid.',
    status: 'Status',
    create: 'Create client',
  },
} as const;
