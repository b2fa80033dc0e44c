/** The activity log's texts. */
export const ACTIVITY_TEXTS = {
  title: 'Activity',
  empty: 'No activity matches these filters.',
  loadFailed: 'The activity could not be loaded',
  filtersReset: 'Filters reset',
  csvExported: 'CSV exported',
  exportFailed: 'Export failed',
  exportFailedAlert: 'Failed to export CSV.',
  open: 'Open',
  activityFilters: 'Activity filters',
  type: 'Type',
  user: 'User',
  searchActivity: 'Search activity',
  apply: 'Apply',
  reset: 'Reset',
  exportCsv: 'Export CSV',
  rowsPerPage: 'Rows per page',
  prev: 'Prev',
  next: 'Next',
  when: 'When',
  whatHappened: 'What happened',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  everyone: 'Everyone',
  system: 'System',
  from: (from: string | number) => `From ${from}`,
  /** Follows `from` when the range has an end ("From … to …"), or stands alone. */
  to: (to: string) => ` to ${to}`,
  /** Follows `pageOf` once the total is known. */
  entryCount: (total: string) => ` · ${total} entries`,
} as const;

export const ENTITY_TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  { value: 'client', label: 'Client' },
  { value: 'project', label: 'Project' },
  { value: 'invoice', label: 'Invoice' },
  { value: 'other', label: 'Other' },
];
