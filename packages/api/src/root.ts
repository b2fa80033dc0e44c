import { activityRouter } from './activity/activity.router';
import { apiKeysRouter } from './api-keys/api-keys.router';
import { authRouter } from './auth/auth.router';
import { billingRouter } from './billing/billing.router';
import { clientsRouter } from './clients/clients.router';
import { dashboardRouter } from './dashboard/dashboard.router';
import { invoicesRouter } from './invoices/invoices.router';
import { notesRouter } from './notes/notes.router';
import { orgRouter } from './org/org.router';
import { organizationsRouter } from './organizations/organizations.router';
import { paymentSettingsRouter } from './payments/payment-settings.router';
import { projectsRouter } from './projects/projects.router';
import { quotesRouter } from './quotes/quotes.router';
import { recurringInvoicesRouter } from './recurring-invoices/recurring-invoices.router';
import { searchRouter } from './search/search.router';
import { systemRouter } from './system/system.router';
import { taxRatesRouter } from './tax-rates/tax-rates.router';
import { router } from './trpc/procedures';
import { usersRouter } from './users/users.router';
import { webhooksRouter } from './webhooks/webhooks.router';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  users: usersRouter,
  organizations: organizationsRouter,
  org: orgRouter,
  taxRates: taxRatesRouter,
  webhooks: webhooksRouter,
  apiKeys: apiKeysRouter,
  clients: clientsRouter,
  projects: projectsRouter,
  invoices: invoicesRouter,
  quotes: quotesRouter,
  recurringInvoices: recurringInvoicesRouter,
  notes: notesRouter,
  search: searchRouter,
  dashboard: dashboardRouter,
  activity: activityRouter,
  billing: billingRouter,
  paymentSettings: paymentSettingsRouter,
});

export type AppRouter = typeof appRouter;
