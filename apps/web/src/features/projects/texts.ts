/** The projects screens' texts; the validation messages come from @folio/contracts with the schemas. */
export const PROJECT_TEXTS = {
  title: 'Projects',
  newProject: '+ New Project',
  newProjectTitle: 'New Project',
  editProjectTitle: 'Edit Project',
  empty: 'No projects found.',
  deleteConfirm: 'Delete this project?',
  loadFailed: 'The projects could not be loaded',
  panelTitle: 'Project',
  loadOneFailed: 'Failed to load project.',
  saveFailed: 'Save failed. Try again.',
  statusFailed: 'Failed to update status',
  setTo: (status: string) => `Project set to ${status}`,
  updated: 'Project updated',
  created: 'Project created',
  draftCleared: 'Draft cleared',
  deleted: 'Project deleted',
  deleteFailed: 'Failed to delete',
  resetDraft: 'Reset draft',
  back: 'Back',
  tags: 'Tags',
  searchProjects: 'Search projects',
  tagsFilterPlaceholder: 'design, web',
  client: 'Client',
  allClients: 'All clients',
  projectActions: 'Project actions',
  budget: 'Budget',
  status: 'Status',
  dueDate: 'Due date',
  description: 'Description',
  delete: 'Delete',
} as const;

/** The project form's labels and buttons. */
export const PROJECT_FORM_TEXTS = {
  title: 'Title',
  description: 'Description',
  budget: 'Budget (cents)',
  budgetHint: 'Whole cents, e.g. 150000 for 1,500.00',
  currency: 'Currency',
  dueDate: 'Due date',
  tags: 'Tags',
  tagsHint: 'Separate tags with commas or new lines',
  hint: 'Ctrl/⌘+S',
  create: 'Create project',
} as const;

export const PROJECT_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All' },
] as const;

/** The panel's status buttons: each shown when the project is in another state. */
export const PROJECT_STATUS_ACTIONS = [
  { status: 'active', label: 'Activate' },
  { status: 'completed', label: 'Complete' },
  { status: 'archived', label: 'Archive' },
] as const;
