/** The dashboard's texts in English: the source of every language. */
export default {
  clients: 'Clients',
  activeProjects: 'Active Projects',
  unpaidInvoices: 'Unpaid Invoices',
  recentActivity: 'Recent Activity',
  viewAll: 'View all',
  recentActivityEmpty: 'Nothing yet. Changes to clients, projects and invoices will show up here.',
  revenueChartEmpty:
    'No payments in the last 6 months yet. Paid invoices show here by the month they were paid.',
  activityByMonth: 'Activity by month',
  getStartedWithFolio: 'Get started with Folio',
  dismissChecklist: 'Dismiss checklist',
  onboardingProgress: 'Onboarding progress',
  /** Under the checklist's title: "2 of 4 done". */
  stepsDone: '{done} of {steps} done',
  /** Read by screen readers after a crossed-out step. */
  stepDone: '(done)',
  open: 'Open',
  /** Before the chart's total amount. */
  total: 'Total:',
  revenue: 'Revenue',
  showTheNextStepOnly: 'Show the next step only',
  /** A month's button under the chart: "Activity for December 2025: $1,200.00 paid". */
  activityForPaid: 'Activity for {month}: {total} paid',
  showAllSteps: 'Show all {steps} steps',
  /** The onboarding checklist's steps, by their key in onboarding.ts. */
  onboardingSteps: {
    client: {
      label: 'Add your first client',
      hint: 'Who you work for: name, contact details and tags.',
    },
    project: {
      label: 'Create a project',
      hint: 'The work you do for a client, with a budget and a due date.',
    },
    invoice: {
      label: 'Create an invoice',
      hint: 'Bill a client for one or more projects.',
    },
    invite: {
      label: 'Invite a teammate',
      hint: 'Work together, each with the right role.',
    },
  },
} as const;
