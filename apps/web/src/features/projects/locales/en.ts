/** The projects screens' texts in English: the source of every language. */
export default {
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
  /** The toast after a status change, with the new status in the sentence. */
  setTo:
    'Project set to {status, select, active {active} completed {completed} archived {archived} other {{status}}}',
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
  /** A project's status, as the panel names it. */
  statusNames: { active: 'Active', completed: 'Completed', archived: 'Archived' },
  /** The status filters of the list and the client panel. */
  statusOptions: { active: 'Active', completed: 'Completed', archived: 'Archived', all: 'All' },
  /** The panel's status buttons: each shown when the project is in another state. */
  statusActions: { active: 'Activate', completed: 'Complete', archived: 'Archive' },
  /** The project form's labels and buttons. */
  form: {
    /** The records the form saves, in common's "Only admins and managers can save changes to {records}." */
    records: 'projects',
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
  },
} as const;
