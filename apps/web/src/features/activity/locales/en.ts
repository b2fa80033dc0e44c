/** The activity log's texts in English: the source of every language. */
export default {
  title: 'Activity',
  /** Under the heading, in the prerendered copy too: the screen's largest text as it first paints. */
  lead: 'Everything that happened in your organization, newest first.',
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
  /** `more`: yes when a search's count reached the cap, so the pages are at least that many. */
  pageOf: 'Page {page} of {pages}{more, select, yes {+} other {}}',
  everyone: 'Everyone',
  system: 'System',
  /** The dashboard's month or another range: "From … to …", or one end alone. */
  range: '{hasFrom, select, yes {From {from}} other {}}{hasTo, select, yes { to {to}} other {}}',
  /** Follows `pageOf` once the total is known; `more`: yes for a search's capped count ("500+ entries"). */
  entryCount: ' · {more, select, yes {{count, number}+ entries} other {{count, plural, other {# entries}}}}',
  /** The type filter's first choice. */
  allTypes: 'All types',
  /** The record types, as the type filter and the table name them. */
  entityTypes: {
    client: 'Client',
    project: 'Project',
    invoice: 'Invoice',
    quote: 'Quote',
    recurring_invoice: 'Recurring invoice',
    other: 'Other',
  },
} as const;
