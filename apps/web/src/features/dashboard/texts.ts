/** The dashboard's heading and screen name (its prerendered placeholder shows the same words). */
export const DASHBOARD_HEADING = 'Dashboard';

/** The dashboard's texts. */
export const DASHBOARD_TEXTS = {
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
  dismiss: 'Dismiss',
  onboardingProgress: 'Onboarding progress',
  open: 'Open',
  total: 'Total:',
  revenue: 'Revenue',
  showTheNextStepOnly: 'Show the next step only',
  activityForPaid: (fullLabel: string | number, total: string | number) =>
    `Activity for ${fullLabel}: ${total} paid`,
  showAllSteps: (steps: string | number) => `Show all ${steps} steps`,
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
