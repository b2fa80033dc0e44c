/** The clients screens' texts; the validation messages come from @folio/contracts with the schemas. */
export const CLIENT_TEXTS = {
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
  notFound: 'This client does not exist or is no longer in this organization.',
  saveFailed: 'Failed to save client',
  archiveFailed: 'Failed to archive',
  unarchiveFailed: 'Failed to unarchive',
  deleteFailed: 'Failed to delete',
  delete: 'Delete',
  searchClients: 'Search clients',
} as const;

/** The client panel's sections. */
export const CLIENT_PANEL_TEXTS = {
  taxId: (taxId: string) => `Tax number: ${taxId}`,
  /** The client's document language, shown only when it has its own. */
  locale: (language: string) => `Document language: ${language}`,
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
} as const;

/** The client picker of the project and invoice forms and filters. */
export const CLIENT_PICKER_TEXTS = {
  label: 'Client',
  placeholder: 'Search clients',
  searching: 'Searching…',
} as const;

/** The client form's labels and buttons. */
export const CLIENT_FORM_TEXTS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  taxId: 'Tax number',
  taxIdHint: 'VAT, GST or other tax number, as printed on invoices',
  locale: 'Document language',
  localeHint: "The language of this client's invoices and emails",
  localeDefault: 'Organization default',
  languageNames: { en: 'English', fr: 'Français', de: 'Deutsch', es: 'Español', it: 'Italiano' },
  tags: 'Tags',
  tagsHint: 'Press Enter or type a comma to add a tag',
  status: 'Status',
  create: 'Create client',
} as const;

export const CLIENT_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All' },
] as const;
